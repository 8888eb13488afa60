import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImporterConfig } from '@vitrina/domain/importer/config';
import type { TestServer } from '@vitrina/infra/fetch/test-servers';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import type { Client, TestVitrina } from '@vitrina/testkit/api/vitrina';
import { closeAll, html, importerConfigBody, json, jsonLdListing, runAndWait, shopServing, startImporterVitrina } from '@vitrina/testkit/api/importer';

/**
 * The whole shop by default (issue 43): a blank form's limit is the plan's allowance, decided when a run starts, and
 * a shop holding more than a run may import says so ("423 found, 100 imported: your plan's limit") in "Read the
 * shop", the preview and the run's report, without counting the products past the limit as missing.
 */
let shop: TestServer;
let vitrina: TestVitrina;
/** The Shopify-shaped shop's products; meta.json states their count. */
let size = 423;
/** The page shop's products: JSON-LD, ten to a page. */
let listed = 25;

function products() {
  return Array.from({ length: size }, (_, i) => ({
    id: i + 1,
    title: `Remera ${i + 1}`,
    handle: `remera-${i + 1}`,
    body_html: '<p>Algodón.</p>',
    product_type: 'Remeras',
    tags: [],
    options: [{ name: 'Talle', position: 1, values: ['M'] }],
    variants: [{ id: (i + 1) * 10, title: 'M', option1: 'M', option2: null, option3: null, sku: `R-${i + 1}`, price: '15000.00', available: true }],
    images: [{ id: i, src: '/img/remera.jpg', position: 1 }],
  }));
}

function listPage(page: number): string {
  const shown = Array.from({ length: listed }, (_, i) => i + 1).slice((page - 1) * 10, page * 10);
  const products = shown.map((n) => ({ name: `Falda ${n}`, sku: `F-${n}`, url: `/p/${n}`, image: '/img/remera.jpg', price: '9000' }));
  return jsonLdListing(products, { body: '<h1>Faldas</h1>', next: page * 10 < listed ? `/lista?page=${page + 1}` : undefined });
}

/** A products.json page: `limit` products to a page, as Shopify pages them. */
function productsPage(url: URL) {
  const limit = Number(url.searchParams.get('limit') ?? 30);
  const page = Number(url.searchParams.get('page') ?? 1);
  return json({ products: products().slice((page - 1) * limit, page * limit) });
}

beforeAll(async () => {
  shop = await shopServing({
    '/products.json': productsPage,
    '/meta.json': () => json({ published_products_count: size, currency: 'ARS' }),
    '/lista': (url) => html(listPage(Number(url.searchParams.get('page') ?? 1))),
  });
  vitrina = await startImporterVitrina();
});
afterAll(() => closeAll(vitrina, shop));

interface Limited {
  limit: number;
  by: string;
  inShop: number | null;
}
interface Run {
  runId: string;
  status: string;
  reason: string | null;
  counts: Record<string, number>;
  limited: Limited | null;
}

const shopify = (overrides: Partial<ImporterConfig> = {}) =>
  importerConfigBody({ url: `${shop.origin}/`, source: { kind: 'shopify', url: `${shop.origin}/products.json` }, limit: 'plan', ...overrides });
const save = async (client: Client, config: ImporterConfig) => {
  const saved = await client.put('/importer/config', { config });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
};
const clothesOf = (brandId: string) => vitrina.vitrina.runtime.readModels.collection<{ _id: string; visible: boolean }>('clothes').find({ brandId });

describe('the default limit', () => {
  it('is the plan’s allowance: a PRO brand imports 100 of a 423-product shop, and every answer says 423 found, 100 imported', async () => {
    size = 423;
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    const reading = await client.post<{ limited: Limited | null }>('/importer/shop', { url: `${shop.origin}/` });
    expect(reading.status, JSON.stringify(reading.body)).toBe(200);
    expect(reading.body.limited).toEqual({ limit: 100, by: 'plan', inShop: 423 });
    // A lower number in the form is the settings' limit.
    expect((await client.post<{ limited: Limited | null }>('/importer/shop', { url: `${shop.origin}/`, limit: 40 })).body.limited).toEqual({
      limit: 40,
      by: 'settings',
      inShop: 423,
    });

    await save(client, shopify());
    const view = (await client.get<{ tier: string; config: { limit: unknown } }>('/importer')).body;
    expect([view.tier, view.config.limit]).toEqual(['PRO', 'plan']);
    const run = await runAndWait<Run>(client);
    expect(run).toMatchObject({
      status: 'limit',
      reason: 'IMPORT_LIMIT_REACHED',
      counts: { found: 100, created: 100, failed: 0 },
      limited: { limit: 100, by: 'plan', inShop: 423 },
    });
    expect(await clothesOf(brandId)).toHaveLength(100);
  });

  it('is the whole shop on ULTIMATE, and a BASIC brand’s ten, neither stopped by the upload limit', async () => {
    size = 30;
    const ultimate = await signedInBrand(vitrina, 'ULTIMATE');
    expect((await ultimate.client.post<{ limited: Limited | null }>('/importer/shop', { url: `${shop.origin}/` })).body.limited).toBeNull();
    await save(ultimate.client, shopify());
    expect(await runAndWait(ultimate.client)).toMatchObject({ status: 'completed', reason: null, counts: { found: 30, created: 30 }, limited: null });

    const basic = await signedInBrand(vitrina, 'BASIC');
    await save(basic.client, shopify());
    expect(await runAndWait(basic.client)).toMatchObject({
      status: 'limit',
      reason: 'IMPORT_LIMIT_REACHED',
      counts: { found: 10, created: 10, failed: 0 },
      limited: { limit: 10, by: 'plan', inShop: 30 },
    });
  });

  it('keeps a lower number the brand saved, and a run it cuts counts nothing past it as missing, so nothing is hidden', async () => {
    size = 6;
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    await save(client, shopify());
    expect(await runAndWait<Run>(client)).toMatchObject({ status: 'completed', counts: { created: 6 }, limited: null });
    await save(client, shopify({ limit: 2 }));
    for (let i = 0; i < 3; i++)
      expect(await runAndWait<Run>(client)).toMatchObject({
        status: 'limit',
        counts: { found: 2, unchanged: 2, hidden: 0 },
        limited: { limit: 2, by: 'settings', inShop: 6 },
      });
    expect((await clothesOf(brandId)).filter((cloth) => cloth.visible)).toHaveLength(6);
  });

  it('counts past the limit where the shop states no size: a next page at the limit is more of the shop', async () => {
    listed = 25;
    const { client } = await signedInBrand(vitrina, 'BASIC');
    // The preview of the page alone: ten products on it and a next page.
    const preview = await client.post<{ limited: Limited | null; items: unknown[] }>('/importer/preview', { url: `${shop.origin}/lista` });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.limited).toEqual({ limit: 10, by: 'plan', inShop: null });
    await save(client, importerConfigBody({ url: `${shop.origin}/lista`, nextPage: { selector: 'a[rel=next]', attribute: 'href' }, limit: 'plan' }));
    expect(await runAndWait<Run>(client)).toMatchObject({
      status: 'limit',
      reason: 'IMPORT_LIMIT_REACHED',
      counts: { pages: 1, found: 10, created: 10 },
      limited: { limit: 10, by: 'plan', inShop: null },
    });
    // A config's preview reads what a run would, and says the same.
    const tried = await client.post<{ limited: Limited | null; items: unknown[] }>('/importer/preview', {
      config: importerConfigBody({ url: `${shop.origin}/lista`, nextPage: { selector: 'a[rel=next]', attribute: 'href' }, limit: 4 }),
    });
    expect([tried.body.items.length, tried.body.limited]).toEqual([4, { limit: 4, by: 'settings', inShop: null }]);
  });
});

describe('a bare domain', () => {
  it('is read as https in the settings, the source and "Read the shop", not refused', async () => {
    const { client } = await signedInBrand(vitrina, 'PRO');
    await save(client, importerConfigBody({ url: 'tienda.invalid/coleccion', source: { kind: 'feed', url: 'www.tienda.invalid/feed.xml' } }));
    const { config } = (await client.get<{ config: { url: string; source: { url: string } } }>('/importer')).body;
    expect([config.url, config.source.url]).toEqual(['https://tienda.invalid/coleccion', 'https://www.tienda.invalid/feed.xml']);
    // Read as an address: the answer is that no shop answers there, not that it is no address.
    const reading = await client.post<{ code: string; reason: string }>('/importer/shop', { url: 'tienda.invalid' });
    expect([reading.status, reading.body.code, reading.body.reason]).toEqual([400, 'IMPORT_SHOP_UNREACHABLE', 'UNKNOWN_HOST']);
    const preview = await client.post<{ code: string; reason: string }>('/importer/preview', { url: 'www.tienda.invalid/coleccion' });
    expect([preview.status, preview.body.code]).toEqual([400, 'IMPORT_SHOP_UNREACHABLE']);
    // Words that are no address are still refused as such.
    const words = await client.post<{ code: string; fields: Array<{ path: string; code: string }> }>('/importer/shop', { url: 'mi tienda' });
    // With the problem's code, which the form says in the brand's words.
    expect([words.body.code, words.body.fields.map(({ path, code }) => [path, code])]).toEqual(['VALIDATION_FAILED', [['url', 'NOT_AN_ADDRESS']]]);
  });
});
