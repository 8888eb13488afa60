import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../../../lib/api';
import { TEST_CHECKOUT_STATUSES } from './getTestCheckout';
import { subscriptionKeys } from './subscriptionKeys';

/** The test cards, after Stripe's: one pays, one pays now and fails every renewal, one is declined. */
export const TEST_CARDS = ['ok', 'fails_renewal', 'declined', 'insufficient_funds'] as const;
export type TestCard = (typeof TEST_CARDS)[number];

export const CheckoutOutcome = z.object({ status: z.enum(TEST_CHECKOUT_STATUSES), redirect: z.nullable(z.string()) });
export type CheckoutOutcome = z.infer<typeof CheckoutOutcome>;

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
