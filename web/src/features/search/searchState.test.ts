import { describe, expect, it } from 'vitest';
import type { UnderstoodPart } from '@vitrina/contract/search';
import { activeFilterCount, appliedFilterCount, readSearchState, searchParamsOf, withoutWords } from './searchState';

describe('search state in the address', () => {
  it('defaults to type 1, relevance, page 1 and no filters', () => {
    const state = readSearchState(new URLSearchParams('q=vestido'));
    expect(state).toEqual({
      q: 'vestido',
      type: 1,
      filters: { categories: [], colors: [], size: [], brand: [], style: [], materials: [], events: [], weather: [], season: [], gender: [] },
      priceMin: null,
      priceMax: null,
      inStock: false,
      sort: 'relevance',
      page: 1,
    });
    expect(searchParamsOf(state).toString()).toBe('q=vestido&type=1');
  });

  it('reads several values of a filter, a price range, a sort and a page, and writes them back the same', () => {
    const text = 'q=lino&type=2&categories=botas%2Czapatos&season=verano&priceMin=100&priceMax=900.5&sort=price_asc&page=3';
    expect(searchParamsOf(readSearchState(new URLSearchParams(text))).toString()).toBe(text);
  });

  it('keeps colour, size, brand, style and material filters in the address', () => {
    const text = 'q=vestido&type=1&colors=rojo%2Cnegro&size=m&brand=0b6f4f0e-2c1d-4a57-9a39-5a1e0f4c7d21&style=boho&materials=lino';
    const state = readSearchState(new URLSearchParams(text));
    expect(state.filters).toMatchObject({ colors: ['rojo', 'negro'], size: ['m'], style: ['boho'], materials: ['lino'] });
    expect(searchParamsOf(state).toString()).toBe(text);
  });

  it('keeps "in stock only" in the address as availability=in-stock, and counts it as a filter', () => {
    const text = 'q=vestido&type=1&priceMax=900&availability=in-stock';
    const state = readSearchState(new URLSearchParams(text));
    expect(state.inStock).toBe(true);
    expect(searchParamsOf(state).toString()).toBe(text);
    expect(activeFilterCount(state)).toBe(2);
    expect(readSearchState(new URLSearchParams('availability=sold-out')).inStock).toBe(false);
    expect(searchParamsOf({ ...state, inStock: false }).toString()).toBe('q=vestido&type=1&priceMax=900');
  });

  it('ignores what it cannot read', () => {
    const state = readSearchState(new URLSearchParams('type=x&sort=cheapest&page=-2&priceMin=abc&events=,,boda,boda'));
    expect(state).toMatchObject({ type: 1, sort: 'relevance', page: 1, priceMin: null, filters: { events: ['boda'] } });
  });
});

describe('the filters in force', () => {
  const red: UnderstoodPart = { facet: 'colors', ids: ['rojo', 'bordo', 'granate'], name: 'Red', words: 'roja' };
  const dresses: UnderstoodPart = { facet: 'categories', ids: ['vestidos'], name: 'Dresses', words: 'vestido' };
  const cheap: UnderstoodPart = { facet: 'price', ids: [], name: '', words: 'under 50000', priceMax: 50_000 };

  it('counts what the query was read as, a colour family once, beside what was picked', () => {
    const state = readSearchState(new URLSearchParams('q=vestido+roja&gender=mujer'));
    expect(activeFilterCount(state)).toBe(1);
    expect(appliedFilterCount(state, [red, dresses])).toBe(3);
  });

  it('counts a value both picked and read once, and a price once from either', () => {
    const state = readSearchState(new URLSearchParams('q=vestido+under+50000&categories=vestidos,faldas&priceMin=100'));
    expect(appliedFilterCount(state, [dresses, cheap])).toBe(3);
    expect(appliedFilterCount(state, [])).toBe(activeFilterCount(state));
  });

  it('counts a size and a sale the query was read as', () => {
    const state = readSearchState(new URLSearchParams('q=vestido+talle+40+en+oferta'));
    const size: UnderstoodPart = { facet: 'size', ids: ['40'], name: '40', words: 'talle 40' };
    const sale: UnderstoodPart = { facet: 'sale', ids: ['on-sale'], name: 'En oferta', words: 'en oferta' };
    expect(appliedFilterCount(state, [dresses, size, sale])).toBe(3);
  });
});

describe('taking understood words out of a query', () => {
  it('removes them whatever their case, as whole words, and collapses the spaces left', () => {
    expect(withoutWords('red dress', 'red')).toBe('dress');
    expect(withoutWords('Vestido  ROJO largo', 'rojo')).toBe('Vestido largo');
    expect(withoutWords('vestido hasta $60k  rojo', 'hasta $60k')).toBe('vestido rojo');
    expect(withoutWords("men's blue shirt", "men's")).toBe('blue shirt');
  });

  it('takes only the first occurrence, and leaves a word inside another alone', () => {
    expect(withoutWords('rojo bordo rojo', 'rojo')).toBe('bordo rojo');
    expect(withoutWords('redondo red', 'red')).toBe('redondo');
    expect(withoutWords('dress', 'dress')).toBe('');
  });
});
