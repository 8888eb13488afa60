import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { brandKeys } from './brandKeys';
import { AdminBrand } from '@vitrina/contract/brands';

/** GET /admin/brand: the brand the signed-in brand user manages. */
export async function getOwnBrand(signal?: AbortSignal): Promise<AdminBrand> {
  return AdminBrand.parse(await api.get('admin/brand', signal ? { signal } : {}));
}

export const ownBrandQueryOptions = () => queryOptions({ queryKey: brandKeys.own(), queryFn: ({ signal }) => getOwnBrand(signal) });

export function useOwnBrand(enabled = true) {
  return useQuery({ ...ownBrandQueryOptions(), enabled });
}
