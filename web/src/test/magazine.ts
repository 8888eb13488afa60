import type { MagazineItem } from '@vitrina/contract/magazine';

/** A magazine entry as the api shows it (GET /magazine's items): Casa Luna's image, no link, no clothes, unless given. */
export function magazineItem(overrides: Partial<MagazineItem> = {}): MagazineItem {
  return {
    id: 'm1',
    brand: { id: 'b1', name: 'Casa Luna' },
    description: 'Summer in linen',
    descriptions: { es: 'Verano de lino', en: 'Summer in linen' },
    contentType: 'image',
    media: { url: '/images/m1.webp', posterUrl: null },
    url: null,
    clothIds: [],
    clothes: [],
    publishedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
