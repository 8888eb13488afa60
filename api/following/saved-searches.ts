import { FACETS, type SearchFilters } from '@vitrina/infra/search/port';
import type { Language } from '@vitrina/domain/core/languages';
import { SAVED_SEARCH_MAX } from '@vitrina/domain/following/events';
import type { ClothDoc } from '@vitrina/projector/catalogue';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { sharedTermNames } from '../search/answers';
import { filtersOf, preferredOf } from '../search/understood';
import { searchQueryOf, valueName, type SearchQuery } from '../search/routes';

/** What reading saved searches needs: the index and the read models (the api's context, or the worker's runtime). */
export type SearchReads = Pick<ApiContext, 'search' | 'readModels'>;

/** What a saved search keeps of a search page's address: the words and filters, not its page, size or order. */
const NOT_KEPT = new Set(['page', 'pageSize', 'sort']);

/** A search page's query string, or null when GET /search would refuse it. */
export function searchOf(search: string): SearchQuery | null {
  const params = new URLSearchParams(search);
  return searchQueryOf(`?${search}`, () => Object.fromEntries(params));
}

/**
 * The one form a saved search is kept in, so the same search saved twice is one: the words trimmed and lower case,
 * each filter's values sorted, the parameters in order, and no page, size or order. Refuses (400) a search the
 * search page would refuse, and one with neither words nor filters (it would match everything).
 */
export function canonicalSearch(search: string): string {
  const query = search.length <= SAVED_SEARCH_MAX ? searchOf(search.replace(/^\?/, '')) : null;
  if (!query)
    throw new HttpError(400, 'VALIDATION_FAILED', 'search: This is not a search Vitrina can run.', {
      fields: [{ path: 'search', code: 'invalid', message: 'Not a search' }],
    });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (NOT_KEPT.has(key) || value === undefined) continue;
    if (key === 'q') {
      const words = String(value).toLowerCase().replace(/\s+/g, ' ').trim();
      if (words) params.set('q', words);
    } else if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, [...new Set(value)].sort().join(','));
    } else params.set(key, String(value));
  }
  const canonical = params.toString();
  if (!canonical) throw new HttpError(400, 'EMPTY_SEARCH', 'Search for something or choose a filter before saving the search.');
  return canonical;
}

/** The words a person reads for their saved search: what they typed, then each filter's names ("vestido · Rojo · M"). */
export async function searchLabel(context: SearchReads, search: string, language: Language): Promise<string> {
  const query = searchOf(search);
  if (!query) return search;
  const words = await sharedTermNames(context.readModels)();
  const parts: string[] = query.q ? [query.q] : [];
  for (const facet of FACETS) for (const id of query[facet] ?? []) parts.push(valueName(words, facet, id, language));
  if (query.priceMin !== undefined || query.priceMax !== undefined) parts.push(`${query.priceMin ?? 0}–${query.priceMax ?? '∞'}`);
  return parts.join(' · ');
}

type Words = Awaited<ReturnType<ReturnType<typeof sharedTermNames>>>;

/** A saved search as the index runs it: its words read into filters, nothing let go, no spelling guessed. */
function asSaid(query: SearchQuery, words: Words, language: Language) {
  const { q, sort: _sort, page: _page, pageSize: _pageSize, priceMin, priceMax, ...facets } = query;
  const asked: SearchFilters = { ...facets, priceMin, priceMax };
  const understanding = q ? words.vocabulary.understand(q, { fuzzy: false }) : null;
  const text = understanding ? understanding.text : undefined;
  // The details a search page only orders by ("pollera plisada": pleated first) are what a saved search's alert is
  // for: new pleated skirts, not every new skirt.
  const filters = filtersOf(asked, understanding);
  const preferred = preferredOf(understanding)?.details ?? [];
  if (preferred.length > 0) filters.details = [...new Set([...(filters.details ?? []), ...preferred])];
  return { q: text || undefined, language, filters };
}

/**
 * The brands with at least one public cloth a saved search matches (a brand's demand, worker/demand): one search of
 * one result, whose brand facet names them. The facet counts each brand with the other filters applied, so a search
 * that names brands keeps only those.
 */
export async function matchingBrands(context: SearchReads, search: string, language: Language): Promise<string[]> {
  const query = searchOf(search);
  if (!query) return [];
  const said = asSaid(query, await sharedTermNames(context.readModels)(), language);
  const result = await context.search.search({ ...said, sort: 'newest', page: 1, pageSize: 1 });
  const named = query.brand && query.brand.length > 0 ? new Set(query.brand) : null;
  return Object.entries(result.facets.brand ?? {}).flatMap(([brandId, count]) => (count > 0 && (!named || named.has(brandId)) ? [brandId] : []));
}

export interface Match {
  clothId: string;
  createdAt: string;
}

/** How many of a saved search's newest matches are read: enough for a digest and a "99+" badge. */
export const MATCHES_READ = 100;
/** Newest matches kept per search, language and index stamp; the oldest go first. */
const KEPT = 2_000;
const kept = new WeakMap<SearchReads['search'], Map<string, Promise<Match[]>>>();

/**
 * A saved search's newest matches, newest first, as it was said: its words read into filters as the search page reads
 * them, but nothing let go and no spelling guessed (a saved "vestido rojo" never tells of a blue one). Kept by the
 * index's stamp, so a feed of ten saved searches asked again before the catalogue changed costs no search.
 */
export async function newestMatches(context: SearchReads, search: string, language: Language): Promise<Match[]> {
  const query = searchOf(search);
  if (!query) return [];
  const [stamp, words] = await Promise.all([context.search.stamp(), sharedTermNames(context.readModels)()]);
  const key = `${stamp} ${words.generation} ${language} ${search}`;
  let cache = kept.get(context.search);
  if (!cache) kept.set(context.search, (cache = new Map()));
  const found = stamp === null ? undefined : cache.get(key);
  if (found) return found;
  const made = (async () => {
    const result = await context.search.search({ ...asSaid(query, words, language), sort: 'newest', page: 1, pageSize: MATCHES_READ });
    const ids = result.items.map((hit) => hit.id);
    if (ids.length === 0) return [];
    const docs = await context.readModels.collection<ClothDoc>('clothes').find({ _id: { $in: ids } });
    const createdAt = new Map(docs.map((doc) => [doc._id, doc.createdAt]));
    return ids.flatMap((clothId) => {
      const at = createdAt.get(clothId);
      return at ? [{ clothId, createdAt: at }] : [];
    });
  })();
  if (stamp !== null) {
    if (cache.size >= KEPT) cache.delete(cache.keys().next().value!);
    cache.set(key, made);
    made.catch(() => cache.delete(key));
  }
  return made;
}
