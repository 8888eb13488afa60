import { describe, expect, it } from 'vitest';
import { DEFAULT_TAXONOMY } from '@vitrina/domain/taxonomy/defaults';
import { CATEGORIES, demoCatalogue, demoCloth, demoClothText } from './seed';

/** The demo cloths' words: what the contract's `description` will carry once the catalogue accepts it. */
describe('the demo clothes in words', () => {
  it('describes every cloth in two sentences per language, naming it and its brand, within the contract’s 2,000 characters', () => {
    for (let n = 0; n < 300; n++) {
      const { names, description } = demoClothText(n, n % 3, 'Casa Luna');
      for (const language of ['es', 'en', 'it', 'fr'] as const) {
        const text = description[language];
        expect(text.length).toBeLessThanOrEqual(2_000);
        expect(text.startsWith(`${names[language]} `)).toBe(true);
        expect(text).toContain('Casa Luna');
        expect(text.match(/[.] /g)).toHaveLength(1);
        expect(text.endsWith('.')).toBe(true);
      }
    }
  });

  it('says what the picture shows: a silk dress, black leather shoes, a silver necklace', () => {
    const find = (test: (cloth: ReturnType<typeof demoCloth>) => boolean) => {
      for (let n = 0; n < 300; n++) if (test(demoCloth(n, n % 3))) return demoClothText(n, n % 3, 'Olivo');
      throw new Error('no such cloth');
    };
    expect(find((cloth) => cloth.category.id === 'vestidos' && cloth.materialId === 'seda' && cloth.colourId === 'negro').description).toEqual({
      es: 'Vestido de seda negro de Olivo: seda de brillo suave y caída fluida. Pensado para un look elegante, en talles del XS al XL.',
      en: 'Black silk dress by Olivo: silk with a soft sheen and a fluid drape. Made for an elegant look, in sizes XS to XL.',
      it: 'Abito di seta nero di Olivo: seta dalla lucentezza morbida e dalla caduta fluida. Pensato per un look elegante, nelle taglie dalla XS alla XL.',
      fr: "Robe en soie noire de Olivo : de la soie au tombé fluide et à l'éclat doux. Pensé pour un look élégant, en tailles XS à XL.",
    });
    expect(find((cloth) => cloth.category.id === 'zapatos-de-vestir' && cloth.colourId === 'negro').names).toEqual({
      es: 'Zapatos de cuero negros',
      en: 'Black leather dress shoes',
      it: 'Scarpe di pelle nere',
      fr: 'Chaussures en cuir noires',
    });
    expect(find((cloth) => cloth.category.id === 'collares' && cloth.materialId === 'plata').names).toEqual({
      es: 'Collar de plata',
      en: 'Silver necklace',
      it: "Collana d'argento",
      fr: 'Collier en argent',
    });
    expect(new Set(CATEGORIES.flatMap((category) => category.variants.map(([colour]) => colour)))).not.toContain('verde-oliva');
  });
});

/** A relevance suite judges search answers by these attributes, so each must be true of the cloth it is on. */
describe('the demo clothes’ attributes agree with what each cloth is', () => {
  const clothes = demoCatalogue();
  const visible = clothes.filter((cloth) => cloth.visible);
  const of = (categoryId: string) => visible.filter((cloth) => cloth.category.id === categoryId);
  const colours = (categoryId: string) => new Set(of(categoryId).map((cloth) => cloth.colourId));

  it('wears warm materials in the cold and light ones in the heat', () => {
    for (const cloth of clothes.filter((cloth) => ['lana', 'cachemira', 'punto', 'ante'].includes(cloth.materialId))) {
      expect(cloth.seasons.filter((season) => season === 'verano' || season === 'primavera')).toEqual([]);
      expect(cloth.weather).not.toContain('calido');
      expect(cloth.eventIds).not.toContain('playa');
    }
    for (const cloth of clothes.filter((cloth) => cloth.materialId === 'lino' || cloth.materialId === 'seda')) {
      expect(cloth.seasons).not.toContain('invierno');
      expect(cloth.weather).not.toContain('frio');
    }
    for (const cloth of of('abrigos')) expect(cloth.seasons).toEqual(['otono', 'invierno']);
    for (const cloth of of('sandalias')) expect([cloth.seasons, cloth.weather]).toEqual([['primavera', 'verano'], ['calido']]);
    for (const cloth of of('chaquetas')) expect([...cloth.seasons, ...cloth.weather]).not.toContain('verano');
  });

  it('takes each cloth only where it is worn: no sport in a suit, the beach only in light summer things', () => {
    for (const cloth of clothes) {
      if (cloth.eventIds.includes('playa')) expect(cloth.seasons).toContain('verano');
      if (cloth.eventIds.includes('deporte')) expect(['camisetas', 'zapatillas', 'gorros', 'mochilas']).toContain(cloth.category.id);
    }
    for (const id of ['trajes', 'zapatos-de-vestir'])
      for (const cloth of of(id)) expect(cloth.eventIds).toEqual(expect.arrayContaining(['oficina', 'boda', 'graduacion']));
    for (const id of ['collares', 'pendientes']) for (const cloth of of(id)) expect(cloth.eventIds).toEqual(['fiesta', 'boda', 'gala', 'coctel']);
    for (const cloth of of('zapatillas')) expect(cloth.eventIds).toEqual(expect.arrayContaining(['deporte', 'casual', 'viaje']));
    for (const cloth of of('mochilas')) expect(cloth.eventIds).toEqual(expect.arrayContaining(['viaje', 'casual']));
    expect(of('vestidos').filter((cloth) => cloth.eventIds.includes('boda')).length).toBeGreaterThan(3);
  });

  it('has dresses in several colours, red and black among them, bags in black and brown, and leather dress shoes', () => {
    expect(colours('vestidos').size).toBeGreaterThanOrEqual(5);
    expect([...colours('vestidos')]).toEqual(expect.arrayContaining(['rojo', 'negro']));
    expect([...colours('bolsos-de-mano')]).toEqual(expect.arrayContaining(['negro', 'marron']));
    expect(of('zapatos-de-vestir').every((cloth) => cloth.materialId === 'cuero')).toBe(true);
    for (const category of CATEGORIES) expect(category.variants.length).toBeGreaterThanOrEqual(category.typeId === '5' ? 2 : 4);
  });

  it('answers the queries shoppers try: blue men’s shirts, white sneakers, leather jackets, black leather bags, wool coats', () => {
    const count = (categoryId: string, test: (cloth: (typeof clothes)[number]) => boolean) => of(categoryId).filter(test).length;
    expect(count('camisas', (cloth) => cloth.colourId === 'azul' && cloth.gender === 'hombre')).toBeGreaterThan(0);
    expect(count('zapatillas', (cloth) => cloth.colourId === 'blanco')).toBeGreaterThan(2);
    expect(count('chaquetas', (cloth) => cloth.materialId === 'cuero')).toBeGreaterThan(2);
    expect(count('bolsos-de-mano', (cloth) => cloth.colourId === 'negro' && cloth.materialId === 'cuero')).toBeGreaterThan(0);
    expect(count('vestidos', (cloth) => cloth.colourId === 'rojo')).toBeGreaterThan(1);
    expect(count('abrigos', (cloth) => cloth.materialId === 'lana')).toBeGreaterThan(2);
  });

  it('is made of the taxonomy’s materials, and worn in its seasons, weather and occasions', () => {
    const terms = (kind: string) => new Set(DEFAULT_TAXONOMY.filter((term) => term.kind === kind).map((term) => term.id));
    for (const cloth of clothes) {
      expect(terms('material'), cloth.materialId).toContain(cloth.materialId);
      for (const id of cloth.seasons) expect(terms('season')).toContain(id);
      for (const id of cloth.weather) expect(terms('weather')).toContain(id);
      for (const id of cloth.eventIds) expect(terms('event')).toContain(id);
    }
  });

  it('still covers every season, weather and occasion', () => {
    const covered = (values: (cloth: (typeof clothes)[number]) => string[]) => new Set(visible.flatMap(values)).size;
    expect([covered((cloth) => cloth.seasons), covered((cloth) => cloth.weather), covered((cloth) => cloth.eventIds)]).toEqual([4, 4, 10]);
  });
});
