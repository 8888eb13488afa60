import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminBrandList } from '@vitrina/contract/brands';
import { api } from './api';

export interface BrandOption {
  id: string;
  name: string;
}

/** The admin's brand pickers (clothes, magazine) share this list; a brand's own page has its own keys. */
export const brandOptionKeys = {
  all: ['brand-options'] as const,
  list: () => [...brandOptionKeys.all, 'list'] as const,
};

/** GET /admin/brands (admins): the brands an admin filters clothes by and files a new cloth or entry under. */
export async function listBrands(signal?: AbortSignal): Promise<BrandOption[]> {
  const answer = AdminBrandList.parse(await api.get('admin/brands?pageSize=200', signal ? { signal } : {}));
  // Shoppers know brands by their brand name; the legal name is the fallback.
  return answer.items.map((brand) => ({ id: brand.id, name: brand.brand || brand.name }));
}

export function useBrands(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: brandOptionKeys.list(), queryFn: ({ signal }) => listBrands(signal) }),
    enabled,
  });
}
