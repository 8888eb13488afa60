import type { UnderstoodFacet } from '@vitrina/domain/search/facets';
import { idsMeant, type Understanding } from '@vitrina/domain/search/understanding';
import { detailNarrows } from '@vitrina/domain/taxonomy/lexicon-details';
import type { SearchFilters, SearchIndex, SearchQuery, SearchResult } from '@vitrina/infra/search/port';

/**
 * A search as the shopper meant it: the query's words read into filters (domain/search/understanding.ts) added to
 * the filters the address holds, the rest searched as text. When nothing matches every part, the least important
 * understood part is let go, one kind at a time, until something does: the text first, then the details it named
 * ("plisada": like the text, the words that say which kind of the category), then what bounds the search
 * (a sale, a size, the price), then what the shopper named (a colour, a material, a style, the seasons and weather,
 * the occasion, the gender and the brand), so what they named outranks what they bounded; never the category or type,
 * and never the last thing the shopper said (a query of unknown words is not answered with any clothes at all).
 * When the words as written find nothing at all, their nearest spelling is tried first ("vestdo" → "vestido"), then
 * the words as plain text (a linen shirt whose brand gave it no material is still found by "lino"), and only then
 * is anything let go. An answer that let the shopper's words or details go answers at most RELAXED_LIMIT clothes: a taste of
 * the nearest ones, said to be so, never the whole category as if it were what was asked. An answer that let the
 * price go is in order of the price nearest the bound ("black dress under 50000" with none: the black dresses from
 * the cheapest), and `nearest` says where it starts.
 */
export const RELAX_ORDER: ReadonlyArray<UnderstoodFacet | 'text' | 'price'> = [
  'text',
  'details',
  'sale',
  'size',
  'price',
  'colors',
  'materials',
  'style',
  'season',
  'weather',
  'events',
  'gender',
  'brand',
];

/** The most clothes an answer that let the text go holds: a page of the search's. */
export const RELAXED_LIMIT = 24;

/** A relaxed answer's pages up to RELAXED_LIMIT clothes, its total no more. */
function limited(result: SearchResult, base: Asked['base']): SearchResult {
  const room = Math.max(0, RELAXED_LIMIT - (base.page - 1) * base.pageSize);
  return { ...result, items: result.items.slice(0, room), total: Math.min(result.total, RELAXED_LIMIT) };
}

export interface Asked {
  q: string | undefined;
  /** The filters and price bounds of the address. */
  filters: SearchFilters;
  base: Omit<SearchQuery, 'q' | 'filters'>;
}

export interface Meant {
  result: SearchResult;
  understanding: Understanding | null;
  /** The filters searched with, understood ones included, before any was let go. */
  filters: SearchFilters;
  /** The understood kinds let go, in the order they were. */
  dropped: Array<UnderstoodFacet | 'text' | 'price'>;
  /** When the price was let go: the price nearest the bound the answer holds (its cheapest under a ceiling, its dearest over a floor). */
  nearest: number | null;
  /** The query as corrected, when the answer is for its corrected spelling. */
  didYouMean: string | null;
  /** On an empty answer, what each type holds for the words: read as filters, else as plain text. */
  typeCounts: Record<string, number>;
}

/** What the words say when read as plain text: no filter from them but the price, size, sale and the type they name. */
const asText = (understanding: Understanding): Understanding => ({
  ...understanding,
  parts: understanding.parts.filter((part) => BOUNDS.has(part.facet)),
  text: understanding.allText,
});
const BOUNDS: ReadonlySet<UnderstoodFacet> = new Set(['size', 'sale']);

/**
 * Whether a detail the words name narrows the search (a kind meant alone, "blusa"; or the detail is all that
 * names what is sought, "leopard") or only orders it (beside a category, "pollera plisada": the pleated first).
 */
function narrowing(understanding: Understanding, part: Understanding['parts'][number]): boolean {
  return detailNarrows(part.id) || !understanding.parts.some((other) => other.facet === 'categories' || other.facet === 'type');
}

/** The details that order a search without narrowing it (SearchQuery.prefer), by narrowing above. */
export function preferredOf(understanding: Understanding | null): SearchQuery['prefer'] {
  const details = understanding?.parts.filter((part) => part.facet === 'details' && !narrowing(understanding, part)).map((part) => part.id) ?? [];
  return details.length > 0 ? { details } : undefined;
}

/** The address's filters with what the words say added: a category or type the words name wins over the address's type. */
export function filtersOf(filters: SearchFilters, understanding: Understanding | null, dropped: ReadonlySet<string> = new Set()): SearchFilters {
  if (!understanding) return filters;
  const merged: SearchFilters = { ...filters };
  for (const part of understanding.parts) {
    if (dropped.has(part.facet)) continue;
    if (part.facet === 'details' && !narrowing(understanding, part)) continue;
    const known = merged[part.facet] ?? [];
    merged[part.facet] = [...new Set([...known, ...idsMeant(part.facet, part.id)])];
  }
  if (understanding.typeId) merged.type = [understanding.typeId];
  const { price } = understanding;
  if (price && !dropped.has('price')) {
    if (price.min !== null && merged.priceMin === undefined) merged.priceMin = price.min;
    if (price.max !== null && merged.priceMax === undefined) merged.priceMax = price.max;
  }
  return merged;
}

const hasKind = (understanding: Understanding, kind: UnderstoodFacet | 'text' | 'price') =>
  kind === 'text'
    ? understanding.text !== ''
    : kind === 'price'
      ? understanding.price !== null
      : understanding.parts.some((part) => part.facet === kind && (kind !== 'details' || narrowing(understanding, part)));

/** The order of the prices nearest a bound let go: from the cheapest above a ceiling, from the dearest below a floor. */
const nearestFirst = (understanding: Understanding | null): SearchQuery['sort'] => (understanding?.price?.max === null ? 'price_desc' : 'price_asc');

function nearestPrice(understanding: Understanding, result: SearchResult): number | null {
  if (!result.price || !understanding.price) return null;
  return understanding.price.max !== null ? result.price.min : result.price.max;
}

export async function searchAsMeant(index: SearchIndex, asked: Asked, understand: (q: string, fuzzy: boolean) => Understanding): Promise<Meant> {
  const run = (understanding: Understanding | null, dropped: ReadonlySet<string> = new Set()) => {
    const text = understanding ? (dropped.has('text') ? '' : understanding.text) : asked.q;
    const sort = dropped.has('price') && asked.base.sort === 'relevance' ? nearestFirst(understanding) : asked.base.sort;
    // The words read as filters still order what they found: "blusa" (shirts, the blouse detail) puts the clothes
    // named "blusa" first, as their words would have.
    const rank = understanding?.allText || undefined;
    const prefer = preferredOf(understanding);
    return index.search({
      ...asked.base,
      sort,
      q: text || undefined,
      ...(rank ? { rank } : {}),
      ...(prefer ? { prefer } : {}),
      filters: filtersOf(asked.filters, understanding, dropped),
    });
  };
  if (!asked.q) {
    const result = await run(null);
    return { result, understanding: null, filters: asked.filters, dropped: [], nearest: null, didYouMean: null, typeCounts: result.facets.type };
  }

  let understanding = understand(asked.q, false);
  let result = await run(understanding);
  let didYouMean: string | null = null;
  if (result.total === 0) {
    const fuzzy = understand(asked.q, true);
    if (fuzzy.corrected !== null) {
      const corrected = await run(fuzzy);
      if (corrected.total > 0) [understanding, result, didYouMean] = [fuzzy, corrected, fuzzy.corrected];
    }
  }
  let typeCounts = result.facets.type;
  if (result.total === 0 && understanding.parts.length > 0 && understanding.allText !== '') {
    const plain = asText(understanding);
    const found = await run(plain);
    if (found.total > 0) [understanding, result] = [plain, found];
    else if (Object.keys(typeCounts).length === 0) typeCounts = found.facets.type;
  }
  const filters = filtersOf(asked.filters, understanding);
  const dropped: Array<UnderstoodFacet | 'text' | 'price'> = [];
  if (result.total === 0) {
    const first = result;
    for (const kind of RELAX_ORDER) {
      if (!hasKind(understanding, kind)) continue;
      // Something the shopper said must stay: letting go of all of it would answer with anything at all.
      const left = RELAX_ORDER.filter((other) => other !== 'text' && other !== kind && !dropped.includes(other) && hasKind(understanding, other));
      if (left.length === 0 && !understanding.parts.some((part) => part.facet === 'categories' || part.facet === 'type')) break;
      dropped.push(kind);
      const relaxed = await run(understanding, new Set(dropped));
      if (relaxed.total > 0) {
        const nearest = dropped.includes('price') ? nearestPrice(understanding, relaxed) : null;
        return {
          result: dropped.includes('text') || dropped.includes('details') ? limited(relaxed, asked.base) : relaxed,
          understanding,
          filters,
          dropped,
          nearest,
          didYouMean,
          typeCounts,
        };
      }
    }
    // Nothing however far let go: the answer is the empty one.
    return { result: first, understanding, filters, dropped: [], nearest: null, didYouMean, typeCounts };
  }
  // Details that only order the answer and that none of its clothes has: the kind asked for is missing, said so, and
  // the answer is a taste of the nearest ones, as when the words are let go.
  const preferred = preferredOf(understanding)?.details ?? [];
  if (preferred.length > 0 && !preferred.some((id) => (result.facets.details[id] ?? 0) > 0)) {
    return { result: limited(result, asked.base), understanding, filters, dropped: ['details'], nearest: null, didYouMean, typeCounts };
  }
  return { result, understanding, filters, dropped, nearest: null, didYouMean, typeCounts };
}
