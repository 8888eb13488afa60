import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TestSubscription } from './getTestSubscription';
import type { TestCard } from './payTestCheckout';
import { subscriptionKeys } from './subscriptionKeys';

/** POST /payments/test/subscriptions/:id/card: a new card; a past-due renewal is charged to it at once. */
export async function updateTestCard({ id, card }: { id: string; card: TestCard }): Promise<TestSubscription> {
  return TestSubscription.parse(await api.post(`payments/test/subscriptions/${encodeURIComponent(id)}/card`, { card }));
}

export function useUpdateTestCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestCard,
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionKeys.testSubscription(subscription.id), subscription);
      // The provider's webhook has reached the api: the dashboard shows the plan paid (or still past due).
      return queryClient.invalidateQueries({ queryKey: subscriptionKeys.views() });
    },
  });
}
