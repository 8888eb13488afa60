import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { MagazinePage } from '@vitrina/contract/magazine';
import { api } from '../../../lib/api';
import { magazineKeys } from './magazineKeys';

export const MAGAZINE_PAGE_SIZE = 12;

/** GET /magazine: newest first, a page at a time; `cursor` is the opaque one the previous page ended with. */
export async function listMagazine(cursor: string | null, signal?: AbortSignal): Promise<MagazinePage> {
  const params = new URLSearchParams({ limit: String(MAGAZINE_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return MagazinePage.parse(await api.get(`magazine?${params.toString()}`, signal ? { signal } : {}));
}

export const magazineFeedOptions = (language: Language) =>
  infiniteQueryOptions({
    queryKey: magazineKeys.feed(language),
    queryFn: ({ pageParam, signal }) => listMagazine(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMagazineFeed() {
  return useInfiniteQuery(magazineFeedOptions(useIntl().locale as Language));
}
