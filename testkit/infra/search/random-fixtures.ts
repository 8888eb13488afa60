import { LANGUAGES } from '@vitrina/domain/core/languages';
import { SEARCH_SORTS, type ClothSearchDoc, type SearchQuery } from '@vitrina/infra/search/port';

/**
 * Seeded random clothes and queries for the search tests (the differential suite, the replicas): the words are
 * chosen to sit a typo or a prefix away from each other, the facets' values few, so queries find matches.
 */
let seed = 7;

/** Starts the sequence over from `start`. */
export function reseed(start = 7): void {
  seed = start;
}

export function random(): number {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 2 ** 32;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const some = <T>(items: readonly T[], max: number): T[] => [...new Set(Array.from({ length: Math.floor(random() * (max + 1)) }, () => pick(items)))];

const WORDS = [
  'camisa',
  'camisas',
  'camiseta',
  'casima',
  'vestido',
  'vestidos',
  'vestir',
  'Pantalón',
  'pantalon',
  'pantalones',
  'falda',
  'faldas',
  'azul',
  'azules',
  'rojo',
  'roja',
  'lino',
  'linen',
  'lin',
  'élégant',
  'elegante',
  'estampada',
  'estampado',
  'Zapatilla',
  'zapatillas',
];
const VALUES = {
  type: ['t1', 't2', 't3'],
  categories: ['c1', 'c2', 'c3', 'c4'],
  events: ['e1', 'e2'],
  weather: ['hot', 'cold', 'mild'],
  season: ['s1', 's2', 's3', 's4'],
  gender: ['f', 'm', 'u'],
};
const phrase = () => some(WORDS, 3).join(' ');

export function randomDoc(id: string): ClothSearchDoc {
  const names: ClothSearchDoc['names'] = {};
  for (const language of LANGUAGES) if (random() < 0.6) names[language] = phrase();
  return {
    id,
    brandId: 'b',
    brandName: random() < 0.3 ? pick(WORDS) : 'Marca',
    names,
    typeId: pick(VALUES.type),
    categoryIds: some(VALUES.categories, 2),
    categoryNames: { es: some(WORDS, 1), en: some(WORDS, 1) },
    eventIds: some(VALUES.events, 2),
    seasons: some(VALUES.season, 2),
    weather: some(VALUES.weather, 2),
    gender: pick(VALUES.gender),
    price: 1_000 * (1 + Math.floor(random() * 50)),
    listPrice: 60_000,
    discountedPrice: null,
    image: null,
    currency: 'ARS',
    tags: some(WORDS, 2),
    colors: some(WORDS, 1),
    style: null,
    visible: random() < 0.85,
    createdAt: new Date(Date.UTC(2024, 0, 1 + Math.floor(random() * 60))).toISOString(),
    favourites: Math.floor(random() * 5),
  };
}

function typed(word: string): string {
  const roll = random();
  const lower = word.toLowerCase();
  if (roll < 0.25 && lower.length > 2) return lower.slice(0, 1 + Math.floor(random() * (lower.length - 1)));
  if (roll < 0.45 && lower.length >= 5) {
    const at = Math.floor(random() * (lower.length - 1));
    return lower.slice(0, at) + lower[at + 1] + lower[at] + lower.slice(at + 2);
  }
  if (roll < 0.6 && lower.length >= 5) return lower.slice(0, 2) + 'x' + lower.slice(3);
  return word;
}

export function randomQuery(): SearchQuery {
  const filters: SearchQuery['filters'] = {};
  for (const [facet, values] of Object.entries(VALUES)) if (random() < 0.25) filters[facet as keyof typeof VALUES] = some(values, 2);
  if (random() < 0.2) filters.priceMin = 1_000 * Math.floor(random() * 30);
  if (random() < 0.2) filters.priceMax = 1_000 * Math.floor(10 + random() * 40);
  const q = random() < 0.7 ? Array.from({ length: 1 + Math.floor(random() * 3) }, () => typed(pick(WORDS))).join(' ') + (random() < 0.2 ? ' ' : '') : undefined;
  return { q, language: pick(LANGUAGES), filters, sort: pick(SEARCH_SORTS), page: 1 + Math.floor(random() * 3), pageSize: 1 + Math.floor(random() * 12) };
}
