import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { History } from '@vitrina/contract/history';
import { profileKeys } from './profileKeys';

/** A viewed cloth and when it was viewed. */
export type Viewed = History['items'][number];

export const HISTORY_LIMIT = 12;

/** GET /profile/history: the clothes this person opened, newest first, each once; hidden ones drop out. */
export async function getHistory(signal?: AbortSignal): Promise<Viewed[]> {
  const answer = History.parse(await api.get(`profile/history?limit=${HISTORY_LIMIT}`, signal ? { signal } : {}));
  return answer.items;
}

export function useHistory() {
  const language = useIntl().locale as Language;
  return useQuery(queryOptions({ queryKey: profileKeys.history(language), queryFn: ({ signal }) => getHistory(signal) }));
}
