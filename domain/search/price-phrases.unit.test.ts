import { describe, expect, it } from 'vitest';
import { readAmount, readPricePhrase } from './price-phrases';

describe('amounts as shoppers write them', () => {
  it.each([
    ['60000', 60_000],
    ['60.000', 60_000],
    ['60,000', 60_000],
    ['60 000', 60_000],
    ['60\u202f000', 60_000],
    ['1.250.000', 1_250_000],
    ['59,90', 59.9],
    ['59.90', 59.9],
    ['12.345,50', 12_345.5],
    ['60k', 60_000],
    ['$60k', 60_000],
    ['60 mil', 60_000],
    ['50 mila', 50_000],
    ['1.5m', 1_500_000],
    ['US$ 120', 120],
    ['€80', 80],
    ['80 €', 80],
    ['30000 pesos', 30_000],
  ])('%s is %d', (written, value) => {
    expect(readAmount(written)).toBe(value);
  });

  it('reads no amount where there is none', () => {
    expect(readAmount('barato')).toBeNull();
    expect(readAmount('0')).toBeNull();
  });
});

describe('price phrases in four languages', () => {
  it.each([
    // English
    ['dress under 60000', { min: null, max: 60_000, rest: 'dress' }],
    ['red dress below $60k', { min: null, max: 60_000, rest: 'red dress' }],
    ['jacket less than 80,000', { min: null, max: 80_000, rest: 'jacket' }],
    ['shoes over 30000', { min: 30_000, max: null, rest: 'shoes' }],
    ['bags between 20k and 50k', { min: 20_000, max: 50_000, rest: 'bags' }],
    ['coat from $100 to $250', { min: 100, max: 250, rest: 'coat' }],
    // Spanish
    ['vestido menos de 60.000', { min: null, max: 60_000, rest: 'vestido' }],
    ['campera hasta $60k', { min: null, max: 60_000, rest: 'campera' }],
    ['zapatillas más de 40.000', { min: 40_000, max: null, rest: 'zapatillas' }],
    ['carteras entre 20.000 y 50.000', { min: 20_000, max: 50_000, rest: 'carteras' }],
    ['remera de 10 mil a 15 mil', { min: 10_000, max: 15_000, rest: 'remera' }],
    ['sandalias de 20 a 30 mil', { min: 20_000, max: 30_000, rest: 'sandalias' }],
    ['shorts between 20 and 50k', { min: 20_000, max: 50_000, rest: 'shorts' }],
    ['jean desde 25000', { min: 25_000, max: null, rest: 'jean' }],
    ['botas por debajo de 90.000 pesos', { min: null, max: 90_000, rest: 'botas' }],
    // French
    ['robe moins de 60 000', { min: null, max: 60_000, rest: 'robe' }],
    ["sac jusqu'à 120 €", { min: null, max: 120, rest: 'sac' }],
    ['manteau plus de 200 euros', { min: 200, max: null, rest: 'manteau' }],
    ['jupe entre 30 et 50 €', { min: 30, max: 50, rest: 'jupe' }],
    // Italian
    ['vestito meno di 50 mila', { min: null, max: 50_000, rest: 'vestito' }],
    ['borsa fino a 200 euro', { min: null, max: 200, rest: 'borsa' }],
    ['scarpe più di 80 €', { min: 80, max: null, rest: 'scarpe' }],
    ['giacca tra 100 e 300 euro', { min: 100, max: 300, rest: 'giacca' }],
  ])('%s', (query, expected) => {
    expect(readPricePhrase(query)).toMatchObject(expected);
  });

  it('says where the phrase is in the query as written, accents and capitals kept', () => {
    for (const [query, phrase] of [
      ['Vestido MENOS DE 60.000 rojo', 'MENOS DE 60.000'],
      ["jupe jusqu'à 120 € rouge", "jusqu'à 120 €"],
      ['Scarpe più di 80 € nere', 'più di 80 €'],
      ['Œillet dress between 20 and 50k', 'between 20 and 50k'],
    ]) {
      const found = readPricePhrase(query!)!;
      expect(query!.slice(found.start, found.end), query).toBe(phrase);
    }
  });

  it('puts a range given the wrong way round in order', () => {
    expect(readPricePhrase('entre 50.000 y 20.000')).toMatchObject({ min: 20_000, max: 50_000, rest: '' });
  });

  it('leaves a query without a price phrase alone: sizes, bare numbers, words that only look like bounds', () => {
    for (const query of ['vestido rojo', 'talle 38', 'jean 38-40', 'zapatillas 2 a 3', 'remera 2024', 'levis 501', 'under armour', 'de la costa']) {
      expect(readPricePhrase(query), query).toBeNull();
    }
  });
});
