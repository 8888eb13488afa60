import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import type { FacetValue, SearchResult } from '../api/searchClothes';
import { IN_STOCK, MULTI_FILTERS, partsStillIn, withoutWords } from '../searchState';
import type { MultiFilter, SearchState } from '../searchState';
import { FacetGroup } from './FacetGroup';
import { PriceRange } from './PriceRange';

export const FILTER_LABELS: Record<MultiFilter | 'type', MessageId> = {
  type: 'search.filters.type',
  categories: 'search.filters.categories',
  colors: 'search.filters.colors',
  size: 'search.filters.size',
  brand: 'search.filters.brand',
  style: 'search.filters.style',
  materials: 'search.filters.materials',
  events: 'search.filters.events',
  weather: 'search.filters.weather',
  season: 'search.filters.season',
  gender: 'search.filters.gender',
};

interface Props {
  state: SearchState;
  result: SearchResult | undefined;
  onChange: (change: Partial<SearchState>) => void;
}

/** A filter's values as the sheet offers them: colours by family only, since a family's count takes in its shades. */
const offered = (name: MultiFilter, values: FacetValue[] | undefined) =>
  name === 'colors' ? (values ?? []).filter((value) => value.family === undefined) : (values ?? []);

/** "In stock only": sold-out clothes stay listed unless the reader asks for what can be bought now. */
function InStockToggle({ checked, count, onChange }: { checked: boolean; count: number | undefined; onChange: (checked: boolean) => void }) {
  const intl = useIntl();
  return (
    <div className="border-b border-line pb-4">
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink">
        <input type="checkbox" role="switch" className="field-check" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span className="flex-1">{intl.formatMessage({ id: 'search.filters.inStock' })}</span>
        {count !== undefined && <span className="text-xs tabular-nums text-muted">{intl.formatMessage({ id: 'search.facet.count' }, { count })}</span>}
      </label>
    </div>
  );
}

/**
 * Every filter the search offers, each value with its count; any change goes back to the first page. A value the
 * words of q were read as shows checked, and unchecking it takes those words out of q, as its chip does.
 */
export function FilterPanel({ state, result, onChange }: Props) {
  const intl = useIntl();
  const facets = result?.facets ?? {};
  const understood = partsStillIn(result?.understood, state.q);
  const change = (name: MultiFilter, selected: string[]) => {
    const read = understood.filter((part) => part.facet === name);
    const unchecked = read.filter((part) => !part.ids.some((id) => selected.includes(id)));
    const readIds = new Set(read.flatMap((part) => part.ids));
    onChange({
      q: unchecked.reduce((q, part) => withoutWords(q, part.words), state.q),
      filters: { ...state.filters, [name]: selected.filter((id) => !readIds.has(id) || state.filters[name].includes(id)) },
    });
  };
  return (
    <div className="space-y-4">
      <FacetGroup
        legend={intl.formatMessage({ id: FILTER_LABELS.type })}
        values={facets.type ?? []}
        selected={[String(state.type)]}
        single
        onChange={([type]) => onChange({ type: Number(type), filters: { ...state.filters, categories: [] } })}
      />
      <InStockToggle
        checked={state.inStock}
        count={facets.availability?.find((value) => value.id === IN_STOCK)?.count}
        onChange={(inStock) => onChange({ inStock })}
      />
      {result?.price && (
        <PriceRange
          bounds={result.price}
          value={{ min: state.priceMin, max: state.priceMax }}
          onChange={({ min, max }) => onChange({ priceMin: min, priceMax: max })}
        />
      )}
      {MULTI_FILTERS.map((name) => (
        <FacetGroup
          key={name}
          legend={intl.formatMessage({ id: FILTER_LABELS[name] })}
          values={offered(name, facets[name])}
          selected={[...new Set([...state.filters[name], ...understood.filter((part) => part.facet === name).flatMap((part) => part.ids)])]}
          onChange={(selected) => change(name, selected)}
        />
      ))}
    </div>
  );
}
