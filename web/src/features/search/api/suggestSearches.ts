import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';

/** What GET /search/suggest answers (api/search/responses.ts SearchSuggestions). */
export const Suggestions = z.object({
  q: z.string(),
  readings: z.array(
    z.object({
      query: z.string(),
      parts: z.array(z.object({ facet: z.string(), id: z.string(), name: z.string() })),
      text: z.string(),
      count: z.number(),
    }),
  ),
  categories: z.array(z.object({ id: z.string(), name: z.string(), type: z.nullable(z.string()), count: z.number() })),
  brands: z.array(z.object({ id: z.string(), name: z.string(), count: z.number() })),
  popular: z.array(z.object({ text: z.string() })),
  clothes: z.array(z.object({ id: z.string(), name: z.string(), brand: z.string(), thumbUrl: z.nullable(z.string()) })),
});
export type Suggestions = z.infer<typeof Suggestions>;

/** Suggestions start at the second letter. */
export const SUGGEST_FROM = 2;
/** How long the words must rest before they are asked about: a burst of typing is one request. */
export const SUGGEST_DEBOUNCE_MS = 150;

export const suggestKeys = {
  all: ['search', 'suggest'] as const,
  of: (q: string, language: Language) => [...suggestKeys.all, language, q] as const,
};

export async function suggestSearches(q: string, signal?: AbortSignal): Promise<Suggestions> {
  return Suggestions.parse(await api.get(`search/suggest?${new URLSearchParams({ q }).toString()}`, signal ? { signal } : {}));
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
