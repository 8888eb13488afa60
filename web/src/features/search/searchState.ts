import type { UnderstoodPart } from '@vitrina/contract/search';
import { readSearchParams } from './searchParams';

export const SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'favourites'] as const;
export type Sort = (typeof SORTS)[number];

/** The filters that take several values (OR within one, AND across them), by their name in the URL and the api. */
export const MULTI_FILTERS = ['categories', 'colors', 'size', 'brand', 'style', 'materials', 'events', 'weather', 'season', 'gender'] as const;
export type MultiFilter = (typeof MULTI_FILTERS)[number];

export const noFilters = () => Object.fromEntries(MULTI_FILTERS.map((name) => [name, []])) as unknown as Record<MultiFilter, string[]>;

export const SEARCH_PAGE_SIZE = 24;

/** Everything a search page shows, read from and written to its address, so any search can be shared and reloaded. */
export interface SearchState {
  q: string;
  type: number;
  filters: Record<MultiFilter, string[]>;
  priceMin: number | null;
  priceMax: number | null;
  /** Only clothes something of which can be bought now (`availability=in-stock` in the address and the api). */
  inStock: boolean;
  sort: Sort;
  page: number;
}

/** The availability value "in stock only" asks for. */
export const IN_STOCK = 'in-stock';

const isSort = (value: string | null): value is Sort => (SORTS as readonly (string | null)[]).includes(value);

function amount(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export function readSearchState(params: URLSearchParams): SearchState {
  const { q, type } = readSearchParams(params);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sort = params.get('sort');
  const filters = Object.fromEntries(
    MULTI_FILTERS.map((name) => [
      name,
      [
        ...new Set(
          (params.get(name) ?? '')
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ],
    ]),
  ) as Record<MultiFilter, string[]>;
  return {
    q,
    type,
    filters,
    priceMin: amount(params.get('priceMin')),
    priceMax: amount(params.get('priceMax')),
    inStock: params.get('availability') === IN_STOCK,
    sort: isSort(sort) ? sort : 'relevance',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of a state, leaving out what is at its default so links stay short (`type` is always kept). */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  params.set('type', String(state.type));
  for (const name of MULTI_FILTERS) if (state.filters[name].length > 0) params.set(name, state.filters[name].join(','));
  if (state.priceMin !== null) params.set('priceMin', String(state.priceMin));
  if (state.priceMax !== null) params.set('priceMax', String(state.priceMax));
  if (state.inStock) params.set('availability', IN_STOCK);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The query without the words the server read as one of its parts (a chip being removed): the first occurrence,
 * whatever its case, where it stands as whole words; the spaces left behind collapse.
 */
export function withoutWords(q: string, words: string): string {
  const phrase = words.trim();
  if (!phrase) return q;
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const whole = new RegExp(`(^|[\\s,;])${escaped}(?=$|[\\s,;])`, 'iu');
  const loose = new RegExp(escaped, 'iu');
  const left = whole.test(q) ? q.replace(whole, '$1') : q.replace(loose, ' ');
  return left.replace(/\s+/g, ' ').trim();
}

/** The understood parts whose words q still has: an answer kept on screen while the next loads may be for an older q. */
export const partsStillIn = (parts: UnderstoodPart[] | undefined, q: string) => (parts ?? []).filter((part) => withoutWords(q, part.words) !== q);

export const activeFilterCount = (state: SearchState) =>
  MULTI_FILTERS.reduce((sum, name) => sum + state.filters[name].length, 0) +
  (state.priceMin !== null || state.priceMax !== null ? 1 : 0) +
  (state.inStock ? 1 : 0);

/**
 * The filters in force as the panel shows them checked: those picked and those the words of q were read as, one
 * for each part read (a colour family is one, whatever its shades) and a picked value it covers not counted again,
 * a price from either once, a sale read once. `understood` are the parts still in q (partsStillIn).
 */
export function appliedFilterCount(state: SearchState, understood: UnderstoodPart[]): number {
  const values = MULTI_FILTERS.reduce((sum, name) => {
    const read = understood.filter((part) => part.facet === name);
    const covered = new Set(read.flatMap((part) => part.ids));
    return sum + read.length + state.filters[name].filter((id) => !covered.has(id)).length;
  }, 0);
  const priced = state.priceMin !== null || state.priceMax !== null || understood.some((part) => part.facet === 'price');
  const onSale = understood.some((part) => part.facet === 'sale');
  return values + (priced ? 1 : 0) + (state.inStock ? 1 : 0) + (onSale ? 1 : 0);
}
