import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type TestServer } from '@vitrina/infra/fetch/test-servers';
import { serveFixtureShop } from '@vitrina/importer/sources/fixture-shops';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import type { Client, TestVitrina } from '@vitrina/testkit/api/vitrina';
import { heldShop, startImporterVitrina } from '@vitrina/testkit/api/importer';

/** POST /importer/shop, "Read the shop": from a fixture shop's address alone, its source and first products. */
let vitrina: TestVitrina;
let brand: Client;
const servers: TestServer[] = [];

beforeAll(async () => {
  vitrina = await startImporterVitrina({ FETCH_TIMEOUT_MS: '2000' });
  ({ client: brand } = await signedInBrand(vitrina, 'PRO'));
});
afterAll(async () => {
  await vitrina.close();
  await Promise.all(servers.map((server) => server.close()));
});

interface Reading {
  source: { kind: string; url: string; total: number | null } | null;
  items: Array<{
    item?: { name: string; sizes: string[]; images: string[]; available: boolean; variants: Array<{ size: string | null; available: boolean }> };
  }>;
  code?: string;
  reason?: string;
  message?: string;
}

/** Addresses a shop's data may name for its images that lead into Vitrina's own machine or network. */
const INTERNAL_IMAGES = [
  'http://127.0.0.2/x.jpg',
  'http://10.0.0.5/a.jpg',
  'http://169.254.169.254/latest/meta-data/',
  'http://localhost/x.jpg',
  'http://[::1]/x.jpg',
  'http://intranet/x.jpg',
  'http://metadata.google.internal/x.jpg',
];

describe('POST /importer/shop', () => {
  it('names a Shopify shop’s catalogue and its size, and shows its first products with sizes and stock', async () => {
    const variants = (id: number) =>
      ['S', 'M'].map((size, i) => ({
        id: id * 10 + i,
        title: size,
        option1: size,
        option2: null,
        option3: null,
        sku: `${id}-${size}`,
        price: '15000.00',
        available: size === 'S',
      }));
    const products = Array.from({ length: 30 }, (_, i) => ({
      id: i + 1,
      title: `Remera ${i + 1}`,
      handle: `remera-${i + 1}`,
      body_html: '<p>Algodón.</p>',
      product_type: 'Remeras',
      tags: [],
      options: [{ name: 'Talle', position: 1, values: ['S', 'M'] }],
      variants: variants(i + 1),
      images: [{ id: i, src: `/img/${i}.jpg`, position: 1 }, ...(i === 0 ? INTERNAL_IMAGES.map((src, at) => ({ id: 1_000 + at, src, position: 2 + at })) : [])],
    }));
    const shop = await startHttpServer((req, res) => {
      const url = new URL(req.url!, 'http://shop');
      if (url.pathname === '/robots.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      else if (url.pathname === '/products.json') {
        const limit = Number(url.searchParams.get('limit') ?? 30);
        const page = Number(url.searchParams.get('page') ?? 1);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ products: products.slice((page - 1) * limit, page * limit) }));
      } else if (url.pathname === '/meta.json')
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ published_products_count: products.length, currency: 'ARS' }));
      else res.writeHead(404).end();
    });
    servers.push(shop);
    const answer = await brand.post<Reading>('/importer/shop', { url: `${shop.origin}/` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.source).toMatchObject({ kind: 'shopify', total: 30 });
    // The first products only, each with its sizes and which can be bought.
    expect(answer.body.items).toHaveLength(12);
    expect(answer.body.items[0]!.item).toMatchObject({
      name: 'Remera 1',
      sizes: ['S', 'M'],
      available: true,
      variants: [
        { size: 'S', available: true },
        { size: 'M', available: false },
      ],
    });
    // The shop's own image is shown; those its data names on Vitrina's machine or network are not (a run never fetches them).
    expect(answer.body.items[0]!.item!.images).toEqual([`${shop.origin}/img/0.jpg`]);
  });

  it('names a product feed', async () => {
    const shop = await serveFixtureShop('feed-xml');
    servers.push(shop);
    const answer = await brand.post<Reading>('/importer/shop', { url: `${shop.origin}/` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.source?.kind).toBe('feed');
  });

  it('reads one shop at a time for a brand: a second reading while one is under way is 429 IMPORT_BUSY, said so', async () => {
    const slow = await heldShop();
    servers.push(slow);
    const first = brand.post('/importer/shop', { url: `${slow.origin}/` });
    await slow.asked;
    const second = await brand.post<Reading>('/importer/preview', { url: `${slow.origin}/` });
    expect([second.status, second.body.code, second.body.reason, second.body.message]).toEqual([
      429,
      'IMPORT_BUSY',
      'ALREADY_READING',
      'Your shop is already being read: wait for that reading to finish.',
    ]);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    slow.release();
    expect((await first).status).toBe(200);
    // Once it is over, the brand may read again.
    expect((await brand.post('/importer/shop', { url: `${slow.origin}/` })).status).toBe(200);
  });

  it('says a shop cannot be reached, and why: an unknown host (at once), a refused connection, no answer in time', async () => {
    const started = performance.now();
    const unknown = await brand.post<Reading>('/importer/shop', { url: 'https://tienda.invalid/' });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect([unknown.status, unknown.body.code, unknown.body.reason]).toEqual([400, 'IMPORT_SHOP_UNREACHABLE', 'UNKNOWN_HOST']);
    expect(unknown.body.message).toBe('No shop answers at this address: its name does not exist. Check how it is written.');

    const closed = await startHttpServer(() => {});
    await closed.close();
    const refused = await brand.post<Reading>('/importer/shop', { url: `${closed.origin}/` });
    expect([refused.status, refused.body.code, refused.body.reason]).toEqual([400, 'IMPORT_SHOP_UNREACHABLE', 'CONNECTION_REFUSED']);

    const silent = await startHttpServer(() => {});
    servers.push(silent);
    const slow = await brand.post<Reading>('/importer/shop', { url: `${silent.origin}/` });
    expect([slow.status, slow.body.code, slow.body.reason]).toEqual([400, 'IMPORT_SHOP_UNREACHABLE', 'TIMEOUT']);
    expect(slow.body.message).toMatch(/too long to answer/);
    // A preview of the same addresses says the same.
    const preview = await brand.post<Reading>('/importer/preview', { url: 'https://tienda.invalid/coleccion' });
    expect([preview.status, preview.body.code, preview.body.reason]).toEqual([400, 'IMPORT_SHOP_UNREACHABLE', 'UNKNOWN_HOST']);
  });

  it('refuses an address with credentials, and a shopper', async () => {
    expect((await brand.post('/importer/shop', { url: 'https://user:secret@tienda.example/' })).status).toBe(400);
    const shopper = (await vitrina.signedIn('USER')).client;
    expect((await shopper.post('/importer/shop', { url: 'https://tienda.example/' })).status).toBe(403);
  });
});
