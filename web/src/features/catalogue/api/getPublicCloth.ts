import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';
import { Cloth } from './listClothes';

/** GET /clothes/:id: anyone may read a visible cloth; hidden ones answer 404 except to their brand and admins. */
export async function getCloth(id: string, signal?: AbortSignal): Promise<Cloth> {
  return Cloth.parse(await api.get(`clothes/${encodeURIComponent(id)}`, signal ? { signal } : {}));
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
