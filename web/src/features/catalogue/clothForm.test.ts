import { describe, expect, it } from 'vitest';
import type { Cloth } from './api/listClothes';
import { bodyOf, draftOf, emptyDraft, parseAmount, sizesOf, validateInformation } from './clothForm';

const filled = {
  ...emptyDraft(),
  names: { es: 'Vestido lino', en: ' Linen dress ', it: '', fr: '' },
  typeId: '1',
  categoryId: 'vestidos',
  gender: 'mujer',
  price: '12.500,50',
};

describe('cloth form', () => {
  it('reads amounts written the Spanish or the English way, two decimals at most', () => {
    expect(parseAmount('12.500,50')).toBe(12500.5);
    expect(parseAmount('12500.5')).toBe(12500.5);
    expect(parseAmount('12,500')).toBe(12500);
    expect(parseAmount('1.005')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });

  it('asks for brand (admins), Spanish name, type, category, gender and a positive price', () => {
    expect(validateInformation(emptyDraft(), true)).toEqual({
      brandId: 'clothes.error.brandRequired',
      name: 'clothes.error.nameRequired',
      typeId: 'clothes.error.typeRequired',
      categoryId: 'clothes.error.categoryRequired',
      gender: 'clothes.error.genderRequired',
      price: 'clothes.error.price',
    });
    expect(validateInformation(filled, false)).toEqual({});
  });

  it('wants a discounted price below the price only when the discount is on', () => {
    expect(validateInformation({ ...filled, discountEnabled: true, discountedPrice: '12500,50' }, false)).toEqual({
      discountedPrice: 'clothes.error.discount',
    });
    expect(validateInformation({ ...filled, discountEnabled: false, discountedPrice: '99999' }, false)).toEqual({});
  });

  it('takes at most five materials, and sends them as ticked', () => {
    expect(validateInformation({ ...filled, materials: ['lana', 'seda', 'lino', 'algodon', 'cuero', 'ante'] }, false)).toEqual({ materials: 'clothes.error.materials' });
    expect(bodyOf({ ...filled, materials: ['lino', 'algodon'] }).materials).toEqual(['lino', 'algodon']);
  });

  it('sends the sizes ticked sold out in the order of the sizes, dropping those no longer listed, and a whole cloth sold out', () => {
    expect(bodyOf(filled).stock).toEqual({ soldOut: false, soldOutSizes: [] });
    const draft = { ...filled, sizes: 'S, M, L', soldOutSizes: ['L', 'XL', 'S'] };
    expect(sizesOf(draft)).toEqual(['S', 'M', 'L']);
    expect(bodyOf(draft)).toMatchObject({ sizes: ['S', 'M', 'L'], stock: { soldOut: false, soldOutSizes: ['S', 'L'] } });
    expect(bodyOf({ ...draft, soldOut: true }).stock).toEqual({ soldOut: true, soldOutSizes: ['S', 'L'] });
  });

  it('reads a cloth’s stock into the draft, and a cloth from before stock as every size in stock', () => {
    const cloth = { ...bodyOf({ ...filled, sizes: 'S, M' }), id: 'c1', brandId: 'b1', brandName: 'Sur', name: 'Vestido lino', images: [], revision: 0 } as unknown as Cloth;
    expect(draftOf({ ...cloth, stock: { soldOut: true, soldOutSizes: ['M'] } })).toMatchObject({ sizes: 'S, M', soldOut: true, soldOutSizes: ['M'] });
    const { stock: _none, ...old } = cloth;
    expect(draftOf(old)).toMatchObject({ soldOut: false, soldOutSizes: [] });
  });

  it('sends trimmed names, word lists without repeats, and no discount when it is off', () => {
    const body = bodyOf({ ...filled, tags: 'verano, lino, verano', discountedPrice: '10', currency: 'ars' });
    expect(body).toMatchObject({
      names: { es: 'Vestido lino', en: 'Linen dress' },
      tags: ['verano', 'lino'],
      price: 12500.5,
      discountedPrice: null,
      currency: 'ARS',
      colorTemperature: null,
      url: null,
    });
  });
});
