import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { Recommendations } from '@vitrina/contract/favourites';
import { api } from '../../../lib/api';
import { BROWSER_ONLY } from '../../../lib/browserOnly';
import { catalogueKeys } from './catalogueKeys';

/** What one influencer said about the cloth: the recommendations /home shows, of this cloth only. */
export type ClothReview = Recommendations['items'][number];

const REVIEWS_SHOWN = 12;

/** GET /recommendations?clothId=: influencers' reviews of this cloth, newest first; anyone may read them. */
export async function getClothReviews(id: string, signal?: AbortSignal): Promise<ClothReview[]> {
  const params = new URLSearchParams({ clothId: id, limit: String(REVIEWS_SHOWN) });
  return Recommendations.parse(await api.get(`recommendations?${params.toString()}`, signal ? { signal } : {})).items;
}

export function useClothReviews(id: string, enabled = true) {
  const language = useIntl().locale as Language;
  return useQuery({
    ...queryOptions({ queryKey: catalogueKeys.related(id, 'reviews', language), queryFn: ({ signal }) => getClothReviews(id, signal) }),
    enabled,
    // Below the cloth itself.
    ...BROWSER_ONLY,
  });
}
