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

/** The cloth the api would answer for a draft sent in Spanish, as an edit starts from it. */
const savedCloth = (draft: typeof filled) =>
  ({ ...bodyOf(draft, 'es'), id: 'c1', brandId: 'b1', brandName: 'Sur', name: 'Vestido lino', images: [], revision: 0 }) as unknown as Cloth;

describe('cloth form', () => {
  it('reads amounts written the reader’s way, and asks for one that could be read two ways to be written so', () => {
    expect(parseAmount('12.500,50', 'es')).toBe(12500.5);
    expect(parseAmount('45.900', 'es')).toBe(45900);
    expect(parseAmount('45,900.50', 'en')).toBe(45900.5);
    expect(parseAmount('45 900,50', 'fr')).toBe(45900.5);
    expect(parseAmount('45,900', 'es')).toBeNull();
    expect(parseAmount('abc', 'es')).toBeNull();
    expect(validateInformation({ ...filled, price: '45,900' }, false, 'es')).toEqual({ price: 'clothes.error.priceAmbiguous' });
    expect(validateInformation({ ...filled, price: '45.900' }, false, 'en')).toEqual({ price: 'clothes.error.priceAmbiguous' });
    expect(validateInformation({ ...filled, price: '45,900' }, false, 'en')).toEqual({});
    expect(bodyOf({ ...filled, price: '45.900' }, 'es').price).toBe(45900);
  });

  it('writes a cloth’s prices into the draft the reader’s way, so they read back as they were', () => {
    const cloth = savedCloth({ ...filled, discountEnabled: true, discountedPrice: '9.900,5' });
    for (const language of ['es', 'en', 'it', 'fr']) {
      const draft = draftOf(cloth, language);
      expect(bodyOf(draft, language)).toMatchObject({ price: 12500.5, discountedPrice: 9900.5 });
    }
    expect(draftOf(cloth, 'en')).toMatchObject({ price: '12,500.5', discountedPrice: '9,900.5' });
  });

  it('asks for brand (admins), Spanish name, type, category, gender and a positive price', () => {
    expect(validateInformation(emptyDraft(), true, 'es')).toEqual({
      brandId: 'clothes.error.brandRequired',
      name: 'clothes.error.nameRequired',
      typeId: 'clothes.error.typeRequired',
      categoryId: 'clothes.error.categoryRequired',
      gender: 'clothes.error.genderRequired',
      price: 'clothes.error.price',
    });
    expect(validateInformation(filled, false, 'es')).toEqual({});
  });

  it('wants a discounted price below the price only when the discount is on', () => {
    expect(validateInformation({ ...filled, discountEnabled: true, discountedPrice: '12500,50' }, false, 'es')).toEqual({
      discountedPrice: 'clothes.error.discount',
    });
    expect(validateInformation({ ...filled, discountEnabled: false, discountedPrice: '99999' }, false, 'es')).toEqual({});
  });

  it('takes at most five materials, and sends them as ticked', () => {
    expect(validateInformation({ ...filled, materials: ['lana', 'seda', 'lino', 'algodon', 'cuero', 'ante'] }, false, 'es')).toEqual({
      materials: 'clothes.error.materials',
    });
    expect(bodyOf({ ...filled, materials: ['lino', 'algodon'] }, 'es').materials).toEqual(['lino', 'algodon']);
  });

  it('sends the sizes ticked sold out in the order of the sizes, dropping those no longer listed, and a whole cloth sold out', () => {
    expect(bodyOf(filled, 'es').stock).toEqual({ soldOut: false, soldOutSizes: [] });
    const draft = { ...filled, sizes: 'S, M, L', soldOutSizes: ['L', 'XL', 'S'] };
    expect(sizesOf(draft)).toEqual(['S', 'M', 'L']);
    expect(bodyOf(draft, 'es')).toMatchObject({ sizes: ['S', 'M', 'L'], stock: { soldOut: false, soldOutSizes: ['S', 'L'] } });
    expect(bodyOf({ ...draft, soldOut: true }, 'es').stock).toEqual({ soldOut: true, soldOutSizes: ['S', 'L'] });
  });

  it('sends each image by its stored names, its middle size where it has one (an image stored before middle sizes has two)', () => {
    const images = [
      { name: 'a.webp', middle: 'a-m.webp', thumb: 'a-t.webp', url: '/images/a.webp', middleUrl: '/images/a-m.webp', thumbUrl: '/images/a-t.webp' },
      { name: 'b.webp', thumb: 'b-t.webp', url: '/images/b.webp', thumbUrl: '/images/b-t.webp' },
    ];
    expect(bodyOf({ ...filled, images }, 'es').images).toEqual([
      { name: 'a.webp', middle: 'a-m.webp', thumb: 'a-t.webp' },
      { name: 'b.webp', thumb: 'b-t.webp' },
    ]);
  });

  it('reads a cloth’s stock into the draft', () => {
    const cloth = savedCloth({ ...filled, sizes: 'S, M' });
    expect(draftOf({ ...cloth, stock: { soldOut: true, soldOutSizes: ['M'] } }, 'es')).toMatchObject({ sizes: 'S, M', soldOut: true, soldOutSizes: ['M'] });
    expect(draftOf({ ...cloth, stock: { soldOut: false, soldOutSizes: [] } }, 'es')).toMatchObject({ soldOut: false, soldOutSizes: [] });
  });

  it('sends trimmed names, word lists without repeats, and no discount when it is off', () => {
    const body = bodyOf({ ...filled, tags: 'verano, lino, verano', discountedPrice: '10', currency: 'ars' }, 'es');
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
