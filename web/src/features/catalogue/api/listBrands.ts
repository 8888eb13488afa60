import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';

export interface BrandOption {
  id: string;
  name: string;
}

/** Shoppers know brands by their brand name; the legal name is the fallback. */
const AdminBrand = z.object({ id: z.string(), name: z.string(), brand: z.optional(z.string()) });
const Brands = z.object({ items: z.array(AdminBrand) });

/** GET /admin/brands (admins): the brands an admin filters clothes by and files a new cloth under. */
export async function listBrands(signal?: AbortSignal): Promise<BrandOption[]> {
  const answer = Brands.parse(await api.get('admin/brands?pageSize=200', signal ? { signal } : {}));
  return answer.items.map((brand) => ({ id: brand.id, name: brand.brand || brand.name }));
}

export function useBrands(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: catalogueKeys.brands(), queryFn: ({ signal }) => listBrands(signal) }),
    enabled,
  });
}
