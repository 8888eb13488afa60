import { DEFAULT_LANGUAGE } from './languages';

/**
 * The locale money is read in for each language: Spanish the Argentine way, the home market's, so pesos read
 * "$ 29.900" and dollars "US$ 29"; the others as the language reads them wherever it is spoken.
 */
const MONEY_LOCALE: Readonly<Record<string, string>> = { es: 'es-AR' };

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'symbol', trailingZeroDisplay: 'stripIfInteger' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * What Vitrina bills, read one way wherever it appears (plan picker, checkout, dashboard, payment history, the
 * subscription emails): in the reader's language and the plan's currency with its unambiguous symbol (English "$29"
 * and "ARS 29,900", Spanish "US$ 29" and "$ 29.900", Italian "29 USD", French "29 $US"), whole amounts without
 * cents and the rest with two ("$15.50"). A clothes' price is the shop's and reads otherwise (web/src/lib/price.ts).
 */
export function formatMoney(amount: number, currency: string, language: string): string {
  const base = language.toLowerCase().split('-')[0] || DEFAULT_LANGUAGE;
  const locale = MONEY_LOCALE[base] ?? base;
  try {
    return formatterFor(locale, currency).format(amount);
  } catch {
    // An unknown currency code still shows the amount, with the code beside it.
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' }).format(amount)} ${currency}`;
  }
}

/** Why a typed amount is not read: nothing typed, not a number, or a number that could be read two ways. */
export type AmountProblem = 'EMPTY' | 'NOT_AN_AMOUNT' | 'AMBIGUOUS';
export type ReadAmount = { amount: number; problem?: undefined } | { amount?: undefined; problem: AmountProblem };

/** Each language's separators as Intl writes its numbers: Spanish (Argentina's) and Italian "45.900,50", English "45,900.50", French "45 900,50". */
function separatorsOf(language: string): { group: string; decimal: string } {
  const base = language.toLowerCase().split('-')[0] || DEFAULT_LANGUAGE;
  const parts = new Intl.NumberFormat(MONEY_LOCALE[base] ?? base).formatToParts(12_345.6);
  return { group: parts.find((part) => part.type === 'group')!.value, decimal: parts.find((part) => part.type === 'decimal')!.value };
}

/** A currency written beside the amount: a symbol ($, US$, €, R$, £) or an ISO code, before or after it. */
const CURRENCY_MARK = /^(?:[A-Z]{0,3}\$|€|£|[A-Z]{3})\s*|\s*(?:[A-Z]{0,3}\$|€|£|[A-Z]{3})$/gi;
const SPACES = /[\s\u00a0\u202f]/g;
const isSpace = (text: string) => /^[\s\u00a0\u202f]$/.test(text);

/**
 * An amount of money as a person types it in their language (issue 45): "45.900" and "45.900,50" in Spanish and
 * Italian, "45,900.50" in English, "45 900,50" in French (any space); digits alone ("45900", "45900,5") anywhere;
 * a currency beside it ("$ 45.900") is let be; cents are two digits at most. Digits and marks written otherwise are
 * never guessed at: in Spanish "45,900" could be 45.9 or, written the English way, 45,900, so it is AMBIGUOUS and
 * the person is shown how the language writes it; the same in English for "45.900".
 */
export function readAmount(text: string, language: string): ReadAmount {
  const typed = text.trim().replace(CURRENCY_MARK, '').trim();
  if (!typed) return { problem: text.trim() ? 'NOT_AN_AMOUNT' : 'EMPTY' };
  const { group, decimal } = separatorsOf(language);
  // Where a space groups (French), any space does; elsewhere a space is let be only before three digits ("45 900").
  const compact = isSpace(group) ? typed.replace(SPACES, group) : typed.replace(/[\s\u00a0\u202f](?=\d{3}(?!\d))/g, '');
  if (!/^\d[\d.,\u202f]*$/.test(compact)) return { problem: 'NOT_AN_AMOUNT' };
  const written = new RegExp(`^(\\d+|\\d{1,3}(?:${escapeRegExp(group)}\\d{3})+)(?:${escapeRegExp(decimal)}(\\d{1,2}))?$`).exec(compact);
  if (!written) return { problem: 'AMBIGUOUS' };
  return { amount: Number(`${written[1]!.split(group).join('')}${written[2] ? `.${written[2]}` : ''}`) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An amount as readAmount reads it back in `language`, without currency: "45.900,5" in Spanish, "45,900.5" in English. */
export function writeAmount(amount: number, language: string): string {
  const base = language.toLowerCase().split('-')[0] || DEFAULT_LANGUAGE;
  return new Intl.NumberFormat(MONEY_LOCALE[base] ?? base, { maximumFractionDigits: 2 }).format(amount);
}
