import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { AdminUser } from './listUsers';
import { replaceUserInLists } from './replaceUser';
import { userKeys } from './userKeys';

export interface ActiveChange {
  user: AdminUser;
  active: boolean;
}

/** POST /admin/users/:id/deactivate or /reactivate; a deactivated account's sessions end on the server. */
export async function setUserActive({ user, active }: ActiveChange): Promise<AdminUser> {
  const action = active ? 'reactivate' : 'deactivate';
  return AdminUser.parse(await api.post(`admin/users/${encodeURIComponent(user.id)}/${action}`));
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: (user) => replaceUserInLists(queryClient, user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
