import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from './api';

/** The taxonomy's query keys: names come localized by the server, so the reader's language is part of the key. */
export const taxonomyKeys = {
  all: ['catalogue', 'taxonomy'] as const,
  language: (language: Language) => [...taxonomyKeys.all, language] as const,
};

export const TermNames = z.object({
  es: z.string(),
  en: z.optional(z.string()),
  it: z.optional(z.string()),
  fr: z.optional(z.string()),
});
export type TermNames = z.infer<typeof TermNames>;

/** A taxonomy term: its name in the reader's language (Spanish fallback) and all its names. */
export const Term = z.object({ id: z.string(), name: z.string(), names: TermNames, typeId: z.optional(z.string()) });
export type Term = z.infer<typeof Term>;

export const Taxonomy = z.object({
  types: z.array(Term),
  categories: z.array(Term),
  events: z.array(Term),
  genders: z.array(Term),
  seasons: z.array(Term),
  weather: z.array(Term),
});
export type Taxonomy = z.infer<typeof Taxonomy>;

/** GET /categories/data/: every term of every kind, for the admin tabs, the cloth form's and the importer's selects. */
export async function getTaxonomy(signal?: AbortSignal): Promise<Taxonomy> {
  return Taxonomy.parse(await api.get('categories/data/', signal ? { signal } : {}));
}

export const taxonomyQueryOptions = (language: Language) =>
  queryOptions({ queryKey: taxonomyKeys.language(language), queryFn: ({ signal }) => getTaxonomy(signal) });

export function useTaxonomy() {
  const language = useIntl().locale as Language;
  return useQuery(taxonomyQueryOptions(language));
}
