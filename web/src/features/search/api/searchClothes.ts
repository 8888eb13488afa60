import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { ClothSummary } from '../../../lib/clothSummary';
import { IN_STOCK, MULTI_FILTERS, SEARCH_PAGE_SIZE } from '../searchState';
import type { SearchState } from '../searchState';
import { UnderstoodPart } from './understoodPart';

// `family` marks a colour shade (bordó) with the colour family it counts towards (rojo).
const Facet = z.array(z.object({ id: z.string(), name: z.string(), count: z.number(), family: z.optional(z.string()) }));
export type FacetValue = z.infer<typeof Facet>[number];

export const SearchResult = z.object({
  items: z.array(ClothSummary),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  facets: z.object({
    type: z.optional(Facet),
    categories: z.optional(Facet),
    events: z.optional(Facet),
    weather: z.optional(Facet),
    season: z.optional(Facet),
    gender: z.optional(Facet),
    colors: z.optional(Facet),
    brand: z.optional(Facet),
    size: z.optional(Facet),
    style: z.optional(Facet),
    materials: z.optional(Facet),
    availability: z.optional(Facet),
  }),
  price: z.nullable(z.object({ min: z.number(), max: z.number() })),
  // What the server understood of q; optional, so the page still reads an answer from before it did.
  understood: z.optional(z.array(UnderstoodPart)),
  text: z.optional(z.string()),
  type: z.optional(z.nullable(z.string())),
  // `missing`: the kind of cloth the catalogue lacks, in the shopper's words ("vestido de novia").
  // A price let go says where the nearest clothes start (priceMin) or end (priceMax).
  relaxed: z.optional(z.nullable(z.object({ dropped: z.array(z.object({ facet: z.string(), name: z.string(), words: z.string(), priceMin: z.optional(z.number()), priceMax: z.optional(z.number()) })), missing: z.optional(z.nullable(z.string())) }))),
  didYouMean: z.optional(z.nullable(z.string())),
  otherTypes: z.optional(Facet),
  popular: z.optional(z.array(ClothSummary)),
});
export type SearchResult = z.infer<typeof SearchResult>;
export type SearchHit = SearchResult['items'][number];
export type DroppedPart = NonNullable<SearchResult['relaxed']>['dropped'][number];

export const searchKeys = {
  all: ['search'] as const,
  results: () => [...searchKeys.all, 'results'] as const,
  result: (state: SearchState, language: Language) => [...searchKeys.results(), language, state] as const,
};

/** GET /search; a guest past the free limit is sent to log in by the api client itself. */
export async function searchClothes(state: SearchState, signal?: AbortSignal): Promise<SearchResult> {
  const params = new URLSearchParams({ q: state.q, type: String(state.type) });
  for (const name of MULTI_FILTERS) if (state.filters[name].length > 0) params.set(name, state.filters[name].join(','));
  if (state.priceMin !== null) params.set('priceMin', String(state.priceMin));
  if (state.priceMax !== null) params.set('priceMax', String(state.priceMax));
  if (state.inStock) params.set('availability', IN_STOCK);
  params.set('sort', state.sort);
  params.set('page', String(state.page));
  params.set('pageSize', String(SEARCH_PAGE_SIZE));
  return SearchResult.parse(await api.get(`search?${params.toString()}`, signal ? { signal } : {}));
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
