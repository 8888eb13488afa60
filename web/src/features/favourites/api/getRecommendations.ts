import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { ClothSummary } from '@vitrina/contract/catalogue';
import { api } from '../../../lib/api';
import { favouriteKeys } from './favouriteKeys';

const Recommendation = z.object({
  cloth: ClothSummary,
  influencer: z.object({ id: z.string(), username: z.string(), name: z.string() }),
  review: z.string(),
  recommendedAt: z.string(),
});
export type Recommendation = z.infer<typeof Recommendation>;

const Recommendations = z.object({ items: z.array(Recommendation) });

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
