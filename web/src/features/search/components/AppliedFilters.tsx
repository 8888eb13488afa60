import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { formatPrice } from '../../../lib/price';
import type { SearchResult } from '../api/searchClothes';
import { MULTI_FILTERS, noFilters, partsStillIn, withoutWords } from '../searchState';
import type { SearchState } from '../searchState';

interface Props {
  state: SearchState;
  result: SearchResult | undefined;
  onChange: (change: Partial<SearchState>) => void;
}

interface Chip {
  key: string;
  label: string;
  remove: () => void;
  /** Understood, but let go by a relaxed answer: the results do not have it. */
  dropped?: boolean;
}

/** "from $ 20.000,00", "up to $ 60.000,00" or "$ 20.000,00 to $ 60.000,00", in the price format of the cards. */
export function priceLabel(intl: IntlShape, min: number | null | undefined, max: number | null | undefined): string {
  const from = min === null || min === undefined ? null : formatPrice(min);
  const to = max === null || max === undefined ? null : formatPrice(max);
  if (from !== null && to !== null) return intl.formatMessage({ id: 'search.applied.price' }, { from, to });
  if (to !== null) return intl.formatMessage({ id: 'search.applied.priceUpTo' }, { to });
  return intl.formatMessage({ id: 'search.applied.priceFrom' }, { from: from ?? '' });
}

/**
 * What the search is narrowed by, as chips each removable on its own, and a way to clear them all: first the parts
 * the server read in the words of q (removing one takes its words out of q), then the filters picked in the sheet.
 */
export function AppliedFilters({ state, result, onChange }: Props) {
  const intl = useIntl();
  const understood = partsStillIn(result?.understood, state.q);
  const dropped = result?.relaxed?.dropped ?? [];
  const chips: Chip[] = understood.map((part, index) => ({
    key: `q:${index}:${part.words}`,
    label: part.facet === 'price' ? priceLabel(intl, part.priceMin, part.priceMax) : part.name,
    remove: () => onChange({ q: withoutWords(state.q, part.words) }),
    dropped: dropped.some((other) => other.facet === part.facet && other.words.toLowerCase() === part.words.toLowerCase()),
  }));
  if (state.priceMin !== null || state.priceMax !== null) {
    chips.push({ key: 'price', label: priceLabel(intl, state.priceMin, state.priceMax), remove: () => onChange({ priceMin: null, priceMax: null }) });
  }
  if (state.inStock) {
    chips.push({ key: 'inStock', label: intl.formatMessage({ id: 'search.applied.inStock' }), remove: () => onChange({ inStock: false }) });
  }
  const nameOf = (filter: (typeof MULTI_FILTERS)[number], id: string) => result?.facets[filter]?.find((value) => value.id === id)?.name ?? id;
  for (const filter of MULTI_FILTERS) {
    for (const id of state.filters[filter]) {
      chips.push({
        key: `${filter}:${id}`,
        label: nameOf(filter, id),
        remove: () => onChange({ filters: { ...state.filters, [filter]: state.filters[filter].filter((other) => other !== id) } }),
      });
    }
  }
  if (chips.length === 0) return null;
  const clearAll = () =>
    onChange({ q: understood.reduce((q, part) => withoutWords(q, part.words), state.q), priceMin: null, priceMax: null, inStock: false, filters: noFilters() });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{intl.formatMessage({ id: 'search.applied' })}</h2>
      <ul className="flex min-w-0 flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key} className="min-w-0">
            <button
              type="button"
              onClick={chip.remove}
              aria-label={intl.formatMessage({ id: 'search.applied.remove' }, { name: chip.label })}
              className={`flex max-w-full items-center gap-2 rounded-full border px-3 py-1 text-left text-sm [overflow-wrap:anywhere] hover:bg-ink hover:text-paper focus-visible:outline-2 ${chip.dropped ? 'border-dashed border-muted text-muted' : 'border-ink text-ink'}`}
            >
              <span className={chip.dropped ? 'line-through' : undefined}>{chip.label}</span>
              <span aria-hidden>×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-underline text-sm" onClick={clearAll}>
        {intl.formatMessage({ id: 'search.applied.clear' })}
      </button>
    </div>
  );
}
