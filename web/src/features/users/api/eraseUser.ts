import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { AdminUser } from './listUsers';
import { userKeys } from './userKeys';

/** POST /admin/users/:id/erase: the account erased on its owner's request; the lists show it as deleted. */
export function useEraseUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => api.post(`admin/users/${encodeURIComponent(user.id)}/erase`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
