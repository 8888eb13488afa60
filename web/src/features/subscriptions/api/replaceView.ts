import type { QueryClient } from '@tanstack/react-query';
import type { Subscription } from './getSubscription';
import { subscriptionKeys } from './subscriptionKeys';
import type { ActingBrand } from './subscriptionKeys';

/** Shows a write's answer at once on the dashboard it came from, then reads every view again. */
export function replaceView(queryClient: QueryClient, brandId: ActingBrand, view: Subscription): Promise<void> {
  queryClient.setQueryData(subscriptionKeys.view(brandId), view);
  return queryClient.invalidateQueries({ queryKey: subscriptionKeys.views() });
}
