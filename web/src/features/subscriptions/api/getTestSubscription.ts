import { queryOptions, useQuery } from '@tanstack/react-query';
import { TestSubscriptionView as TestSubscription } from '@vitrina/contract/subscriptions';
import { api } from '../../../lib/api';
import { subscriptionKeys } from './subscriptionKeys';

export { TestSubscription };

/** GET /payments/test/subscriptions/:id (the brand it bills): the test provider's subscription and its card. */
export async function getTestSubscription(id: string, signal?: AbortSignal): Promise<TestSubscription> {
  return TestSubscription.parse(await api.get(`payments/test/subscriptions/${encodeURIComponent(id)}`, signal ? { signal } : {}));
}

export function useTestSubscription(id: string) {
  return useQuery(queryOptions({ queryKey: subscriptionKeys.testSubscription(id), queryFn: ({ signal }) => getTestSubscription(id, signal) }));
}
