import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { api } from '../../../lib/api';
import { invalidateBrands } from './invalidateBrands';

export interface PlanGrant {
  brandId: string;
  tier: SubscriptionTier;
  /** YYYY-MM-DD (the plan ends as that day starts, UTC), or null for no end. */
  expiresAt: string | null;
}

/**
 * POST /admin/brands/:id/grant (admins): a plan with no payment, for a partner. Refused with ALREADY_SUBSCRIBED
 * while the brand pays for one. The answer is the subscription view; the list reads the brand again.
 */
export async function grantPlan({ brandId, tier, expiresAt }: PlanGrant): Promise<void> {
  await api.post(`admin/brands/${encodeURIComponent(brandId)}/grant`, { tier, expiresAt });
}

export function useGrantPlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: grantPlan, onSettled: () => invalidateBrands(queryClient) });
}
