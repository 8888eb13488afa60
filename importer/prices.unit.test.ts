import { describe, expect, it } from 'vitest';
import { parsePrice } from './prices';

describe('a price as shops write it', () => {
  it.each([
    ['$ 12.999,00', 12_999, null],
    ['$12.999', 12_999, null],
    ['ARS 12999', 12_999, 'ARS'],
    ['US$ 45.50', 45.5, 'USD'],
    ['€ 1.234,56', 1_234.56, 'EUR'],
    ['1,234.50 USD', 1_234.5, 'USD'],
    ['$ 1.234.567', 1_234_567, null],
    ['AR$ 8.500', 8_500, 'ARS'],
    ['R$ 199,90', 199.9, 'BRL'],
    ['45,5 €', 45.5, 'EUR'],
    ['£1,299', 1_299, 'GBP'],
    ['Precio: $\u00a024.900', 24_900, null],
    ['U$S 120', 120, 'USD'],
  ])('%s → %d %s', (text, amount, currency) => {
    expect(parsePrice(text)).toEqual({ amount, currency });
  });

  it.each(['Consultar', 'Agotado', '', '$ 0', 'Gratis'])('finds no price in "%s"', (text) => {
    expect(parsePrice(text)).toBeNull();
  });
});
