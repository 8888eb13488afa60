import { describe, expect, it } from 'vitest';
import { readSearchState, searchParamsOf } from './searchState';

describe('search state in the address', () => {
  it('defaults to type 1, relevance, page 1 and no filters', () => {
    const state = readSearchState(new URLSearchParams('q=vestido'));
    expect(state).toEqual({
      q: 'vestido',
      type: 1,
      filters: { categories: [], events: [], weather: [], season: [], gender: [] },
      priceMin: null,
      priceMax: null,
      sort: 'relevance',
      page: 1,
    });
    expect(searchParamsOf(state).toString()).toBe('q=vestido&type=1');
  });

  it('reads several values of a filter, a price range, a sort and a page, and writes them back the same', () => {
    const text = 'q=lino&type=2&categories=botas%2Czapatos&season=verano&priceMin=100&priceMax=900.5&sort=price_asc&page=3';
    expect(searchParamsOf(readSearchState(new URLSearchParams(text))).toString()).toBe(text);
  });

  it('ignores what it cannot read', () => {
    const state = readSearchState(new URLSearchParams('type=x&sort=cheapest&page=-2&priceMin=abc&events=,,boda,boda'));
    expect(state).toMatchObject({ type: 1, sort: 'relevance', page: 1, priceMin: null, filters: { events: ['boda'] } });
  });
});
