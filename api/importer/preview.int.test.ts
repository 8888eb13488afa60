import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type TestServer } from '@vitrina/infra/fetch/test-servers';
import { signedInBrand } from '../catalogue/testing';
import { startTestVitrina, type Client, type TestVitrina } from '../testing/vitrina';
import { importerConfigBody } from './testing';

let shop: TestServer;
let vitrina: TestVitrina;
let brand: Client;
let brandId: string;

const fixture = (name: string) => readFileSync(new URL(`../../importer/fixtures/${name}`, import.meta.url));
const PAGES: Record<string, string> = { '/coleccion': 'selectors-lazy.html', '/privado/ofertas': 'selectors-lazy.html', '/lista': 'jsonld-itemlist.html' };

interface Preview {
  url: string;
  proposal: { source: string; items: number; config: Record<string, unknown> } | null;
  items: Array<{ index: number; item?: { name: string; price: number; url: string }; errors?: Array<{ field: string; code: string }> }>;
  nextPage: string | null;
  code?: string;
  reason?: string;
  fields?: Array<{ path: string }>;
}

beforeAll(async () => {
  shop = await startHttpServer((req, res) => {
    if (req.url === '/robots.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /privado/\n');
    const page = PAGES[req.url!];
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fixture(page));
  });
  vitrina = await startTestVitrina({ IMPORTER_ALLOW_ADDRESSES: '127.0.0.1', IMPORTER_DELAY_MS: '0' });
  ({ client: brand, brandId } = await signedInBrand(vitrina, 'PRO'));
});
afterAll(async () => {
  await vitrina.close();
  await shop.close();
});

const preview = (client: Client, body: Record<string, unknown>) => client.post<Preview>('/importer/preview', body);

describe('POST /importer/preview', () => {
  it('reads a shop page from its URL alone: proposes how, and shows the items it would import, field by field, changing nothing', async () => {
    const before = await vitrina.head();
    const { status, body } = await preview(brand, { url: `${shop.origin}/coleccion` });
    expect(status).toBe(200);
    expect(body.proposal).toMatchObject({ source: 'elements', items: 5, config: { item: { tag: 'div', class: 'item-product' } } });
    expect(body.items.map((result) => result.item?.name ?? result.errors!.map((error) => error.field).join(','))).toEqual(['Remera básica & suave', 'Buzo oversize', 'Campera', 'Jean recto', 'Pollera plisada', 'price', 'name,link,image']);
    expect(body.items[0]!.item).toMatchObject({ price: 12_999, url: `${shop.origin}/productos/remera-basica/?utm_campaign=home` });
    expect(body.nextPage).toBe(`${shop.origin}/coleccion?page=2`);
    expect(await vitrina.head()).toBe(before);
  });

  it('reads a page with the config given', async () => {
    const config = importerConfigBody({ url: `${shop.origin}/lista`, limit: 2, schedule: { kind: 'daily' } });
    const { status, body } = await preview(brand, { config });
    expect(status).toBe(200);
    expect(body.items.map((result) => result.item?.name)).toEqual(['Pantalón palazzo', 'Chaleco tejido']);

    const bad = await preview(brand, { config: { ...config, price: { selector: '', attribute: null, regex: '([0-9' } } });
    expect([bad.status, bad.body.code, bad.body.fields?.map((field) => field.path)]).toEqual([400, 'VALIDATION_FAILED', ['config.price.regex']]);
    const shape = await preview(brand, { config: { ...config, limit: 0 } });
    expect([shape.status, shape.body.fields?.[0]?.path]).toEqual([400, 'config.limit']);
  });

  it('refuses what robots.txt disallows and addresses the guard refuses, saying why', async () => {
    const robots = await preview(brand, { url: `${shop.origin}/privado/ofertas` });
    expect([robots.status, robots.body.code, robots.body.reason]).toEqual([400, 'IMPORT_PAGE_REFUSED', 'ROBOTS_DISALLOWED']);
    const metadata = await preview(brand, { url: 'http://169.254.169.254/latest/meta-data/' });
    expect([metadata.status, metadata.body.reason]).toEqual([400, 'FORBIDDEN_ADDRESS']);
  });

  it('shows a brand only its own importer, and refuses shoppers', async () => {
    const other = await signedInBrand(vitrina, 'BASIC');
    expect((await preview(other.client, { brandId, url: `${shop.origin}/coleccion` })).status).toBe(404);
    expect((await preview((await vitrina.signedIn('USER')).client, { url: `${shop.origin}/coleccion` })).status).toBe(403);
    const admin = (await vitrina.signedIn('ADMIN')).client;
    expect((await preview(admin, { brandId, url: `${shop.origin}/coleccion` })).status).toBe(200);
  });
});
