import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { Subscription } from './getSubscription';
import { replaceView } from './replaceView';
import { brandParam } from './subscriptionKeys';
import type { ActingBrand } from './subscriptionKeys';

/** POST /subscription/cancel: the plan runs to the end of its period (cancelAt), and can be resumed until then. */
export async function cancelSubscription(brandId: ActingBrand): Promise<Subscription> {
  return Subscription.parse(await api.post('subscription/cancel', brandParam(brandId)));
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (view, brandId) => replaceView(queryClient, brandId, view),
  });
}
