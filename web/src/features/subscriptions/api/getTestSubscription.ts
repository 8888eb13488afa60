import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { BILLING_CYCLES, SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';
import { api } from '../../../lib/api';
import { TEST_CARDS } from './payTestCheckout';
import { subscriptionKeys } from './subscriptionKeys';

export const TestSubscription = z.object({
  id: z.string(),
  reference: z.string(),
  plan: z.object({ tier: z.enum(SUBSCRIPTION_TIERS), billingCycle: z.enum(BILLING_CYCLES), amount: z.number(), currency: z.string() }),
  card: z.enum(TEST_CARDS),
  status: z.enum(['active', 'cancelling', 'ended', 'past_due']),
  periodEnd: z.string(),
});
export type TestSubscription = z.infer<typeof TestSubscription>;

/** GET /payments/test/subscriptions/:id (the brand it bills): the test provider's subscription and its card. */
export async function getTestSubscription(id: string, signal?: AbortSignal): Promise<TestSubscription> {
  return TestSubscription.parse(await api.get(`payments/test/subscriptions/${encodeURIComponent(id)}`, signal ? { signal } : {}));
}

export function useTestSubscription(id: string) {
  return useQuery(queryOptions({ queryKey: subscriptionKeys.testSubscription(id), queryFn: ({ signal }) => getTestSubscription(id, signal) }));
}
