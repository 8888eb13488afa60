import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { Subscription } from './getSubscription';
import type { PlanChoice } from './previewPlanChange';
import { replaceView } from './replaceView';
import { brandParam } from './subscriptionKeys';
import type { ActingBrand } from './subscriptionKeys';

export interface PlanChange extends PlanChoice {
  brandId: ActingBrand;
}

/**
 * PUT /subscription/plan: an upgrade now (prorated), a downgrade from the next period. Refused with 409
 * OVER_TIER_LIMIT (too many clothes for the tier), SUBSCRIPTION_NOT_ACTIVE or GRANTED_PLAN.
 */
export async function changePlan({ brandId, tier, billingCycle }: PlanChange): Promise<Subscription> {
  return Subscription.parse(await api.put('subscription/plan', { tier, billingCycle, ...brandParam(brandId) }));
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (view, { brandId }) => replaceView(queryClient, brandId, view),
  });
}
