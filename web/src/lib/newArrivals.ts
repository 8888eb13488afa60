import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { Suggestions } from '@vitrina/contract/search';
import { api } from './api';

/** The type of clothes (garments) new arrivals show. */
export const NEW_ARRIVALS_TYPE = '1';

/**
 * The newest clothes (GET /suggestions, the shelf everyone sees, never counted as a search), for a row of new
 * arrivals on pages that are not the shop's own (the magazine that `/` opens on).
 */
export function useNewArrivals(limit: number) {
  const language = useIntl().locale as Language;
  return useQuery(
    queryOptions({
      queryKey: ['newArrivals', language, limit] as const,
      queryFn: async ({ signal }) => {
        const params = new URLSearchParams({ type: NEW_ARRIVALS_TYPE, limit: String(limit) });
        return Suggestions.parse(await api.get(`suggestions?${params.toString()}`, { signal })).items;
      },
    }),
  );
}
