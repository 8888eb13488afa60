import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlanPreview } from '@vitrina/contract/subscriptions';
import type { BillingCycle, SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { api } from '../../../lib/api';
import { subscriptionKeys } from './subscriptionKeys';
import type { ActingBrand } from './subscriptionKeys';

export { PlanPreview };

export interface PlanChoice {
  tier: SubscriptionTier;
  billingCycle: BillingCycle;
}

/** GET /subscription/preview: what a change of plan would cost, before the brand confirms it. */
export async function previewPlanChange(brandId: ActingBrand, plan: PlanChoice, signal?: AbortSignal): Promise<PlanPreview> {
  const params = new URLSearchParams({ tier: plan.tier, billingCycle: plan.billingCycle });
  if (brandId) params.set('brandId', brandId);
  return PlanPreview.parse(await api.get(`subscription/preview?${params.toString()}`, signal ? { signal } : {}));
}

export const planPreviewQueryOptions = (brandId: ActingBrand, plan: PlanChoice) =>
  queryOptions({
    queryKey: subscriptionKeys.preview(brandId, plan.tier, plan.billingCycle),
    queryFn: ({ signal }) => previewPlanChange(brandId, plan, signal),
    // Proration moves with the clock: a preview is asked afresh each time the dialog shows it.
    staleTime: 0,
  });

export function usePlanPreview(brandId: ActingBrand, plan: PlanChoice) {
  return useQuery(planPreviewQueryOptions(brandId, plan));
}
