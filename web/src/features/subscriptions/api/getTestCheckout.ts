import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { BILLING_CYCLES, SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';
import { api } from '../../../lib/api';
import { subscriptionKeys } from './subscriptionKeys';

export const TEST_CHECKOUT_STATUSES = ['open', 'paid', 'declined', 'abandoned', 'expired'] as const;

export const TestCheckout = z.object({
  id: z.string(),
  reference: z.string(),
  plan: z.object({ tier: z.enum(SUBSCRIPTION_TIERS), billingCycle: z.enum(BILLING_CYCLES), amount: z.number(), currency: z.string() }),
  customerEmail: z.string(),
  /** Declined stays payable with another card; paid, abandoned and expired are closed. */
  status: z.enum(TEST_CHECKOUT_STATUSES),
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type TestCheckout = z.infer<typeof TestCheckout>;

/** GET /payments/test/checkouts/:id (the brand it is for): the test provider's checkout, served by Vitrina. */
export async function getTestCheckout(id: string, signal?: AbortSignal): Promise<TestCheckout> {
  return TestCheckout.parse(await api.get(`payments/test/checkouts/${encodeURIComponent(id)}`, signal ? { signal } : {}));
}

export const testCheckoutQueryOptions = (id: string) =>
  queryOptions({ queryKey: subscriptionKeys.testCheckout(id), queryFn: ({ signal }) => getTestCheckout(id, signal) });

export function useTestCheckout(id: string) {
  return useQuery(testCheckoutQueryOptions(id));
}
