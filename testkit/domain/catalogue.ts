import { blankClothFields } from '@vitrina/domain/catalogue/blank';
import type { ClothFields } from '@vitrina/domain/catalogue/events';

/** Image names the catalogue's schema takes, with no stored file behind them: for logs and read models, not the api. */
export const NAMED_IMAGE = { name: `${'a'.repeat(32)}.webp`, thumb: `${'b'.repeat(32)}.webp` };

/** A shown cloth's fields: a women's shirt at 100 pesos with one photo, saying nothing more (blankClothFields). `overrides` set anything else. */
export function clothFields(overrides: Partial<ClothFields> = {}): ClothFields {
  return {
    ...blankClothFields(),
    names: { es: 'Camisa' },
    typeId: '1',
    categoryId: 'camisas',
    gender: 'mujer',
    currency: 'ARS',
    price: 100,
    visible: true,
    images: [NAMED_IMAGE],
    ...overrides,
  };
}
