import type { Me } from '@vitrina/contract/accounts';
import type { AdminBrand, AdminBrandList } from '@vitrina/contract/brands';
import type { ClothPage, ClothSummary, ClothView } from '@vitrina/contract/catalogue';
import type { SearchAnswer } from '@vitrina/contract/search';
import type { TaxonomyData } from '@vitrina/contract/taxonomy';
import { blankClothFields } from '@vitrina/domain/catalogue/blank';
import { COOKIE_NOTICE_VERSION, LEGAL_VERSIONS } from '@vitrina/domain/accounts/legal';

/*
 * The api's answers as web tests give them, whole: typed by the contract (contract/*.ts) that the app parses them
 * with and the api's tests hold the api to, so a test's answer is one the api can give. Each takes what the test is
 * about as overrides.
 */

/** A cloth as lists show it (search, favourites, recommendations). */
export function clothSummary(overrides: Partial<ClothSummary> = {}): ClothSummary {
  return {
    id: 'c1',
    name: 'Linen shirt',
    brand: { id: 'b1', name: 'Casa Luna' },
    price: 25000,
    currency: 'ARS',
    discountedPrice: null,
    image: null,
    inStock: true,
    ...overrides,
  };
}

/** A cloth as its brand and readers see it (GET /clothes/:id without its brand, history, brand pages). */
export function clothView(overrides: Partial<ClothView> = {}): ClothView {
  return {
    id: 'c1',
    brandId: 'b1',
    brandName: 'Casa Luna',
    name: 'Linen shirt',
    ...blankClothFields(),
    names: { es: 'Camisa de lino' },
    typeId: '1',
    categoryId: 'camisas',
    gender: 'mujer',
    inStock: true,
    currency: 'ARS',
    price: 19000,
    effectivePrice: 19000,
    visible: true,
    images: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    revision: 1,
    ...overrides,
  };
}

/** GET /clothes/:id, and the cloth edits' answers: the cloth, its brand (no logo) and no size chart unless given. */
export function clothPage(overrides: Partial<ClothPage> = {}): ClothPage {
  const { brand, sizeChart, imported, ...view } = overrides;
  const cloth = clothView(view);
  return {
    ...cloth,
    brand: brand ?? { id: cloth.brandId, name: cloth.brandName, logo: null },
    sizeChart: sizeChart ?? null,
    ...(imported === undefined ? {} : { imported }),
  };
}

/** GET /search: a page of the clothes given, nothing understood, relaxed or corrected, no facets unless given. */
export function searchAnswer(overrides: Partial<SearchAnswer> = {}): SearchAnswer {
  const items = overrides.items ?? [];
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 24,
    facets: {},
    price: null,
    understood: [],
    text: '',
    type: '1',
    relaxed: null,
    didYouMean: null,
    otherTypes: [],
    popular: [],
    ...overrides,
  };
}

/** GET /categories/data/: every kind of term, none unless given. */
export function taxonomyData(overrides: Partial<TaxonomyData> = {}): TaxonomyData {
  return { types: [], categories: [], events: [], genders: [], seasons: [], weather: [], colors: [], styles: [], materials: [], ...overrides };
}

/** A brand as the admin area shows it (GET /admin/brands' items, GET /admin/brand, a brand's edits). */
export function adminBrand(overrides: Partial<AdminBrand> = {}): AdminBrand {
  return {
    id: 'b1',
    name: 'Casa Luna S.A.',
    brand: 'Casa Luna',
    description: '',
    location: '',
    logo: null,
    prestige: 0,
    clothes: 0,
    sizeCharts: [],
    createdAt: '2026-01-10T12:00:00.000Z',
    owner: null,
    subscription: null,
    ...overrides,
  };
}

/** GET /admin/brands: one page holding the brands given. */
export function adminBrandList(items: AdminBrand[]): AdminBrandList {
  return { items, total: items.length, page: 1, pageSize: 200 };
}

/** GET /auth/me for a signed-in account: a verified shopper who accepted the current legal texts and cookie notice. */
export function signedInMe(overrides: Partial<Exclude<Me, { user: null }>> = {}): Exclude<Me, { user: null }> {
  const legal = {
    terms: LEGAL_VERSIONS.terms,
    privacy: LEGAL_VERSIONS.privacy,
    cookies: COOKIE_NOTICE_VERSION,
    mustAccept: false,
    current: { ...LEGAL_VERSIONS },
    cookieNotice: COOKIE_NOTICE_VERSION,
  };
  return { userId: 'u-ana', user: 'ana', email: 'ana@example.com', type: 'USER', preferenceGender: null, emailVerified: true, legal, ...overrides };
}
