import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type TestServer } from '@vitrina/infra/fetch/test-servers';
import { serveFixtureShop } from '@vitrina/importer/sources/fixture-shops';
import { signedInBrand } from '../catalogue/testing';
import { startTestVitrina, type Client, type TestVitrina } from '../testing/vitrina';

/** POST /importer/shop, "Read the shop": from a fixture shop's address alone, its source and first products. */
let vitrina: TestVitrina;
let brand: Client;
const servers: TestServer[] = [];

beforeAll(async () => {
  vitrina = await startTestVitrina({ IMPORTER_ALLOW_ADDRESSES: '127.0.0.1', IMPORTER_DELAY_MS: '0' });
  ({ client: brand } = await signedInBrand(vitrina, 'PRO'));
});
afterAll(async () => {
  await vitrina.close();
  await Promise.all(servers.map((server) => server.close()));
});

interface Reading {
  source: { kind: string; url: string; total: number | null } | null;
  items: Array<{ item?: { name: string; sizes: string[]; available: boolean; variants: Array<{ size: string | null; available: boolean }> } }>;
}

describe('POST /importer/shop', () => {
  it('names a Shopify shop’s catalogue and its size, and shows its first products with sizes and stock', async () => {
    const variants = (id: number) => ['S', 'M'].map((size, i) => ({ id: id * 10 + i, title: size, option1: size, option2: null, option3: null, sku: `${id}-${size}`, price: '15000.00', available: size === 'S' }));
    const products = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, title: `Remera ${i + 1}`, handle: `remera-${i + 1}`, body_html: '<p>Algodón.</p>', product_type: 'Remeras', tags: [], options: [{ name: 'Talle', position: 1, values: ['S', 'M'] }], variants: variants(i + 1), images: [{ id: i, src: `/img/${i}.jpg`, position: 1 }] }));
    const shop = await startHttpServer((req, res) => {
      const url = new URL(req.url!, 'http://shop');
      if (url.pathname === '/robots.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      else if (url.pathname === '/products.json') {
        const limit = Number(url.searchParams.get('limit') ?? 30);
        const page = Number(url.searchParams.get('page') ?? 1);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ products: products.slice((page - 1) * limit, page * limit) }));
      } else if (url.pathname === '/meta.json') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ published_products_count: products.length, currency: 'ARS' }));
      else res.writeHead(404).end();
    });
    servers.push(shop);
    const answer = await brand.post<Reading>('/importer/shop', { url: `${shop.origin}/` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.source).toMatchObject({ kind: 'shopify', total: 30 });
    // The first products only, each with its sizes and which can be bought.
    expect(answer.body.items).toHaveLength(12);
    expect(answer.body.items[0]!.item).toMatchObject({ name: 'Remera 1', sizes: ['S', 'M'], available: true, variants: [{ size: 'S', available: true }, { size: 'M', available: false }] });
  });

  it('names a product feed', async () => {
    const shop = await serveFixtureShop('feed-xml');
    servers.push(shop);
    const answer = await brand.post<Reading>('/importer/shop', { url: `${shop.origin}/` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.source?.kind).toBe('feed');
  });

  it('reads one shop at a time for a brand: a second reading while one is under way is 429 IMPORT_BUSY', async () => {
    const slow = await startHttpServer((req, res) => {
      // Every answer after a second: the first reading is still under way when the second is asked.
      setTimeout(() => {
        if (req.url === '/robots.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
        else res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><p>Nada por aquí</p></body></html>');
      }, 1_000);
    });
    servers.push(slow);
    const [first, second] = await Promise.all([brand.post('/importer/shop', { url: `${slow.origin}/` }), new Promise((resolve) => setTimeout(resolve, 200)).then(() => brand.post<{ code: string }>('/importer/shop', { url: `${slow.origin}/` }))]);
    expect(first.status).not.toBe(429);
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('IMPORT_BUSY');
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Once it is over, the brand may read again.
    expect((await brand.post('/importer/shop', { url: `${slow.origin}/` })).status).not.toBe(429);
  });

  it('refuses an address with credentials, and a shopper', async () => {
    expect((await brand.post('/importer/shop', { url: 'https://user:secret@tienda.example/' })).status).toBe(400);
    const shopper = (await vitrina.signedIn('USER')).client;
    expect((await shopper.post('/importer/shop', { url: 'https://tienda.example/' })).status).toBe(403);
  });
});
