/** The periods the dashboard offers, as the api names them. */
export const PERIODS = ['7d', '30d', '90d', '12m'] as const;
export type Period = (typeof PERIODS)[number];

/** The columns the top clothes can be sorted by (most first). */
export const CLOTH_SORTS = ['views', 'favourites', 'clickOuts', 'clickOutRate'] as const;
export type ClothSort = (typeof CLOTH_SORTS)[number];

/** What one dashboard shows: whose (null: the caller's own brand), over which days, sorted how. */
export interface DashboardQuery {
  brandId: string | null;
  period: Period;
  /** The last day counted (YYYY-MM-DD); null is today. */
  asOf: string | null;
  sort: ClothSort;
}

/** One factory for every dashboard query, so one invalidation reaches them all. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  views: () => [...dashboardKeys.all, 'view'] as const,
  view: (query: DashboardQuery) => [...dashboardKeys.views(), query.brandId ?? 'own', query.period, query.asOf ?? 'today', query.sort] as const,
};

/** The query string the api reads, shared by the figures and their CSV exports. */
export function dashboardSearch(query: DashboardQuery): URLSearchParams {
  const search = new URLSearchParams({ period: query.period });
  if (query.asOf) search.set('as_of', query.asOf);
  search.set('sort', query.sort);
  if (query.brandId) search.set('brandId', query.brandId);
  return search;
}
