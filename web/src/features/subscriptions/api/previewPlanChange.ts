import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { BILLING_CYCLES, SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';
import type { BillingCycle, SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { api } from '../../../lib/api';
import { subscriptionKeys } from './subscriptionKeys';
import type { ActingBrand } from './subscriptionKeys';

export const PlanPreview = z.object({
  /** An upgrade starts now and is prorated; a downgrade waits for the next period; the same plan changes nothing. */
  kind: z.enum(['upgrade', 'downgrade', 'same']),
  tier: z.enum(SUBSCRIPTION_TIERS),
  billingCycle: z.enum(BILLING_CYCLES),
  amount: z.number(),
  currency: z.string(),
  dueNow: z.number(),
  effectiveAt: z.nullable(z.string()),
});
export type PlanPreview = z.infer<typeof PlanPreview>;

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
