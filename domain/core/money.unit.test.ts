import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

/** Intl separates some amounts from their symbol with a no-break space; compared as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const money = (amount: number, currency: string, language: string) => plain(formatMoney(amount, currency, language));

describe('formatMoney', () => {
  it.each([
    ['en', 'USD', 29, '$29'],
    ['en', 'USD', 15.5, '$15.50'],
    ['en', 'ARS', 29_900, 'ARS 29,900'],
    ['es', 'USD', 29, 'US$ 29'],
    ['es', 'USD', 15.5, 'US$ 15,50'],
    ['es', 'ARS', 29_900, '$ 29.900'],
    ['it', 'USD', 290, '290 USD'],
    ['it', 'ARS', 599_000, '599.000 ARS'],
    ['fr', 'USD', 9, '9 $US'],
    ['fr', 'ARS', 9_900, '9 900 $AR'],
  ])('reads %s %s %d as "%s"', (language, currency, amount, expected) => {
    expect(money(amount, currency, language)).toBe(expected);
  });

  it('shows cents only when there are some, and rounds to the cent', () => {
    expect(money(9, 'USD', 'en')).toBe('$9');
    expect(money(9.1, 'USD', 'en')).toBe('$9.10');
    expect(money(15.333, 'USD', 'en')).toBe('$15.33');
  });

  it('takes a language with a region as the language', () => {
    expect(money(29, 'USD', 'en-GB')).toBe('$29');
    expect(money(29, 'USD', 'es-ES')).toBe('US$ 29');
  });

  it('keeps dollars and pesos apart in every language', () => {
    for (const language of ['es', 'en', 'it', 'fr']) expect(money(9, 'USD', language)).not.toBe(money(9, 'ARS', language));
  });

  it('shows an unknown currency code beside the amount', () => {
    expect(money(12.5, 'XYZ1', 'en')).toBe('12.50 XYZ1');
  });
});
