import type { Language } from '@vitrina/domain/core/languages';
import { describe, expect, it } from 'vitest';
import { NEWEST, query } from './contract-fixtures';
import type { SearchIndex, SearchQuery } from '@vitrina/infra/search/port';

/** Text matching and relevance over the contract fixtures; a trailing space turns prefix matching off. */
export function textContract(index: () => SearchIndex): void {
  const find = async (q: string, overrides: Partial<SearchQuery> = {}) =>
    (await index().search(query({ q, sort: 'relevance', ...overrides }))).items.map((item) => item.id);

  type Case = [title: string, q: string, ids: string[], language?: Language];
  const check = (cases: Case[]) =>
    it.each(cases)('%s: %j', async (_title, q, want, language = 'es') => {
      expect(await find(q, { language })).toEqual(want);
    });

  describe('text: case and accents', () => {
    check([
      ['upper case, accent missing', 'PANTALON', ['t02', 't01']],
      ['accent given', 'pantalón', ['t02', 't01']],
      ['brand without its accent', 'lumiere', ['d01']],
      ['tag without its accent', 'algodon ', ['s03']],
      ['French name and category, shown name first', 'SOIREE', ['d01', 'd02'], 'fr'],
    ]);
  });

  describe('text: typos (none below 5 letters, one from 5, two from 9; a swap is one)', () => {
    check([
      ['5 letters, a letter missing', 'camsa ', ['s02', 's01']],
      ['6 letters, two letters swapped', 'caimsa ', ['s02', 's01']],
      ['4 letters, swapped: no typo allowed', 'lnio ', []],
      ['4 letters, one wrong: no typo allowed', 'lini ', []],
      ['8 letters, one wrong', 'pamtalon ', ['t02', 't01']],
      ['8 letters, two wrong: too many', 'pamtalox ', []],
      ['9 letters, two wrong', 'estanpadx ', ['s03']],
      ['9 letters, three wrong: too many', 'esxanpadx ', []],
    ]);
  });

  describe('text: prefixes on the last word (search as you type)', () => {
    check([
      ['a prefix of several words', 'camis', ['s03', 's02', 's01']],
      ['a prefix', 'pantal', ['t02', 't01']],
      ['no prefix after a space', 'pantal ', []],
      ['no prefix on a word before the last', 'pantal cargo', []],
      ['every word must match, the last as a prefix (d01 has "largo", a typo away, but no "pantal…")', 'cargo pantal', ['t02']],
    ]);
  });

  describe('text: relevance', () => {
    it('ranks an exact word above a prefix above a typo, whatever their age', async () => {
      const result = await index().search(query({ q: 'verde', sort: 'relevance' }));
      expect(result.items).toEqual([
        { id: 't02', score: 999_999 },
        { id: 'd03', score: 999_899 },
        { id: 's03', score: 989_999 },
      ]);
    });

    it('ranks a typo at the start of a longer word last', async () => {
      const result = await index().search(query({ q: 'camisa', sort: 'relevance' }));
      expect(result.items).toEqual([
        { id: 's02', score: 1_000_000 },
        { id: 's01', score: 1_000_000 },
        { id: 's03', score: 989_900 },
      ]);
    });

    check([
      ['every word must match (d03 is a dress with no "fiesta"), the shown name first', 'vestido fiesta', ['d01', 'd02']],
      ['a cloth must match every word (t02 has "lino" but is no shirt)', 'lino camisa', ['s01']],
      ['no cloth holds both words', 'lino vestido', []],
    ]);
  });

  describe('text: languages and the Spanish fallback', () => {
    check([
      ['Spanish name above a tag', 'lino ', ['s01', 't02'], 'es'],
      ['Italian name above a tag', 'lino ', ['s01', 't02'], 'it'],
      ['English name lacks the word: the newer first', 'lino ', ['t02', 's01'], 'en'],
      ['French name lacks the word: the newer first', 'lino ', ['t02', 's01'], 'fr'],
      ['no Italian name: the Spanish one counts', 'oficina ', ['d02', 't01', 's02'], 'it'],
      ['the English name is shown instead', 'oficina ', ['t01', 's02', 'd02'], 'en'],
      ['Italian', 'abito', ['d01']],
      ['French', 'chemise', ['s01']],
      ['English, in any request language', 'shirt', ['s03', 's02', 's01']],
      ['French names', 'robe', ['d02', 'd01'], 'fr'],
    ]);
  });

  describe('text: other fields', () => {
    check([
      ['brand', 'acme', ['t02', 't01', 's02', 't03', 's01', 'd02']],
      ['colour', 'amarillo', ['s03']],
      ['tag', 'elegante', ['d01']],
      ['category name in Italian', 'spiaggia', ['s03', 'd03']],
      ['a hidden cloth is never found', 'secreto', []],
      ['blank text is no text', '   ', NEWEST],
      ['punctuation alone is no text', '¡!?', NEWEST],
    ]);
  });

  describe('text with filters, facets and sorts', () => {
    it('counts facets over the text matches, with the other filters applied', async () => {
      const result = await index().search(query({ q: 'camisa', sort: 'relevance', filters: { gender: ['men'] } }));
      expect(result.items.map((item) => item.id)).toEqual(['s01', 's03']);
      expect(result.total).toBe(2);
      expect(result.facets.gender).toEqual({ men: 2, unisex: 1 });
      expect(result.facets.type).toEqual({ shirt: 2 });
      expect(result.price).toEqual({ min: 25_000, max: 30_000 });
    });

    it('sorts text matches by price, keeping their scores', async () => {
      const result = await index().search(query({ q: 'camisa', sort: 'price_asc' }));
      expect(result.items).toEqual([
        { id: 's03', score: 989_900 },
        { id: 's01', score: 1_000_000 },
        { id: 's02', score: 1_000_000 },
      ]);
    });
  });
}
