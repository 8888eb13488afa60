import type { Language } from '@vitrina/domain/core/languages';

/**
 * The catalogue search engine: one document per cloth, faceted filtering, multilingual text matching with
 * typos and prefixes. Two adapters: SQLite (FTS5 plus compact in-memory facet sets, the embedded default) and
 * MongoDB (a text index plus an aggregation with $facet). Both pass the same contract suite.
 */
export interface ClothSearchDoc {
  id: string;
  brandId: string;
  brandName: string;
  /** Spanish is the fallback when the request's language has no name. */
  names: Partial<Record<Language, string>>;
  typeId: string;
  categoryIds: string[];
  categoryNames: Partial<Record<Language, string[]>>;
  eventIds: string[];
  seasons: string[];
  weather: string[];
  gender: string;
  /** The effective price: the discounted one when the discount is on. */
  price: number;
  /** What a result card shows: the price before any discount, the discounted one while the discount is on, the first image. */
  listPrice: number;
  discountedPrice: number | null;
  /** `middle` absent: an image stored before middle sizes were made. */
  image: { name: string; middle?: string; thumb: string } | null;
  currency: string;
  tags: string[];
  /** The cloth's descriptions, in every language it has one: searched as text, below its names (see text.ts). */
  description?: string;
  /** Words the colours column matches: the cloth's colour and style names in every language. */
  colors: string[];
  /** The style term id. */
  style: string | null;
  /** Colour term ids and the families they belong to (a bordó cloth is `bordo` and `rojo`): the colour facet. */
  colorIds?: string[];
  /** Material term ids. */
  materials?: string[];
  /**
   * The fashion details its texts name (domain/taxonomy/lexicon-details.ts ids: "plisado", "tiro-alto",
   * "capucha"), read in any of the four languages, so "pleated" finds a "pollera tableada": the details facet.
   */
  details?: string[];
  /** Size labels as slugs ("XS" → "xs", "Única" → "unica"). */
  sizes?: string[];
  /** Whether something can be bought now: the availability facet (`in-stock` filters sold-out clothes out). */
  availability?: Availability;
  /** `on-sale` while an enabled discount is below the price: the sale facet. */
  sale?: 'on-sale';
  visible: boolean;
  /** ISO 8601. */
  createdAt: string;
  favourites: number;
}

/** What a result card shows of a cloth, kept with its search document so a page of results needs no other read. */
export type ClothCard = Pick<
  ClothSearchDoc,
  'id' | 'names' | 'brandId' | 'brandName' | 'currency' | 'listPrice' | 'discountedPrice' | 'image' | 'availability'
>;

export function cardOf(doc: ClothSearchDoc): ClothCard {
  const { id, names, brandId, brandName, currency, listPrice, discountedPrice, image, availability } = doc;
  return { id, names, brandId, brandName, currency, listPrice, discountedPrice, image, ...(availability ? { availability } : {}) };
}

/** The values of the availability facet. */
export const AVAILABILITIES = ['in-stock', 'sold-out'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const FACETS = [
  'type',
  'categories',
  'events',
  'weather',
  'season',
  'gender',
  'colors',
  'brand',
  'size',
  'style',
  'materials',
  'details',
  'availability',
  'sale',
] as const;
export type Facet = (typeof FACETS)[number];

/** The document field each facet counts. */
export const FACET_FIELDS = {
  type: 'typeId',
  categories: 'categoryIds',
  events: 'eventIds',
  weather: 'weather',
  season: 'seasons',
  gender: 'gender',
  colors: 'colorIds',
  brand: 'brandId',
  size: 'sizes',
  style: 'style',
  materials: 'materials',
  details: 'details',
  availability: 'availability',
  sale: 'sale',
} as const satisfies Record<Facet, keyof ClothSearchDoc>;

export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'favourites'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Several values of one filter match any of them; different filters must all match. Prices are inclusive. */
export type SearchFilters = Partial<Record<Facet, string[]>> & { priceMin?: number; priceMax?: number };

export interface SearchQuery {
  q?: string;
  /**
   * Words that order the matches as more words of `q` would, without narrowing them: the words a query's filters
   * were read from ("blusa" read as shirts and the blouse detail), so a cloth named with them comes first.
   */
  rank?: string;
  /**
   * Facet values that order the matches without narrowing them, each held ranking as one word more would: the
   * details a query named beside its category ("pollera plisada": the pleated skirts first, then the other skirts).
   */
  prefer?: Partial<Record<Facet, string[]>>;
  language: Language;
  filters: SearchFilters;
  sort: SearchSort;
  /** From 1. */
  page: number;
  pageSize: number;
}

/** `score` is higher for better text matches (see ranking.ts); 0 without a text query. */
export interface SearchHit {
  id: string;
  score: number;
}

export interface SearchResult {
  items: SearchHit[];
  total: number;
  /** Per facet, value → matches with every other active filter applied. Values with no match are left out. */
  facets: Record<Facet, Record<string, number>>;
  /** Over the matches with every filter but the price range; null when there are none. */
  price: { min: number; max: number } | null;
}

export interface SearchIndex {
  /** Inserts or replaces the document with this id. */
  upsert(doc: ClothSearchDoc): Promise<void>;
  upsertMany(docs: readonly ClothSearchDoc[]): Promise<void>;
  remove(id: string): Promise<void>;
  /** Does nothing when no document has this id. */
  setFavourites(id: string, favourites: number): Promise<void>;
  clear(): Promise<void>;
  search(query: SearchQuery): Promise<SearchResult>;
  /** The cards of these documents, by id; an id the index does not hold is left out. */
  cards(ids: readonly string[]): Promise<Map<string, ClothCard>>;
  /**
   * A value that changes whenever any search's answer may change (a document written, removed or re-counted), so
   * answers can be kept by it; null when the adapter cannot tell cheaply (its answers are then never kept).
   */
  stamp(): Promise<string | null>;
  /** Where an adapter keeps postings in memory: reads the common ones in the background after a start. */
  warmUp?(signal?: AbortSignal): Promise<number>;
  /**
   * Where another thread or process writes the index this one reads (the projector's thread): reads its changes
   * every `everyMs` until closed, searched or not, so a quiet spell never leaves the next search a long way behind.
   */
  follow?(everyMs: number): void;
  /** Releases what the index holds; the store under it stays open. */
  close(): Promise<void>;
}

export const MAX_PAGE_SIZE = 200;
