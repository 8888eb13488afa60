import { describe, expect, it } from 'vitest';
import type { ClothSearchDoc } from './port';
import { COLUMN_BIT, docTerms, languageBit, nameMask, parseQuery, shownNameBit, shownNameLanguage, terms, typoBudget } from './text';

describe('terms', () => {
  it('folds case, accents, ligatures and compatibility forms, and splits on anything but letters and digits', () => {
    expect(terms('Pantalón ÉLÉGANT, t-shirt & Œuvre: ﬁne straße №5')).toEqual(['pantalon', 'elegant', 't', 'shirt', 'oeuvre', 'fine', 'strasse', 'no5']);
  });

  it('keeps digits and letters of other scripts', () => {
    expect(terms('Talle 42 — 日本 ñandú')).toEqual(['talle', '42', '日本', 'nandu']);
  });
});

describe('parseQuery', () => {
  it('treats the last word as a prefix unless the query ends in a space or a sign', () => {
    expect(parseQuery('Vestido ro')).toEqual({ words: ['vestido', 'ro'], lastIsPrefix: true });
    expect(parseQuery('vestido rojo ')).toEqual({ words: ['vestido', 'rojo'], lastIsPrefix: false });
    expect(parseQuery('vestido.')).toEqual({ words: ['vestido'], lastIsPrefix: false });
  });

  it('drops repeated words and keeps at most ten', () => {
    expect(parseQuery('rojo ROJO rojo')).toEqual({ words: ['rojo'], lastIsPrefix: true });
    expect(parseQuery('a b c d e f g h i j k l').words).toHaveLength(10);
  });

  it('has no words for blank or punctuation-only text', () => {
    expect(parseQuery(undefined)).toEqual({ words: [], lastIsPrefix: false });
    expect(parseQuery(' ¿?! ')).toEqual({ words: [], lastIsPrefix: false });
  });
});

describe('typoBudget', () => {
  it.each([
    ['lino', 0],
    ['camis', 1],
    ['pantalon', 1],
    ['estampada', 2],
    ['ñandú', 1],
  ])('%s: %i', (word, budget) => {
    expect(typoBudget(word)).toBe(budget);
  });
});

describe('docTerms', () => {
  it('gives each term with the mask of the fields holding it', () => {
    const doc = {
      names: { es: 'Camisa azul', en: 'Blue shirt' },
      brandName: 'Azul Marino',
      tags: ['camisa'],
      colors: ['azul'],
      categoryNames: { es: ['Camisas'], fr: ['Chemises'] },
    } as unknown as ClothSearchDoc;
    expect(Object.fromEntries(docTerms(doc))).toEqual({
      camisa: COLUMN_BIT.es | COLUMN_BIT.tags,
      azul: COLUMN_BIT.es | COLUMN_BIT.brand | COLUMN_BIT.colors,
      blue: COLUMN_BIT.en,
      shirt: COLUMN_BIT.en,
      marino: COLUMN_BIT.brand,
      camisas: COLUMN_BIT.categories,
      chemises: COLUMN_BIT.categories,
    });
  });
});

describe('the shown name', () => {
  it('is the request language, else Spanish, else the first there', () => {
    const mask = nameMask({ es: 'Camisa', it: 'Camicia' });
    expect(shownNameBit(mask, languageBit('it'))).toBe(languageBit('it'));
    expect(shownNameBit(mask, languageBit('en'))).toBe(languageBit('es'));
    expect(shownNameLanguage({ fr: 'Chemise', en: 'Shirt' }, 'it')).toBe('en');
    expect(shownNameLanguage({}, 'it')).toBeUndefined();
    expect(nameMask({ es: '', en: 'Shirt' })).toBe(languageBit('en'));
  });
});
