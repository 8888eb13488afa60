import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../../../lib/api';
import { brandParam } from './subscriptionKeys';
import type { ActingBrand } from './subscriptionKeys';

const Portal = z.object({ url: z.nullable(z.string()) });

/** POST /subscription/portal: Stripe's page to change the card, or null when the plan has no Stripe subscription. */
export async function openBillingPortal(brandId: ActingBrand): Promise<string | null> {
  return Portal.parse(await api.post('subscription/portal', brandParam(brandId))).url;
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}
