import { LANGUAGES, type Language } from '@vitrina/domain/core/languages';
import { facetValues } from './checks';
import { cardOf, FACETS, type ClothCard, type ClothSearchDoc, type Facet, type SearchQuery, type SearchResult } from './port';
import { contribution, wayOf } from './ranking';
import { docTerms, MAX_QUERY_WORDS, shownNameLanguage, terms } from './text';
import type { Expansion } from './vocabulary';

/**
 * The MongoDB side of search, as plain data: the stored shape of a document and the aggregation that answers a
 * query. The first stage matches the text (a $text search for the expansions of the first word, on the text
 * index over `terms`, and each other word's expansions among `terms`) and visibility; one $facet then computes the page, the total, each facet with every
 * other filter applied and the price range without the price filter. Scores are computed with the same rules
 * and numbers as the SQLite adapter (ranking.ts), from the expansions the caller made with the same vocabulary.
 */
export interface StoredCloth extends Record<Facet, string[]> {
  _id: string;
  visible: boolean;
  price: number;
  /** Milliseconds since the epoch. */
  created: number;
  favourites: number;
  terms: string[];
  /** Per request language, the terms of the name shown in it. */
  shown: Record<Language, string[]>;
  /** What a result card shows, read back as it was written. */
  card: ClothCard;
}

export function toStored(doc: ClothSearchDoc): StoredCloth {
  const shown = Object.fromEntries(
    LANGUAGES.map((language) => {
      const from = shownNameLanguage(doc.names, language);
      return [language, from ? [...new Set(terms(doc.names[from] ?? ''))] : []];
    }),
  ) as Record<Language, string[]>;
  return {
    _id: doc.id,
    ...facetValues(doc),
    visible: doc.visible,
    price: doc.price,
    created: Date.parse(doc.createdAt),
    favourites: doc.favourites,
    terms: [...docTerms(doc).keys()],
    shown,
    card: cardOf(doc),
  };
}

type Stage = Record<string, unknown>;

export interface SearchPipeline {
  /** The first $match: text (when there is any) and visibility. */
  first: Record<string, unknown>;
  /** The $facet stage. */
  facet: Stage;
}

/**
 * `words` holds the expansions of each query word; a query without text has none. `ranked`, those of its ranking
 * words (SearchQuery.rank), which score as more words would but match nothing themselves.
 */
export function searchPipeline(query: SearchQuery, words: readonly Expansion[][], ranked: readonly Expansion[][] = []): SearchPipeline {
  const first: Record<string, unknown> = { visible: true };
  if (words.length > 0) first.$text = { $search: words[0]!.map((expansion) => expansion.term).join(' ') };
  // Every other word must match too: one of its expansions among the terms.
  if (words.length > 1) first.$and = words.slice(1).map((expansions) => ({ terms: { $in: expansions.map((expansion) => expansion.term) } }));

  const filters = (except?: Facet | 'price') => {
    const conditions: Record<string, unknown>[] = [];
    for (const facet of FACETS) {
      const values = query.filters[facet];
      if (facet !== except && values && values.length > 0) conditions.push({ [facet]: { $in: values } });
    }
    const { priceMin, priceMax } = query.filters;
    if (except !== 'price' && (priceMin !== undefined || priceMax !== undefined)) {
      conditions.push({ price: { ...(priceMin !== undefined ? { $gte: priceMin } : {}), ...(priceMax !== undefined ? { $lte: priceMax } : {}) } });
    }
    return { $match: conditions.length > 0 ? { $and: conditions } : {} };
  };

  const room = Math.max(0, MAX_QUERY_WORDS - words.length);
  const preferred = FACETS.flatMap((facet) => (query.prefer?.[facet]?.length ? [[facet, query.prefer[facet]!] as const] : [])).slice(0, room);
  const scoring = [...words, ...ranked.slice(0, room - preferred.length)];
  const scored = scoring.length + preferred.length > 0;
  // A preferred value held adds what a word matched whole outside the name shown adds (as memory-page.ts does).
  const preferring = preferred.map(([facet, values]) => ({
    $cond: [{ $gt: [{ $size: { $setIntersection: [`$${facet}`, values] } }, 0] }, contribution(0, false), 0],
  }));
  const score =
    preferring.length > 0
      ? { $add: [scoring.length > 0 ? scoreExpression(scoring, query.language) : 0, ...preferring] }
      : scoreExpression(scoring, query.language);
  const items: Stage[] = [filters(), { $addFields: { score: scored ? score : { $literal: 0 } } }];
  items.push({ $sort: sortOf(query.sort, scored) });
  items.push({ $skip: (query.page - 1) * query.pageSize }, { $limit: query.pageSize }, { $project: { _id: 1, score: 1 } });

  const facet: Record<string, Stage[]> = { items, total: [filters(), { $count: 'n' }] };
  for (const name of FACETS) facet[name] = [filters(name), { $unwind: `$${name}` }, { $group: { _id: `$${name}`, n: { $sum: 1 } } }];
  facet.price = [filters('price'), { $group: { _id: null, min: { $min: '$price' }, max: { $max: '$price' } } }];
  return { first, facet: { $facet: facet } };
}

function sortOf(sort: SearchQuery['sort'], scored: boolean): Record<string, 1 | -1> {
  switch (sort) {
    case 'relevance':
      return scored ? { score: -1, created: -1, _id: 1 } : { created: -1, _id: 1 };
    case 'price_asc':
      return { price: 1, created: -1, _id: 1 };
    case 'price_desc':
      return { price: -1, created: -1, _id: 1 };
    case 'newest':
      return { created: -1, _id: 1 };
    case 'favourites':
      return { favourites: -1, created: -1, _id: 1 };
  }
}

/**
 * Σ of each word's contribution over the leading words matched (ranking.ts). A word's best way is the first
 * group of its expansions (best first) that the document holds; it is in the shown name when a term of that
 * group is among the shown name's terms.
 */
function scoreExpression(words: readonly Expansion[][], language: Language): unknown {
  const has = (field: string, list: string[]) => ({ $gt: [{ $size: { $setIntersection: [field, list] } }, 0] });
  const vars: Record<string, unknown> = {};
  words.forEach((expansions, i) => {
    const byWay = new Map<number, string[]>();
    for (const { term, typos, prefix } of expansions) {
      const way = wayOf(typos, prefix);
      byWay.set(way, [...(byWay.get(way) ?? []), term]);
    }
    const branches = [...byWay.entries()]
      .sort(([a], [b]) => a - b)
      .map(([way, list]) => ({
        case: has('$terms', list),
        then: { $cond: [has(`$shown.${language}`, list), contribution(way, true), contribution(way, false)] },
      }));
    vars[`w${i}`] = branches.length > 0 ? { $switch: { branches, default: 0 } } : 0;
  });
  let sum: unknown = 0;
  for (let i = words.length - 1; i >= 0; i--) {
    sum = { $cond: [{ $gt: [`$$w${i}`, 0] }, { $add: [`$$w${i}`, sum] }, 0] };
  }
  return { $let: { vars, in: sum } };
}

export type FacetAnswer = {
  items: Array<{ _id: string; score: number }>;
  total: Array<{ n: number }>;
  price: Array<{ min: number; max: number }>;
} & Record<Facet, Array<{ _id: unknown; n: number }>>;

/** The answer of the $facet stage as a result; none gives the empty result. */
export function resultOf(answer: FacetAnswer | undefined): SearchResult {
  const facets = Object.fromEntries(
    FACETS.map((facet) => [facet, Object.fromEntries((answer?.[facet] ?? []).map((group) => [String(group._id), group.n]))]),
  ) as SearchResult['facets'];
  const price = answer?.price[0];
  return {
    items: (answer?.items ?? []).map((item) => ({ id: item._id, score: item.score })),
    total: answer?.total[0]?.n ?? 0,
    facets,
    price: price ? { min: price.min, max: price.max } : null,
  };
}
