import { LANGUAGES, type Language } from '@vitrina/domain/core/languages';
import { fold } from '@vitrina/domain/search/fold';
import type { ClothSearchDoc } from './port';

export { fold, typoBudget } from '@vitrina/domain/search/fold';

/**
 * How text becomes terms, the same for documents and queries in both adapters: text folded (domain/search/fold.ts),
 * then runs of letters and digits. Each term is what FTS5's unicode61 tokenizer would make of it unchanged, so
 * terms written to FTS5 come back as they went in.
 */
const TERM = /[\p{L}\p{N}]+/gu;

export function terms(text: string): string[] {
  return fold(text).match(TERM) ?? [];
}

export const MAX_QUERY_WORDS = 10;

export interface ParsedQuery {
  words: string[];
  /** The last word may be the start of a longer one (search as you type): the query does not end in a space. */
  lastIsPrefix: boolean;
}

export function parseQuery(q: string | undefined): ParsedQuery {
  const folded = fold(q ?? '');
  const words = [...new Set(folded.match(TERM) ?? [])].slice(0, MAX_QUERY_WORDS);
  const lastIsPrefix = words.length > 0 && /[\p{L}\p{N}]$/u.test(folded);
  return { words, lastIsPrefix };
}

/** A query's ranking words (SearchQuery.rank): whole words, none of `q`'s, within MAX_QUERY_WORDS with them. */
export function rankingWords(rank: string | undefined, parsed: ParsedQuery): string[] {
  const taken = new Set(parsed.words);
  return [...new Set(fold(rank ?? '').match(TERM) ?? [])].filter((word) => !taken.has(word)).slice(0, MAX_QUERY_WORDS - parsed.words.length);
}

/** The fields text matches, in column order; each has a bit in a term's column mask. */
export const COLUMNS = ['es', 'en', 'it', 'fr', 'brand', 'tags', 'colors', 'categories'] as const;
export type Column = (typeof COLUMNS)[number];
export const COLUMN_BIT = Object.fromEntries(COLUMNS.map((column, i) => [column, 1 << i])) as Record<Column, number>;

/**
 * The text of each column, terms separated by single spaces. A description's words are searched with the tags: like
 * them, a word matched there ranks below the same word in the name shown (ranking.ts's OTHER_FIELD), and holding
 * them in a column of their own would change every adapter's stored text for no difference in ranking.
 */
export function columnTexts(doc: ClothSearchDoc): Record<Column, string> {
  const join = (texts: readonly (string | undefined)[]) => texts.flatMap((text) => terms(text ?? '')).join(' ');
  return {
    es: join([doc.names.es]),
    en: join([doc.names.en]),
    it: join([doc.names.it]),
    fr: join([doc.names.fr]),
    brand: join([doc.brandName]),
    tags: join([...doc.tags, doc.description]),
    colors: join(doc.colors),
    categories: join(LANGUAGES.flatMap((language) => doc.categoryNames[language] ?? [])),
  };
}

/** Each distinct term of a document with the mask of the columns holding it. */
export function docTerms(doc: ClothSearchDoc): Map<string, number> {
  const found = new Map<string, number>();
  const texts = columnTexts(doc);
  for (const column of COLUMNS) {
    const text = texts[column];
    if (!text) continue;
    for (const term of text.split(' ')) found.set(term, (found.get(term) ?? 0) | COLUMN_BIT[column]);
  }
  return found;
}

/** Bit i set when the name in LANGUAGES[i] is there (as `localize` in domain/core/languages sees it). */
export function nameMask(names: ClothSearchDoc['names']): number {
  let mask = 0;
  LANGUAGES.forEach((language, i) => {
    if (names[language]) mask |= 1 << i;
  });
  return mask;
}

export function languageBit(language: Language): number {
  return 1 << LANGUAGES.indexOf(language);
}

/** The column of the name shown in a language (its bit): that one, else Spanish, else the first there. */
export function shownNameBit(mask: number, own: number): number {
  if (mask & own) return own;
  if (mask & 1) return 1;
  return mask & -mask;
}

/** The language whose name is shown, for adapters that store names per language. */
export function shownNameLanguage(names: ClothSearchDoc['names'], language: Language): Language | undefined {
  const bit = shownNameBit(nameMask(names), languageBit(language));
  return bit === 0 ? undefined : LANGUAGES[31 - Math.clz32(bit)];
}
