import type { QueryClient } from '@tanstack/react-query';
import type { AdminUser, UserPage } from './listUsers';
import { userKeys } from './userKeys';

/** Writes one user into every cached page that lists it, so every table shows the change at once. */
export function replaceUserInLists(queryClient: QueryClient, user: AdminUser): void {
  queryClient.setQueriesData<UserPage>({ queryKey: userKeys.lists() }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.id === user.id ? user : item)) } : page,
  );
}
