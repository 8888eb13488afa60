import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImporterConfig } from '@vitrina/domain/importer/config';
import { expectedProducts, serveFixtureShop, type FixtureShop } from '@vitrina/importer/sources/fixture-shops';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import type { Client, TestVitrina } from '@vitrina/testkit/api/vitrina';
import { closeAll, importerConfigBody, runAndWait, startImporterVitrina } from '@vitrina/testkit/api/importer';

/**
 * HTML shops read whole (issue 43, item 6), as a brand does it: "Read the shop" on a PrestaShop or Magento shop's home
 * address finds its pages as the source and shows products read from them; saved as read, a run imports the whole
 * catalogue with each product's sizes, stock and gallery from its own page. A config that names its own selectors
 * without a source reads the address with them, as configs saved before did.
 */
let vitrina: TestVitrina;
let shop: FixtureShop;
let magento: FixtureShop;

/** A photo of its own for each address (the run keeps an image once by its bytes). */
const photo = (path: string) => {
  const [r, g, b] = createHash('sha1').update(path).digest();
  return sharp({ create: { width: 120, height: 180, channels: 3, background: { r: r!, g: g!, b: b! } } })
    .jpeg()
    .toBuffer();
};

beforeAll(async () => {
  shop = await serveFixtureShop('prestashop-alba', { images: photo });
  magento = await serveFixtureShop('magento-orla', { images: photo });
  vitrina = await startImporterVitrina({ FETCH_TIMEOUT_MS: '2000' });
});
afterAll(() => closeAll(vitrina, shop, magento));

interface Reading {
  source: { kind: string; url: string; total: number | null } | null;
  items: Array<{ item?: { name: string; sizes: string[]; images: string[] } }>;
}
interface Run {
  runId: string;
  status: string;
  counts: Record<string, number>;
}
type Cloth = {
  _id: string;
  names: { es: string };
  url: string | null;
  sizes: string[];
  stock: { soldOut: boolean; soldOutSizes: string[] };
  images: Array<{ name: string; thumb: string }>;
  description: Record<string, string> | null;
};

const clothesOf = async (brandId: string) =>
  Object.fromEntries((await vitrina.vitrina.runtime.readModels.collection<Cloth>('clothes').find({ brandId })).map((cloth) => [cloth.names.es, cloth]));
const save = (client: Client, config: ImporterConfig) => client.put('/importer/config', { config: { ...config, limit: 'plan' } });

describe('a PrestaShop or Magento shop read from its home', () => {
  it.each(['prestashop-alba', 'magento-orla'])(
    '%s is read whole by "Read the shop" and by the run its reading saves: every product with sizes, stock and gallery',
    async (name) => {
      const served = name === 'magento-orla' ? magento : shop;
      const { client, brandId } = await signedInBrand(vitrina, 'PRO');
      const home = `${served.origin}/`;
      const { products } = expectedProducts(name);
      const expected = new Map(products.map((product) => [product.name, product]));
      const reading = await client.post<Reading>('/importer/shop', { url: home });
      expect(reading.status, JSON.stringify(reading.body)).toBe(200);
      expect(reading.body.source).toMatchObject({ kind: 'page', url: home });
      // Shown as a run reads them: their sizes and galleries from their own pages, not the featured block's thumbnails.
      expect(reading.body.items).toHaveLength(12);
      for (const { item } of reading.body.items)
        expect([item!.sizes, item!.images.length], item!.name).toEqual([expected.get(item!.name)!.sizes, expected.get(item!.name)!.images]);

      // Saved as the form takes the reading: the source found, the way of reading left to it.
      const config = importerConfigBody({ url: home, source: { kind: 'page', url: reading.body.source!.url } });
      const saved = await save(client, config);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      // "Preview" of the settings reads them as a run does: the same products, as "Read the shop" showed them.
      const preview = await client.post<Reading>('/importer/preview', { config: { ...config, limit: 'plan' } });
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.source).toMatchObject({ kind: 'page', url: home });
      expect(preview.body.items).toEqual(reading.body.items);
      const run = await runAndWait<Run>(client);
      expect(run).toMatchObject({ status: 'completed', counts: { found: products.length, created: products.length, failed: 0 } });
      const clothes = await clothesOf(brandId);
      for (const product of products) {
        const cloth = clothes[product.name];
        expect(cloth, product.name).toMatchObject({
          url: product.url!.replace('{{origin}}', served.origin),
          sizes: product.sizes,
          stock: { soldOut: !product.available, ...(product.available ? { soldOutSizes: product.soldOutSizes ?? [] } : {}) },
        });
        expect(cloth!.images, product.name).toHaveLength(product.images);
      }
    },
  );

  it('keeps a config of its own selectors reading its address as before: the home’s featured products, page by page', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    const home = `${shop.origin}/`;
    const selectors: Partial<ImporterConfig> = {
      item: { tag: 'article', class: 'product-miniature' },
      name: { selector: '.product-title a', attribute: null },
      price: { selector: '.price', attribute: null, regex: null },
      link: { selector: '.product-title a', attribute: 'href' },
      image: { selector: 'img', attribute: 'src' },
      // What no auto-detection reads: the card's flags, as its description.
      description: { selector: '.product-flags', attribute: null },
      nextPage: null,
      json: { mode: 'none' },
    };
    expect((await save(client, importerConfigBody({ url: home, source: null, ...selectors }))).status).toBe(200);
    const before = await runAndWait<Run>(client);
    // The eight of the home's featured block, one photo each: what a config saved before sources imported.
    expect(before).toMatchObject({ status: 'completed', counts: { found: 8, created: 8, failed: 0 } });
    expect(Object.values(await clothesOf(brandId)).every((cloth) => cloth.images.length === 1 && cloth.sizes.length === 0)).toBe(true);

    expect((await clothesOf(brandId))['Blusa de lino bordada']?.description).toEqual({ es: '-20%' });

    // The same selectors with the page source: the whole shop read with them (its next pages by the links they show),
    // each product completed from its page.
    expect((await save(client, importerConfigBody({ url: home, source: { kind: 'page', url: home }, ...selectors }))).status).toBe(200);
    const whole = await runAndWait<Run>(client);
    const { products } = expectedProducts('prestashop-alba');
    expect(whole).toMatchObject({ status: 'completed', counts: { found: products.length, failed: 0 } });
    const clothes = await clothesOf(brandId);
    expect(clothes['Vestido cruzado de viscosa']).toMatchObject({ sizes: ['XS', 'S', 'M', 'L'] });
    expect(clothes['Vestido cruzado de viscosa']!.images).toHaveLength(4);
    expect(clothes['Sobrecamisa de pana']?.description).toEqual({ es: '-20%' });
  });
});
