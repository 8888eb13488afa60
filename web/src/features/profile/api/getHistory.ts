import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { profileKeys } from './profileKeys';

/** What a card needs of a viewed cloth; the api sends the whole cloth view. */
const Viewed = z.object({
  id: z.string(),
  name: z.string(),
  brandName: z.string(),
  price: z.number(),
  currency: z.string(),
  discountedPrice: z.nullable(z.number()),
  discountEnabled: z.boolean(),
  images: z.array(z.object({ url: z.string() })),
  viewedAt: z.string(),
});
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
