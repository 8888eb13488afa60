/**
 * How text is compared in search, the same for documents, queries and the words a query is understood by:
 * compatibility decomposition, lower case, accents and other marks dropped, a few letters that do not decompose
 * spelt out (œ → oe). infra/search/text.ts cuts folded text into the engine's terms.
 */
const FOLDED: Record<string, string> = { œ: 'oe', æ: 'ae', ø: 'o', ß: 'ss', đ: 'd', ł: 'l', ı: 'i', þ: 'th', ð: 'd' };
const MARKS = /\p{M}+/gu;
const SPECIAL = /[œæøßđłıþð]/g;

/** Text folding leaves as it is: plain ASCII in lower case (most words), which skips the normalisation. */
const PLAIN = /^[a-z0-9 '-]*$/;

export function fold(text: string): string {
  if (PLAIN.test(text)) return text;
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(MARKS, '')
    .replace(SPECIAL, (letter) => FOLDED[letter] ?? letter);
}

/** Like Meilisearch: no typo below 5 letters, one from 5, two from 9. */
export function typoBudget(word: string): number {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}
