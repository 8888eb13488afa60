import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatPrice', () => {
  it('formats with the Spanish (Argentina) locale in pesos by default', () => {
    expect(plain(formatPrice(12500))).toBe('$ 12.500,00');
  });

  it("uses the cloth's own currency", () => {
    expect(plain(formatPrice(99.5, 'EUR'))).toBe('EUR 99,50');
    expect(plain(formatPrice(10, 'USD'))).toBe('US$ 10,00');
  });

  it('still shows the amount for a code Intl does not know', () => {
    expect(plain(formatPrice(3, 'ZZ1'))).toBe('3,00 ZZ1');
  });
});
