import { describe, expect, it } from 'vitest';
import { DEFAULT_TAXONOMY } from '../taxonomy/defaults';
import { DEFAULT_SYNONYMS } from './synonyms';
import { formsOf } from '../taxonomy/lexicon-forms';
import { idsMeant, QueryVocabulary, type Understanding } from './understanding';

const BRANDS = [
  { id: 'casa-luna', name: 'Casa Luna' },
  { id: 'norte', name: 'Norte' },
  { id: 'olivo', name: 'Olivo' },
  { id: 'rosa-negra', name: 'Rosa Negra' },
];
const vocabulary = new QueryVocabulary(DEFAULT_TAXONOMY, BRANDS, DEFAULT_SYNONYMS);

/** The parts as `facet:id`, in the order the words came. */
const read = (understanding: Understanding) => understanding.parts.map((part) => `${part.facet}:${part.id}`);

describe('query understanding', () => {
  it.each([
    // Spanish, with inflections and accents
    ['vestido rojo', ['categories:vestidos', 'colors:rojo']],
    ['vestidos rojos', ['categories:vestidos', 'colors:rojo']],
    ['faldas ROJAS', ['categories:faldas', 'colors:rojo']],
    ['pantalón de hombre', ['categories:pantalones', 'gender:hombre']],
    ['pantalones marrones', ['categories:pantalones', 'colors:marron']],
    ['campera de cuero', ['categories:chaquetas', 'materials:cuero']],
    ['remeras blancas para mujer', ['categories:camisetas', 'colors:blanco', 'gender:mujer']],
    ['abrigo de lana para invierno', ['categories:abrigos', 'materials:lana', 'season:invierno']],
    ['vestido para boda', ['categories:vestidos', 'events:boda']],
    // English
    ['red dress', ['colors:rojo', 'categories:vestidos']],
    ["men's blue shirt", ['gender:hombre', 'colors:azul', 'categories:camisas']],
    ['wedding guest dress', ['events:boda', 'categories:vestidos']],
    ['leather jackets', ['materials:cuero', 'categories:chaquetas']],
    ['summer dresses', ['season:verano', 'categories:vestidos']],
    ['womens white sneakers', ['gender:mujer', 'colors:blanco', 'categories:zapatillas']],
    // Italian
    ['abiti rossi da donna', ['categories:vestidos', 'colors:rojo', 'gender:mujer']],
    ['gonne nere', ['categories:faldas', 'colors:negro']],
    ['camicie bianche da uomo', ['categories:camisas', 'colors:blanco', 'gender:hombre']],
    ['giacca di pelle', ['categories:chaquetas', 'materials:cuero']],
    // French
    ['robe rouge pour femme', ['categories:vestidos', 'colors:rojo', 'gender:mujer']],
    ['chemises blanches', ['categories:camisas', 'colors:blanco']],
    ['manteaux en laine', ['categories:abrigos', 'materials:lana']],
    ['veste en cuir', ['categories:chaquetas', 'materials:cuero']],
    // Phrases of several words win over their words
    ['zapatos de vestir negros', ['categories:zapatos-de-vestir', 'colors:negro']],
    ['dress shoes', ['categories:zapatos-de-vestir']],
    ['sac à main noir', ['categories:bolsos-de-mano', 'colors:negro']],
    ["boucles d'oreilles dorées", ['categories:pendientes', 'colors:dorado']],
    ['jersey azul marino', ['categories:jerseis', 'colors:azul-marino']],
    ['t-shirt blanca', ['categories:camisetas', 'colors:blanco']],
  ])('%s', (query, parts) => {
    const understanding = vocabulary.understand(query);
    expect(read(understanding)).toEqual(parts);
    expect(understanding.text).toBe('');
  });

  it('keeps the words each part was read from as written, where they are in the query', () => {
    const query = "Men's BLUE shirt";
    const { parts } = vocabulary.understand(query);
    for (const part of parts) expect(query.slice(part.start, part.end)).toBe(part.words);
    expect(parts.map((part) => part.words)).toEqual(['Men', 'BLUE', 'shirt']);
  });

  it('reads price phrases in four languages into a range, and the rest as terms', () => {
    for (const [query, min, max] of [
      ['dress under 60000', null, 60_000],
      ['vestido menos de 60.000', null, 60_000],
      ['campera hasta $60k', null, 60_000],
      ['robe moins de 60 000', null, 60_000],
      ['abito meno di 50 mila', null, 50_000],
      ['vestido entre 20.000 y 50.000', 20_000, 50_000],
      ['dress between 20 and 50k', 20_000, 50_000],
    ] as const) {
      const understanding = vocabulary.understand(query);
      expect(understanding.price, query).toMatchObject({ min, max });
      expect(query.slice(understanding.price!.start, understanding.price!.end)).toBe(understanding.price!.words);
      expect(read(understanding), query).toEqual(query.startsWith('campera') ? ['categories:chaquetas'] : ['categories:vestidos']);
      expect(understanding.text, query).toBe('');
    }
  });

  it('reads a brand by its whole name, before the terms its words name', () => {
    expect(read(vocabulary.understand('casa luna vestido'))).toEqual(['brand:casa-luna', 'categories:vestidos']);
    // "Rosa Negra" is a brand, though "rosa" and "negra" are colours; each alone is still a colour.
    expect(read(vocabulary.understand('Rosa Negra bolso'))).toEqual(['brand:rosa-negra', 'type:4']);
    expect(read(vocabulary.understand('bolso rosa'))).toEqual(['type:4', 'colors:rosa']);
    // A brand's name is not inflected: "olivo" is the brand, "oliva" the colour.
    expect(read(vocabulary.understand('olivo'))).toEqual(['brand:olivo']);
    expect(read(vocabulary.understand('oliva'))).toEqual(['colors:oliva']);
    // Part of a brand's name alone is text.
    expect(vocabulary.understand('luna').text).toBe('luna');
  });

  it('gives stop words no weight and leaves unknown words as text', () => {
    const understanding = vocabulary.understand('vestido de lunares con volados para la fiesta en quilmes');
    expect(read(understanding)).toEqual(['categories:vestidos', 'details:lunares', 'details:volados', 'events:fiesta']);
    expect(understanding.text).toBe('quilmes');
  });

  it('names the type of the category or type the words name, and none when they name several', () => {
    expect(vocabulary.understand('zapatillas blancas').typeId).toBe('2');
    expect(vocabulary.understand('collar de plata').typeId).toBe('5');
    expect(vocabulary.understand('bolso negro').typeId).toBe('4');
    expect(vocabulary.understand('rojo').typeId).toBeNull();
    expect(vocabulary.understand('camisa y zapatillas').typeId).toBeNull();
  });

  it('corrects typos only when asked, to the nearest word it knows', () => {
    expect(vocabulary.understand('vestdo rojo').text).toBe('vestdo');
    const fuzzy = vocabulary.understand('vestdo rojo', { fuzzy: true });
    expect(read(fuzzy)).toEqual(['categories:vestidos', 'colors:rojo']);
    expect(fuzzy.corrected).toBe('vestido rojo');
    expect(vocabulary.understand('zapatilas blancas', { fuzzy: true }).corrected).toBe('zapatillas blancas');
    expect(vocabulary.understand('lether jacket', { fuzzy: true }).corrected).toBe('leather jacket');
    // Short words have no typo budget.
    expect(vocabulary.understand('roj', { fuzzy: true }).corrected).toBeNull();
    expect(vocabulary.understand('vestido rojo', { fuzzy: true }).corrected).toBeNull();
  });

  it('understands a term an admin adds, in every language it has a name in', () => {
    const added = new QueryVocabulary(
      [...DEFAULT_TAXONOMY, { kind: 'color', id: 'lavanda', names: { es: 'Lavanda', en: 'Lavender', it: 'Lavanda', fr: 'Lavande' } }],
      BRANDS,
      {},
    );
    expect(read(added.understand('vestido lavanda'))).toEqual(['categories:vestidos', 'colors:lavanda']);
    expect(read(added.understand('robe lavande'))).toEqual(['categories:vestidos', 'colors:lavanda']);
    // Lavender is a lilac (family violeta) in the default taxonomy.
    expect(read(vocabulary.understand('vestido lavanda'))).toEqual(['categories:vestidos', 'colors:lila']);
  });

  it('reads a synonym only for a term the taxonomy holds', () => {
    const bare = new QueryVocabulary(
      DEFAULT_TAXONOMY.filter((term) => term.id !== 'zapatillas'),
      [],
      DEFAULT_SYNONYMS,
    );
    expect(read(bare.understand('sneakers'))).toEqual([]);
    expect(bare.understand('sneakers').text).toBe('sneakers');
  });

  it('reads through the fashion lexicon, as the importer does: a word by its context, a modifier with its word', () => {
    // "jean" beside another category is the material: a denim jacket, not jackets and jeans.
    expect(read(vocabulary.understand('campera de jean'))).toEqual(['categories:chaquetas', 'materials:denim']);
    expect(read(vocabulary.understand('jean celeste'))).toEqual(['categories:vaqueros', 'colors:celeste']);
    // Synthetic leather is no leather, and its modifier is not left as text.
    const faux = vocabulary.understand('faux leather boots');
    expect(read(faux)).toEqual(['materials:cuero-sintetico', 'categories:botas']);
    expect(faux.text).toBe('');
    expect(read(vocabulary.understand('campera cuero eco'))).toEqual(['categories:chaquetas', 'materials:cuero-sintetico']);
    expect(vocabulary.understand('campera cuero eco').text).toBe('');
    // Cardigans and hoodies are categories of their own, apart from jumpers.
    expect(read(vocabulary.understand('cárdigan gris'))).toEqual(['categories:cardigans', 'colors:gris']);
    expect(read(vocabulary.understand('buzo canguro'))).toEqual(['categories:sudaderas', 'details:canguro']);
    expect(read(vocabulary.understand('cowboy boots'))).toEqual(['categories:botas', 'details:texanas']);
  });

  it('names the details the words say, as a filter of their own that the same detail in any language meets', () => {
    const pleated = vocabulary.understand('vestido plisado');
    expect(read(pleated)).toEqual(['categories:vestidos', 'details:plisado']);
    expect(pleated.details.map((detail) => detail.id)).toEqual(['plisado']);
    expect(pleated.text).toBe('');
    // A kind of its category: "hoodie" is a hooded sweatshirt, "blusa" a blouse, "puffer" a puffer jacket.
    expect(read(vocabulary.understand('hoodie'))).toEqual(['categories:sudaderas', 'details:capucha']);
    expect(read(vocabulary.understand('blusa blanca'))).toEqual(['categories:camisas', 'details:blusa', 'colors:blanco']);
    expect(read(vocabulary.understand('doudoune'))).toEqual(['categories:chaquetas', 'details:inflable']);
    // A kind a catalogue may lack stays text too, so a catalogue without it says so.
    const bridal = vocabulary.understand('vestido de novia');
    expect(read(bridal)).toEqual(['categories:vestidos']);
    expect(bridal.text).toBe('novia');
    expect(vocabulary.understand('robe plissée').details.map((detail) => [detail.id, detail.words])).toEqual([['plisado', 'plissée']]);
  });

  it.each([
    // A size, read with the word that introduces it, in four languages
    ['talle 43', ['size:43']],
    ['botas talle 38', ['categories:botas', 'size:38']],
    ['remera talla M', ['categories:camisetas', 'size:m']],
    ['zapatos número 38', ['type:2', 'size:38']],
    ['white shirt size XL', ['colors:blanco', 'categories:camisas', 'size:xl']],
    ['robe taille 38', ['categories:vestidos', 'size:38']],
    ['stivali taglia 40', ['categories:botas', 'size:40']],
    // A sale, before any correction takes its word for another ("soldes" gold, "saldi" warm, "sale" sage)
    ['en oferta', ['sale:on-sale']],
    ['zapatillas en oferta', ['categories:zapatillas', 'sale:on-sale']],
    ['vestidos rebajados', ['categories:vestidos', 'sale:on-sale']],
    ['liquidación', ['sale:on-sale']],
    ['promo', ['sale:on-sale']],
    ['dresses on sale', ['categories:vestidos', 'sale:on-sale']],
    ['sale', ['sale:on-sale']],
    ['soldes', ['sale:on-sale']],
    ['robes en solde', ['categories:vestidos', 'sale:on-sale']],
    ['saldi', ['sale:on-sale']],
    ['borse in saldo', ['type:4', 'sale:on-sale']],
  ])('reads a size or a sale as a filter: %s', (query, parts) => {
    for (const fuzzy of [false, true]) {
      const understanding = vocabulary.understand(query, { fuzzy });
      expect(read(understanding)).toEqual(parts);
      expect(understanding.text).toBe('');
      expect(understanding.allText).not.toMatch(/talle|talla|size|taille|taglia|oferta|sale|solde|saldi|saldo/i);
      expect(understanding.corrected).toBeNull();
    }
  });

  it('keeps the words of a size or a sale as written, and a bare number or a word beside a size word as they are', () => {
    const understanding = vocabulary.understand('Vestido rojo TALLE 40 en oferta');
    expect(understanding.parts.map((part) => [part.facet, part.words])).toEqual([
      ['categories', 'Vestido'],
      ['colors', 'rojo'],
      ['size', 'TALLE 40'],
      ['sale', 'en oferta'],
    ]);
    expect(read(vocabulary.understand('vestido 40'))).toEqual(['categories:vestidos']);
    expect(read(vocabulary.understand('talle grande'))).toEqual([]);
  });

  it('searches a kind a catalogue may lack by its words too, in four languages, and a kind search cannot bridge by its category alone', () => {
    for (const [query, text] of [
      ['vestido de novia', 'novia'],
      ['wedding dress', 'wedding dress'],
      ['abito da sposa', 'sposa'],
      ['robe de mariée', 'mariée'],
    ]) {
      const understanding = vocabulary.understand(query!);
      expect(read(understanding), query).toEqual(['categories:vestidos']);
      expect(
        understanding.details.map((detail) => detail.id),
        query,
      ).toEqual(['novia']);
      expect(understanding.text, query).toBe(text);
    }
    expect(read(vocabulary.understand('wedding guest dress'))).toEqual(['events:boda', 'categories:vestidos']);
    expect(vocabulary.understand('texanas').text).toBe('');
  });

  it('means by a term what a shopper means by it: men’s or women’s include unisex, boots the ankle boots', () => {
    expect(idsMeant('gender', 'hombre')).toEqual(['hombre', 'unisex']);
    expect(idsMeant('categories', 'botas')).toEqual(['botas', 'botines']);
    for (const q of ['botas', 'boots', 'stivali', 'bottes']) expect(read(vocabulary.understand(q)), q).toEqual(['categories:botas']);
    // Ankle boots are those alone.
    expect(idsMeant('categories', 'botines')).toEqual(['botines']);
    expect(read(vocabulary.understand('ankle boots'))).toEqual(['categories:botines']);
  });

  it('makes the forms shoppers write from a name', () => {
    expect(formsOf('rojo')).toEqual(expect.arrayContaining(['roja', 'rojos', 'rojas']));
    expect(formsOf('rosso')).toEqual(expect.arrayContaining(['rossa', 'rossi', 'rosse']));
    expect(formsOf('vestidos')).toContain('vestido');
    expect(formsOf('camicie')).toContain('camicia');
    expect(formsOf('giacche')).toContain('giacca');
    expect(formsOf('manteaux')).toContain('manteau');
    expect(formsOf('scarves')).toContain('scarf');
    expect(formsOf('vert')).toEqual(expect.arrayContaining(['verte', 'verts', 'vertes']));
  });
});
