import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { BillingCycle, SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { api } from '../../../lib/api';
import { brandParam, subscriptionKeys } from './subscriptionKeys';
import type { ActingBrand } from './subscriptionKeys';

export interface CheckoutRequest {
  tier: SubscriptionTier;
  billingCycle: BillingCycle;
  brandId?: ActingBrand;
}

const Checkout = z.object({ url: z.string().check(z.minLength(1)) });

/**
 * POST /subscription/checkout: where to pay for the plan, on our test page or the provider's. Nothing is paid
 * until the provider says so; 409 ALREADY_SUBSCRIBED when the brand's plan is already paid.
 */
export async function startCheckout({ tier, billingCycle, brandId = null }: CheckoutRequest): Promise<{ url: string }> {
  return Checkout.parse(await api.post('subscription/checkout', { tier, billingCycle, ...brandParam(brandId) }));
}

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    // The card offers to resume the checkout just started, should the brand come back without paying.
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.views() }),
  });
}
