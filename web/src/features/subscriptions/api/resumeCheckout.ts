import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckoutStart } from '@vitrina/contract/subscriptions';
import { api } from '../../../lib/api';
import { brandParam, subscriptionKeys } from './subscriptionKeys';
import type { ActingBrand } from './subscriptionKeys';

/**
 * POST /subscription/checkout/resume: the checkout the brand left, while the provider still takes payment on it, or a
 * new one for the same plan once it closed (left, expired); 409 ALREADY_SUBSCRIBED when the provider had already
 * taken the payment (the dashboard then shows the plan paid).
 */
export async function resumeCheckout(brandId: ActingBrand): Promise<{ url: string }> {
  return CheckoutStart.parse(await api.post('subscription/checkout/resume', brandParam(brandId)));
}

export function useResumeCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeCheckout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.views() }),
  });
}
