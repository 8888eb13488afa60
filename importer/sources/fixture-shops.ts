import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { startHttpServer, type TestServer } from '@vitrina/infra/fetch/test-servers';

/**
 * Fixture shops for the sources' contract suite, served by a local server: each is a folder of importer/fixtures/
 * shops/<name>/ whose files are served at their paths (`products.json?page=2` is the file `products.json@page=2`,
 * a query's `=` and `&` kept, `?` as `@`), with the media type of their extension; `{{origin}}` in a file is the
 * server's origin. `expected.json` there says what the shop holds (not served).
 */
const TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.rss': 'application/rss+xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.tsv': 'text/tab-separated-values; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

export const SHOPS_DIR = new URL('../fixtures/shops/', import.meta.url);

/** A fault the shop answers a request with instead of its file: a status, or no answer at all (`silent`). */
export type Fault = number | 'silent';

export interface FixtureShop extends TestServer {
  /** Requests the shop answered, in order (path and query). */
  requests: string[];
  /** Faults to answer a path (and query, as in `requests`) with, one a request, before its file again. */
  faults: Map<string, Fault[]>;
}

/**
 * Serves the fixture shop `name`; a path it lacks answers 404, but for an image's when `images` draws it (the
 * fixtures hold no photos: a run that stores them is given one for each address).
 */
export async function serveFixtureShop(name: string, options: { images?: (path: string) => Promise<Buffer> } = {}): Promise<FixtureShop> {
  const root = new URL(`${name}/`, SHOPS_DIR);
  const requests: string[] = [];
  const faults = new Map<string, Fault[]>();
  let origin = '';
  const server = await startHttpServer((req, res) => {
    const target = req.url ?? '/';
    requests.push(target);
    const fault = faults.get(target)?.shift();
    if (fault === 'silent') return;
    if (fault !== undefined) {
      res.writeHead(fault, { 'content-type': 'text/plain' }).end('fault');
      return;
    }
    const file = fileFor(root, target);
    const askedType = TYPES[path.extname(target.split('?')[0]!)];
    if (!file && options.images && askedType?.startsWith('image/')) {
      void options.images(target).then((bytes) => res.writeHead(200, { 'content-type': askedType }).end(bytes));
      return;
    }
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const type = TYPES[path.extname(file.name).replace(/@.*$/, '')] ?? 'application/octet-stream';
    const body = type.startsWith('image/') ? readFileSync(file.url) : readFileSync(file.url, 'utf8').replaceAll('{{origin}}', origin);
    res.writeHead(200, { 'content-type': type, ...(file.headers ?? {}) }).end(body);
  });
  origin = server.origin;
  return Object.assign(server, { requests, faults });
}

/** The file answering a request path: `/a/b.json?page=2` → `a/b.json@page=2`, `/a/` → `a/index.html`. */
function fileFor(root: URL, target: string): { url: URL; name: string; headers?: Record<string, string> } | null {
  const [pathname, query] = target.split('?') as [string, string | undefined];
  let relative = decodeURIComponent(pathname).replace(/^\/+/, '');
  if (relative === '' || relative.endsWith('/')) relative += 'index.html';
  if (relative.includes('..') || relative === 'expected.json') return null;
  const name = query ? `${relative}@${query}` : relative;
  const url = new URL(name, root);
  try {
    if (!statSync(url).isFile()) return null;
  } catch {
    return null;
  }
  // A file's headers beside it: `<file>.headers.json` (pagination totals).
  let headers: Record<string, string> | undefined;
  try {
    headers = JSON.parse(readFileSync(new URL(`${name}.headers.json`, root), 'utf8')) as Record<string, string>;
  } catch {
    headers = undefined;
  }
  return { url, name: path.basename(name), ...(headers ? { headers } : {}) };
}

/** The fixture shops there are. */
export function fixtureShops(): string[] {
  return readdirSync(SHOPS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** What a fixture shop holds, as its `expected.json` says: per product, what a source must read. */
export interface ExpectedProduct {
  key: string;
  name: string;
  /** Its regular price. */
  price: number;
  /** Its price on sale, when the shop has it on sale. */
  salePrice?: number;
  /** The shop still shows a price before a sale, but not above the price: a sale that ended, no sale. */
  saleEnded?: boolean;
  currency: string;
  /** The canonical product page, `{{origin}}` for the server's. */
  url: string | null;
  images: number;
  sizes: string[];
  colors?: string[];
  available: boolean;
  /** Sizes that cannot be bought now. */
  soldOutSizes?: string[];
  /** The shop shows no photo of it (`none`), or only its platform's "no photo" picture (`placeholder`): no images. */
  photo?: 'none' | 'placeholder';
  /** The shop links it by its variants' addresses (`?variant=`, `?taille=36`…): its `url` is the product's page. */
  variantLinks?: boolean;
}

/** A fixture shop's expected.json: its source, where detection starts, its size, its currency and where it says it, its products. */
export interface ExpectedShop {
  kind: string;
  entry: string;
  total: number;
  /** The currency the shop prices in, as it states it (never the config's). */
  currency: string;
  /** Where the shop states it (`/meta.json`'s `currency`, the Store API's `currency_code`…). */
  currencyStatedBy: string;
  /** The site's language the shop writes in (absent: Spanish, as most fixture shops). */
  language?: string;
  /** Where the shop states it (absent: its page's `lang`); null: nowhere, so it is told from its products' text. */
  languageStatedBy?: string | null;
  products: ExpectedProduct[];
}

export function expectedProducts(name: string): ExpectedShop {
  return JSON.parse(readFileSync(new URL(`${name}/expected.json`, SHOPS_DIR), 'utf8')) as ExpectedShop;
}
