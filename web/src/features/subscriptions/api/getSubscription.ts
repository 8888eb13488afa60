import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { SUBSCRIPTION_STATUSES } from '@vitrina/domain/subscriptions/standing';
import { BILLING_CYCLES, SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';
import { api } from '../../../lib/api';
import { brandParam, subscriptionKeys } from './subscriptionKeys';
import type { ActingBrand } from './subscriptionKeys';

const instant = z.nullable(z.string());
const Tier = z.enum(SUBSCRIPTION_TIERS);
const Cycle = z.enum(BILLING_CYCLES);

export const Payment = z.object({
  paymentId: z.string(),
  kind: z.enum(['first', 'renewal', 'proration']),
  tier: Tier,
  billingCycle: Cycle,
  amount: z.number(),
  currency: z.string(),
  provider: z.string(),
  paidAt: z.string(),
  periodEnd: instant,
});
export type Payment = z.infer<typeof Payment>;

/** A brand's subscription as its dashboard card shows it (GET /subscription and every write's answer). */
export const Subscription = z.object({
  brandId: z.string(),
  brandName: z.nullish(z.string()),
  status: z.nullable(z.enum(SUBSCRIPTION_STATUSES)),
  tier: z.nullable(Tier),
  billingCycle: z.nullable(Cycle),
  amount: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  provider: z.nullable(z.string()),
  providerPaymentId: z.nullish(z.string()),
  createdAt: instant,
  paidAt: instant,
  expiresAt: instant,
  graceEndsAt: instant,
  cancelAt: instant,
  granted: z.boolean(),
  scheduledChange: z.nullable(
    z.object({ tier: Tier, billingCycle: Cycle, amount: z.number(), currency: z.string(), effectiveAt: z.string() }),
  ),
  checkout: z.nullable(
    z.object({ url: z.string(), tier: Tier, billingCycle: Cycle, amount: z.number(), currency: z.string(), provider: z.string(), startedAt: z.string() }),
  ),
  /** `code` says why (card_declined, insufficient_funds…; null for a record older than the codes); `message` is the provider's, in English. */
  lastFailure: z.nullable(z.object({ code: z.nullish(z.string()), message: z.string(), at: z.string() })),
  payments: z.array(Payment),
  clothes: z.number(),
  limit: z.nullable(z.number()),
  billing: z.object({ provider: z.string(), currency: z.string(), testMode: z.boolean() }),
});
export type Subscription = z.infer<typeof Subscription>;

/** GET /subscription[?brandId=]: the caller's brand, or the one an admin names. */
export async function getSubscription(brandId: ActingBrand, signal?: AbortSignal): Promise<Subscription> {
  const query = brandId ? `?${new URLSearchParams({ brandId }).toString()}` : '';
  return Subscription.parse(await api.get(`subscription${query}`, signal ? { signal } : {}));
}

export const subscriptionQueryOptions = (brandId: ActingBrand) =>
  queryOptions({ queryKey: subscriptionKeys.view(brandId), queryFn: ({ signal }) => getSubscription(brandId, signal) });

/**
 * POST /subscription/sync: the return from checkout. The server asks the provider what it holds and records what its
 * webhook has not told yet (a delivery lost in a crash), then answers the view.
 */
export async function syncSubscription(brandId: ActingBrand, signal?: AbortSignal): Promise<Subscription> {
  return Subscription.parse(await api.post('subscription/sync', brandParam(brandId), signal ? { signal } : {}));
}

/** Back from a provider's checkout, its webhook may arrive a little after the person: ask the provider until it has. */
const AWAITING_PAYMENT_MS = 3_000;
const AWAITING_PAYMENT_TRIES = 20;

export function useSubscription(brandId: ActingBrand, enabled = true, awaitingPayment = false) {
  return useQuery({
    ...subscriptionQueryOptions(brandId),
    ...(awaitingPayment ? { queryFn: ({ signal }: { signal: AbortSignal }) => syncSubscription(brandId, signal) } : {}),
    enabled,
    refetchInterval: (query) =>
      awaitingPayment && query.state.data?.status !== 'ACTIVE' && query.state.dataUpdateCount < AWAITING_PAYMENT_TRIES ? AWAITING_PAYMENT_MS : false,
  });
}
