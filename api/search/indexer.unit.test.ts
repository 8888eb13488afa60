import { describe, expect, it } from 'vitest';
import { detailsOf } from './indexer';

describe('the details a cloth is searched by', () => {
  const cloth = (name: string, tags: string[], description: string | null = null) => ({
    names: { es: name },
    tags,
    description: description === null ? null : { es: description },
  });

  it('reads them from its names, tags and description, in any language', () => {
    expect(detailsOf(cloth('Pollera tableada', []))).toEqual(['plisado']);
    expect(detailsOf(cloth('Sweatshirt', ['Hoodies']))).toEqual(['capucha']);
    expect(detailsOf(cloth('Sweatshirt', [], 'Cut with a hood and a kangaroo pocket.'))).toEqual(['capucha', 'canguro']);
  });

  it('reads none from a shop’s collection of several kinds, which says a cloth is one or the other', () => {
    for (const tag of ['Sweatshirts & Hoodies', 'Buzos y Canguros', 'Felpe e hoodie', 'Sweats et hoodies', 'Tops + Hoodies']) {
      expect(detailsOf(cloth("Men's Crew Neck Sweatshirt", ['Men', tag])), tag).toEqual(['cuello-redondo']);
    }
  });
});
