import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleType } from '@vitrina/domain/accounts/roles';
import { api } from '../../../lib/api';
import { AdminUser } from './listUsers';
import type { UserPage } from './listUsers';
import { replaceUserInLists } from './replaceUser';
import { userKeys } from './userKeys';

export interface TypeChange {
  user: AdminUser;
  type: RoleType;
}

export async function changeUserType({ user, type }: TypeChange): Promise<AdminUser> {
  return AdminUser.parse(await api.put(`admin/users/${encodeURIComponent(user.id)}/type`, { type }));
}

/** Shows the new type at once and puts the old one back if the server refuses. */
export function useChangeUserType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserType,
    onMutate: async ({ user, type }) => {
      await queryClient.cancelQueries({ queryKey: userKeys.lists() });
      const snapshot = queryClient.getQueriesData<UserPage>({ queryKey: userKeys.lists() });
      replaceUserInLists(queryClient, { ...user, type });
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (user) => replaceUserInLists(queryClient, user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
