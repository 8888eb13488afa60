import { MAX_QUERY_WORDS } from './text';

/**
 * Relevance, the same number in both adapters. Words are matched as Meilisearch's "all" strategy does: a
 * document must match every query word (what the search route leaves of a query once its filters are read out
 * of it: see domain/search/understanding.ts). Each matched word adds a contribution that is worse for each typo, worse for a prefix
 * match than a whole word, and worse when the word is not in the name shown in the request's language:
 * exact > prefix > typo, more words first, the shown name above other fields. Ties go to the newest, then to
 * the smaller id.
 *
 * With at most MAX_QUERY_WORDS words, a document matching one word more always scores higher, whatever its
 * typos: (n + 1) × (WORD − 2 × TYPO − PREFIX − OTHER_FIELD) > n × WORD for n ≤ 10.
 */
export const WORD = 1_000_000;
export const TYPO = 10_000;
export const PREFIX = 100;
export const OTHER_FIELD = 1;

/** How a term matched a query word, as a small number ordered best first: typos (0–2) × 2 + prefix. */
export function wayOf(typos: number, prefix: boolean): number {
  return typos * 2 + (prefix ? 1 : 0);
}

/**
 * The score as a small whole number, lower first, for counting scores in an array rather than comparing them:
 * the same order as the score (the bounds above keep each part within its digit).
 */
const TYPO_SUMS = 2 * MAX_QUERY_WORDS + 1;
const OTHER_SUMS = MAX_QUERY_WORDS + 1;
export const RANK_KEYS = (MAX_QUERY_WORDS + 1) * TYPO_SUMS * 2 * OTHER_SUMS;

export function rankKey(words: number, typos: number, prefixes: number, others: number): number {
  return (((MAX_QUERY_WORDS - words) * TYPO_SUMS + typos) * 2 + prefixes) * OTHER_SUMS + others;
}

export function scoreOfKey(key: number): number {
  const others = key % OTHER_SUMS;
  const prefixes = Math.floor(key / OTHER_SUMS) % 2;
  const typos = Math.floor(key / OTHER_SUMS / 2) % TYPO_SUMS;
  const words = MAX_QUERY_WORDS - Math.floor(key / OTHER_SUMS / 2 / TYPO_SUMS);
  return words === 0 ? 0 : words * WORD - typos * TYPO - prefixes * PREFIX - others * OTHER_FIELD;
}

/** What a word adds to a document's score, matched in `way`, in the name shown or elsewhere. */
export function contribution(way: number, inShownName: boolean): number {
  return WORD - (way >>> 1) * TYPO - (way & 1) * PREFIX - (inShownName ? 0 : OTHER_FIELD);
}
