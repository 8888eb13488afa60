// A plain list, apart from ./understanding.ts: the web app's search page reads it through the contract
// (contract/search.ts), and the lexicon that understanding reads with stays out of the page.

/** The facets the words of a query can be read as (./understanding.ts), beside a price. */
export const UNDERSTOOD_FACETS = [
  'type',
  'categories',
  'events',
  'weather',
  'season',
  'gender',
  'colors',
  'brand',
  'style',
  'materials',
  'details',
  'size',
  'sale',
] as const;
export type UnderstoodFacet = (typeof UNDERSTOOD_FACETS)[number];
