import type http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueStream } from '@vitrina/domain/catalogue/events';
import { startHttpServer, type TestServer } from '@vitrina/infra/fetch/test-servers';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { importerConfigBody, runAndWait } from '@vitrina/testkit/api/importer';

/**
 * A run reading a shop's own catalogue (issue 29): a Shopify-shaped shop whose variants say which sizes can be
 * bought. Sizes and stock come from the variants, a size back in stock is appended once, a sold-out cloth stays.
 */
let shop: TestServer;
let vitrina: TestVitrina;
let image: Buffer;
const available: Record<string, boolean> = { 'remera-S': true, 'remera-M': true, 'remera-L': false, 'campera-M': false, 'campera-L': false };

function products() {
  const product = (id: number, handle: string, title: string, price: string) => ({
    id,
    title,
    handle,
    body_html: `<p>${title} de algodón.</p>`,
    product_type: 'Ropa',
    tags: [],
    options: [{ name: 'Talle', position: 1, values: handle === 'remera' ? ['S', 'M', 'L'] : ['M', 'L'] }],
    variants: (handle === 'remera' ? ['S', 'M', 'L'] : ['M', 'L']).map((size, i) => ({ id: id * 10 + i, title: size, option1: size, option2: null, option3: null, sku: `${handle}-${size}`, price, available: available[`${handle}-${size}`] })),
    images: [{ id: id * 10, src: `${shop.origin}/img/${handle}.jpg`, position: 1 }],
  });
  return [product(1, 'remera', 'Remera lisa', '12000.00'), product(2, 'campera', 'Campera de jean', '58000.00')];
}

async function serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url!, 'http://shop');
  if (url.pathname === '/robots.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
  else if (url.pathname === '/products.json') {
    const page = Number(url.searchParams.get('page') ?? 1);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ products: page === 1 ? products() : [] }));
  } else if (url.pathname.startsWith('/img/')) res.writeHead(200, { 'content-type': 'image/jpeg' }).end(image);
  else res.writeHead(404).end();
}

beforeAll(async () => {
  image = await sharp({ create: { width: 120, height: 180, channels: 3, background: { r: 200, g: 80, b: 60 } } }).jpeg().toBuffer();
  shop = await startHttpServer((req, res) => void serve(req, res));
  vitrina = await startTestVitrina({ IMPORTER_ALLOW_ADDRESSES: '127.0.0.1', IMPORTER_DELAY_MS: '0' });
});
afterAll(async () => {
  await vitrina.close();
  await shop.close();
});

interface Run {
  runId: string;
  status: string;
  counts: Record<string, number>;
}

describe('a run reading a Shopify catalogue', () => {
  it('keeps sizes and stock from the variants, appends a size back in stock once, and keeps a sold-out cloth', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    const saved = await client.put('/importer/config', { config: importerConfigBody({ url: `${shop.origin}/`, source: { kind: 'shopify', url: `${shop.origin}/products.json` } }) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    expect(await runAndWait<Run>(client)).toMatchObject({ status: 'completed', counts: { found: 2, created: 2, failed: 0 } });
    const clothes = () => vitrina.vitrina.runtime.readModels.collection<{ _id: string; names: { es: string }; sizes: string[]; stock: { soldOut: boolean; soldOutSizes: string[] }; visible: boolean; price: number }>('clothes').find({ brandId });
    const byName = async () => Object.fromEntries((await clothes()).map((cloth) => [cloth.names.es, cloth]));
    let found = await byName();
    expect(found['Remera lisa']).toMatchObject({ sizes: ['S', 'M', 'L'], stock: { soldOut: false, soldOutSizes: ['L'] }, price: 12_000, visible: true });
    expect(found['Campera de jean']).toMatchObject({ sizes: ['M', 'L'], stock: { soldOut: true }, visible: true });

    const events = async () => (await vitrina.vitrina.runtime.eventStore.readStream(catalogueStream(brandId))).map((event) => ({ type: event.type, data: event.data as { sizes?: string[]; wholeCloth?: boolean } }));
    const before = (await events()).length;
    available['remera-L'] = true;
    available['campera-M'] = true;
    expect(await runAndWait<Run>(client)).toMatchObject({ counts: { updated: 2 } });
    const appended = (await events()).slice(before);
    expect(appended.filter((event) => event.type === 'ClothBackInStock').map((event) => event.data).sort((a, b) => Number(a.wholeCloth) - Number(b.wholeCloth))).toEqual([
      expect.objectContaining({ sizes: ['L'], wholeCloth: false }),
      expect.objectContaining({ sizes: ['M'], wholeCloth: true }),
    ]);
    // Nothing changed since: a run appends nothing.
    const settled = (await events()).length;
    expect(await runAndWait<Run>(client)).toMatchObject({ counts: { unchanged: 2 } });
    expect((await events()).length).toBe(settled);
    found = await byName();
    expect(found['Remera lisa']!.stock.soldOutSizes).toEqual([]);
  });
});
