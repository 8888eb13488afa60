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

/** Which sizes can be bought now: sizes sold out (among `sizes`), or the whole cloth. */
export const ClothStock = z.object({ soldOut: z.boolean(), soldOutSizes: z.array(z.string()) });
export type ClothStock = z.infer<typeof ClothStock>;
/** What a cloth without stock (an answer from before it was kept) reads as: every size in stock. */
export const stockOf = (cloth: { stock?: ClothStock | undefined }): ClothStock => cloth.stock ?? { soldOut: false, soldOutSizes: [] };

type Stocked = { sizes: string[]; stock?: ClothStock | undefined };

/** Its sizes, each sold out when the whole cloth or that size is (as the cloth page shows them). */
export function sizesWithStock(cloth: Stocked): { label: string; soldOut: boolean }[] {
  const stock = stockOf(cloth);
  return cloth.sizes.map((size) => ({ label: size, soldOut: stock.soldOut || stock.soldOutSizes.includes(size) }));
}

/** Nothing can be bought now: the cloth is sold out, or every size it lists is (the api's `inStock`, negated). */
export const isSoldOut = (cloth: Stocked): boolean => {
  const sizes = sizesWithStock(cloth);
  return stockOf(cloth).soldOut || (sizes.length > 0 && sizes.every((size) => size.soldOut));
};

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
  // Absent from an answer that predates stock: every size in stock (stockOf).
  stock: z.optional(ClothStock),
  /** Something can be bought now; false shows it sold out. */
  inStock: z.optional(z.boolean()),
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
  /** To its editors: null when the brand made it, else the fields the brand made its own (the rest follow its shop). */
  imported: z.optional(z.nullable(z.object({ claimed: z.array(z.string()) }))),
});
export type Cloth = z.infer<typeof Cloth>;

export const ClothPage = z.object({
  /** The acting brand whose clothes these are (null: an admin's list of all; absent from an api from before it). */
  brand: z.nullish(z.object({ id: z.string(), name: z.string() })),
  items: z.array(Cloth),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
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
