import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session/session';
import { Feed as FeedPage } from '@vitrina/contract/following';
import { feedKeys } from './feedKeys';

export type { FeedPage };

/** GET /feed?page=n: a page (24) of what is new for the signed-in person, newest first. */
export async function getFeed(page: number, signal?: AbortSignal): Promise<FeedPage> {
  return FeedPage.parse(await api.get(`feed?page=${page}`, signal ? { signal } : {}));
}

export function feedQueryOptions(user: string, language: Language) {
  return infiniteQueryOptions({
    queryKey: feedKeys.pages(user, language),
    queryFn: ({ pageParam, signal }) => getFeed(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function useFeed() {
  const language = useIntl().locale as Language;
  const { session } = useSession();
  return useInfiniteQuery({ ...feedQueryOptions(session?.user ?? '', language), enabled: session !== null });
}
