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
