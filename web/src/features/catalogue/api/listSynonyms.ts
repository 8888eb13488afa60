import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Language } from '@vitrina/domain/core/languages';
import type { TermKind } from '@vitrina/domain/taxonomy/events';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { Term } from '../../../lib/taxonomy';
import { catalogueKeys } from './catalogueKeys';

const Words = z.optional(z.array(z.string()));
/** A term's synonyms per language; a language without any is left out. */
export const TermSynonyms = z.object({ es: Words, en: Words, it: Words, fr: Words });
export type TermSynonyms = z.infer<typeof TermSynonyms>;

/** A term as the admin's synonyms list shows it: its names and its synonyms. */
export const SynonymsTerm = z.extend(Term, { synonyms: z._default(TermSynonyms, {}) });
export type SynonymsTerm = z.infer<typeof SynonymsTerm>;

/** GET /admin/taxonomy/:kind: a kind's terms in the admin's order, each with its synonyms. */
export async function listSynonyms(kind: TermKind, signal?: AbortSignal): Promise<SynonymsTerm[]> {
  return z.array(SynonymsTerm).parse(await api.get(`admin/taxonomy/${kind}`, signal ? { signal } : {}));
}

export const synonymsQueryOptions = (kind: TermKind, language: Language) =>
  queryOptions({ queryKey: catalogueKeys.synonymList(kind, language), queryFn: ({ signal }) => listSynonyms(kind, signal) });

export function useSynonyms(kind: TermKind) {
  const language = useIntl().locale as Language;
  return useQuery(synonymsQueryOptions(kind, language));
}
