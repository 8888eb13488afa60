import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { SearchAnswer } from '@vitrina/contract/search';
import { api } from '../../../lib/api';
import { newsKeys } from './newsKeys';

export const PICKER_RESULTS = 8;

/** GET /search by name, for the cloth a slide leads to (visible clothes only: a slide of a hidden one never shows). */
export function useClothSearch(q: string) {
  const language = useIntl().locale as Language;
  const text = q.trim();
  return useQuery({
    ...queryOptions({
      queryKey: newsKeys.clothSearch(text, language),
      queryFn: async ({ signal }) => {
        const params = new URLSearchParams({ q: text, page: '1', pageSize: String(PICKER_RESULTS) });
        return SearchAnswer.parse(await api.get(`search?${params.toString()}`, { signal })).items;
      },
      placeholderData: keepPreviousData,
    }),
    enabled: text.length >= 2,
  });
}
