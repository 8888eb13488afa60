import { readFileSync, statSync } from 'node:fs';
import type http from 'node:http';
import sharp from 'sharp';
import { startHttpServer, type TestServer } from '@vitrina/infra/fetch/test-servers';

/**
 * Serves a real-shop catalogue of bench/shops/<name>/ as its platform does: a file at its path (`{{origin}}` the
 * server's), a Shopify shop's /products.json in pages of `limit` (30 by default, 250 at most) by `page`, a
 * WooCommerce Store API's /wp-json/wc/store/v1/products in pages of `per_page` (10 by default, 100 at most) with
 * X-WP-Total and X-WP-TotalPages, and its variations (`type=variation`, `parent=<ids>`); every product image one small
 * JPEG. A path the shop lacks answers 404.
 */
const TYPES: Record<string, string> = { '.json': 'application/json; charset=utf-8', '.html': 'text/html; charset=utf-8', '.txt': 'text/plain; charset=utf-8' };
const STORE_API = '/wp-json/wc/store/v1/products';

export async function serveShop(name: string): Promise<TestServer> {
  const root = new URL(`./${name}/`, import.meta.url);
  const image = await sharp({ create: { width: 90, height: 120, channels: 3, background: { r: 180, g: 160, b: 140 } } })
    .jpeg()
    .toBuffer();
  let origin = '';
  const texts = new Map<string, string | null>();
  const text = (file: string) => {
    if (!texts.has(file)) {
      const url = new URL(file, root);
      texts.set(file, file !== 'truth.json' && exists(url) ? readFileSync(url, 'utf8').replaceAll('{{origin}}', origin) : null);
    }
    return texts.get(file)!;
  };
  const listings = new Map<string, unknown[]>();
  const listing = (file: string, pick: (document: unknown) => unknown[]) => {
    if (!listings.has(file)) listings.set(file, pick(JSON.parse(text(file) ?? '[]')));
    return listings.get(file)!;
  };

  const serve = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://shop');
    const json = (body: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(200, { 'content-type': TYPES['.json']!, ...headers }).end(JSON.stringify(body));
    if (url.pathname.endsWith('.jpg')) return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(image);
    if (url.pathname === '/products.json' && text('products.json') !== null) {
      const products = listing('products.json', (document) => (document as { products: unknown[] }).products);
      const limit = Math.min(250, Number(url.searchParams.get('limit') ?? 30));
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      return json({ products: products.slice((page - 1) * limit, page * limit) });
    }
    if (url.pathname.replace(/\/$/, '') === STORE_API && text('wp-json/wc/store/v1/products.json') !== null) {
      const variations = url.searchParams.get('type') === 'variation';
      const parents = new Set((url.searchParams.get('parent') ?? '').split(',').filter(Boolean).map(Number));
      const all = variations
        ? listing('wp-json/wc/store/v1/variations.json', (document) => document as unknown[])
        : listing('wp-json/wc/store/v1/products.json', (document) => document as unknown[]);
      const chosen = variations && parents.size > 0 ? all.filter((variation) => parents.has((variation as { parent: number }).parent)) : all;
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 10));
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      return json(chosen.slice((page - 1) * perPage, page * perPage), {
        'X-WP-Total': String(chosen.length),
        'X-WP-TotalPages': String(Math.ceil(chosen.length / perPage)),
      });
    }
    const file = decodeURIComponent(url.pathname)
      .replace(/^\/+/, '')
      .replace(/(^|\/)$/, '$1index.html');
    const body = file.includes('..') ? null : text(file);
    if (body === null) return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    res.writeHead(200, { 'content-type': TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream' }).end(body);
  };
  const server = await startHttpServer(serve);
  origin = server.origin;
  return server;
}

function exists(url: URL): boolean {
  try {
    return statSync(url).isFile();
  } catch {
    return false;
  }
}
