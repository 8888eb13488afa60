import { formatMoney } from '@vitrina/domain/core/money';
import { DEFAULT_LANGUAGE, type Language } from '@vitrina/domain/core/languages';

/** The cloth's currency when none is given (seed: prices are Argentine pesos unless the brand says otherwise). */
export const DEFAULT_CURRENCY = 'ARS';

let readerLanguage: Language = DEFAULT_LANGUAGE;

/** The language prices are read in from now on (the I18nProvider keeps it the reader's). */
export function setPriceLanguage(language: Language): void {
  readerLanguage = language;
}

/**
 * A cloth's price in its own currency, written the reader's way with the currency's code where its symbol would not
 * say which it is (domain/core/money.ts, the rule the emails share): "$ 12.500" in Spanish, "ARS 12,500" in English,
 * "12.500 ARS" in Italian, "12 500 $AR" in French; whole amounts without cents.
 */
export function formatPrice(amount: number, currency: string = DEFAULT_CURRENCY, language: Language = readerLanguage): string {
  return formatMoney(amount, currency, language);
}

/** How much a discount takes off, as a whole percentage (30 for 98,000 → 68,600); null when it takes nothing. */
export function discountPercent(price: number, discounted: number | null): number | null {
  if (discounted === null || price <= 0 || discounted >= price) return null;
  const percent = Math.round((1 - discounted / price) * 100);
  return percent > 0 ? percent : null;
}
