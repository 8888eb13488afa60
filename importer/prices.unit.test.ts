import { describe, expect, it } from 'vitest';
import { parsePrice, pricedAs } from './prices';

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
    ['CHF 45.–', 45, 'CHF'],
    ['1 299 SEK', 1_299, 'SEK'],
    ['NOK 349,00', 349, 'NOK'],
    ['CAD $45.99', 45.99, 'CAD'],
    ['$ 45.99 AUD', 45.99, 'AUD'],
    ['Fr. 89.90', 89.9, 'CHF'],
    ['129,99 zł', 129.99, 'PLN'],
    ['S/ 120', 120, 'PEN'],
    ['₹ 1,499', 1_499, 'INR'],
    // Three capitals that are no currency, and a sign several write, name none.
    ['NEW 45', 45, null],
    ['349 kr', 349, null],
  ])('%s → %d %s', (text, amount, currency) => {
    expect(parsePrice(text)).toEqual({ amount, currency });
  });

  it.each(['Consultar', 'Agotado', '', '$ 0', 'Gratis'])('finds no price in "%s"', (text) => {
    expect(parsePrice(text)).toBeNull();
  });
});

describe('an item’s regular and sale price', () => {
  it('is on sale only when the price paid is below the regular one', () => {
    expect(pricedAs(50_000, 42_000)).toEqual({ price: 50_000, salePrice: 42_000 });
    expect(pricedAs(42_000, 42_000)).toEqual({ price: 42_000, salePrice: null });
    // A "compare at" price left under the price after a sale: the price paid is the regular one.
    expect(pricedAs(30_000, 42_000)).toEqual({ price: 42_000, salePrice: null });
  });

  it('takes either price alone as the regular one, and none as none', () => {
    expect(pricedAs(null, 42_000)).toEqual({ price: 42_000, salePrice: null });
    expect(pricedAs(50_000, null)).toEqual({ price: 50_000, salePrice: null });
    expect(pricedAs(null, undefined)).toBeNull();
  });
});
