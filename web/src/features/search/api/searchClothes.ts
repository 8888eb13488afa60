import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SearchAnswer } from '@vitrina/contract/search';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { IN_STOCK, MULTI_FILTERS, SEARCH_PAGE_SIZE } from '../searchState';
import type { SearchState } from '../searchState';

/** GET /search's answer, its facets' values and the parts let go (contract/search.ts). */
export type { SearchAnswer as SearchResult, FacetValue, DroppedPart } from '@vitrina/contract/search';

export const searchKeys = {
  all: ['search'] as const,
  results: () => [...searchKeys.all, 'results'] as const,
  result: (state: SearchState, language: Language) => [...searchKeys.results(), language, state] as const,
};

/** GET /search; a guest past the free limit is sent to log in by the api client itself. */
export async function searchClothes(state: SearchState, signal?: AbortSignal): Promise<SearchAnswer> {
  const params = new URLSearchParams({ q: state.q, type: String(state.type) });
  for (const name of MULTI_FILTERS) if (state.filters[name].length > 0) params.set(name, state.filters[name].join(','));
  if (state.priceMin !== null) params.set('priceMin', String(state.priceMin));
  if (state.priceMax !== null) params.set('priceMax', String(state.priceMax));
  if (state.inStock) params.set('availability', IN_STOCK);
  params.set('sort', state.sort);
  params.set('page', String(state.page));
  params.set('pageSize', String(SEARCH_PAGE_SIZE));
  return SearchAnswer.parse(await api.get(`search?${params.toString()}`, signal ? { signal } : {}));
}

export function useSearchClothes(state: SearchState) {
  const language = useIntl().locale as Language;
  return useQuery(
    queryOptions({
      queryKey: searchKeys.result(state, language),
      queryFn: ({ signal }) => searchClothes(state, signal),
      // Counts and results change in place as filters change, instead of the page flashing empty.
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
