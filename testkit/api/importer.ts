import sharp from 'sharp';
import type { ImporterConfig } from '@vitrina/domain/importer/config';
import { importerConfig } from '@vitrina/importer/testing';
import { startHttpServer, type TestServer } from '@vitrina/infra/fetch/test-servers';
import { startTestVitrina, type Client, type TestVitrina } from './vitrina';

/** A config that passes every check, for a shop under .invalid (no resolver answers it), unless overridden. */
export const importerConfigBody = (overrides: Partial<ImporterConfig> = {}): ImporterConfig => ({
  ...importerConfig({ url: 'https://tienda.invalid/coleccion' }),
  ...overrides,
});

const ALLOW_ALL = 'User-agent: *\nAllow: /\n';

/** A site whose importer reads the test shops on 127.0.0.1, with no pause between a shop's pages. */
export const startImporterVitrina = (env: Record<string, string> = {}, options?: Parameters<typeof startTestVitrina>[1]): Promise<TestVitrina> =>
  startTestVitrina({ IMPORTER_ALLOW_ADDRESSES: '127.0.0.1', IMPORTER_DELAY_MS: '0', ...env }, options);

/** Closes what a file's tests started, in the order given; what never started is passed over. */
export async function closeAll(...started: Array<{ close(): Promise<void> } | undefined>): Promise<void> {
  for (const one of started) await one?.close();
}

/** What a test shop answers a request with (200 unless a status is given). */
export interface ShopAnswer {
  status?: number;
  type: string;
  body: string | Buffer;
}

/** A path's answer, or one made from the address asked for (its query names the page). */
export type ShopRoute = ShopAnswer | ((url: URL) => ShopAnswer | Promise<ShopAnswer>);

/** Paths and their answers; a path ending in `*` answers every path it begins (the longest such wins, `*` alone any). */
export type ShopRoutes = Record<string, ShopRoute>;

export const json = (value: unknown): ShopAnswer => ({ type: 'application/json', body: JSON.stringify(value) });
export const html = (body: string): ShopAnswer => ({ type: 'text/html; charset=utf-8', body });

/** A product a listing page names in its JSON-LD: schema.org Product fields, with the offer's price and currency (ARS unless given). */
export interface ListedProduct {
  name: string;
  sku: string;
  url: string;
  image: string;
  price: string | number;
  currency?: string;
  [field: string]: unknown;
}

/** A listing page whose products are a schema.org ItemList in JSON-LD, as themes print them; `next` adds the rel=next link. */
export function jsonLdListing(listed: ListedProduct[], { next, body = '' }: { next?: string; body?: string } = {}): string {
  const itemListElement = listed.map(({ price, currency = 'ARS', ...product }, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    item: { '@type': 'Product', ...product, offers: { '@type': 'Offer', price: String(price), priceCurrency: currency } },
  }));
  const list = JSON.stringify({ '@context': 'https://schema.org', '@type': 'ItemList', itemListElement });
  const link = next ? `<a rel="next" href="${next}">Siguiente</a>` : '';
  return `<!doctype html><html><head><script type="application/ld+json">${list}</script></head><body>${body}${link}</body></html>`;
}

let photo: Promise<Buffer> | undefined;

/** The one photo test shops show for every product (a run checks and keeps it; nothing reads its pixels). */
export const shopPhoto = async (): Promise<ShopAnswer> => {
  photo ??= sharp({ create: { width: 120, height: 180, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
  return { type: 'image/jpeg', body: await photo };
};

/** A shop's answers before the test's own: robots.txt allows all, and every /img/ address is the shop's photo. */
const SHOP_DEFAULTS: ShopRoutes = { '/robots.txt': { type: 'text/plain', body: ALLOW_ALL }, '/img/*': shopPhoto };

function routeFor(routes: ShopRoutes, pathname: string): ShopRoute | undefined {
  if (Object.hasOwn(routes, pathname)) return routes[pathname];
  const prefixes = Object.keys(routes).filter((path) => path.endsWith('*') && pathname.startsWith(path.slice(0, -1)));
  const longest = prefixes.sort((a, b) => b.length - a.length)[0];
  return longest === undefined ? undefined : routes[longest];
}

/** A test shop answering its paths from `routes` (over the defaults above); a path none answers is 404. */
export async function shopServing(routes: ShopRoutes): Promise<TestServer> {
  const all = { ...SHOP_DEFAULTS, ...routes };
  return startHttpServer((req, res) => {
    const url = new URL(req.url!, 'http://shop');
    const route = routeFor(all, url.pathname);
    if (!route) return void res.writeHead(404).end();
    void Promise.resolve(typeof route === 'function' ? route(url) : route).then(({ status = 200, type, body }) =>
      res.writeHead(status, { 'content-type': type }).end(body),
    );
  });
}

/** A shop that answers nothing until released: a slow shop whose readings hold their slots as long as a test wants. */
export interface HeldShop extends TestServer {
  /** Resolves once the shop has been asked for something (a reading holds its slot from then on). */
  asked: Promise<void>;
  /** From now on the shop answers, those waiting first: robots.txt allows all, every page is an empty one. */
  release(): void;
}

export async function heldShop(): Promise<HeldShop> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  const server = await startHttpServer((req, res) => {
    asked();
    void released.then(() => {
      if (req.url === '/robots.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end(ALLOW_ALL);
      else if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><p>Nada por aquí</p></body></html>');
      else res.writeHead(404).end();
    });
  });
  return { ...server, asked: wasAsked, release };
}

/** A run as GET /importer answers it (the fields the tests read; each test may name its own shape). */
export interface RunAnswer {
  runId: string;
  status: string;
  trigger: string;
  dueAt: string;
  reason: string | null;
  counts: Record<string, number>;
  problems: unknown[];
}

/** Asks the brand's importer for a run now (202) and waits, up to 30 s, for it to finish; answers its report. */
export async function runAndWait<R extends { runId: string; status: string } = RunAnswer>(client: Client): Promise<R> {
  const asked = await client.post<{ runId: string }>('/importer/runs', {});
  // No vitest here: the benches use this file too.
  if (asked.status !== 202) throw new Error(`the run was not asked for: ${asked.status} ${JSON.stringify(asked.body)}`);
  for (let i = 0; i < 600; i++) {
    const run = (await client.get<{ runs: R[] }>('/importer')).body.runs.find((candidate) => candidate.runId === asked.body.runId);
    if (run && run.status !== 'queued' && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the run did not finish');
}
