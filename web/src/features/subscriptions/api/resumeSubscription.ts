import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { Subscription } from './getSubscription';
import { replaceView } from './replaceView';
import { brandParam } from './subscriptionKeys';
import type { ActingBrand } from './subscriptionKeys';

/** POST /subscription/resume: a scheduled cancellation is undone and the plan renews as before. */
export async function resumeSubscription(brandId: ActingBrand): Promise<Subscription> {
  return Subscription.parse(await api.post('subscription/resume', brandParam(brandId)));
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (view, brandId) => replaceView(queryClient, brandId, view),
  });
}
