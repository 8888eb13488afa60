import { slugOf } from '../taxonomy/words';

/**
 * Words a shopper bounds a search with that name no taxonomy term: a size ("talle 43", "size M", "taille 38",
 * "taglia 40", "número 38") and a sale ("en oferta", "on sale", "soldes", "saldi", "rebajas"), in the four languages.
 * They are read before anything else, as a price phrase is, so a typo correction never takes "soldes" for gold,
 * "saldi" for warm or "sale" for sage green. Pure, over a query's folded words.
 */
export type FilterFacet = 'size' | 'sale';

export interface FilterWords {
  facet: FilterFacet;
  /** A size as the index keeps sizes (slugOf: "M" → "m"); the sale's one value. */
  id: string;
  /** The words read, as indices into the words given: `from` to `to`, exclusive. */
  from: number;
  to: number;
}

/** The sale facet's one value: clothes with an enabled discount below their price. */
export const ON_SALE = 'on-sale';

/** Longest first, so "en oferta" is taken whole rather than "oferta" with a stop word before it. */
const SALE_PHRASES: readonly string[][] = [
  'en oferta',
  'de oferta',
  'ofertas',
  'oferta',
  'rebajas',
  'rebajado',
  'rebajada',
  'rebajados',
  'rebajadas',
  'liquidacion',
  'en promo',
  'promo',
  'promos',
  'promocion',
  'con descuento',
  'on sale',
  'sale',
  'discounted',
  'in saldo',
  'saldi',
  'in offerta',
  'in promozione',
  'scontato',
  'scontata',
  'scontati',
  'scontate',
  'en solde',
  'en soldes',
  'soldes',
  'soldé',
  'soldée',
  'soldés',
  'soldées',
]
  .map((phrase) =>
    phrase
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .split(' '),
  )
  .sort((a, b) => b.length - a.length);

/** The words that introduce a size: Argentina's talle, Spain's talla, a shoe's número, and the others' own. */
const SIZE_WORDS = new Set(['talle', 'talla', 'size', 'taille', 'taglia', 'numero', 'nro', 'calce', 'pointure']);
/** A size as shops label them: a number (shoes, trousers, European sizes) or letters (XS to XXXL, 2XL). */
const SIZE_VALUE = /^(?:\d{1,3}|x{0,3}s|m|x{0,4}l|[2-5]x[sl])$/;

const startsAt = (keys: readonly string[], at: number, phrase: readonly string[]) => phrase.every((word, offset) => keys[at + offset] === word);

/** The size and sale words among a query's folded words, left to right, none overlapping. */
export function readFilterWords(keys: readonly string[]): FilterWords[] {
  const read: FilterWords[] = [];
  for (let at = 0; at < keys.length;) {
    const sale = SALE_PHRASES.find((phrase) => startsAt(keys, at, phrase));
    if (sale) {
      read.push({ facet: 'sale', id: ON_SALE, from: at, to: at + sale.length });
      at += sale.length;
      continue;
    }
    const value = keys[at + 1];
    if (SIZE_WORDS.has(keys[at]!) && value !== undefined && SIZE_VALUE.test(value)) {
      read.push({ facet: 'size', id: slugOf(value), from: at, to: at + 2 });
      at += 2;
      continue;
    }
    at++;
  }
  return read;
}
