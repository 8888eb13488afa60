import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CheckoutOutcome } from './payTestCheckout';
import { subscriptionKeys } from './subscriptionKeys';

/** POST /payments/test/checkouts/:id/abandon: the brand leaves without paying, back to its dashboard. */
export async function abandonTestCheckout(id: string): Promise<CheckoutOutcome> {
  return CheckoutOutcome.parse(await api.post(`payments/test/checkouts/${encodeURIComponent(id)}/abandon`));
}

export function useAbandonTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: abandonTestCheckout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.views() }),
  });
}
