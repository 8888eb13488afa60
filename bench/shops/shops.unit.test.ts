import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AR_SHOPIFY_CASES } from './ar-shopify-queries';
import { EU_WOOCOMMERCE_CASES } from './eu-woocommerce-queries';
import { wants, type ShopCase } from './intent';
import { serveShop } from './serve';
import { SHOPIFY_CATEGORIES, type Truth, type TruthProduct } from './truth';
import { categoryRight, familyOf, materialOf, occasionOf } from './vitrina-terms';

const truthOf = (name: string) => JSON.parse(readFileSync(new URL(`./${name}/truth.json`, import.meta.url), 'utf8')) as Truth;
const SHOPS = [
  { name: 'ar-shopify', cases: AR_SHOPIFY_CASES },
  { name: 'eu-woocommerce', cases: EU_WOOCOMMERCE_CASES },
] as const;

const product = (fields: Partial<TruthProduct>): TruthProduct => ({
  path: '/products/x',
  title: 'Campera Eco Cuero Negra',
  category: { id: 'aa-1-10-2', name: 'Coats & Jackets' },
  gender: 'women',
  colours: ['Negro'],
  families: ['black'],
  materials: ['synthetic-leather', 'polyester'],
  occasions: [],
  seasons: ['winter'],
  onSale: false,
  sizes: ['S', 'M'],
  price: 99_900,
  currency: 'ARS',
  ...fields,
});

describe("the real shops' catalogues (issue 44, item 6)", () => {
  it('hold at least 250 products each, every one with a taxonomy category, a colour, a material and a page of its own', () => {
    for (const { name } of SHOPS) {
      const { products, taxonomy } = truthOf(name);
      expect(products.length, name).toBeGreaterThanOrEqual(250);
      expect(taxonomy.licence).toBe('MIT');
      expect(products.filter((entry) => SHOPIFY_CATEGORIES[entry.category.id] !== entry.category.name)).toEqual([]);
      expect(products.filter((entry) => entry.families.length === 0 || entry.materials.length === 0)).toEqual([]);
      expect(new Set(products.map((entry) => entry.path)).size).toBe(products.length);
    }
  });

  it('are asked at least 100 queries each, at least 20 in each language, and each query once', () => {
    for (const { name, cases } of SHOPS) {
      expect(cases.length, name).toBeGreaterThanOrEqual(100);
      for (const language of ['es', 'en', 'it', 'fr'])
        expect(cases.filter((query) => query.language === language).length, `${name} ${language}`).toBeGreaterThanOrEqual(20);
      const keys = cases.map((query) => `${query.language} ${query.q}`);
      expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    }
  });

  it('mark a query with no product to find as such, and every other finds some in the truth', () => {
    for (const { name, cases } of SHOPS) {
      const { products } = truthOf(name);
      const found = (query: ShopCase) => products.some((entry) => wants(query.intent, entry));
      expect(
        cases.filter((query) => found(query) === query.tags.includes('empty')).map((query) => query.q),
        name,
      ).toEqual([]);
    }
  });
});

describe('an intent', () => {
  it('reads synthetic leather apart from leather, a colour as its family, and unisex for either gender', () => {
    expect(wants({ materials: ['synthetic-leather'] }, product({}))).toBe(true);
    expect(wants({ materials: ['leather'] }, product({}))).toBe(false);
    expect(wants({ colours: ['black'] }, product({}))).toBe(true);
    expect(wants({ colours: ['white'] }, product({}))).toBe(false);
    expect(wants({ shades: ['negro'] }, product({}))).toBe(true);
    expect(wants({ gender: 'men' }, product({ gender: 'unisex' }))).toBe(true);
    expect(wants({ gender: 'men' }, product({}))).toBe(false);
    expect(wants({ categories: ['aa-1-10'] }, product({}))).toBe(true);
    expect(wants({ categories: ['aa-1-10-2-9'] }, product({}))).toBe(false);
    expect(wants({ maxPrice: 99_900, sale: true }, product({ onSale: true }))).toBe(true);
    expect(wants({ maxPrice: 99_899 }, product({}))).toBe(false);
    expect(wants({ size: 'L' }, product({}))).toBe(false);
    expect(wants({ occasion: 'party' }, product({}))).toBe(false);
  });
});

describe("a cloth's Vitrina terms in the truth's words", () => {
  it('take a category for right when it is the one the taxonomy places the Shopify category in, or stands at its node', () => {
    expect(categoryRight('chaquetas', 'aa-1-10-2-14')).toBe(true);
    expect(categoryRight('vestidos', 'aa-1-10-2')).toBe(false);
    // Hoodies are sweatshirts to the taxonomy, not the tops above them.
    expect(categoryRight('sudaderas', 'aa-1-13-13')).toBe(true);
    expect(categoryRight('tops', 'aa-1-13-13')).toBe(false);
    expect(categoryRight('zapatos-de-vestir', 'aa-8')).toBe(true);
    expect(categoryRight('zapatos-de-vestir', 'aa-8-8')).toBe(false);
    expect(categoryRight('mochilas', 'lb-1')).toBe(true);
    expect(categoryRight('bolsos-de-mano', 'lb-1')).toBe(false);
  });

  it('read colours, materials and occasions by their English names', () => {
    expect(familyOf('bordo')).toBe('red');
    expect(familyOf('crudo')).toBe('white');
    expect(familyOf('camel')).toBe('brown');
    expect(materialOf('cuero')).toBe('leather');
    expect(materialOf('ante')).toBe('suede');
    expect(materialOf('no-such-material')).toBeNull();
    expect(occasionOf('boda')).toBe('wedding');
    expect(occasionOf('coctel')).toBe('party');
    expect(occasionOf('deporte')).toBeNull();
  });
});

describe('a served shop', () => {
  it('pages a Shopify listing by limit and page, and the Store API by per_page with its totals and variations by parent', async () => {
    const shopify = await serveShop('ar-shopify');
    const woo = await serveShop('eu-woocommerce');
    try {
      const count = truthOf('ar-shopify').products.length;
      const page = async (query: string) =>
        ((await (await fetch(`${shopify.origin}/products.json?${query}`)).json()) as { products: Array<{ handle: string }> }).products;
      expect(await page('limit=250&page=1')).toHaveLength(250);
      expect(await page('limit=250&page=2')).toHaveLength(count - 250);
      expect(await page('limit=250&page=3')).toHaveLength(0);
      expect(await page('')).toHaveLength(30);
      expect((await fetch(`${shopify.origin}/truth.json`)).status).toBe(404);
      expect(await (await fetch(`${shopify.origin}/`)).text()).toContain(`<link rel="canonical" href="${shopify.origin}/">`);

      const listed = await fetch(`${woo.origin}/wp-json/wc/store/v1/products?per_page=100&page=3`);
      const total = truthOf('eu-woocommerce').products.length;
      expect([listed.headers.get('x-wp-total'), listed.headers.get('x-wp-totalpages')]).toEqual([String(total), String(Math.ceil(total / 100))]);
      const products = (await listed.json()) as Array<{ id: number; type: string; permalink: string; prices: { currency_code: string } }>;
      expect(products).toHaveLength(total - 200);
      expect(products[0]!.permalink.startsWith(`${woo.origin}/product/`)).toBe(true);
      expect(products[0]!.prices.currency_code).toBe('EUR');
      const parent = products.find((entry) => entry.type === 'variable')!;
      const variations = (await (await fetch(`${woo.origin}/wp-json/wc/store/v1/products?type=variation&parent=${parent.id}&per_page=100`)).json()) as Array<{
        parent: number;
      }>;
      expect(variations.length).toBeGreaterThan(0);
      expect(variations.every((variation) => variation.parent === parent.id)).toBe(true);
    } finally {
      await shopify.close();
      await woo.close();
    }
  });
});
