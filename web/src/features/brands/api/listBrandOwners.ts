import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminUserList, type AdminUser } from '@vitrina/contract/admin';
import { api } from '../../../lib/api';
import { brandKeys } from './brandKeys';

/** GET /admin/users?type=BRAND: brand accounts (not deleted) without a brand yet, who may be given one. */
export async function listBrandOwners(signal?: AbortSignal): Promise<AdminUser[]> {
  const answer = AdminUserList.parse(await api.get('admin/users?type=BRAND&pageSize=200', signal ? { signal } : {}));
  return answer.items.filter((user) => !user.owner && !user.erased);
}

export function useBrandOwners(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: brandKeys.owners(), queryFn: ({ signal }) => listBrandOwners(signal) }), enabled });
}
