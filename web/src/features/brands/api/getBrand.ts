import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { ClothView } from '../../../lib/clothSummary';
import { brandKeys } from './brandKeys';

const text = z.nullish(z.string());

export const BrandPageData = z.object({
  id: z.string(),
  name: z.string(),
  brand: text,
  description: text,
  location: text,
  offers: z.array(ClothView),
  clothes: z.object({ items: z.array(ClothView), total: z.number(), page: z.number(), pageSize: z.number() }),
});
export type BrandPageData = z.infer<typeof BrandPageData>;

/** GET /brands/:id (signed in): the brand, its offers (discounted clothes) and a page of its visible clothes. */
export async function getBrand(id: string, page: number, signal?: AbortSignal): Promise<BrandPageData> {
  const params = new URLSearchParams({ page: String(page), pageSize: '24' });
  return BrandPageData.parse(await api.get(`brands/${encodeURIComponent(id)}?${params.toString()}`, signal ? { signal } : {}));
}

export function useBrand(id: string, page: number) {
  const language = useIntl().locale as Language;
  return useQuery(
    queryOptions({
      queryKey: brandKeys.page(id, page, language),
      queryFn: ({ signal }) => getBrand(id, page, signal),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
