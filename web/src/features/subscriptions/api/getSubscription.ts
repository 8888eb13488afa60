import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionView as Subscription } from '@vitrina/contract/subscriptions';
import { api } from '../../../lib/api';
import { brandParam, subscriptionKeys } from './subscriptionKeys';
import type { ActingBrand } from './subscriptionKeys';

/** A brand's subscription as its dashboard card shows it (GET /subscription and every write's answer), and a payment of it. */
export { Subscription };
export type { Payment } from '@vitrina/contract/subscriptions';

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
