import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SearchSuggestions } from '@vitrina/contract/search';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';

/** What GET /search/suggest answers (contract/search.ts). */
export type { SearchSuggestions as Suggestions } from '@vitrina/contract/search';

/** Suggestions start at the second letter. */
export const SUGGEST_FROM = 2;
/** How long the words must rest before they are asked about: a burst of typing is one request. */
export const SUGGEST_DEBOUNCE_MS = 150;

export const suggestKeys = {
  all: ['search', 'suggest'] as const,
  of: (q: string, language: Language) => [...suggestKeys.all, language, q] as const,
};

export async function suggestSearches(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return SearchSuggestions.parse(await api.get(`search/suggest?${new URLSearchParams({ q }).toString()}`, signal ? { signal } : {}));
}

/** The value once it has not changed for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Suggestions for the words typed (debounced), none below SUGGEST_FROM letters; never counted as a search. */
export function useSuggestions(typed: string) {
  const language = useIntl().locale as Language;
  const q = useDebounced(typed.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = q.length >= SUGGEST_FROM && typed.trim().length >= SUGGEST_FROM;
  return useQuery(
    queryOptions({
      queryKey: suggestKeys.of(q, language),
      queryFn: ({ signal }) => suggestSearches(q, signal),
      enabled,
      // The list changes in place as letters come, rather than emptying between them.
      placeholderData: keepPreviousData,
      staleTime: 60_000,
      retry: false,
    }),
  );
}
