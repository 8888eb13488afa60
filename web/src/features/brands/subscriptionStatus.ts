import { SUBSCRIPTION_STATUSES } from '@vitrina/domain/subscriptions/standing';
import type { SubscriptionStatus } from '@vitrina/domain/subscriptions/standing';

// A plain check rather than a zod schema: the filter reads it from the address.
export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return typeof value === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

/** The status filter's choices, in the order a reader scans them; "not paid" (PENDING) last. */
export const STATUS_FILTERS: readonly SubscriptionStatus[] = ['ACTIVE', 'PAST_DUE', 'LAPSED', 'CANCELLED', 'PENDING'];
