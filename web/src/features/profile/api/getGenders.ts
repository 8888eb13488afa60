import { queryOptions, useQuery } from '@tanstack/react-query';
import { TaxonomyData, type TermView } from '@vitrina/contract/taxonomy';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { profileKeys } from './profileKeys';

export type Gender = TermView;

/** The taxonomy's genders in the reader's language (GET /categories/data/, cached by the api for a minute). */
export async function getGenders(signal?: AbortSignal): Promise<Gender[]> {
  return TaxonomyData.parse(await api.get('categories/data/', signal ? { signal } : {})).genders;
}

export function useGenders() {
  const language = useIntl().locale as Language;
  return useQuery(queryOptions({ queryKey: profileKeys.genders(language), queryFn: ({ signal }) => getGenders(signal) }));
}
