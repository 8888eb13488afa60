import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AdminBrandList } from '@vitrina/contract/brands';
import { api } from '../../../lib/api';
import { brandKeys } from './brandKeys';
import type { BrandFilters } from './brandKeys';

export type { AdminBrand, AdminBrandList } from '@vitrina/contract/brands';

/** GET /admin/brands (admins): every brand, by brand name (`q` matches its start), optionally by subscription status. */
export async function listAdminBrands(filters: BrandFilters, signal?: AbortSignal): Promise<AdminBrandList> {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(filters.pageSize) });
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  return AdminBrandList.parse(await api.get(`admin/brands?${params.toString()}`, signal ? { signal } : {}));
}

export const adminBrandsQueryOptions = (filters: BrandFilters) =>
  queryOptions({
    queryKey: brandKeys.list(filters),
    queryFn: ({ signal }) => listAdminBrands(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminBrands(filters: BrandFilters) {
  return useQuery(adminBrandsQueryOptions(filters));
}
