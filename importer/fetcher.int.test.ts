import { readFileSync } from 'node:fs';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type TestServer } from '@vitrina/infra/fetch/test-servers';
import { PageFetcher, PageRefusedError } from './fetcher';

let shop: TestServer;
const requests: Array<{ path: string; agent: string; at: number }> = [];

const routes: Record<string, (res: http.ServerResponse) => void> = {
  '/robots.txt': (res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: VitrinaBot\nDisallow: /privado/\nCrawl-delay: 0.3\n\nUser-agent: *\nDisallow: /\n'),
  '/coleccion': (res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(readFileSync(new URL('./fixtures/selectors-lazy.html', import.meta.url))),
  '/privado/lista': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>no</p>'),
  '/enorme': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${'x'.repeat(20_000)}</p>`),
  '/imagen': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end('png'),
  '/falta': (res) => res.writeHead(404, { 'content-type': 'text/html' }).end('no'),
};

beforeAll(async () => {
  shop = await startHttpServer((req, res) => {
    requests.push({ path: req.url!, agent: String(req.headers['user-agent']), at: Date.now() });
    (routes[req.url!] ?? routes['/falta']!)(res);
  });
});
afterAll(() => shop.close());

const fetcher = (options: Partial<ConstructorParameters<typeof PageFetcher>[0]> = {}) =>
  new PageFetcher({ siteUrl: 'https://vitrina.example/', delayMs: 150, maxBytes: 10_000, allowAddressesForTests: ['127.0.0.1'], ...options });

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (thrown: unknown) => thrown);
  return error instanceof PageRefusedError ? error.code : error;
};

describe('the importer’s page fetcher', () => {
  it('asks robots.txt first, names Vitrina and the site, and waits between requests to one host (the longer of its pause and the Crawl-delay)', async () => {
    requests.length = 0;
    const pages = fetcher();
    const page = await pages.page(`${shop.origin}/coleccion`);
    expect(page.html).toContain('item-product');
    await pages.page(`${shop.origin}/coleccion`);
    expect(requests.map((request) => request.path)).toEqual(['/robots.txt', '/coleccion', '/coleccion']);
    expect(new Set(requests.map((request) => request.agent))).toEqual(new Set(['VitrinaBot/1.0 (+https://vitrina.example/bot)']));
    expect(requests[2]!.at - requests[1]!.at).toBeGreaterThanOrEqual(290);
  });

  it('refuses what robots.txt disallows for VitrinaBot, a page over the size limit, an error answer, and an image as a page', async () => {
    const pages = fetcher({ delayMs: 0 });
    expect(await refusal(pages.page(`${shop.origin}/privado/lista`))).toBe('ROBOTS_DISALLOWED');
    expect(await refusal(pages.page(`${shop.origin}/enorme`))).toBe('TOO_LARGE');
    expect(await refusal(pages.page(`${shop.origin}/falta`))).toBe('HTTP_ERROR');
    expect(await refusal(pages.page(`${shop.origin}/imagen`))).toBe('BAD_CONTENT_TYPE');
  });

  it('refuses loopback, private and metadata addresses, and what is not http(s)', async () => {
    const pages = fetcher({ allowAddressesForTests: undefined, delayMs: 0 });
    expect(await refusal(pages.page(`${shop.origin}/coleccion`))).toBe('FORBIDDEN_ADDRESS');
    expect(await refusal(pages.page('http://169.254.169.254/latest/meta-data/'))).toBe('FORBIDDEN_ADDRESS');
    expect(await refusal(pages.page('http://10.0.0.7/tienda'))).toBe('FORBIDDEN_ADDRESS');
    expect(await refusal(pages.page('file:///etc/passwd'))).toBe('UNSUPPORTED_SCHEME');
    expect(await refusal(pages.page('not a url'))).toBe('INVALID_URL');
    // Images go through the same guard: an item pointing its picture at the metadata address gets nothing.
    expect(await refusal(pages.image('http://169.254.169.254/latest/meta-data/iam', () => true, 1_000))).toBe('FORBIDDEN_ADDRESS');
    expect(await refusal(pages.image(`${shop.origin}/imagen`, () => true, 1_000))).toBe('FORBIDDEN_ADDRESS');
  });
});
