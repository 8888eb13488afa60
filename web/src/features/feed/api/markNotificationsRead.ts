import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { feedKeys } from './feedKeys';
import type { Notifications } from './getNotifications';

/** POST /notifications/read: everything up to now is read. */
export async function markNotificationsRead(): Promise<void> {
  await api.post('notifications/read');
}

/**
 * The badge clears at once. The items keep their unread mark until the list is asked again, so the open list still
 * shows what was new; a refusal brings the count back.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const notifications = { queryKey: feedKeys.notificationLists() };
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries(notifications);
      const before = queryClient.getQueriesData<Notifications>(notifications);
      queryClient.setQueriesData<Notifications>(notifications, (answer) => answer && { ...answer, unread: 0 });
      return { before };
    },
    onError: (error, _nothing, context) => {
      console.error('Could not mark the notifications read', error);
      for (const [key, answer] of context?.before ?? []) queryClient.setQueryData(key, answer);
    },
  });
}
