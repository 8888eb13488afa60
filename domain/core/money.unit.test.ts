import { describe, expect, it } from 'vitest';
import { formatMoney, readAmount, writeAmount } from './money';

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

describe('readAmount', () => {
  it.each([
    ['es', '45.900', 45_900],
    ['es', '45.900,50', 45_900.5],
    ['es', '1.245.900', 1_245_900],
    ['es', '45900', 45_900],
    ['es', '45900,5', 45_900.5],
    ['es', '$ 45.900', 45_900],
    ['es', '45 900', 45_900],
    ['it', '45.900,50', 45_900.5],
    ['it', '45.900 €', 45_900],
    ['en', '45,900.50', 45_900.5],
    ['en', '45,900', 45_900],
    ['en', '45.90', 45.9],
    ['en', 'ARS 45,900', 45_900],
    ['fr', '45 900,50', 45_900.5],
    ['fr', '45\u202f900,50', 45_900.5],
    ['fr', '45\u00a0900', 45_900],
    ['fr', '45900,5', 45_900.5],
  ])('reads %s "%s" as %d', (language, text, amount) => {
    expect(readAmount(text, language)).toEqual({ amount });
  });

  it.each([
    // Each could be read two ways, or is written another language's way: never guessed.
    ['es', '45,900'],
    ['es', '45,900.50'],
    ['es', '45.9'],
    ['it', '45,900'],
    ['en', '45.900'],
    ['en', '45.900,50'],
    ['fr', '45.900'],
    ['es', '45.90.0'],
    ['es', '45,505'],
    ['en', '12.345'],
  ])('asks %s "%s" to be written the language’s way', (language, text) => {
    expect(readAmount(text, language)).toEqual({ problem: 'AMBIGUOUS' });
  });

  it('says what is not an amount, and what is empty', () => {
    expect(readAmount('abc', 'es')).toEqual({ problem: 'NOT_AN_AMOUNT' });
    expect(readAmount('-5', 'es')).toEqual({ problem: 'NOT_AN_AMOUNT' });
    expect(readAmount('1e5', 'en')).toEqual({ problem: 'NOT_AN_AMOUNT' });
    expect(readAmount('$', 'es')).toEqual({ problem: 'NOT_AN_AMOUNT' });
    expect(readAmount('   ', 'es')).toEqual({ problem: 'EMPTY' });
  });
});

describe('writeAmount', () => {
  it.each(['es', 'en', 'it', 'fr'])('writes in %s what readAmount reads back', (language) => {
    for (const amount of [45_900, 45_900.5, 1_245_900.25, 9, 0.5]) expect(readAmount(writeAmount(amount, language), language)).toEqual({ amount });
  });
});
