import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CLOTH_SORTS, PERIODS } from './api/dashboardKeys';
import type { ClothSort, DashboardQuery, Period } from './api/dashboardKeys';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isPeriod = (value: string | null): value is Period => PERIODS.includes(value as Period);
const isSort = (value: string | null): value is ClothSort => CLOTH_SORTS.includes(value as ClothSort);

/** Today in the reader's calendar, as an <input type="date"> writes it. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type DashboardChange = Partial<Pick<DashboardQuery, 'period' | 'asOf' | 'sort'>>;

/**
 * The dashboard's period, "as of" day and order, kept in the address (?period=&as_of=&sort=) beside the page's
 * own ?brand= and ?checkout=, so a reload or a shared link shows the same figures.
 */
export function useDashboardQuery(brandId: string | null): [DashboardQuery, (change: DashboardChange) => void] {
  const [params, setParams] = useSearchParams();
  const period = params.get('period');
  const asOf = params.get('as_of');
  const sort = params.get('sort');
  const query: DashboardQuery = {
    brandId,
    period: isPeriod(period) ? period : '30d',
    asOf: asOf && DAY.test(asOf) ? asOf : null,
    sort: isSort(sort) ? sort : 'views',
  };

  const change = useCallback(
    (next: DashboardChange) =>
      setParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next.period) params.set('period', next.period);
          if (next.sort) params.set('sort', next.sort);
          if (next.asOf !== undefined) {
            if (next.asOf) params.set('as_of', next.asOf);
            else params.delete('as_of');
          }
          return params;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [query, change];
}
