import { useSearchParams } from 'react-router-dom';
import type { BrandFilters } from './api/brandKeys';
import { isSubscriptionStatus } from './subscriptionStatus';

export const BRANDS_PAGE_SIZE = 20;

/** The filters live in the address (?q=&status=&page=), so a list can be reloaded and shared as it is. */
export function useBrandFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const filters: BrandFilters = {
    q: params.get('q') ?? '',
    status: isSubscriptionStatus(status) ? status : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: BRANDS_PAGE_SIZE,
  };
  const update = (next: Partial<BrandFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.status) search.set('status', merged.status);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  };
  return { filters, update };
}
