import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
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

/** Shoppers know brands by their brand name; the legal name is the fallback. */
const AdminBrand = z.object({ id: z.string(), name: z.string(), brand: z.optional(z.string()) });
const Brands = z.object({ items: z.array(AdminBrand) });

/** GET /admin/brands (admins): the brands an admin filters clothes by and files a new cloth or entry under. */
export async function listBrands(signal?: AbortSignal): Promise<BrandOption[]> {
  const answer = Brands.parse(await api.get('admin/brands?pageSize=200', signal ? { signal } : {}));
  return answer.items.map((brand) => ({ id: brand.id, name: brand.brand || brand.name }));
}

export function useBrands(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: brandOptionKeys.list(), queryFn: ({ signal }) => listBrands(signal) }),
    enabled,
  });
}
