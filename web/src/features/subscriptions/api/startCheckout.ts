import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckoutStart } from '@vitrina/contract/subscriptions';
import type { BillingCycle, SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { api } from '../../../lib/api';
import { brandParam, subscriptionKeys } from './subscriptionKeys';
import type { ActingBrand } from './subscriptionKeys';

export interface CheckoutRequest {
  tier: SubscriptionTier;
  billingCycle: BillingCycle;
  brandId?: ActingBrand;
}

/**
 * POST /subscription/checkout: where to pay for the plan, on our test page or the provider's. Nothing is paid
 * until the provider says so; 409 ALREADY_SUBSCRIBED when the brand's plan is already paid.
 */
export async function startCheckout({ tier, billingCycle, brandId = null }: CheckoutRequest): Promise<{ url: string }> {
  return CheckoutStart.parse(await api.post('subscription/checkout', { tier, billingCycle, ...brandParam(brandId) }));
}

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    // The card offers to resume the checkout just started, should the brand come back without paying.
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.views() }),
  });
}
