import { dashboardSearch } from './dashboardKeys';
import type { DashboardQuery } from './dashboardKeys';

export type ExportWhat = 'series' | 'clothes';

/** GET /dashboard/export: a CSV the browser downloads, for the same brand, days and order as on screen. */
export function dashboardExportUrl(what: ExportWhat, query: DashboardQuery): string {
  const search = new URLSearchParams({ what });
  for (const [name, value] of dashboardSearch(query)) search.set(name, value);
  return `/api/dashboard/export?${search.toString()}`;
}
