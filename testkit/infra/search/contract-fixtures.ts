import type { ClothSearchDoc, SearchQuery } from '@vitrina/infra/search/port';

/**
 * A small catalogue whose every case is worked out by hand in the contract: three types, overlapping
 * categories, a price tie (s02 and t03, created at the same instant), a favourites tie (s02 and s03), one name
 * missing in Italian (d02), one hidden cloth (h01) that would win every sort, two sold out (d02, s03).
 */
const CATEGORY_NAMES: Record<string, ClothSearchDoc['categoryNames']> = {
  party: { es: ['Fiesta'], en: ['Party'], it: ['Festa'], fr: ['Soirée'] },
  office: { es: ['Oficina'], en: ['Office'], it: ['Ufficio'], fr: ['Bureau'] },
  beach: { es: ['Playa'], en: ['Beach'], it: ['Spiaggia'], fr: ['Plage'] },
  casual: { es: ['Informal'], en: ['Casual'], it: ['Casual'], fr: ['Décontracté'] },
};

function cloth(
  id: string,
  names: ClothSearchDoc['names'],
  fields: Partial<ClothSearchDoc> & Pick<ClothSearchDoc, 'typeId' | 'categoryIds' | 'price' | 'createdAt'>,
): ClothSearchDoc {
  const categoryNames: ClothSearchDoc['categoryNames'] = {};
  for (const category of fields.categoryIds) {
    for (const [language, list] of Object.entries(CATEGORY_NAMES[category] ?? {}) as [keyof ClothSearchDoc['names'], string[]][]) {
      categoryNames[language] = [...(categoryNames[language] ?? []), ...list];
    }
  }
  return {
    id,
    brandId: 'acme',
    brandName: 'Acme',
    names,
    categoryNames,
    eventIds: [],
    seasons: [],
    weather: [],
    gender: 'women',
    currency: 'ARS',
    tags: [],
    colors: [],
    style: null,
    visible: true,
    favourites: 0,
    discountedPrice: null,
    image: { name: `${id}.webp`, thumb: `${id}-thumb.webp` },
    availability: 'in-stock',
    ...fields,
    listPrice: fields.listPrice ?? fields.price,
  };
}

export const CLOTHES: readonly ClothSearchDoc[] = [
  cloth(
    'd01',
    { es: 'Vestido de fiesta largo', en: 'Long party dress', it: 'Abito da sera lungo', fr: 'Robe de soirée longue' },
    {
      typeId: 'dress',
      categoryIds: ['party'],
      eventIds: ['wedding'],
      seasons: ['summer', 'spring'],
      weather: ['hot'],
      price: 120_000,
      createdAt: '2024-01-01T10:00:00.000Z',
      favourites: 5,
      brandId: 'lumiere',
      brandName: 'Lumière',
      tags: ['elegante'],
      colors: ['rojo'],
      colorIds: ['rojo'],
      materials: ['seda'],
      details: ['plisado'],
      sizes: ['s', 'm'],
      style: 'elegante',
    },
  ),
  cloth(
    'd02',
    { es: 'Vestido de oficina', en: 'Office dress', fr: 'Robe de bureau' },
    {
      typeId: 'dress',
      categoryIds: ['party', 'office'],
      eventIds: ['graduation'],
      seasons: ['winter'],
      weather: ['cold'],
      price: 80_000,
      createdAt: '2024-01-02T10:00:00.000Z',
      favourites: 10,
      colors: ['negro'],
      colorIds: ['negro'],
      sizes: ['m'],
      availability: 'sold-out',
    },
  ),
  cloth(
    'd03',
    { es: 'Vestido playero', en: 'Beach dress' },
    {
      typeId: 'dress',
      categoryIds: ['beach'],
      seasons: ['summer'],
      weather: ['hot'],
      price: 45_000,
      createdAt: '2024-01-03T10:00:00.000Z',
      brandName: 'Mar Azul',
      tags: ['verano', 'verdeagua'],
      colors: ['azul'],
    },
  ),
  cloth(
    's01',
    { es: 'Camisa de lino', en: 'Linen shirt', it: 'Camicia di lino', fr: 'Chemise en lin' },
    {
      typeId: 'shirt',
      categoryIds: ['casual'],
      seasons: ['spring', 'autumn'],
      weather: ['mild'],
      gender: 'men',
      price: 30_000,
      createdAt: '2024-01-04T10:00:00.000Z',
      favourites: 3,
      colors: ['blanco'],
      colorIds: ['blanco'],
      materials: ['lino'],
      sizes: ['m', 'l'],
    },
  ),
  cloth(
    's02',
    { es: 'Camisa Oxford', en: 'Oxford shirt' },
    {
      typeId: 'shirt',
      categoryIds: ['office'],
      eventIds: ['graduation'],
      seasons: ['autumn', 'winter'],
      weather: ['cold', 'rainy'],
      gender: 'unisex',
      price: 60_000,
      createdAt: '2024-01-05T10:00:00.000Z',
      favourites: 7,
      tags: ['oficina'],
      colors: ['celeste'],
    },
  ),
  cloth(
    's03',
    { es: 'Camiseta estampada', en: 'Printed t-shirt' },
    {
      typeId: 'shirt',
      categoryIds: ['casual', 'beach'],
      eventIds: ['concert'],
      seasons: ['summer'],
      weather: ['hot'],
      gender: 'men',
      price: 25_000,
      createdAt: '2024-01-06T10:00:00.000Z',
      favourites: 7,
      brandId: 'verte',
      brandName: 'Verte',
      tags: ['algodón'],
      colors: ['amarillo'],
      availability: 'sold-out',
    },
  ),
  cloth(
    't01',
    { es: 'Pantalón de vestir', en: 'Dress trousers', fr: 'Pantalon habillé' },
    {
      typeId: 'trousers',
      categoryIds: ['office'],
      seasons: ['winter'],
      weather: ['cold'],
      gender: 'men',
      price: 90_000,
      createdAt: '2024-01-07T10:00:00.000Z',
      favourites: 1,
      colors: ['gris'],
    },
  ),
  cloth(
    't02',
    { es: 'Pantalón cargo', en: 'Cargo trousers' },
    {
      typeId: 'trousers',
      categoryIds: ['casual'],
      eventIds: ['concert'],
      seasons: ['spring'],
      weather: ['mild', 'rainy'],
      price: 55_000,
      createdAt: '2024-01-08T10:00:00.000Z',
      tags: ['lino'],
      colors: ['verde'],
    },
  ),
  cloth(
    't03',
    { es: 'Jean recto', en: 'Straight jeans' },
    {
      typeId: 'trousers',
      categoryIds: ['casual'],
      seasons: ['autumn'],
      weather: ['mild'],
      gender: 'unisex',
      price: 60_000,
      createdAt: '2024-01-05T10:00:00.000Z',
      favourites: 2,
      colors: ['azul'],
      colorIds: ['azul'],
      materials: ['denim'],
      details: ['tiro-alto', 'plisado'],
    },
  ),
  cloth(
    'h01',
    { es: 'Vestido secreto', en: 'Secret dress' },
    {
      typeId: 'dress',
      categoryIds: ['party'],
      eventIds: ['wedding'],
      seasons: ['summer'],
      weather: ['hot'],
      price: 999_999,
      createdAt: '2024-02-01T10:00:00.000Z',
      favourites: 100,
      visible: false,
    },
  ),
];

/** Visible ids, newest first (the order of every sort's ties and of relevance without text). */
export const NEWEST = ['t02', 't01', 's03', 's02', 't03', 's01', 'd03', 'd02', 'd01'];

export function query(overrides: Partial<SearchQuery> = {}): SearchQuery {
  return { language: 'es', filters: {}, sort: 'newest', page: 1, pageSize: 50, ...overrides };
}
