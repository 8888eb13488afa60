/**
 * Price phrases in a shopper's query, in the four languages: "under 60000", "menos de 60.000", "hasta $60k",
 * "moins de 60 000", "meno di 50 mila", "entre 20.000 y 50.000", "between 20k and 50k", "from 30000"… read into a
 * price range, and the rest of the query left to be searched as text. Pure: the search reads the range as a filter
 * (issue 28's query understanding).
 */

export interface PriceRange {
  /** Inclusive bounds in the catalogue's currency units; null: no bound on that side. */
  min: number | null;
  max: number | null;
}

export interface PricePhrase extends PriceRange {
  /** The query without the phrase (spaces collapsed). */
  rest: string;
  /** Where the phrase is in the query as given: `query.slice(start, end)` is the phrase as the shopper wrote it. */
  start: number;
  end: number;
}

/** The query made plain, with the offset in the query of each offset in the plain text (one past the end too). */
function plainWithOffsets(query: string): { text: string; offsets: number[] } {
  let text = '';
  const offsets: number[] = [];
  let at = 0;
  for (const character of query) {
    const made = plain(character);
    for (let i = 0; i < made.length; i++) offsets.push(at);
    text += made;
    at += character.length;
  }
  offsets.push(at);
  return { text, offsets };
}

/** Query text as phrases are matched: lower case, accents dropped, apostrophes and no-break spaces made plain. */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[’`´]/g, "'");

/**
 * An amount as shoppers write it: "60000", "60.000" or "60,000" or "60 000" (thousands), "59,90" or "59.90"
 * (cents), "60k", "60 mil", "60 mila", "1.5m", with an optional currency sign or code before or after.
 */
const CURRENCY = String.raw`(?:us\$|ar\$|\$|€|£|usd|ars|eur|pesos?|dolares|dollars?|euros?)`;
const NUMBER = String.raw`\d{1,3}(?:[.,\s]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const SCALE = String.raw`(?:k|mil|mila|mille|m|mm)`;
const SCALE_AFTER_NUMBER = new RegExp(String.raw`\d\s?${SCALE}\b`);
const AMOUNT = String.raw`(?:${CURRENCY}\s?)?(?:${NUMBER})(?:\s?${SCALE}\b)?(?:\s?${CURRENCY})?`;

/** Reads one amount written as AMOUNT matches it; null when it is not a sensible price. */
export function readAmount(written: string): number | null {
  const text = plain(written).trim();
  const number = new RegExp(NUMBER).exec(text.replace(new RegExp(`^${CURRENCY}\\s?`), ''));
  if (!number) return null;
  const digits = number[0];
  let value: number;
  const grouped = /^\d{1,3}(?:[.,\s]\d{3})+(?:[.,]\d{1,2})?$/.test(digits);
  if (grouped) {
    // Thousands grouped by dots, commas or spaces; a last group of one or two digits is the cents.
    const cents = /[.,](\d{1,2})$/.exec(digits);
    const whole = (cents ? digits.slice(0, -cents[0].length) : digits).replace(/[.,\s]/g, '');
    value = Number(whole) + (cents ? Number(`0.${cents[1]}`) : 0);
  } else {
    value = Number(digits.replace(',', '.'));
  }
  const scale = new RegExp(`(?:${NUMBER})\\s?(${SCALE})\\b`).exec(text)?.[1];
  if (scale === 'k' || scale === 'mil' || scale === 'mila' || scale === 'mille') value *= 1_000;
  if (scale === 'm' || scale === 'mm') value *= 1_000_000;
  return Number.isFinite(value) && value > 0 && value <= 1_000_000_000 ? Math.round(value * 100) / 100 : null;
}

/** Words that bound a price from above, from below, and join the two ends of a range, in es, en, it and fr. */
const AT_MOST = [
  'under',
  'below',
  'less than',
  'up to',
  'max',
  'maximum',
  'at most',
  'cheaper than',
  'no more than',
  'menos de',
  'hasta',
  'por debajo de',
  'debajo de',
  'maximo',
  'como maximo',
  'no mas de',
  'mas barato que',
  'meno di',
  'fino a',
  'sotto',
  'sotto i',
  'massimo',
  'al massimo',
  'non piu di',
  'moins de',
  "jusqu'a",
  'au plus',
  'maximum',
  'sous',
  'en dessous de',
  'pas plus de',
  'moins cher que',
];
const AT_LEAST = [
  'over',
  'above',
  'more than',
  'from',
  'at least',
  'min',
  'minimum',
  'starting at',
  'mas de',
  'desde',
  'por encima de',
  'minimo',
  'como minimo',
  'a partir de',
  'piu di',
  'oltre',
  'sopra',
  'da',
  'almeno',
  'a partire da',
  'plus de',
  'au-dessus de',
  'au dessus de',
  'a partir de',
  'au moins',
  'des',
];
const RANGE_FROM = ['between', 'from', 'entre', 'de', 'desde', 'tra', 'fra', 'da'];
const RANGE_TO = ['and', 'to', 'y', 'a', 'hasta', 'e', 'ed', 'et', 'à', '-', '–'];

const alternatives = (words: readonly string[]) =>
  [...new Set(words.map(plain))]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|');

const BOUNDARY_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const BOUNDARY_AFTER = String.raw`(?![\p{L}\p{N}])`;
const RANGE = new RegExp(
  `${BOUNDARY_BEFORE}(?:(${alternatives(RANGE_FROM)})\\s+)?(${AMOUNT})\\s*(?:${alternatives(RANGE_TO)})\\s*(${AMOUNT})${BOUNDARY_AFTER}`,
  'u',
);
const MAX = new RegExp(`${BOUNDARY_BEFORE}(?:${alternatives(AT_MOST)})\\s*(${AMOUNT})${BOUNDARY_AFTER}`, 'u');
const MIN = new RegExp(`${BOUNDARY_BEFORE}(?:${alternatives(AT_LEAST)})\\s*(${AMOUNT})${BOUNDARY_AFTER}`, 'u');

const without = (text: string, match: RegExpExecArray) =>
  `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.replace(/\s+/g, ' ').trim();

/**
 * The price phrase in a query, or null when it has none. A range ("entre 20.000 y 50.000") wins over a single bound;
 * a bound needs its word ("menos de", "under"…), so a bare number (a size, "talle 38") is left to the text. Bounds
 * given the wrong way round are put in order.
 */
export function readPricePhrase(query: string): PricePhrase | null {
  const { text, offsets } = plainWithOffsets(query);
  const span = (match: RegExpExecArray) => ({ start: offsets[match.index]!, end: offsets[match.index + match[0].length]! });
  const range = RANGE.exec(text);
  if (range) {
    const [, from, low, high] = range;
    const b = readAmount(high!);
    // "de 20 a 30 mil", "between 20 and 50k": the scale said once, after the range, counts for both ends.
    const said = readAmount(low!);
    const unscaledHigh = readAmount(high!.replace(SCALE_AFTER_NUMBER, (scale) => scale.replace(/\D+$/, '')));
    const a =
      said !== null && b !== null && unscaledHigh !== null && SCALE_AFTER_NUMBER.test(high!) && !SCALE_AFTER_NUMBER.test(low!)
        ? said * (b / unscaledHigh)
        : said;
    // "38-40" or "2 a 3" with no word before it and no currency is a size, not a price.
    const priced = from !== undefined || new RegExp(`${CURRENCY}|\\d\\s?${SCALE}\\b`).test(`${low} ${high}`);
    if (a !== null && b !== null && priced) return { min: Math.min(a, b), max: Math.max(a, b), rest: without(text, range), ...span(range) };
  }
  const max = MAX.exec(text);
  if (max) {
    const amount = readAmount(max[1]!);
    if (amount !== null) return { min: null, max: amount, rest: without(text, max), ...span(max) };
  }
  const min = MIN.exec(text);
  if (min) {
    const amount = readAmount(min[1]!);
    if (amount !== null) return { min: amount, max: null, rest: without(text, min), ...span(min) };
  }
  return null;
}
