import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Dashboard } from '@vitrina/contract/dashboard';
import { api } from '../../../lib/api';
import { dashboardKeys, dashboardSearch } from './dashboardKeys';
import type { DashboardQuery } from './dashboardKeys';

/** GET /dashboard: a brand's figures over a period, against the period before it (contract/dashboard.ts). */
export { SERIES } from '@vitrina/contract/dashboard';
export { Dashboard };
export type { Series as SeriesName, SeriesFigure as Series, TopCloth, InfluencerReview, DemandRow as Demand } from '@vitrina/contract/dashboard';

export async function getDashboard(query: DashboardQuery, signal?: AbortSignal): Promise<Dashboard> {
  return Dashboard.parse(await api.get(`dashboard?${dashboardSearch(query).toString()}`, signal ? { signal } : {}));
}

export const dashboardQueryOptions = (query: DashboardQuery) =>
  queryOptions({ queryKey: dashboardKeys.view(query), queryFn: ({ signal }) => getDashboard(query, signal) });

/** The figures stay on screen while another period loads, so the page does not jump. */
export function useDashboard(query: DashboardQuery) {
  return useQuery({ ...dashboardQueryOptions(query), placeholderData: keepPreviousData });
}
