import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AdminUserList } from '@vitrina/contract/admin';
import { api } from '../../../lib/api';
import { userKeys } from './userKeys';
import type { UserFilters } from './userKeys';

/** One account as the admin sees it, and a page of them (contract/admin.ts). */
export { AdminUser, type AdminUserList as UserPage } from '@vitrina/contract/admin';

export async function listUsers(filters: UserFilters, signal?: AbortSignal): Promise<AdminUserList> {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(filters.pageSize) });
  if (filters.q) params.set('q', filters.q);
  if (filters.type) params.set('type', filters.type);
  return AdminUserList.parse(await api.get(`admin/users?${params.toString()}`, signal ? { signal } : {}));
}

export const usersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) => listUsers(filters, signal),
    // The table keeps showing the last page while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export function useUsers(filters: UserFilters) {
  return useQuery(usersQueryOptions(filters));
}
