import { formatMoney } from '@vitrina/domain/core/money';
import { DEFAULT_LANGUAGE } from '@vitrina/domain/core/languages';

/**
 * A cloth's price as the site writes it for the reader's language (web/src/lib/price.ts; both are
 * domain/core/money.ts's formatMoney): "$ 129.900" in Spanish, "ARS 129,900" in English, "129.900 ARS" in Italian,
 * "129 900 $AR" in French; whole amounts without cents.
 */
export function formatPrice(amount: number, currency: string, language: string = DEFAULT_LANGUAGE): string {
  return formatMoney(amount, currency, language);
}
