import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClothPage } from '@vitrina/contract/catalogue';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';

/** The cloth as its public page reads it, with its brand's name and logo and its size chart (contract/catalogue.ts). */
export type { ClothPage as PublicCloth } from '@vitrina/contract/catalogue';

/** GET /clothes/:id: anyone may read a visible cloth; hidden ones answer 404 except to their brand and admins. */
export async function getCloth(id: string, signal?: AbortSignal): Promise<ClothPage> {
  return ClothPage.parse(await api.get(`clothes/${encodeURIComponent(id)}`, signal ? { signal } : {}));
}

export function useCloth(id: string) {
  const language = useIntl().locale as Language;
  return useQuery(
    queryOptions({
      queryKey: [...catalogueKeys.cloth(id), language],
      queryFn: ({ signal }) => getCloth(id, signal),
      retry: false,
    }),
  );
}
