import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { profileKeys } from './profileKeys';

const Gender = z.object({ id: z.string(), name: z.string() });
export type Gender = z.infer<typeof Gender>;

/** The taxonomy's genders in the reader's language (GET /categories/data/, cached by the api for a minute). */
export async function getGenders(signal?: AbortSignal): Promise<Gender[]> {
  return z.object({ genders: z.array(Gender) }).parse(await api.get('categories/data/', signal ? { signal } : {})).genders;
}

export function useGenders() {
  const language = useIntl().locale as Language;
  return useQuery(queryOptions({ queryKey: profileKeys.genders(language), queryFn: ({ signal }) => getGenders(signal) }));
}
