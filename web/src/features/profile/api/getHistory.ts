import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { ClothView } from '../../../lib/clothSummary';
import { profileKeys } from './profileKeys';

/** A viewed cloth, as much of it as a card needs, and when it was viewed. */
const Viewed = z.extend(ClothView, { viewedAt: z.string() });
export type Viewed = z.infer<typeof Viewed>;

export const HISTORY_LIMIT = 12;

/** GET /profile/history: the clothes this person opened, newest first, each once; hidden ones drop out. */
export async function getHistory(signal?: AbortSignal): Promise<Viewed[]> {
  const answer = z.object({ items: z.array(Viewed) }).parse(await api.get(`profile/history?limit=${HISTORY_LIMIT}`, signal ? { signal } : {}));
  return answer.items;
}

export function useHistory() {
  const language = useIntl().locale as Language;
  return useQuery(queryOptions({ queryKey: profileKeys.history(language), queryFn: ({ signal }) => getHistory(signal) }));
}
