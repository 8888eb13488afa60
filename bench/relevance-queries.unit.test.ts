import { describe, expect, it } from 'vitest';
import { RELEVANCE_CASES, materialsOf, type RelevanceCloth } from './relevance-queries';

const count = (test: (query: (typeof RELEVANCE_CASES)[number]) => boolean) => RELEVANCE_CASES.filter(test).length;

describe("the relevance suite's cases (issue 28)", () => {
  it('are at least 150, in all four languages with at least 20 each, Spanish the most', () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(150);
    const byLanguage = Object.fromEntries((['es', 'en', 'it', 'fr'] as const).map((language) => [language, count((query) => query.language === language)]));
    for (const language of ['es', 'en', 'it', 'fr']) expect(byLanguage[language], language).toBeGreaterThanOrEqual(20);
    expect(byLanguage.es).toBe(Math.max(...Object.values(byLanguage)));
  });

  it('include at least 10 typos, 10 price phrases and 8 queries with no answer, and brands, genders and occasions', () => {
    expect(count((query) => query.tags.includes('typo'))).toBeGreaterThanOrEqual(10);
    expect(count((query) => query.tags.includes('price'))).toBeGreaterThanOrEqual(10);
    expect(count((query) => query.expectEmpty === true)).toBeGreaterThanOrEqual(8);
    for (const tag of ['brand', 'gender', 'occasion', 'season', 'weather', 'style', 'material', 'multiword', 'othertype'] as const) {
      expect(
        count((query) => query.tags.includes(tag)),
        tag,
      ).toBeGreaterThan(0);
    }
  });

  it('ask each query once per language', () => {
    const keys = RELEVANCE_CASES.map((query) => `${query.language} ${query.q.trim().toLowerCase()}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('mark the queries with no answer both ways (expectEmpty and the tag), and send a type the header has', () => {
    expect(RELEVANCE_CASES.filter((query) => (query.expectEmpty === true) !== query.tags.includes('empty')).map((query) => query.q)).toEqual([]);
    expect(RELEVANCE_CASES.every((query) => query.type === undefined || ['1', '2', '3', '4', '5'].includes(query.type))).toBe(true);
    // Most as the header sends them (type 1), some from the search page with another type chosen.
    expect(count((query) => query.type !== undefined && query.type !== '1')).toBeGreaterThanOrEqual(4);
    expect(RELEVANCE_CASES.every((query) => query.q.trim().length > 0 && query.q.length <= 200)).toBe(true);
  });

  it('judge a cloth by its attributes: a colour word covers its family, a shade only itself, men means hombre or unisex', () => {
    const cloth = (fields: Partial<RelevanceCloth>): RelevanceCloth => ({
      typeId: '1',
      categoryId: 'vestidos',
      colors: ['bordo'],
      style: 'elegante',
      gender: 'mujer',
      eventIds: ['boda'],
      seasons: ['verano'],
      weather: ['calido'],
      brandName: 'Casa Luna',
      effectivePrice: 55_900,
      tags: ['seda', 'bordo'],
      ...fields,
    });
    const relevant = (q: string, language: string, fields: Partial<RelevanceCloth> = {}) =>
      RELEVANCE_CASES.find((query) => query.q === q && query.language === language)!.relevant(cloth(fields));
    expect(relevant('vestido rojo', 'es')).toBe(true);
    expect(relevant('vestido rojo', 'es', { colors: ['rosa'] })).toBe(false);
    expect(relevant('burgundy boots', 'en', { categoryId: 'botas', typeId: '2' })).toBe(true);
    expect(relevant('burgundy boots', 'en', { categoryId: 'botas', typeId: '2', colors: ['rojo'] })).toBe(false);
    expect(relevant('chemise homme', 'fr', { categoryId: 'camisas', gender: 'unisex' })).toBe(true);
    expect(relevant('chemise homme', 'fr', { categoryId: 'camisas', gender: 'mujer' })).toBe(false);
    expect(relevant('dress under 60000', 'en')).toBe(true);
    expect(relevant('dress under 60000', 'en', { effectivePrice: 60_900 })).toBe(false);
    expect(relevant('vestido de seda', 'es')).toBe(true);
    expect(relevant('vestido de seda', 'es', { materials: ['lino'] })).toBe(false);
    // From the header (type 1), a query naming no category keeps to clothing.
    expect(relevant('casa luna', 'es')).toBe(true);
    expect(relevant('casa luna', 'es', { typeId: '4', categoryId: 'mochilas' })).toBe(false);
    for (const query of RELEVANCE_CASES.filter((query) => query.expectEmpty)) expect(typeof query.relevant(cloth({}))).toBe('boolean');
  });

  it('read materials from the read model, or before it has them from the tags that name one', () => {
    const base = {
      typeId: '1',
      categoryId: 'camisas',
      colors: [],
      style: null,
      gender: 'hombre',
      eventIds: [],
      seasons: [],
      weather: [],
      brandName: 'Norte',
      effectivePrice: 1,
    };
    expect(materialsOf({ ...base, tags: ['algodón', 'blanco'] })).toEqual(['algodon']);
    expect(materialsOf({ ...base, tags: ['algodón'], materials: ['lino'] })).toEqual(['lino']);
    expect(materialsOf({ ...base, tags: ['blanco'] })).toEqual([]);
  });
});
