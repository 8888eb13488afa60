const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Prices read the Spanish (Argentine) way in the cloth's own currency, whatever the reader's language
 * ("$ 12.500,00"), as the site shows them (web/src/lib/price.ts).
 */
export function formatPrice(amount: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat('es-AR', { style: 'currency', currency });
    } catch {
      return `${new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currency}`;
    }
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}
