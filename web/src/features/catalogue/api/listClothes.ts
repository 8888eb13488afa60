import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';
import type { ClothListFilters } from './catalogueKeys';
import { TermNames } from '../../../lib/taxonomy';

export const ClothImage = z.object({ name: z.string(), thumb: z.string(), url: z.string(), thumbUrl: z.string() });
export type ClothImage = z.infer<typeof ClothImage>;

/** A cloth's description per language; Spanish is always there. */
export const ClothDescription = z.object({ es: z.string(), en: z.optional(z.string()), it: z.optional(z.string()), fr: z.optional(z.string()) });

/** A cloth as the api shows it to its brand and to admins (every field of the admin form). */
export const Cloth = z.object({
  id: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  name: z.string(),
  names: TermNames,
  typeId: z.string(),
  categoryId: z.string(),
  seasons: z.array(z.string()),
  eventIds: z.array(z.string()),
  gender: z.string(),
  sizes: z.array(z.string()),
  weather: z.array(z.string()),
  tags: z.array(z.string()),
  colors: z.array(z.string()),
  colorTemperature: z.nullable(z.enum(['cold', 'warm'])),
  style: z.nullable(z.string()),
  // Absent from an answer that predates them (a cached one): none.
  materials: z._default(z.array(z.string()), []),
  description: z.nullable(ClothDescription),
  url: z.nullable(z.string()),
  currency: z.string(),
  price: z.number(),
  discountedPrice: z.nullable(z.number()),
  discountEnabled: z.boolean(),
  visible: z.boolean(),
  images: z.array(ClothImage),
  revision: z.number(),
});
export type Cloth = z.infer<typeof Cloth>;

export const ClothPage = z.object({ items: z.array(Cloth), total: z.number(), page: z.number(), pageSize: z.number() });
export type ClothPage = z.infer<typeof ClothPage>;

/** GET /admin/clothes: a brand's own clothes; an admin's of one brand, or of all without a brand. */
export async function listClothes(filters: ClothListFilters, signal?: AbortSignal): Promise<ClothPage> {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(filters.pageSize) });
  if (filters.brandId) params.set('brandId', filters.brandId);
  return ClothPage.parse(await api.get(`admin/clothes?${params.toString()}`, signal ? { signal } : {}));
}

export const clothesQueryOptions = (filters: ClothListFilters) =>
  queryOptions({
    queryKey: catalogueKeys.clothList(filters),
    queryFn: ({ signal }) => listClothes(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useClothes(filters: ClothListFilters) {
  return useQuery(clothesQueryOptions(filters));
}

/** The entity tag of a cloth's catalogue revision, as reads send it and edits send it back. */
export const etagOf = (cloth: Pick<Cloth, 'revision'>) => `"${cloth.revision}"`;
