import { describe, expect, it } from 'vitest';
import { CATEGORIES, demoCloth, demoClothText } from './seed';

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
    expect(find((cloth) => cloth.category.id === 'zapatos-de-vestir' && cloth.colourId === 'negro').names).toEqual({ es: 'Zapatos de cuero negros', en: 'Black leather dress shoes', it: 'Scarpe di pelle nere', fr: 'Chaussures en cuir noires' });
    expect(find((cloth) => cloth.category.id === 'collares' && cloth.materialId === 'plata').names).toEqual({ es: 'Collar de plata', en: 'Silver necklace', it: "Collana d'argento", fr: 'Collier en argent' });
    expect(new Set(CATEGORIES.flatMap((category) => category.variants.map(([colour]) => colour)))).not.toContain('verde-oliva');
  });
});
