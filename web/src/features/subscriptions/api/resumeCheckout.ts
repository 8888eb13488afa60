import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../../../lib/api';
import { brandParam, subscriptionKeys } from './subscriptionKeys';
import type { ActingBrand } from './subscriptionKeys';

const Checkout = z.object({ url: z.string().check(z.minLength(1)) });

/**
 * POST /subscription/checkout/resume: the checkout the brand left, while the provider still takes payment on it, or a
 * new one for the same plan once it closed (left, expired); 409 ALREADY_SUBSCRIBED when the provider had already
 * taken the payment (the dashboard then shows the plan paid).
 */
export async function resumeCheckout(brandId: ActingBrand): Promise<{ url: string }> {
  return Checkout.parse(await api.post('subscription/checkout/resume', brandParam(brandId)));
}

export function useResumeCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeCheckout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.views() }),
  });
}
