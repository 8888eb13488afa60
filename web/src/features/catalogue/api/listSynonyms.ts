import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { AdminTerm, type SynonymsView } from '@vitrina/contract/taxonomy';
import type { Language } from '@vitrina/domain/core/languages';
import type { TermKind } from '@vitrina/domain/taxonomy/events';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';

/** A term's synonyms per language; a language without any is left out. */
export type TermSynonyms = SynonymsView;

/** A term as the admin's synonyms list shows it: its names and its synonyms. */
export type SynonymsTerm = AdminTerm;

/** GET /admin/taxonomy/:kind: a kind's terms in the admin's order, each with its synonyms. */
export async function listSynonyms(kind: TermKind, signal?: AbortSignal): Promise<SynonymsTerm[]> {
  return z.array(AdminTerm).parse(await api.get(`admin/taxonomy/${kind}`, signal ? { signal } : {}));
}

export const synonymsQueryOptions = (kind: TermKind, language: Language) =>
  queryOptions({ queryKey: catalogueKeys.synonymList(kind, language), queryFn: ({ signal }) => listSynonyms(kind, signal) });

export function useSynonyms(kind: TermKind) {
  const language = useIntl().locale as Language;
  return useQuery(synonymsQueryOptions(kind, language));
}
