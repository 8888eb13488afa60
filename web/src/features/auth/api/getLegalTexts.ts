import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { localize } from '@vitrina/domain/core/languages';
import type { Language } from '@vitrina/domain/core/languages';
import { api } from '../../../lib/api';
import { authKeys } from './authKeys';

const PerLanguage = z.object({
  es: z.optional(z.string()),
  en: z.optional(z.string()),
  it: z.optional(z.string()),
  fr: z.optional(z.string()),
});

/** The terms and the privacy and cookies policy, in every language, as the register wizard shows them. */
export const LegalTexts = z.object({ tos: PerLanguage, privacy: PerLanguage });
export type LegalTexts = z.infer<typeof LegalTexts>;

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
