import { isLanguage } from '@vitrina/domain/core/languages';
import type { SlotEntry } from './memory-catalogue';
import { FACET_FIELDS, FACETS, MAX_PAGE_SIZE, SEARCH_SORTS, type ClothSearchDoc, type Facet, type SearchQuery } from './port';
import { nameMask } from './text';

/**
 * The index's own guards. Callers (projections, the search route) validate what comes from outside; these
 * catch programming errors early, before a bad value reaches SQLite or MongoDB, and say which field it was.
 */
export function checkDoc(doc: ClothSearchDoc): void {
  const fail = (field: string) => {
    throw new TypeError(`Search document ${JSON.stringify(doc?.id)}: bad ${field}`);
  };
  if (typeof doc !== 'object' || doc === null || typeof doc.id !== 'string' || doc.id === '') fail('id');
  if (!Number.isFinite(doc.price)) fail('price');
  if (!Number.isFinite(doc.listPrice)) fail('listPrice');
  if (doc.discountedPrice !== null && !Number.isFinite(doc.discountedPrice)) fail('discountedPrice');
  if (
    doc.image !== null &&
    (typeof doc.image?.name !== 'string' || typeof doc.image.thumb !== 'string' || !['string', 'undefined'].includes(typeof doc.image.middle))
  )
    fail('image');
  if (!Number.isFinite(doc.favourites)) fail('favourites');
  if (typeof doc.createdAt !== 'string' || Number.isNaN(Date.parse(doc.createdAt))) fail('createdAt');
  if (typeof doc.visible !== 'boolean') fail('visible');
  for (const facet of FACETS) {
    const value = doc[FACET_FIELDS[facet]];
    const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
    if (!list.every((item) => typeof item === 'string')) fail(FACET_FIELDS[facet]);
  }
  const strings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
  const perLanguage = (value: unknown, valid: (item: unknown) => boolean) =>
    typeof value === 'object' && value !== null && Object.values(value).every((item) => item === undefined || valid(item));
  if (!perLanguage(doc.names, (name) => typeof name === 'string')) fail('names');
  if (!perLanguage(doc.categoryNames, strings)) fail('categoryNames');
  if (typeof doc.brandName !== 'string') fail('brandName');
  if (!strings(doc.tags)) fail('tags');
  if (doc.description !== undefined && typeof doc.description !== 'string') fail('description');
  if (!strings(doc.colors)) fail('colors');
}

/** The values a document has for one facet, without repeats: a field left out or null has none. */
export function valuesOf(doc: ClothSearchDoc, facet: Facet): string[] {
  const value = doc[FACET_FIELDS[facet]];
  if (value === null || value === undefined) return [];
  return [...new Set(Array.isArray(value) ? value : [value])];
}

/** The values a document has for each facet, without repeats. */
export function facetValues(doc: ClothSearchDoc): Record<Facet, string[]> {
  return Object.fromEntries(FACETS.map((facet) => [facet, valuesOf(doc, facet)])) as Record<Facet, string[]>;
}

export function slotEntry(doc: ClothSearchDoc, favourites = doc.favourites): SlotEntry {
  return {
    id: doc.id,
    visible: doc.visible,
    price: doc.price,
    created: Date.parse(doc.createdAt),
    favourites,
    names: nameMask(doc.names),
    values: facetValues(doc),
  };
}

/** The query with its filter lists without repeats and empty lists dropped; throws on a malformed one. */
export function checkQuery(query: SearchQuery): SearchQuery {
  if (!isLanguage(query.language)) throw new RangeError(`Unknown language ${JSON.stringify(query.language)}`);
  if (!SEARCH_SORTS.includes(query.sort)) throw new RangeError(`Unknown sort ${JSON.stringify(query.sort)}`);
  if (!Number.isInteger(query.page) || query.page < 1) throw new RangeError('page must be a whole number ≥ 1');
  if (!Number.isInteger(query.pageSize) || query.pageSize < 1 || query.pageSize > MAX_PAGE_SIZE) {
    throw new RangeError(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  }
  if (query.q !== undefined && typeof query.q !== 'string') throw new TypeError('q must be a string');
  if (query.rank !== undefined && typeof query.rank !== 'string') throw new TypeError('rank must be a string');
  let prefer: SearchQuery['prefer'];
  for (const facet of FACETS) {
    const values = query.prefer?.[facet];
    if (values === undefined) continue;
    if (!Array.isArray(values) || !values.every((value) => typeof value === 'string')) throw new TypeError(`prefer ${facet} must be a list of strings`);
    if (values.length > 0) (prefer ??= {})[facet] = [...new Set(values)];
  }
  const filters: SearchQuery['filters'] = {};
  for (const facet of FACETS) {
    const values = query.filters[facet];
    if (values === undefined) continue;
    if (!Array.isArray(values) || !values.every((value) => typeof value === 'string')) {
      throw new TypeError(`filter ${facet} must be a list of strings`);
    }
    if (values.length > 0) filters[facet] = [...new Set(values)];
  }
  for (const bound of ['priceMin', 'priceMax'] as const) {
    const value = query.filters[bound];
    if (value === undefined) continue;
    if (typeof value !== 'number' || Number.isNaN(value)) throw new TypeError(`${bound} must be a number`);
    filters[bound] = value;
  }
  const { prefer: _asked, ...rest } = query;
  return { ...rest, filters, ...(prefer ? { prefer } : {}) };
}
