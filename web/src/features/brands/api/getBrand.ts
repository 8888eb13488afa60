import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BrandPage } from '@vitrina/contract/brands';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { brandKeys } from './brandKeys';

/** One of the brand's magazine entries. */
export type BrandEntry = BrandPage['magazine'][number];

/** GET /brands/:id (signed in): the brand and its logo, its offers, a page of its visible clothes, its newest entries. */
export async function getBrand(id: string, page: number, signal?: AbortSignal): Promise<BrandPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: '24' });
  return BrandPage.parse(await api.get(`brands/${encodeURIComponent(id)}?${params.toString()}`, signal ? { signal } : {}));
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
