import { better, Lexicon, MAX_PHRASE_WORDS, type Found, type LexiconTerm, type Meaning, Source } from '../taxonomy/lexicon';
import { DETAILS } from '../taxonomy/lexicon-details';
import { isStopWord } from '../taxonomy/lexicon-forms';
import { distance } from './damerau';
import type { UnderstoodFacet } from './facets';
import { fold, typoBudget } from './fold';
import { readFilterWords } from './filter-words';
import { readPricePhrase } from './price-phrases';

/*
 * Query understanding: the words and phrases of a shopper's query that name a taxonomy term (in any of the four
 * languages, with plurals, gender inflections and accents), a brand, a price, a size or a sale become filters; stop
 * words carry no weight; what is left is searched as text. "vestidos rojos de hombre hasta $60k" reads as category vestidos,
 * colour rojo, gender hombre and a price of at most 60,000, with no text left.
 *
 * The words are the fashion lexicon's (../taxonomy/lexicon.ts), the one the importer classifies products by, built
 * from the taxonomy read model's terms and the synonyms, with the brands' names besides, so a term an admin adds or
 * renames is understood as soon as the vocabulary is built again, and a word means to a shopper what it means to the
 * importer. Pure: no I/O, no clock. The facets it reads words as are ./facets.ts's.
 */

/**
 * What naming a term also means to a shopper: clothes for men or for women include the unisex ones; boots include
 * the ankle boots (Shopify's taxonomy holds both under its Boots, ../taxonomy/standard-categories.ts), while "ankle
 * boots" means those alone. A part's `ids` are its term and these.
 */
const ALSO_MEANT: Readonly<Record<string, readonly string[]>> = { 'gender:hombre': ['unisex'], 'gender:mujer': ['unisex'], 'categories:botas': ['botines'] };
export const idsMeant = (facet: UnderstoodFacet, id: string): string[] => [id, ...(ALSO_MEANT[`${facet}:${id}`] ?? [])];

export type KnownTerm = LexiconTerm;

export interface KnownBrand {
  id: string;
  name: string;
}

const TOKEN = /[\p{L}\p{N}]+/gu;

export interface UnderstoodPart {
  facet: UnderstoodFacet;
  id: string;
  /** The words of the query this was read from, as written: `query.slice(start, end)`. */
  words: string;
  start: number;
  end: number;
  /** The spelling the words were taken for, when they were a typo away from it (fuzzy understanding only). */
  correction?: string;
  /** A category's or type's type. */
  typeId?: string;
}

export interface Understanding {
  parts: UnderstoodPart[];
  price: { min: number | null; max: number | null; words: string; start: number; end: number } | null;
  /** The words left, as written, searched as text; '' when every word was understood or carries no weight. */
  text: string;
  /** Every word outside the price, size and sale words that carries weight, as written: the query as plain text. */
  allText: string;
  /** The type the words name, by a category of it or the type itself; null when they name none (or several). */
  typeId: string | null;
  /** The query with its typos corrected, when a fuzzy reading corrected any; null otherwise. */
  corrected: string | null;
  /**
   * The fashion details the words name ("pleated", "tiro alto", "bandolera"), by the lexicon's detail ids. Each is a
   * part too (the details facet: clothes whose texts name it in any language), its words out of `text`; but a detail
   * naming a kind its category's catalogue may lack ("novia") stays text, searched as written.
   */
  details: Array<{ id: string; words: string; start: number; end: number }>;
}

interface Token {
  key: string;
  start: number;
  end: number;
}

/** A query's words with where each is in the query, folded for comparing. */
function tokensOf(query: string): Token[] {
  return [...query.matchAll(TOKEN)].map((match) => ({ key: fold(match[0]), start: match.index, end: match.index + match[0].length }));
}

const phraseKey = (words: readonly string[]) => words.join(' ');

/**
 * The taxonomy's phrases: the fashion lexicon of the taxonomy's terms and the synonyms (every name in the four
 * languages, their forms, the lexicon's words and details). Built once per change of the taxonomy or the synonyms
 * (tens of milliseconds for the defaults); brands, which come and go more often, are added by QueryVocabulary
 * without building these again.
 */
export class TermPhrases extends Lexicon {}

/** The details that name a kind of their category apart from the rest of it (lexicon-details.ts's `apart`). */
const APART = new Set(DETAILS.flatMap((detail) => (detail.apart ? [detail.id] : [])));

const correctable = (key: string) => !key.includes(' ') && key.length >= 4 && !/\d/.test(key);

/** What a query is understood by: the taxonomy's phrases and the brands' names, each as it is written (no forms). */
export class QueryVocabulary {
  private readonly terms: TermPhrases;
  private readonly brands = new Map<string, Meaning>();
  /** The most words a brand's name starting with a word has. */
  private readonly brandWords = new Map<string, number>();
  /** The words a correction may be, by their length: a word is only compared with those its budget can reach. */
  private readonly correctable = new Map<number, string[]>();

  /** `terms`: the taxonomy's terms (with `synonyms` by `kind:id`), or their phrases already built. */
  constructor(terms: TermPhrases | readonly KnownTerm[], brands: readonly KnownBrand[], synonyms: Readonly<Record<string, readonly string[]>> = {}) {
    this.terms = terms instanceof TermPhrases ? terms : new TermPhrases(terms, synonyms);
    for (const brand of brands) {
      const words = brand.name.match(TOKEN) ?? [];
      const key = phraseKey(words.map(fold));
      if (words.length === 0 || words.length > MAX_PHRASE_WORDS || this.brands.has(key)) continue;
      this.brands.set(key, { facet: 'brand', id: brand.id, source: Source.Name, display: words.join(' '), locales: 0 });
      const first = fold(words[0]!);
      this.brandWords.set(first, Math.max(this.brandWords.get(first) ?? 0, words.length));
    }
    for (const key of [...this.terms.correctable, ...[...this.brands.keys()].filter(correctable)]) {
      const same = this.correctable.get(key.length);
      if (same) same.push(key);
      else this.correctable.set(key.length, [key]);
    }
  }

  /** The taxonomy's phrases, to build the next vocabulary with when only the brands changed. */
  get termPhrases(): TermPhrases {
    return this.terms;
  }

  /** What a phrase means, a brand's name first. */
  private meaning(key: string): Meaning | undefined {
    return this.brands.get(key) ?? this.terms.meaningsOf(key)?.[0];
  }

  /**
   * The longest phrase at a query's word, up to `limit` words: a brand's whole name, else the lexicon's phrase
   * (of a brand as many words long, the brand wins).
   */
  private phraseAt(keys: readonly string[], at: number, limit: number): Found | undefined {
    const term = this.terms.phraseAt(keys, at, undefined, limit);
    for (let length = Math.min(limit, this.brandWords.get(keys[at]!) ?? 0, keys.length - at); length >= (term ? term.to - at : 1); length--) {
      const brand = this.brands.get(phraseKey(keys.slice(at, at + length)));
      if (brand) return { from: at, to: at + length, meanings: [brand] };
    }
    return term;
  }

  /**
   * What a query means. Longest phrases first, left to right; a price phrase before anything else; then the
   * lexicon's readings by context ("campera de jean" is a denim jacket). With `fuzzy`, a word of five letters or
   * more that means nothing is taken for the nearest word the vocabulary knows within the typo budget (one typo
   * from four letters, two from nine: a correction is only tried on a query that found nothing, so it may be
   * bolder than the engine's matching), and `corrected` says how the query then reads.
   */
  understand(query: string, options: { fuzzy?: boolean } = {}): Understanding {
    const price = readPricePhrase(query);
    const unpriced = tokensOf(query).filter((token) => !price || token.end <= price.start || token.start >= price.end);
    // Sizes and sales next, before any phrase or correction can take their words for something else.
    const bounds = readFilterWords(unpriced.map((token) => token.key));
    const bounding = new Set(bounds.flatMap(({ from, to }) => Array.from({ length: to - from }, (_, offset) => from + offset)));
    const tokens = unpriced.filter((_, at) => !bounding.has(at));
    const keys = tokens.map((token) => token.key);
    // A phrase never spans the price phrase, a size or a sale.
    const gaps = [price?.end, ...bounds.map(({ to }) => unpriced[to - 1]!.end)].flatMap((end) =>
      end === undefined ? [] : [tokens.findIndex((token) => token.start >= end)],
    );
    const found: Found[] = [];
    const corrections: Array<{ token: Token; to: string }> = [];
    for (let i = 0; i < tokens.length;) {
      const limit = Math.min(MAX_PHRASE_WORDS, ...gaps.filter((gap) => gap > i).map((gap) => gap - i));
      const phrase = this.phraseAt(keys, i, limit);
      if (phrase) {
        found.push(phrase);
        i = phrase.to;
        continue;
      }
      const token = tokens[i]!;
      const corrected = options.fuzzy && !isStopWord(token.key) ? this.nearest(token.key) : undefined;
      if (corrected) {
        const meaning = this.meaning(corrected)!;
        found.push({ from: i, to: i + 1, meanings: this.brands.get(corrected) ? [meaning] : this.terms.meaningsOf(corrected)!, correction: meaning.display });
        corrections.push({ token, to: meaning.display });
      }
      i++;
    }
    const parts: UnderstoodPart[] = bounds.map(({ facet, id, from, to }) => {
      const [start, end] = [unpriced[from]!.start, unpriced[to - 1]!.end];
      return { facet, id, words: query.slice(start, end), start, end };
    });
    const details: Understanding['details'] = [];
    const filtered = new Set<number>();
    const settled = this.terms.settle(found, keys);
    // A detail that names a kind of its category a catalogue may lack ("wedding dress") is still searched by its
    // words, so a catalogue without that kind answers relaxed and says so rather than with the whole category.
    const kinds = new Set(settled.flatMap((entry) => (entry.meaning.facet === 'details' && APART.has(entry.meaning.id) ? [`${entry.from}:${entry.to}`] : [])));
    for (const { meaning, from, to, correction } of settled) {
      const [start, end] = [tokens[from]!.start, tokens[to - 1]!.end];
      if (meaning.facet === 'details') {
        details.push({ id: meaning.id, words: query.slice(start, end), start, end });
        if (APART.has(meaning.id)) continue;
        for (let at = from; at < to; at++) filtered.add(at);
        parts.push({ facet: 'details', id: meaning.id, words: query.slice(start, end), start, end });
        continue;
      }
      if (meaning.facet !== 'categories' || !kinds.has(`${from}:${to}`)) for (let at = from; at < to; at++) filtered.add(at);
      parts.push({
        facet: meaning.facet as UnderstoodFacet,
        id: meaning.id,
        words: query.slice(start, end),
        start,
        end,
        ...(correction ? { correction } : {}),
        ...(meaning.typeId ? { typeId: meaning.typeId } : {}),
      });
    }
    const weighed = tokens.filter((token) => !isStopWord(token.key));
    return {
      // In the query's order; a detail after the category its words imply ("hoodie": sweatshirts, hooded).
      parts: mergeRepeats(parts.sort((a, b) => a.start - b.start || Number(a.facet === 'details') - Number(b.facet === 'details'))),
      price: price ? { min: price.min, max: price.max, words: query.slice(price.start, price.end), start: price.start, end: price.end } : null,
      text: tokens
        .filter((token, at) => !filtered.has(at) && !isStopWord(token.key))
        .map((token) => query.slice(token.start, token.end))
        .join(' '),
      allText: weighed.map((token) => query.slice(token.start, token.end)).join(' '),
      typeId: typeNamed(parts),
      corrected: corrections.length > 0 ? correctedQuery(query, corrections) : null,
      details,
    };
  }

  /** The known word nearest to a word of four letters or more within its budget; undefined when none is. */
  private nearest(word: string): string | undefined {
    const budget = word.length === 4 ? 1 : typoBudget(word);
    if (budget === 0 || /\d/.test(word)) return undefined;
    let best: { key: string; distance: number; meaning: Meaning } | undefined;
    for (let length = word.length - budget; length <= word.length + budget; length++) {
      for (const key of this.correctable.get(length) ?? []) {
        const found = distance(word, key, budget);
        if (found > budget) continue;
        const meaning = this.meaning(key)!;
        if (!best || found < best.distance || (found === best.distance && better(meaning, best.meaning) < 0)) best = { key, distance: found, meaning };
      }
    }
    return best?.key;
  }
}

/** The type of the categories or type understood, when they agree on one. */
function typeNamed(parts: readonly UnderstoodPart[]): string | null {
  const types = new Set(parts.flatMap((part) => (part.typeId && (part.facet === 'categories' || part.facet === 'type') ? [part.typeId] : [])));
  return types.size === 1 ? [...types][0]! : null;
}

/** The same term named twice ("rojo rojo", "vestido dress") is one part, the words of its first naming. */
function mergeRepeats(parts: readonly UnderstoodPart[]): UnderstoodPart[] {
  const seen = new Set<string>();
  return parts.filter((part) => {
    const key = `${part.facet}:${part.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function correctedQuery(query: string, corrections: ReadonlyArray<{ token: Token; to: string }>): string {
  let text = '';
  let at = 0;
  for (const { token, to } of [...corrections].sort((a, b) => a.token.start - b.token.start)) {
    text += query.slice(at, token.start) + to;
    at = token.end;
  }
  return (text + query.slice(at)).replace(/\s+/g, ' ').trim();
}
