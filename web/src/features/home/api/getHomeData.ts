import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { Suggestions } from '@vitrina/contract/search';
import { TaxonomyData, type TermView } from '@vitrina/contract/taxonomy';
import { api } from '../../../lib/api';

export type HomeCategory = TermView;

export const HOME_TYPE = '1';
export const SUGGESTIONS = 8;

export const homeKeys = {
  all: ['home'] as const,
  categories: (language: Language) => [...homeKeys.all, 'categories', language] as const,
  suggestions: (filters: SuggestionFilters, language: Language) => [...homeKeys.all, 'suggestions', language, filters] as const,
};

export interface SuggestionFilters {
  category: string | null;
  /** The signed-in person's preferred gender (a taxonomy id), which suggestions start from. */
  gender: string | null;
}

/** The categories of clothes (type 1), for the home page's category filter (GET /categories/data/, cached 60 s). */
export function useHomeCategories() {
  const language = useIntl().locale as Language;
  return useQuery(
    queryOptions({
      queryKey: homeKeys.categories(language),
      queryFn: async ({ signal }) =>
        TaxonomyData.parse(await api.get('categories/data/', { signal })).categories.filter((category) => category.typeId === HOME_TYPE),
    }),
  );
}

/** The newest clothes, in the chosen category and preferred gender (GET /suggestions: everyone's shelf, never counted as a search). */
export function useSuggestions(filters: SuggestionFilters) {
  const language = useIntl().locale as Language;
  return useQuery({
    ...queryOptions({
      queryKey: homeKeys.suggestions(filters, language),
      queryFn: async ({ signal }) => {
        const params = new URLSearchParams({ type: HOME_TYPE, limit: String(SUGGESTIONS) });
        if (filters.category) params.set('category', filters.category);
        if (filters.gender) params.set('gender', filters.gender);
        return Suggestions.parse(await api.get(`suggestions?${params.toString()}`, { signal }));
      },
      placeholderData: keepPreviousData,
    }),
  });
}
