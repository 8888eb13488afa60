import { queryOptions, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Language } from '@vitrina/domain/core/languages';
import { MagazineItem } from '@vitrina/contract/magazine';
import { api, ApiError } from '../../../lib/api';
import { magazineKeys } from './magazineKeys';

/** GET /magazine/:id: one story, its text in the reader's language and the clothes it features. */
export async function getStory(id: string, signal?: AbortSignal): Promise<MagazineItem> {
  return MagazineItem.parse(await api.get(`magazine/${encodeURIComponent(id)}`, signal ? { signal } : {}));
}

export const storyOptions = (id: string, language: Language) =>
  queryOptions({
    queryKey: magazineKeys.story(id, language),
    queryFn: ({ signal }) => getStory(id, signal),
    // A story that is not there will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export function useStory(id: string) {
  return useQuery(storyOptions(id, useIntl().locale as Language));
}
