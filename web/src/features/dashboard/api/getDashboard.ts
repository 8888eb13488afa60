import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../../../lib/api';
import { dashboardKeys, dashboardSearch } from './dashboardKeys';
import type { DashboardQuery } from './dashboardKeys';

export const SERIES = ['views', 'clickOuts', 'favourites', 'brandClicks', 'recommendations', 'followers'] as const;
export type SeriesName = (typeof SERIES)[number];

const Series = z.object({
  points: z.array(z.object({ day: z.string(), value: z.number() })),
  total: z.number(),
  previousTotal: z.number(),
  /** The previous period's values, day by day, as many as `points`. */
  previousPoints: z.array(z.number()),
  /** In percent (12.5 is +12.5 %); null when the previous period had nothing to compare with. */
  changePercent: z.nullable(z.number()),
});
export type Series = z.infer<typeof Series>;

const TopCloth = z.object({
  clothId: z.string(),
  name: z.string(),
  image: z.nullish(z.string()),
  views: z.number(),
  favourites: z.number(),
  clickOuts: z.number(),
  /** Click-outs per view, 0 to 1. */
  clickOutRate: z.number(),
});
export type TopCloth = z.infer<typeof TopCloth>;

const InfluencerReview = z.object({
  influencer: z.object({ username: z.string(), name: z.string() }),
  clothId: z.string(),
  clothName: z.string(),
  review: z.string(),
  recommendedAt: z.string(),
});
export type InfluencerReview = z.infer<typeof InfluencerReview>;

const Demand = z.object({
  text: z.string(),
  category: z.nullish(z.string()),
  searches: z.number(),
  empty: z.number(),
  few: z.number(),
  averageResults: z.number(),
  fewThreshold: z.number(),
});
export type Demand = z.infer<typeof Demand>;

const Range = z.object({ from: z.string(), to: z.string() });

/** GET /dashboard: a brand's figures over a period, against the period before it. */
export const Dashboard = z.object({
  brandId: z.string(),
  brandName: z.nullish(z.string()),
  asOf: z.nullable(z.string()),
  period: z.object({ from: z.string(), to: z.string(), previous: Range }),
  // Followers: absent from an answer of an api from before follows.
  figures: z.object({ favourites: z.number(), brandClicks: z.number(), clothes: z.number(), followers: z.optional(z.number()), searchers: z.optional(z.number()) }),
  /** A new brand's first steps, each done or not (absent from an api from before them). */
  firstSteps: z.optional(z.object({ cloth: z.boolean(), importer: z.boolean(), story: z.boolean(), shared: z.boolean() })),
  series: z.object({
    views: Series,
    clickOuts: Series,
    favourites: Series,
    brandClicks: Series,
    recommendations: Series,
    followers: Series,
  }),
  topClothes: z.array(TopCloth),
  influencers: z.array(InfluencerReview),
  demand: z.array(Demand),
});
export type Dashboard = z.infer<typeof Dashboard>;

export async function getDashboard(query: DashboardQuery, signal?: AbortSignal): Promise<Dashboard> {
  return Dashboard.parse(await api.get(`dashboard?${dashboardSearch(query).toString()}`, signal ? { signal } : {}));
}

export const dashboardQueryOptions = (query: DashboardQuery) =>
  queryOptions({ queryKey: dashboardKeys.view(query), queryFn: ({ signal }) => getDashboard(query, signal) });

/** The figures stay on screen while another period loads, so the page does not jump. */
export function useDashboard(query: DashboardQuery) {
  return useQuery({ ...dashboardQueryOptions(query), placeholderData: keepPreviousData });
}
