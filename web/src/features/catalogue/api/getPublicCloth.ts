import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';
import { BrandLogo } from '../../../lib/brandLogo';
import { Cloth } from './listClothes';
import { SizeChartSchema } from '../../../lib/sizes';

/** The cloth as its public page reads it: the brand's name and logo come with it. */
export const PublicCloth = z.extend(Cloth, {
  brand: z.optional(z.object({ id: z.string(), name: z.string(), logo: z.nullish(BrandLogo) })),
  /** The brand's size chart for the cloth's category; absent from an api from before charts: none. */
  sizeChart: z.nullish(SizeChartSchema),
});
export type PublicCloth = z.infer<typeof PublicCloth>;

/** GET /clothes/:id: anyone may read a visible cloth; hidden ones answer 404 except to their brand and admins. */
export async function getCloth(id: string, signal?: AbortSignal): Promise<PublicCloth> {
  return PublicCloth.parse(await api.get(`clothes/${encodeURIComponent(id)}`, signal ? { signal } : {}));
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
