import { queryOptions, useQuery } from '@tanstack/react-query';
import { LegalTexts } from '@vitrina/contract/resources';
import { localize } from '@vitrina/domain/core/languages';
import type { Language } from '@vitrina/domain/core/languages';
import { api } from '../../../lib/api';
import { authKeys } from './authKeys';

/** GET /resources/get-texts/: the terms and the privacy and cookies policy, in every language, as the register wizard shows them. */
export async function getLegalTexts(signal?: AbortSignal): Promise<LegalTexts> {
  return LegalTexts.parse(await api.get('resources/get-texts/', signal ? { signal } : {}));
}

export const legalTextsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.legalTexts(),
    queryFn: ({ signal }) => getLegalTexts(signal),
    staleTime: 60 * 60_000,
  });

export type LegalDocument = keyof LegalTexts;

/** One document in the reader's language (Spanish, then any other, when it is missing). */
export function useLegalText(document: LegalDocument, language: Language) {
  const query = useQuery(legalTextsQueryOptions());
  return { ...query, text: query.data ? localize(query.data[document], language) : undefined };
}
