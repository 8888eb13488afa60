import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TestCheckoutOutcome as CheckoutOutcome } from '@vitrina/contract/subscriptions';
import type { TestCard } from '@vitrina/domain/subscriptions/test-cards';
import { api } from '../../../lib/api';
import { subscriptionKeys } from './subscriptionKeys';

/** The test cards, after Stripe's: one pays, one pays now and fails every renewal, one is declined. */
export { TEST_CARDS, type TestCard } from '@vitrina/domain/subscriptions/test-cards';
export { CheckoutOutcome };

export interface TestPayment {
  id: string;
  card: TestCard;
}

/** POST /payments/test/checkouts/:id/pay: paid leads back to the dashboard; declined stays (redirect null). */
export async function payTestCheckout({ id, card }: TestPayment): Promise<CheckoutOutcome> {
  return CheckoutOutcome.parse(await api.post(`payments/test/checkouts/${encodeURIComponent(id)}/pay`, { card }));
}

export function usePayTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payTestCheckout,
    // The provider's webhooks have reached the api by now: the dashboard it leads to shows the new status.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.views() }),
  });
}
