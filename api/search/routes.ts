import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { localize, type Language } from '@vitrina/domain/core/languages';
import { FACETS, SEARCH_SORTS, type Facet } from '@vitrina/infra/search/port';
import { detailName } from '@vitrina/domain/taxonomy/lexicon-details';
import { fold } from '@vitrina/domain/search/fold';
import { ON_SALE } from '@vitrina/domain/search/filter-words';
import { idsMeant, type Understanding } from '@vitrina/domain/search/understanding';
import { COLOR_FAMILY_OF } from '@vitrina/domain/taxonomy/families';
import { allow } from '../auth/policies';
import { readCookie } from '../auth/cookies';
import { isServerRender } from '../http/render-token';
import { cardSummary } from '../catalogue/views';
import { recordSearch } from '../analytics/facts';
import type { ApiContext } from '../context';
import { sendPreparedJson } from '../http/compression';
import { HttpError } from '../http/errors';
import { endpointOf, endpoints } from '../http/endpoints';
import { commaList, queryParser, rawQuery } from '../http/validate';
import { operations } from '../http/openapi';
import { SearchAnswers, sharedTermNames, type Answer, type TermNames } from './answers';
import { searchAsMeant } from './understood';
import { SearchAnswer, Suggestions } from './responses';

const list = commaList(z.string().regex(/^[a-z0-9-]{1,40}$/), 50);
const price = z.coerce.number().min(0).max(1e12);

const SearchQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    type: list.optional(),
    categories: list.optional(),
    events: list.optional(),
    weather: list.optional(),
    season: list.optional(),
    gender: list.optional(),
    colors: list.optional(),
    brand: list.optional(),
    size: list.optional(),
    style: list.optional(),
    materials: list.optional(),
    /** Fashion details by id (`plisado`, `tiro-alto`): clothes whose texts name them in any language. */
    details: list.optional(),
    /** `in-stock`: only clothes something of which can be bought now; `sold-out`: the others. */
    availability: list.optional(),
    /** `on-sale`: only clothes with an enabled discount below their price. */
    sale: list.optional(),
    priceMin: price.optional(),
    priceMax: price.optional(),
    sort: z.enum(SEARCH_SORTS).default('relevance'),
    page: z.coerce.number().int().min(1).max(1_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(24),
  })
  .strict();

/** Home suggestions: a fixed, short shelf (one type, newest first, no text, no pages), so not a way around the limit. */
const SuggestionsQuery = z
  .object({
    type: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .default('1'),
    category: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .optional(),
    gender: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .optional(),
    limit: z.coerce.number().int().min(1).max(24).default(8),
  })
  .strict();

/** The taxonomy kind behind each facet, for its values' names. */
const KIND_OF: Record<Facet, string> = {
  type: 'type',
  categories: 'category',
  events: 'event',
  weather: 'weather',
  season: 'season',
  gender: 'gender',
  colors: 'color',
  brand: 'brand',
  size: 'size',
  style: 'style',
  materials: 'material',
  details: 'detail',
  availability: 'availability',
  sale: 'sale',
};
const GUEST_COOKIE = 'vitrina_guest';
const DAY = 24 * 3600_000;
/** A guest's calls of one search beyond the first that are free: a shopper's evening of sorting, ticking and paging. */
export const REFINEMENTS_PER_SEARCH = 30;

/**
 * Which search a query is, as a digest (the limiter keeps no one's words): its text as search compares it (case,
 * accents, spaces and punctuation aside), so "Vestido  rojo!" is "vestido rojo" again. The understood reading comes
 * from the text alone, so a new reading is a new text; no text at all (browsing by filters) is one search too.
 */
export function searchKeyOf(q: string | undefined): string {
  const words = fold(q ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return createHash('sha256').update(words.join(' ')).digest('base64url');
}

/**
 * Counts a guest's search as GET /search does (see searchRoutes), setting the guest cookie when there is none;
 * throws 401 FREE_SEARCH_LIMIT_EXCEEDED past the limits. Also a search page's own address, which the server renders
 * with its results (api/web.ts).
 */
export function guestSearchCounter(context: ApiContext): (req: Request, res: Response, q: string | undefined) => Promise<void> {
  const secure = context.config.PUBLIC_URL.startsWith('https:');
  const guestLimit = { limit: context.config.FREE_SEARCH_LIMIT, windowMs: DAY };
  const addressLimit = { limit: context.config.FREE_SEARCH_ADDRESS_LIMIT, windowMs: DAY };
  const refinements = { limit: 1 + REFINEMENTS_PER_SEARCH, windowMs: DAY };

  return async (req: Request, res: Response, q: string | undefined): Promise<void> => {
    let guest = readCookie(req, GUEST_COOKIE);
    if (!guest) {
      guest = randomBytes(18).toString('base64url');
      res.cookie(GUEST_COOKIE, guest, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: DAY * 30 });
    }
    // Kept by the guest's cookie with the rest of its counts, so no filter, sort or new address starts it afresh.
    const made = `search:guest:${guest}:made:${searchKeyOf(q)}`;
    const madeToday = (await context.limiter.consume(made, refinements, 0)).resetMs > 0;
    if (madeToday && (await context.limiter.consume(made, refinements)).allowed) return;
    // The cookie first: a guest past its own limit spends nothing of its address's allowance.
    const refuse = () => new HttpError(401, 'FREE_SEARCH_LIMIT_EXCEEDED', 'FREE_SEARCH_LIMIT_EXCEEDED');
    if (!(await context.limiter.consume(`search:guest:${guest}`, guestLimit)).allowed) throw refuse();
    if (!(await context.limiter.consume(`search:ip:${req.ip}`, addressLimit)).allowed) throw refuse();
    // Counted: the search opens (or, refined past its allowance, reopens) its day of refinements.
    await context.limiter.reset(made);
    await context.limiter.consume(made, refinements);
  };
}

/** What the search endpoints share: the context, the guests' counter and the answers kept. */
function searchScope(context: ApiContext) {
  return { context, countGuestSearch: guestSearchCounter(context), searching: searchAnswering(context) };
}

const endpoint = endpointOf<ReturnType<typeof searchScope>>();
const tag = 'search';

const search = endpoints([
  // What /home shows everyone, guests included: not counted against the free searches. Sends its kept answer itself.
  endpoint({
    method: 'GET',
    path: '/suggestions',
    policy: allow.anyone,
    tag,
    summary: 'Suggested clothes for the home page',
    query: SuggestionsQuery,
    response: Suggestions,
    handler: async ({ scope: { context, searching }, query: { type, category, gender, limit }, req, res }) => {
      const answer = await searching.answers.get(`suggestions ${req.language} ${type} ${category ?? ''} ${gender ?? ''} ${limit}`, async () => {
        const filters = { type: [type], ...(category ? { categories: [category] } : {}), ...(gender ? { gender: [gender] } : {}) };
        const result = await context.search.search({ language: req.language, filters, sort: 'newest', page: 1, pageSize: limit });
        return {
          total: result.total,
          body: { items: await summariesOf(context, result.items, req.language), total: result.total } satisfies z.infer<typeof Suggestions>,
        };
      });
      sendPreparedJson(req, res, answer.json);
    },
  }),
]);

/**
 * GET /search: clothes by text and filters, with facet counts and the price range. Guests have a free number of
 * searches a day, counted by their guest cookie (FREE_SEARCH_LIMIT); past it, 401 FREE_SEARCH_LIMIT_EXCEEDED. A
 * search is a query text (searchKeyOf): its sorts, filters and pages, and coming back to it later that day, are
 * refinements of it and free, up to REFINEMENTS_PER_SEARCH, so paging one text through the catalogue costs a
 * scraper a search every REFINEMENTS_PER_SEARCH calls. The address (as TRUST_PROXY reads it) only brakes clearing
 * cookies: all its guests together get a much higher FREE_SEARCH_ADDRESS_LIMIT, so people sharing an address (a
 * household, an office, a carrier) each get their own.
 */
export function searchRoutes(context: ApiContext): Router {
  const scope = searchScope(context);
  const router = search.router(scope);
  // Not a record: its query is parsed by the parser that keeps each distinct one, shared with the search pages' heads,
  // where a record's query would be parsed afresh on every call.
  router.get('/search', allow.anyone, async (req, res) => {
    const query = parseSearchQuery(rawQuery(req.url), () => req.query);
    // The server's render of a search page calls this as its guest: the page's address counted it (api/web.ts).
    if (!req.caller && !isServerRender(req)) await scope.countGuestSearch(req, res, query.q);
    const answer = await scope.searching.answer(query, req.language);
    // A new search (its first page) is a fact for the brands' demand figures, answered afresh or not; its further pages are not.
    const { q, sort: _sort, page, pageSize: _pageSize, priceMin, priceMax, ...facets } = query;
    if (page === 1) recordSearch(context, req, { text: q, filters: { ...facets, priceMin, priceMax }, resultCount: answer.total });
    sendPreparedJson(req, res, answer.json);
  });
  return router;
}

export type SearchQuery = z.infer<typeof SearchQuery>;

/** The same searches come again and again (pages of a list, popular words): each distinct one is checked once, for the route and the search pages' heads alike. */
const parseSearchQuery = queryParser(SearchQuery);

/** A search page's address as GET /search reads it, or null when it is not one GET /search would take. */
export function searchQueryOf(url: string, query: () => unknown): SearchQuery | null {
  try {
    return parseSearchQuery(rawQuery(url), query);
  } catch {
    return null;
  }
}

/** What GET /search answers, and the answers kept: one per api process, shared by the route and the search pages' heads. */
export interface SearchAnswering {
  answers: SearchAnswers;
  /** The words search reads by (taxonomy and brand names, the vocabulary), shared with the answers. */
  names: () => Promise<TermNames>;
  answer(query: SearchQuery, language: Language): Promise<Answer>;
}

const answering = new WeakMap<ApiContext, SearchAnswering>();

export function searchAnswering(context: ApiContext): SearchAnswering {
  const made = answering.get(context);
  if (made) return made;
  const names = sharedTermNames(context.readModels);
  const answers = new SearchAnswers(context.search, names);
  /** The shelf an empty answer shows: the most liked clothes, made once per language and change of the index. */
  const shelves = new Map<Language, { stamp: string; items: ReturnType<typeof summariesOf> }>();
  const popular = async (language: Language) => {
    const stamp = await context.search.stamp();
    const kept = shelves.get(language);
    if (stamp !== null && kept?.stamp === stamp) return kept.items;
    const items = context.search
      .search({ language, filters: {}, sort: 'favourites', page: 1, pageSize: POPULAR_SHELF })
      .then((shelf) => summariesOf(context, shelf.items, language));
    if (stamp !== null) shelves.set(language, { stamp, items });
    items.catch(() => shelves.delete(language));
    return items;
  };
  const answer = (query: SearchQuery, language: Language) => {
    const { q, sort, page, pageSize, priceMin, priceMax, ...facets } = query;
    return answers.get(`search ${language} ${JSON.stringify(query)}`, async (words) => {
      const asked = { q, filters: { ...facets, priceMin, priceMax }, base: { language, sort, page, pageSize } };
      const meant = await searchAsMeant(context.search, asked, (text, fuzzy) => words.vocabulary.understand(text, { fuzzy }));
      const { result, understanding } = meant;
      const empty = result.total === 0;
      const typed = typeof q === 'string' && q !== '';
      return {
        total: result.total,
        body: {
          items: await summariesOf(context, result.items, language),
          total: result.total,
          page,
          pageSize,
          facets: facetsWithNames(words, result.facets, language),
          price: result.price,
          understood: understanding ? understoodParts(words, understanding, language) : [],
          text: understanding ? understanding.text : '',
          type: meant.filters.type?.length === 1 ? meant.filters.type[0]! : null,
          relaxed:
            meant.dropped.length > 0 && understanding
              ? {
                  dropped: droppedParts(words, understanding, meant.dropped, meant.nearest, language),
                  missing: missingKind(q ?? '', understanding, meant.dropped),
                }
              : null,
          didYouMean: meant.didYouMean,
          otherTypes: empty && typed ? otherTypes(words, meant.typeCounts, meant.filters.type, language) : [],
          popular: empty ? await popular(language) : [],
        } satisfies z.infer<typeof SearchAnswer>,
      };
    });
  };
  const searching = { answers, names, answer };
  answering.set(context, searching);
  return searching;
}

const POPULAR_SHELF = 8;

/** A facet value's name: a taxonomy term's in the language, a brand's own, a size as brands write it. */
export function valueName(words: TermNames, facet: Facet, id: string, language: Language): string {
  if (facet === 'brand') return words.brands.get(id) ?? id;
  if (facet === 'size') return sizeName(id, language);
  if (facet === 'availability') return AVAILABILITY_NAMES[id]?.[language] ?? id;
  if (facet === 'sale') return SALE_NAMES[id]?.[language] ?? id;
  if (facet === 'details') return detailName(id, language);
  const term = words.byKey.get(`${KIND_OF[facet]}:${id}`);
  return term ? localize(term, language) : id;
}

const AVAILABILITY_NAMES: Record<string, Record<Language, string>> = {
  'in-stock': { es: 'En stock', en: 'In stock', it: 'Disponibile', fr: 'En stock' },
  'sold-out': { es: 'Agotado', en: 'Sold out', it: 'Esaurito', fr: 'Épuisé' },
};

const SALE_NAMES: Record<string, Record<Language, string>> = {
  [ON_SALE]: { es: 'En oferta', en: 'On sale', it: 'In saldo', fr: 'En solde' },
};

const ONE_SIZE: Record<Language, string> = { es: 'Talle único', en: 'One size', it: 'Taglia unica', fr: 'Taille unique' };
/** Sizes are kept as slugs ("xs", "38", "unica", "eu-38"); shown in capitals, the one size in the reader's language. */
function sizeName(id: string, language: Language): string {
  return id === 'unica' || id === 'one-size' || id === 'u' ? ONE_SIZE[language] : id.toUpperCase().replace(/-/g, ' ');
}

function understoodParts(words: TermNames, understanding: Understanding, language: Language): z.infer<typeof SearchAnswer>['understood'] {
  const parts = understanding.parts.map((part) => ({
    facet: part.facet,
    ids: idsMeant(part.facet, part.id),
    name: valueName(words, part.facet, part.id, language),
    words: part.words,
    at: part.start,
  }));
  const { price } = understanding;
  const priced = price
    ? [
        {
          facet: 'price' as const,
          ids: [],
          name: '',
          words: price.words,
          at: price.start,
          ...(price.min !== null ? { priceMin: price.min } : {}),
          ...(price.max !== null ? { priceMax: price.max } : {}),
        },
      ]
    : [];
  // In the order the shopper wrote them.
  return [...parts, ...priced].sort((a, b) => a.at - b.at).map(({ at: _at, ...part }) => part);
}

type DroppedPart = NonNullable<z.infer<typeof SearchAnswer>['relaxed']>['dropped'][number];

function droppedParts(words: TermNames, understanding: Understanding, dropped: readonly string[], nearest: number | null, language: Language): DroppedPart[] {
  return dropped.flatMap((kind) => {
    if (kind === 'text') return [{ facet: 'text', name: understanding.text, words: understanding.text }];
    if (kind === 'price') {
      const { price } = understanding;
      // Where the nearest clothes start: from their cheapest above a ceiling, up to their dearest below a floor.
      const from = nearest === null || !price ? {} : price.max !== null ? { priceMin: nearest } : { priceMax: nearest };
      return price ? [{ facet: 'price', name: '', words: price.words, ...from }] : [];
    }
    return understanding.parts
      .filter((part) => part.facet === kind)
      .map((part) => ({ facet: kind, name: valueName(words, part.facet, part.id, language), words: part.words }));
  });
}

/**
 * The kind of cloth a relaxed answer lacks, in the shopper's words: from the category to the details the text named
 * ("vestido de novia", "wedding dress", "robe plissée"), when the text was let go and named a detail; else null.
 */
function missingKind(q: string, understanding: Understanding, dropped: readonly string[]): string | null {
  if (!(dropped.includes('text') || dropped.includes('details')) || understanding.details.length === 0) return null;
  const spans = [...understanding.parts.filter((part) => part.facet === 'categories' || part.facet === 'type'), ...understanding.details];
  return q.slice(Math.min(...spans.map((span) => span.start)), Math.max(...spans.map((span) => span.end)));
}

/** On an empty answer: how many clothes the same words and filters find in each other type. */
function otherTypes(words: TermNames, counts: Record<string, number>, searched: readonly string[] | undefined, language: Language) {
  return Object.entries(counts)
    .filter(([id, count]) => count > 0 && !searched?.includes(id))
    .map(([id, count]) => ({ id, name: valueName(words, 'type', id, language), count }))
    .sort((a, b) => b.count - a.count);
}

/** The hits as list items from the index's cards, in the engine's order; a cloth removed since the search drops out. */
async function summariesOf(context: ApiContext, hits: readonly { id: string }[], language: Language) {
  const cards = await context.search.cards(hits.map((hit) => hit.id));
  return hits.flatMap((hit) => {
    const card = cards.get(hit.id);
    return card ? [cardSummary(card, language)] : [];
  });
}

function facetsWithNames(words: TermNames, counts: Record<Facet, Record<string, number>>, language: Language) {
  return Object.fromEntries(
    FACETS.map((facet) => [
      facet,
      Object.entries(counts[facet]).map(([id, count]) => {
        const family = facet === 'colors' ? COLOR_FAMILY_OF[id] : undefined;
        return { id, name: valueName(words, facet, id, language), count, ...(family ? { family } : {}) };
      }),
    ]),
  );
}

export const searchApi = [
  ...search.operations,
  ...operations([{ method: 'GET', path: '/search', tag, summary: 'Search clothes with filters', query: SearchQuery, response: SearchAnswer }]),
];
