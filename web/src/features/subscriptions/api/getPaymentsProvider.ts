import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentsProviderView as PaymentsProvider } from '@vitrina/contract/payments';
import { api } from '../../../lib/api';
import { subscriptionKeys } from './subscriptionKeys';

export { PaymentsProvider };

/** GET /payments/provider (anyone): which provider bills, and whether payments are simulated. */
export async function getPaymentsProvider(signal?: AbortSignal): Promise<PaymentsProvider> {
  return PaymentsProvider.parse(await api.get('payments/provider', signal ? { signal } : {}));
}

export const paymentsProviderQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.provider(),
    queryFn: ({ signal }) => getPaymentsProvider(signal),
    // Set when the server starts: asked once a visit.
    staleTime: Infinity,
    retry: false,
  });

export function usePaymentsProvider() {
  return useQuery(paymentsProviderQueryOptions());
}
