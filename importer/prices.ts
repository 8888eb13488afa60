/** A price as a shop wrote it: the amount and, when the text says, the currency (ISO 4217). */
export interface Price {
  amount: number;
  currency: string | null;
}

/**
 * Currency marks, longest first so "US$" wins over "$", and the signs that name one currency ("zł", "Fr.", "₹"). A bare
 * "$" names no currency (pesos in Argentina, dollars elsewhere): an ISO 4217 code beside the amount decides (`CAD $45`),
 * else the importer's configured currency. Signs several currencies write ("kr", "¥") name none.
 */
const MARKS: ReadonlyArray<[RegExp, string | null]> = [
  [/US\$|U\$S|USD|U\$D/i, 'USD'],
  [/AR\$|ARS/i, 'ARS'],
  [/R\$|BRL/i, 'BRL'],
  [/CLP/i, 'CLP'],
  [/COP/i, 'COP'],
  [/MXN/i, 'MXN'],
  [/UYU|\$U/i, 'UYU'],
  [/€|EUR/i, 'EUR'],
  [/£|GBP/i, 'GBP'],
  [/zł/, 'PLN'],
  [/Kč/, 'CZK'],
  [/(?<![\p{L}])Fr\./u, 'CHF'],
  [/(?<![\p{L}])S\/\s?\d/u, 'PEN'],
  [/₹/, 'INR'],
  [/₺/, 'TRY'],
  [/₩/, 'KRW'],
  [/₪/, 'ILS'],
  [/₲/, 'PYG'],
  [/₡/, 'CRC'],
  [/\$/, null],
];

/** The ISO 4217 codes there are, as the runtime knows them. */
const ISO_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

/** An ISO 4217 code written just before the amount (a sign between let be) or just after it: "CHF 45.–", "1 299 SEK". */
function codeBeside(text: string): string | null {
  const match = text.match(/(?<![\p{L}])([A-Z]{3})\s?[$€£]?\s?(?=\d)|\d[\d.,\s\u00a0'’–-]*?([A-Z]{3})(?![\p{L}])/u);
  const code = match?.[1] ?? match?.[2];
  return code && ISO_CODES.has(code) ? code : null;
}

/**
 * Reads "$ 12.999,00", "$12.999", "ARS 12999", "US$ 45.50", "€ 1.234,56", "1,234.50 USD", "CHF 45.–". With both separators the
 * last one is the decimal point; with one kind only, it separates thousands when it repeats or is followed by
 * exactly three digits ("12.999", "1,234"), and is the decimal point otherwise ("45.50", "45,5"). Null when there is
 * no amount ("Consultar", "Agotado").
 */
export function parsePrice(text: string): Price | null {
  const currency = MARKS.find(([mark]) => mark.test(text))?.[1] ?? codeBeside(text);
  const number = text
    .match(/\d[\d.,\s\u00a0']*/)?.[0]
    ?.replace(/[\s\u00a0']+/g, '')
    .replace(/[.,]$/, '');
  if (!number) return null;
  const lastDot = number.lastIndexOf('.');
  const lastComma = number.lastIndexOf(',');
  let normalized: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    normalized = number.split(thousands).join('').replace(decimal, '.');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    const parts = number.split(separator);
    const thousands = parts.length > 2 || parts[parts.length - 1]!.length === 3;
    normalized = thousands ? parts.join('') : parts.join('.');
  } else {
    normalized = number;
  }
  const amount = Number(normalized);
  return Number.isFinite(amount) && amount > 0 ? { amount: Math.round(amount * 100) / 100, currency } : null;
}

/** What an item costs: its regular price, and the price on sale (below it) while a sale is on, else null. */
export interface Priced {
  price: number;
  salePrice: number | null;
}

/**
 * A regular price and the price a shopper pays now as an item's prices: a sale only when the price paid is below the
 * regular one (a "compare at" price at or under the price, as shops leave them after a sale, is no sale); either
 * alone is the regular price. Null when neither is given.
 */
export function pricedAs(regular: number | null | undefined, paid: number | null | undefined): Priced | null {
  if (regular != null && paid != null) return paid < regular ? { price: regular, salePrice: paid } : { price: paid, salePrice: null };
  const only = paid ?? regular;
  return only == null ? null : { price: only, salePrice: null };
}

/** What it costs now: the sale price while there is one. */
export const paidPrice = (priced: Priced) => priced.salePrice ?? priced.price;
