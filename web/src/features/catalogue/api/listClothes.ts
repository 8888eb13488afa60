import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ClothList, type ClothPage, type ClothView } from '@vitrina/contract/catalogue';
import { api } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';
import type { ClothListFilters } from './catalogueKeys';

/** A stored image of a cloth (contract/catalogue.ts). */
export type { ImageView as ClothImage } from '@vitrina/contract/catalogue';

/** Which sizes can be bought now: sizes sold out (among `sizes`), or the whole cloth. */
export type ClothStock = ClothView['stock'];

type Stocked = Pick<ClothView, 'sizes' | 'stock'>;

/** Its sizes, each sold out when the whole cloth or that size is (as the cloth page shows them). */
export function sizesWithStock({ sizes, stock }: Stocked): { label: string; soldOut: boolean }[] {
  return sizes.map((size) => ({ label: size, soldOut: stock.soldOut || stock.soldOutSizes.includes(size) }));
}

/** Nothing can be bought now: the cloth is sold out, or every size it lists is (the api's `inStock`, negated). */
export const isSoldOut = (cloth: Stocked): boolean => {
  const sizes = sizesWithStock(cloth);
  return cloth.stock.soldOut || (sizes.length > 0 && sizes.every((size) => size.soldOut));
};

/**
 * A cloth as the api shows it to its brand and to admins (every field of the admin form): a list's, or an edit's
 * answer (a ClothPage), which to its editors says what its importer keeps.
 */
export type Cloth = ClothView & Pick<ClothPage, 'imported'>;

/** GET /admin/clothes: a brand's own clothes; an admin's of one brand, or of all without a brand. */
export async function listClothes(filters: ClothListFilters, signal?: AbortSignal): Promise<ClothList> {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(filters.pageSize) });
  if (filters.brandId) params.set('brandId', filters.brandId);
  return ClothList.parse(await api.get(`admin/clothes?${params.toString()}`, signal ? { signal } : {}));
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
