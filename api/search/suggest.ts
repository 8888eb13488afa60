import { z } from 'zod';
import { LANGUAGES, type Language } from '@vitrina/domain/core/languages';
import { prefixDistance } from '@vitrina/domain/search/damerau';
import { fold } from '@vitrina/domain/search/fold';
import type { Understanding } from '@vitrina/domain/search/understanding';
import type { Facet, SearchResult } from '@vitrina/infra/search/port';
import type { PopularSearchDoc } from '@vitrina/projector/popular-searches';
import type { TaxonomyTermDoc } from '@vitrina/projector/taxonomy';
import { allow } from '../auth/policies';
import { cardSummary } from '../catalogue/views';
import type { ApiContext } from '../context';
import { sendPreparedJson } from '../http/compression';
import { tooManyRequests } from '../http/errors';
import { endpointOf, endpoints } from '../http/endpoints';
import type { TermNames } from './answers';
import { SearchSuggestions } from './responses';
import { searchAnswering, valueName } from './routes';
import { filtersOf } from './understood';

const SuggestQuery = z.object({ q: z.string().trim().max(100).default(''), lang: z.enum(LANGUAGES).optional() }).strict();

type Answer = z.infer<typeof SearchSuggestions>;

/** The fewest searches (each client's once a day) that make a text one of the site's popular searches. */
export const POPULAR_MIN_SEARCHES = 5;
/** How often the popular searches are read again from their read model. */
const POPULAR_MS = 2_000;
/** Suggestions a client may ask for in a minute: a shopper types some five letters a second at most. */
const SUGGESTIONS_PER_MINUTE = { limit: 600, windowMs: 60_000 };
const READINGS = 3;
const LISTED = 4;
const CLOTHES = 4;

/** The taxonomy kind of each facet whose terms are suggested. */
const FACET_OF_KIND: Readonly<Record<string, Facet>> = {
  type: 'type',
  category: 'categories',
  color: 'colors',
  material: 'materials',
  style: 'style',
  event: 'events',
  gender: 'gender',
  season: 'season',
  weather: 'weather',
};

/** A term or brand a typed word may complete to: its names folded, each with the language it is written in. */
interface Entry {
  facet: Facet;
  id: string;
  typeId: string | null;
  /** The words it may be typed as: a name, one of its later words, a synonym. `language` null: any (a brand). */
  keys: Array<{ key: string; word: string; language: Language | null }>;
}

/** A word as typed against an entry: how many typos from one of its keys' starts, and whether in the reader's language. */
interface Match {
  entry: Entry;
  typos: number;
  own: boolean;
  word: string;
}

const TOKEN = /[\p{L}\p{N}]+/gu;

/** Typos a half-typed word may hold: none below four letters, one from four, two from eight. */
const prefixBudget = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/** The entries' keys: the whole name and each later word of it ("ropa interior" also as "interior"). */
function keysOf(name: string, language: Language | null): Entry['keys'] {
  const key = fold(name).trim();
  const words = key.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return [{ key, word: name, language }, ...words.slice(1).map((word) => ({ key: word, word, language }))];
}

function entriesOf(terms: readonly TaxonomyTermDoc[], brands: ReadonlyMap<string, string>): Entry[] {
  const entries: Entry[] = [];
  for (const term of terms) {
    const facet = FACET_OF_KIND[term.kind];
    if (!facet) continue;
    const keys = LANGUAGES.flatMap((language) => {
      const name = term.names[language];
      const synonyms = term.synonyms?.[language] ?? [];
      return [...(name ? keysOf(name, language) : []), ...synonyms.flatMap((synonym) => keysOf(synonym, language))];
    });
    entries.push({ facet, id: term.id, typeId: term.kind === 'category' ? term.typeId : term.kind === 'type' ? term.id : null, keys });
  }
  for (const [id, name] of brands) entries.push({ facet: 'brand', id, typeId: null, keys: keysOf(name, null) });
  return entries;
}

/** The entries a word (folded) starts, or nearly, best first: fewest typos, the reader's language, the most clothes. */
function matching(entries: readonly Entry[], word: string, language: Language, counts: SearchResult['facets']): Match[] {
  const budget = prefixBudget(word);
  const found: Match[] = [];
  for (const entry of entries) {
    let best: Match | undefined;
    for (const { key, word: written, language: of } of entry.keys) {
      if (key.length + budget < word.length || (budget === 0 && !key.startsWith(word))) continue;
      const typos = key.startsWith(word) ? 0 : prefixDistance(word, key, budget);
      if (typos > budget) continue;
      const own = of === null || of === language;
      if (!best || typos < best.typos || (typos === best.typos && own && !best.own)) best = { entry, typos, own, word: written };
    }
    if (best && (counts[best.entry.facet]?.[best.entry.id] ?? 0) > 0) found.push(best);
  }
  const count = (match: Match) => counts[match.entry.facet]?.[match.entry.id] ?? 0;
  return found.sort((a, b) => a.typos - b.typos || Number(b.own) - Number(a.own) || count(b) - count(a));
}

interface Kept<T> {
  key: unknown;
  value: Promise<T>;
}

/**
 * GET /search/suggest: what to offer while the shopper types (from the second letter), public and never counted
 * against a guest's free searches. Everything but one search per reading is read from memory: the taxonomy's and
 * brands' names (once per change of them), every facet value's count in the whole catalogue (once per change of
 * the index), and the popular searches (every POPULAR_MS); whole answers are kept as search's are, until the index,
 * the names or the popular searches change.
 */
function suggestScope(context: ApiContext) {
  const searching = searchAnswering(context);
  let entries: Kept<Entry[]> | undefined;
  let counts: Kept<SearchResult['facets']> | undefined;
  const popular = new Map<Language, { at: number; list: Promise<{ texts: string[]; generation: number }>; joined: string; generation: number }>();
  let popularGeneration = 0;

  const entriesFor = (words: TermNames) => {
    if (entries?.key !== words) {
      const value = context.readModels
        .collection<TaxonomyTermDoc>('taxonomyTerms')
        .find({})
        .then((terms) => entriesOf(terms, words.brands));
      entries = { key: words, value };
      value.catch(() => (entries = undefined));
    }
    return entries.value;
  };
  const countsFor = async (language: Language) => {
    const stamp = await context.search.stamp();
    if (stamp === null || counts?.key !== stamp) {
      const value = context.search.search({ language, filters: {}, sort: 'newest', page: 1, pageSize: 1 }).then((result) => result.facets);
      counts = { key: stamp, value };
      value.catch(() => (counts = undefined));
    }
    return counts.value;
  };
  /** The popular searches of a language, read again every POPULAR_MS, with a generation that moves when they change. */
  const popularFor = (language: Language) => {
    const now = Date.now();
    const kept = popular.get(language);
    if (kept && now - kept.at < POPULAR_MS) return kept.list;
    const list = context.readModels
      .collection<PopularSearchDoc>('popularSearches')
      .find({ language }, { sort: { searches: -1 }, limit: 2_000 })
      .then((docs) => {
        const texts = docs.filter((doc) => doc.searches >= POPULAR_MIN_SEARCHES && doc.found * 2 >= doc.searches).map((doc) => doc.text);
        const joined = texts.join('\n');
        const before = kept && kept.joined === joined ? kept.generation : ++popularGeneration;
        popular.set(language, { ...popular.get(language)!, joined, generation: before });
        return { texts, generation: before };
      });
    popular.set(language, { at: now, list, joined: kept?.joined ?? '', generation: kept?.generation ?? 0 });
    list.catch(() => popular.delete(language));
    return list;
  };

  const suggest = async (q: string, language: Language, words: TermNames): Promise<Answer> => {
    const folded = fold(q).trim();
    const none: Answer = { q, readings: [], categories: [], brands: [], popular: [], clothes: [] };
    const tokens = [...q.matchAll(TOKEN)];
    const last = tokens.at(-1);
    if (!last || folded.replace(/[^\p{L}\p{N}]/gu, '').length < 2) return none;
    const [known, facets, { texts }] = await Promise.all([entriesFor(words), countsFor(language), popularFor(language)]);
    const lastWord = fold(last[0]);
    const head = q.slice(0, last.index);
    const completions = matching(known, lastWord, language, facets);

    // The words as typed, then with the last one completed to the likeliest terms and brands.
    const candidates = [q, ...completions.slice(0, READINGS + 1).map((match) => `${head}${match.word.toLowerCase()}`)];
    const readings: Answer['readings'] = [];
    const seen = new Set<string>();
    let clothes: Answer['clothes'] | null = null;
    for (const query of candidates) {
      if (readings.length >= READINGS) break;
      const understanding = words.vocabulary.understand(query, { fuzzy: true });
      if (understanding.parts.length === 0) continue;
      const parts = partsOf(words, understanding, language);
      const key = JSON.stringify([parts.map((part) => `${part.facet}:${part.id}`), fold(understanding.text)]);
      if (seen.has(key)) continue;
      seen.add(key);
      const filters = filtersOf({}, understanding);
      // A value no cloth has finds nothing with any other: no search needed to say so.
      if (Object.entries(filters).some(([facet, ids]) => Array.isArray(ids) && !ids.some((id) => (facets[facet as Facet]?.[id] ?? 0) > 0))) continue;
      const result = await context.search.search({ language, q: understanding.text || undefined, filters, sort: 'relevance', page: 1, pageSize: CLOTHES });
      if (result.total === 0) continue;
      readings.push({ query: understanding.corrected ?? query, parts, text: understanding.text, count: result.total });
      clothes ??= await clothesOf(context, result, language);
    }
    if (!clothes)
      clothes = await clothesOf(context, await context.search.search({ language, q, filters: {}, sort: 'relevance', page: 1, pageSize: CLOTHES }), language);

    const wholeMatches = tokens.length > 1 ? matching(known, folded, language, facets) : [];
    const listed = [...wholeMatches, ...completions];
    const named = (facet: Facet) => {
      const ids = new Set<string>();
      return listed.filter((match) => match.entry.facet === facet && !ids.has(match.entry.id) && ids.add(match.entry.id)).slice(0, LISTED);
    };
    const budget = prefixBudget(folded);
    const categories = named('categories');
    const brands = named('brand');
    // A reading that is only a category or brand listed below says nothing more than its line there.
    const listedIds = new Set([...categories, ...brands].map((match) => `${match.entry.facet}:${match.entry.id}`));
    const saying = readings.filter(
      (reading) => reading.parts.length > 1 || reading.text !== '' || !listedIds.has(`${reading.parts[0]!.facet}:${reading.parts[0]!.id}`),
    );
    return {
      q,
      readings: saying,
      categories: categories.map(({ entry }) => ({
        id: entry.id,
        name: valueName(words, 'categories', entry.id, language),
        type: entry.typeId,
        count: facets.categories[entry.id] ?? 0,
      })),
      brands: brands.map(({ entry }) => ({ id: entry.id, name: valueName(words, 'brand', entry.id, language), count: facets.brand[entry.id] ?? 0 })),
      popular: texts
        .filter((text) => fold(text).startsWith(folded) || (budget > 0 && prefixDistance(folded, fold(text), budget) <= budget))
        .slice(0, LISTED)
        .map((text) => ({ text })),
      clothes,
    };
  };

  return { context, searching, popularFor, suggest };
}

const endpoint = endpointOf<ReturnType<typeof suggestScope>>();

const suggestions = endpoints([
  // Sends its kept answer itself.
  endpoint({
    method: 'GET',
    path: '/search/suggest',
    policy: allow.anyone,
    tag: 'search',
    summary: 'Suggestions as the shopper types: readings, categories, brands, popular searches, clothes',
    query: SuggestQuery,
    response: SearchSuggestions,
    handler: async ({ scope: { context, searching, popularFor, suggest }, query: { q, lang }, req, res }) => {
      const budget = await context.limiter.consume(`suggest:ip:${req.ip}`, SUGGESTIONS_PER_MINUTE);
      if (!budget.allowed) throw tooManyRequests('RATE_LIMITED', 'Too many requests. Please try again later.', budget.retryAfterMs);
      const language = lang ?? req.language;
      const { generation } = await popularFor(language);
      const answer = await searching.answers.get(`suggest ${language} ${generation} ${q}`, async (words) => ({
        total: 0,
        body: await suggest(q, language, words),
      }));
      sendPreparedJson(req, res, answer.json);
    },
  }),
]);

export const suggestRoutes = (context: ApiContext) => suggestions.router(suggestScope(context));
export const suggestApi = suggestions.operations;

/** What a reading names, in the words' order, in the reader's language; a price as its words. */
function partsOf(words: TermNames, understanding: Understanding, language: Language): Answer['readings'][number]['parts'] {
  const parts = understanding.parts.map((part) => ({
    facet: part.facet as string,
    id: part.id,
    name: valueName(words, part.facet, part.id, language),
    at: part.start,
  }));
  const { price } = understanding;
  const priced = price ? [{ facet: 'price', id: '', name: price.words, at: price.start }] : [];
  return [...parts, ...priced].sort((a, b) => a.at - b.at).map(({ at: _at, ...part }) => part);
}

async function clothesOf(context: ApiContext, result: SearchResult, language: Language): Promise<Answer['clothes']> {
  const cards = await context.search.cards(result.items.map((hit) => hit.id));
  return result.items.flatMap((hit) => {
    const card = cards.get(hit.id);
    if (!card) return [];
    const summary = cardSummary(card, language);
    return [{ id: summary.id, name: summary.name, brand: summary.brand.name, thumbUrl: summary.image?.thumbUrl ?? null }];
  });
}
