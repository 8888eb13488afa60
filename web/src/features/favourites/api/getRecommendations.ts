import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { Recommendations } from '@vitrina/contract/favourites';
import { api } from '../../../lib/api';
import { favouriteKeys } from './favouriteKeys';

export type Recommendation = Recommendations['items'][number];

export const HOME_RECOMMENDATIONS = 8;

/** GET /recommendations: "what influencers wear", most recent first, visible clothes only; anyone may read it. */
export async function getRecommendations(limit: number, signal?: AbortSignal): Promise<Recommendation[]> {
  return Recommendations.parse(await api.get(`recommendations?limit=${limit}`, signal ? { signal } : {})).items;
}

export function useRecommendations(limit = HOME_RECOMMENDATIONS) {
  const language = useIntl().locale as Language;
  return useQuery(
    queryOptions({
      queryKey: favouriteKeys.recommendations(language, limit),
      queryFn: ({ signal }) => getRecommendations(limit, signal),
    }),
  );
}
