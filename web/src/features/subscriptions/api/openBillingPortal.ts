import { useMutation } from '@tanstack/react-query';
import { BillingPortal } from '@vitrina/contract/subscriptions';
import { api } from '../../../lib/api';
import { brandParam } from './subscriptionKeys';
import type { ActingBrand } from './subscriptionKeys';

/** POST /subscription/portal: Stripe's page to change the card, or null when the plan has no Stripe subscription. */
export async function openBillingPortal(brandId: ActingBrand): Promise<string | null> {
  return BillingPortal.parse(await api.post('subscription/portal', brandParam(brandId))).url;
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}
