import { describe, expect, it } from 'vitest';
import { discountPercent, formatPrice } from './price';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatPrice', () => {
  it('reads pesos the Argentine way in Spanish, whole amounts without cents', () => {
    expect(plain(formatPrice(12500, 'ARS', 'es'))).toBe('$ 12.500');
    expect(plain(formatPrice(12500.5, 'ARS', 'es'))).toBe('$ 12.500,50');
  });

  it("writes the reader's way, with the currency's code where its symbol would not say which", () => {
    expect(plain(formatPrice(12500, 'ARS', 'en'))).toBe('ARS 12,500');
    expect(plain(formatPrice(12500, 'ARS', 'it'))).toBe('12.500 ARS');
    expect(plain(formatPrice(12500, 'ARS', 'fr'))).toBe('12 500 $AR');
    expect(plain(formatPrice(99.5, 'EUR', 'es'))).toBe('EUR 99,50');
    expect(plain(formatPrice(10, 'USD', 'es'))).toBe('US$ 10');
  });

  it('still shows the amount for a code Intl does not know', () => {
    expect(plain(formatPrice(3, 'ZZ1', 'es'))).toBe('3 ZZ1');
  });
});

describe('discountPercent', () => {
  it('rounds what a discount takes off to a whole percentage, and is null when it takes nothing', () => {
    expect(discountPercent(98_000, 68_600)).toBe(30);
    expect(discountPercent(100, 99.6)).toBeNull();
    expect(discountPercent(100, 100)).toBeNull();
    expect(discountPercent(100, null)).toBeNull();
  });
});
