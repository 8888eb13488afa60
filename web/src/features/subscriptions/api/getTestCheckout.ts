import { queryOptions, useQuery } from '@tanstack/react-query';
import { TestCheckoutView as TestCheckout } from '@vitrina/contract/subscriptions';
import { api } from '../../../lib/api';
import { subscriptionKeys } from './subscriptionKeys';

export { TestCheckout };

/** GET /payments/test/checkouts/:id (the brand it is for): the test provider's checkout, served by Vitrina. */
export async function getTestCheckout(id: string, signal?: AbortSignal): Promise<TestCheckout> {
  return TestCheckout.parse(await api.get(`payments/test/checkouts/${encodeURIComponent(id)}`, signal ? { signal } : {}));
}

export const testCheckoutQueryOptions = (id: string) =>
  queryOptions({ queryKey: subscriptionKeys.testCheckout(id), queryFn: ({ signal }) => getTestCheckout(id, signal) });

export function useTestCheckout(id: string) {
  return useQuery(testCheckoutQueryOptions(id));
}
