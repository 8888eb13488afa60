/** The cloth's currency when none is given (seed: prices are Argentine pesos unless the brand says otherwise). */
export const DEFAULT_CURRENCY = 'ARS';

const formatters = new Map<string, Intl.NumberFormat>();

/** Prices read the Spanish way in the cloth's own currency, whatever the reader's language ("$ 12.500,00"). */
export function formatPrice(amount: number, currency: string = DEFAULT_CURRENCY): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat('es-AR', { style: 'currency', currency });
    } catch {
      // An unknown code still shows the amount, with the code beside it.
      formatter = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      return `${formatter.format(amount)} ${currency}`;
    }
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}
