import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type TestServer } from '@vitrina/infra/fetch/test-servers';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import type { Client, TestVitrina } from '@vitrina/testkit/api/vitrina';
import { closeAll, importerConfigBody, startImporterVitrina } from '@vitrina/testkit/api/importer';

let shop: TestServer;
let vitrina: TestVitrina;
let brand: Client;
let brandId: string;

const fixture = (name: string) => readFileSync(new URL(`../../importer/fixtures/${name}`, import.meta.url));
/** Image addresses a shop's data may name that lead into Vitrina's machine or network (127.0.0.1 is the test shop's). */
const INTERNAL_IMAGES = [
  'http://127.0.0.2/x.jpg',
  'http://10.0.0.5/a.jpg',
  'http://169.254.169.254/latest/meta-data/',
  'http://0x7f000002/b.jpg',
  'http://localhost:8080/x.jpg',
  'http://[::1]/x.jpg',
  'http://[::ffff:10.0.0.5]/x.jpg',
  'http://intranet/x.jpg',
  'http://router.home.arpa/x.jpg',
];
/** A JSON-LD product with the shop's own image and the others given. */
const pageNaming = (images: string[]) =>
  `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Remera', sku: 'R-1', url: '/productos/remera', image: ['/img/remera.jpg', 'https://cdn.tienda.example/remera.jpg', ...images], offers: { '@type': 'Offer', price: '12999', priceCurrency: 'ARS' } })}</script></head><body></body></html>`;
const PAGES: Record<string, string> = { '/coleccion': 'selectors-lazy.html', '/privado/ofertas': 'selectors-lazy.html', '/lista': 'jsonld-itemlist.html' };

interface Preview {
  url: string;
  proposal: { source: string; items: number; config: Record<string, unknown> } | null;
  items: Array<{ index: number; item?: { name: string; price: number; url: string; images: string[] }; errors?: Array<{ field: string; code: string }> }>;
  nextPage: string | null;
  code?: string;
  reason?: string;
  fields?: Array<{ path: string }>;
}

beforeAll(async () => {
  shop = await startHttpServer((req, res) => {
    if (req.url === '/robots.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /privado/\n');
    // A redirect to an address with credentials, and a page whose links carry some.
    if (req.url === '/con-clave') return void res.writeHead(302, { location: `http://ana:secreta@127.0.0.1:${shop.port}/enlaces-con-clave` }).end();
    if (req.url === '/enlaces-con-clave') {
      const html = fixture('selectors-lazy.html')
        .toString('utf8')
        .replaceAll('href="/productos/', `href="http://ana:secreta@127.0.0.1:${shop.port}/productos/`)
        .replace('href="?page=2"', `href="http://ana:secreta@127.0.0.1:${shop.port}/coleccion?page=2"`);
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    }
    if (req.url === '/imagenes') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageNaming(INTERNAL_IMAGES));
    const page = PAGES[req.url!];
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fixture(page));
  });
  vitrina = await startImporterVitrina();
  ({ client: brand, brandId } = await signedInBrand(vitrina, 'PRO'));
});
afterAll(() => closeAll(vitrina, shop));

const preview = (client: Client, body: Record<string, unknown>) => client.post<Preview>('/importer/preview', body);

describe('POST /importer/preview', () => {
  it('reads a shop page from its URL alone: proposes how, and shows the items it would import, field by field, changing nothing', async () => {
    const before = await vitrina.head();
    const { status, body } = await preview(brand, { url: `${shop.origin}/coleccion` });
    expect(status).toBe(200);
    expect(body.proposal).toMatchObject({ source: 'elements', items: 5, config: { item: { tag: 'div', class: 'item-product' } } });
    expect(body.items.map((result) => result.item?.name ?? result.errors!.map((error) => error.field).join(','))).toEqual([
      'Remera básica & suave',
      'Buzo oversize',
      'Campera',
      'Jean recto',
      'Pollera plisada',
      'price',
      'name,link',
    ]);
    // The link as stored: canonical, without the tracking parameter the page gave it.
    expect(body.items[0]!.item).toMatchObject({ price: 12_999, url: `${shop.origin}/productos/remera-basica/` });
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

  it('shows no image address a run would never fetch: internal addresses, localhost and local names are dropped', async () => {
    const { status, body } = await preview(brand, { url: `${shop.origin}/imagenes` });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.items.map((result) => result.item?.images)).toEqual([[`${shop.origin}/img/remera.jpg`, 'https://cdn.tienda.example/remera.jpg']]);
  });

  it('refuses what robots.txt disallows and addresses the guard refuses, saying why', async () => {
    const robots = await preview(brand, { url: `${shop.origin}/privado/ofertas` });
    expect([robots.status, robots.body.code, robots.body.reason]).toEqual([400, 'IMPORT_PAGE_REFUSED', 'ROBOTS_DISALLOWED']);
    const metadata = await preview(brand, { url: 'http://169.254.169.254/latest/meta-data/' });
    expect([metadata.status, metadata.body.reason]).toEqual([400, 'FORBIDDEN_ADDRESS']);
  });

  it('refuses an address with a user name or password, and echoes none that a redirect or a link carries', async () => {
    const origin = new URL(shop.origin);
    const withCredentials = `http://ana:secreta@${origin.host}/coleccion`;
    const refused = await preview(brand, { url: withCredentials });
    expect([refused.status, refused.body.code, refused.body.fields?.map((field) => field.path)]).toEqual([400, 'VALIDATION_FAILED', ['url']]);
    expect((refused.body as unknown as { message: string }).message).toBe(
      'url: an address with a user name or password (user:pass@) is not accepted: the importer reads public pages',
    );
    const config = importerConfigBody({ url: withCredentials, schedule: { kind: 'off' } });
    expect((await preview(brand, { config })).body.fields?.map((field) => field.path)).toEqual(['config.url']);

    const { status, body } = await preview(brand, { url: `${shop.origin}/con-clave` });
    expect(status).toBe(200);
    expect(body.url).toBe(`${shop.origin}/enlaces-con-clave`);
    expect(body.nextPage).toBe(`${shop.origin}/coleccion?page=2`);
    expect(body.items[0]!.item!.url).toBe(`${shop.origin}/productos/remera-basica/`);
    expect(JSON.stringify(body)).not.toContain('secreta');
  });

  it("checks a config's address when it is saved: http(s), no credentials, no address of this machine or its network", async () => {
    const save = (url: string) => brand.put<Preview & { message: string; version?: number }>('/importer/config', { config: importerConfigBody({ url }) });
    const refusals = {
      'https://ana:secreta@tienda.example/coleccion': 'an address with a user name or password (user:pass@) is not accepted: the importer reads public pages',
      'https://ana@tienda.example/coleccion': 'an address with a user name or password (user:pass@) is not accepted: the importer reads public pages',
      'http://127.0.0.2:8080/coleccion': 'the importer does not read 127.0.0.2: loopback',
      'http://10.1.2.3/coleccion': 'the importer does not read 10.1.2.3: private',
      'http://169.254.169.254/latest/meta-data/': 'the importer does not read 169.254.169.254: link-local (cloud metadata)',
      // Written as a number: read as the address it is (127.0.0.1 itself is the test server's, let through).
      'http://0x7f000002/coleccion': 'the importer does not read 127.0.0.2: loopback',
      'http://[::ffff:192.168.0.1]/coleccion': 'the importer does not read ::ffff:c0a8:1: IPv4-mapped form of an IPv4 private address',
      'http://localhost:3000/coleccion': 'this machine (localhost) is not a shop the importer reads',
      // Names only a local network resolves, judged without asking DNS.
      'http://intranet/coleccion': 'the importer does not read intranet: a name of the local network',
      'https://metadata.google.internal/computeMetadata/v1/': 'the importer does not read metadata.google.internal: a name of the local network',
    };
    for (const [url, message] of Object.entries(refusals)) {
      const { status, body } = await save(url);
      const code = message.includes('user name or password') ? 'WITH_CREDENTIALS' : 'LOCAL_ADDRESS';
      expect([url, status, body.code, body.message, body.fields]).toEqual([
        url,
        400,
        'VALIDATION_FAILED',
        `config.url: ${message}`,
        [{ path: 'config.url', code, message }],
      ]);
    }
    expect((await save('ftp://tienda.example/coleccion')).body.fields?.[0]?.path).toBe('config.url');
    // A host name is resolved (and its addresses checked) each time it is fetched; the test server's address is let through here.
    expect((await save('https://tienda.example/coleccion')).status).toBe(200);
    expect((await save(`${shop.origin}/coleccion`)).status).toBe(200);
  });

  it('shows a brand only its own importer, and refuses shoppers', async () => {
    const other = await signedInBrand(vitrina, 'BASIC');
    expect((await preview(other.client, { brandId, url: `${shop.origin}/coleccion` })).status).toBe(404);
    expect((await preview((await vitrina.signedIn('USER')).client, { url: `${shop.origin}/coleccion` })).status).toBe(403);
    const admin = (await vitrina.signedIn('ADMIN')).client;
    expect((await preview(admin, { brandId, url: `${shop.origin}/coleccion` })).status).toBe(200);
  });
});
