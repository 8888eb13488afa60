import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { BrandLogo } from '../../../lib/brandLogo';
import { ClothView } from '@vitrina/contract/catalogue';
import { brandKeys } from './brandKeys';

const text = z.nullish(z.string());

/** One of the brand's magazine entries, as much of it as its page shows. */
export const BrandEntry = z.object({
  id: z.string(),
  description: z.string(),
  contentType: z.enum(['image', 'video']),
  media: z.object({ url: z.string(), posterUrl: z.nullable(z.string()) }),
  url: z.nullable(z.string()),
  publishedAt: z.string(),
});
export type BrandEntry = z.infer<typeof BrandEntry>;

export const BrandPageData = z.object({
  id: z.string(),
  name: z.string(),
  brand: text,
  description: text,
  location: text,
  logo: z.nullish(BrandLogo),
  offers: z.array(ClothView),
  clothes: z.object({ items: z.array(ClothView), total: z.number(), page: z.number(), pageSize: z.number() }),
  magazine: z.optional(z.array(BrandEntry)),
});
export type BrandPageData = z.infer<typeof BrandPageData>;

/** GET /brands/:id (signed in): the brand and its logo, its offers, a page of its visible clothes, its newest entries. */
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
