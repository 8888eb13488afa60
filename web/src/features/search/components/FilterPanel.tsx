import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import type { SearchResult } from '../api/searchClothes';
import { MULTI_FILTERS } from '../searchState';
import type { MultiFilter, SearchState } from '../searchState';
import { FacetGroup } from './FacetGroup';
import { PriceRange } from './PriceRange';

export const FILTER_LABELS: Record<MultiFilter | 'type', MessageId> = {
  type: 'search.filters.type',
  categories: 'search.filters.categories',
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

/** Every filter the search offers, each value with its count; any change goes back to the first page. */
export function FilterPanel({ state, result, onChange }: Props) {
  const intl = useIntl();
  const facets = result?.facets ?? {};
  return (
    <div className="space-y-4">
      <FacetGroup
        legend={intl.formatMessage({ id: FILTER_LABELS.type })}
        values={facets.type ?? []}
        selected={[String(state.type)]}
        single
        onChange={([type]) => onChange({ type: Number(type), filters: { ...state.filters, categories: [] } })}
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
          values={facets[name] ?? []}
          selected={state.filters[name]}
          onChange={(selected) => onChange({ filters: { ...state.filters, [name]: selected } })}
        />
      ))}
    </div>
  );
}
