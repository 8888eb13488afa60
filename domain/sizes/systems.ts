import type { Language } from '../core/languages';

/**
 * The size systems a reader may read sizes in: Argentine, European (EN 13402 / German numbering for women's
 * clothes), US, UK, Italian and French, and the letter sizes (INT: XS…XXL) most shops also write.
 */
export const SIZE_SYSTEMS = ['AR', 'EU', 'US', 'UK', 'IT', 'FR', 'INT'] as const;
export type SizeSystem = (typeof SIZE_SYSTEMS)[number];
export const isSizeSystem = (value: unknown): value is SizeSystem => typeof value === 'string' && (SIZE_SYSTEMS as readonly string[]).includes(value);

/** Which standard table a cloth's sizes convert by: its type (footwear or not) and gender. */
export const SIZE_KINDS = ['women-clothing', 'men-clothing', 'women-shoes', 'men-shoes'] as const;
export type SizeKind = (typeof SIZE_KINDS)[number];

export const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

type Row = Partial<Record<SizeSystem, string>>;
const row = (INT: string | null, AR: string, EU: string, US: string, UK: string, IT: string, FR: string): Row => ({
  ...(INT ? { INT } : {}),
  AR,
  EU,
  US,
  UK,
  IT,
  FR,
});

/**
 * The public standard conversion tables, row by row (each row is one size in every system).
 *
 * Sources:
 * - Women's clothing: the international conversion table of Wikipedia's "Clothing sizes" and "US standard clothing
 *   size" articles, as retailers publish it (Farfetch's and Zalando's women's size guides): EU is the German/EN 13402
 *   numbering, FR = EU + 2, IT = EU + 6, UK = US + 4. Argentine numbering: the women's "talle" Argentine shops write
 *   (36, 38, 40… as in the French numbering), per the Argentine shops' own international guides (e.g. Dafiti AR's).
 * - Men's clothing (jackets, suits, shirts' letter sizes): the same articles' men's table: EU, IT, FR and AR use the
 *   jacket numbering (46, 48, 50…), UK and US the chest in inches (36, 38, 40…).
 * - Shoes: Wikipedia's "Shoe size" conversion table (Paris points for EU/IT/FR; barleycorns for UK; US women's = UK + 2,
 *   men's = UK + 1). Argentine shoes are one number under the European (AR 37 = EU 38), as Argentine shops' guides say.
 */
export const SIZE_TABLES: Readonly<Record<SizeKind, readonly Row[]>> = {
  'women-clothing': [
    row('XXS', '34', '32', '0', '4', '38', '34'),
    row('XS', '36', '34', '2', '6', '40', '36'),
    row('S', '38', '36', '4', '8', '42', '38'),
    row('M', '40', '38', '6', '10', '44', '40'),
    row('L', '42', '40', '8', '12', '46', '42'),
    row('XL', '44', '42', '10', '14', '48', '44'),
    row('XXL', '46', '44', '12', '16', '50', '46'),
  ],
  'men-clothing': [
    row('XXS', '42', '42', '32', '32', '42', '42'),
    row('XS', '44', '44', '34', '34', '44', '44'),
    row('S', '46', '46', '36', '36', '46', '46'),
    row('M', '48', '48', '38', '38', '48', '48'),
    row('L', '50', '50', '40', '40', '50', '50'),
    row('XL', '52', '52', '42', '42', '52', '52'),
    row('XXL', '54', '54', '44', '44', '54', '54'),
  ],
  'women-shoes': [
    row(null, '34', '35', '5', '2.5', '35', '35'),
    row(null, '35', '36', '6', '3.5', '36', '36'),
    row(null, '36', '37', '6.5', '4', '37', '37'),
    row(null, '37', '38', '7.5', '5', '38', '38'),
    row(null, '38', '39', '8.5', '6', '39', '39'),
    row(null, '39', '40', '9', '6.5', '40', '40'),
    row(null, '40', '41', '10', '7.5', '41', '41'),
    row(null, '41', '42', '10.5', '8', '42', '42'),
  ],
  'men-shoes': [
    row(null, '38', '39', '6.5', '5.5', '39', '39'),
    row(null, '39', '40', '7.5', '6.5', '40', '40'),
    row(null, '40', '41', '8', '7', '41', '41'),
    row(null, '41', '42', '9', '8', '42', '42'),
    row(null, '42', '43', '10', '9', '43', '43'),
    row(null, '43', '44', '10.5', '9.5', '44', '44'),
    row(null, '44', '45', '11.5', '10.5', '45', '45'),
    row(null, '45', '46', '12.5', '11.5', '46', '46'),
  ],
};

/** The footwear type of the default taxonomy (domain/taxonomy/defaults.ts). */
const FOOTWEAR_TYPE = '2';

/** The table a cloth's sizes convert by: footwear reads as shoes; men's clothes as men's, the rest (women's, unisex) as women's. */
export function sizeKindOf(cloth: { typeId: string; gender: string }): SizeKind {
  const men = cloth.gender === 'hombre';
  if (cloth.typeId === FOOTWEAR_TYPE) return men ? 'men-shoes' : 'women-shoes';
  return men ? 'men-clothing' : 'women-clothing';
}

const LETTER_ALIASES: Record<string, string> = {
  '2XS': 'XXS',
  '2XL': 'XXL',
  XXXS: 'XXS',
  EXTRASMALL: 'XS',
  SMALL: 'S',
  MEDIUM: 'M',
  LARGE: 'L',
  EXTRALARGE: 'XL',
};

/** A size as written ("38", "37,5", " m ", "2XL", "T. 40") in the form the tables hold ("38", "37.5", "M", "XXL", "40"). */
export function normalizeSize(label: string): string {
  const upper = label
    .trim()
    .toUpperCase()
    .replace(/^(T\.?|TALLE|TAGLIA|TAILLE|SIZE)\s*/, '')
    .replace(/\s+/g, '');
  const letters = LETTER_ALIASES[upper] ?? upper;
  const number = /^\d{1,3}(?:[.,]\d)?$/.test(letters) ? String(Number(letters.replace(',', '.'))) : letters;
  return number;
}

/** The system a label is written in when nothing else says: letters are INT; numbers are the brand's `numbers` (Argentine by default: the site's shops are Argentine first). */
export function systemOfLabel(label: string, numbers: SizeSystem = 'AR'): SizeSystem {
  return (LETTER_SIZES as readonly string[]).includes(normalizeSize(label)) ? 'INT' : numbers;
}

function rowOf(label: string, from: SizeSystem, kind: SizeKind): Row | null {
  const wanted = normalizeSize(label);
  return SIZE_TABLES[kind].find((entry) => entry[from] !== undefined && normalizeSize(entry[from]) === wanted) ?? null;
}

/**
 * A size in another system by the standard tables: `label` read in `from`, answered in `to`; null when the table
 * has no such size (a brand's own "U", "38/40", or a shoe in letters). The same system answers the label itself.
 */
export function convertSize(label: string, from: SizeSystem, to: SizeSystem, kind: SizeKind): string | null {
  if (from === to) return label.trim();
  return rowOf(label, from, kind)?.[to] ?? null;
}

/** A size's equivalents in every system the table has it in (its own system included). */
export function equivalentsOf(label: string, from: SizeSystem, kind: SizeKind): Partial<Record<SizeSystem, string>> {
  const found = rowOf(label, from, kind);
  return found ? { ...found, [from]: label.trim() } : {};
}

/** The systems a kind's table has: shoes have no letter sizes. */
export const systemsOf = (kind: SizeKind): SizeSystem[] => SIZE_SYSTEMS.filter((system) => SIZE_TABLES[kind].some((entry) => entry[system] !== undefined));

/**
 * The system a reader sees sizes in until they choose: from the language and, when the browser says, the region
 * (es → Argentine, es-ES → European; en → US, en-GB → UK; it → Italian; fr → French).
 */
export function defaultSizeSystem(language: Language, locale?: string): SizeSystem {
  const region = locale?.split(/[-_]/)[1]?.toUpperCase();
  switch (language) {
    case 'es':
      return region && region !== 'AR' && ['ES', 'PT'].includes(region) ? 'EU' : 'AR';
    case 'en':
      return region === 'GB' || region === 'UK' || region === 'IE' ? 'UK' : 'US';
    case 'it':
      return 'IT';
    case 'fr':
      return 'FR';
    default: {
      const unknown: never = language;
      throw new Error(`Unknown language ${String(unknown)}`);
    }
  }
}
