import { useIntl } from 'react-intl';
import { formatPrice } from '../../../lib/price';
import type { SearchResult } from '../api/searchClothes';
import { MULTI_FILTERS, activeFilterCount } from '../searchState';
import type { SearchState } from '../searchState';

interface Props {
  state: SearchState;
  result: SearchResult | undefined;
  onChange: (change: Partial<SearchState>) => void;
}

/** The filters in force as chips, each removable on its own, and a way to clear them all. */
export function AppliedFilters({ state, result, onChange }: Props) {
  const intl = useIntl();
  if (activeFilterCount(state) === 0) return null;
  const nameOf = (filter: (typeof MULTI_FILTERS)[number], id: string) =>
    result?.facets[filter]?.find((value) => value.id === id)?.name ?? id;
  const chips = MULTI_FILTERS.flatMap((filter) =>
    state.filters[filter].map((id) => ({
      key: `${filter}:${id}`,
      label: nameOf(filter, id),
      remove: () => onChange({ filters: { ...state.filters, [filter]: state.filters[filter].filter((other) => other !== id) } }),
    })),
  );
  if (state.priceMin !== null || state.priceMax !== null) {
    const from = state.priceMin === null ? '' : formatPrice(state.priceMin);
    const to = state.priceMax === null ? '' : formatPrice(state.priceMax);
    chips.unshift({
      key: 'price',
      label: intl.formatMessage({ id: 'search.applied.price' }, { from: from || '…', to: to || '…' }),
      remove: () => onChange({ priceMin: null, priceMax: null }),
    });
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{intl.formatMessage({ id: 'search.applied' })}</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={chip.remove}
              aria-label={intl.formatMessage({ id: 'search.applied.remove' }, { name: chip.label })}
              className="flex items-center gap-2 rounded-full border border-ink px-3 py-1 text-sm text-ink hover:bg-ink hover:text-paper focus-visible:outline-2"
            >
              {chip.label}
              <span aria-hidden>×</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="link-underline text-sm"
        onClick={() =>
          onChange({ priceMin: null, priceMax: null, filters: { categories: [], events: [], weather: [], season: [], gender: [] } })
        }
      >
        {intl.formatMessage({ id: 'search.applied.clear' })}
      </button>
    </div>
  );
}
