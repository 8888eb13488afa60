import { distance, prefixDistance } from '@vitrina/domain/search/damerau';
import { valuesOf } from '@vitrina/infra/search/checks';
import { FACETS, type ClothSearchDoc, type Facet, type SearchQuery, type SearchResult } from '@vitrina/infra/search/port';
import { contribution, wayOf } from '@vitrina/infra/search/ranking';
import { docTerms, languageBit, nameMask, parseQuery, shownNameBit, typoBudget } from '@vitrina/infra/search/text';

/**
 * A test oracle: the search rules applied the slow, obvious way to an array of documents (each word compared
 * with each term of each document), for differential tests of the adapters, which must give the same answers.
 */
export function oracleSearch(docs: readonly ClothSearchDoc[], query: SearchQuery): SearchResult {
  const { words, lastIsPrefix } = parseQuery(query.q);
  const own = languageBit(query.language);
  const scored = docs
    .filter((doc) => doc.visible)
    .map((doc) => ({ doc, score: score(doc, words, lastIsPrefix, own) }))
    .filter(({ score }) => words.length === 0 || score > 0);

  const values = valuesOf;
  const passes = (doc: ClothSearchDoc, except?: Facet | 'price') =>
    FACETS.every((facet) => {
      const wanted = query.filters[facet];
      return facet === except || !wanted?.length || wanted.some((value) => values(doc, facet).includes(value));
    }) &&
    (except === 'price' || (doc.price >= (query.filters.priceMin ?? -Infinity) && doc.price <= (query.filters.priceMax ?? Infinity)));

  const facets = {} as SearchResult['facets'];
  for (const facet of FACETS) {
    const counts: Record<string, number> = {};
    for (const { doc } of scored.filter(({ doc }) => passes(doc, facet))) {
      for (const value of new Set(values(doc, facet))) counts[value] = (counts[value] ?? 0) + 1;
    }
    facets[facet] = counts;
  }
  const priced = scored.filter(({ doc }) => passes(doc, 'price')).map(({ doc }) => doc.price);
  const matches = scored.filter(({ doc }) => passes(doc));
  const newest = (a: ClothSearchDoc, b: ClothSearchDoc) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const key: Record<SearchQuery['sort'], (a: (typeof matches)[number], b: (typeof matches)[number]) => number> = {
    relevance: (a, b) => b.score - a.score,
    price_asc: (a, b) => a.doc.price - b.doc.price,
    price_desc: (a, b) => b.doc.price - a.doc.price,
    newest: () => 0,
    favourites: (a, b) => b.doc.favourites - a.doc.favourites,
  };
  matches.sort((a, b) => key[query.sort](a, b) || newest(a.doc, b.doc));
  const start = (query.page - 1) * query.pageSize;
  return {
    items: matches.slice(start, start + query.pageSize).map(({ doc, score }) => ({ id: doc.id, score })),
    total: matches.length,
    facets,
    price: priced.length > 0 ? { min: Math.min(...priced), max: Math.max(...priced) } : null,
  };
}

const termsOf = new WeakMap<ClothSearchDoc, Map<string, number>>();

function score(doc: ClothSearchDoc, words: string[], lastIsPrefix: boolean, own: number): number {
  if (words.length === 0) return 0;
  let terms = termsOf.get(doc);
  if (!terms) termsOf.set(doc, (terms = docTerms(doc)));
  const shown = shownNameBit(nameMask(doc.names), own);
  let total = 0;
  for (const [i, word] of words.entries()) {
    const prefix = lastIsPrefix && i === words.length - 1;
    const budget = typoBudget(word);
    let best = Infinity;
    let columns = 0;
    for (const [term, held] of terms) {
      const ways: number[] = [];
      if (term === word) ways.push(wayOf(0, false));
      if (prefix && term.startsWith(word)) ways.push(wayOf(0, true));
      const whole = distance(word, term, budget);
      if (whole <= budget) ways.push(wayOf(whole, false));
      const start = prefix ? prefixDistance(word, term, budget) : Infinity;
      if (start <= budget) ways.push(wayOf(start, true));
      if (ways.length === 0) continue;
      const way = Math.min(...ways);
      if (way < best) [best, columns] = [way, held];
      else if (way === best) columns |= held;
    }
    // Every word must match.
    if (best === Infinity) return 0;
    total += contribution(best, (columns & shown) !== 0);
  }
  return total;
}
