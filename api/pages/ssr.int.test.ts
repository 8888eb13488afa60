import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'cheerio';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { eventually } from '@vitrina/testkit/api/eventually';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { BUILT_INDEX } from './testing';

/**
 * Issue 47: with SSR on, a public page's body is the app as React renders it on the server, with the answers it was
 * rendered from, before any script runs; the head stays the pages' builder's. The server entry is built here from
 * the web app's sources (web/build/serverEntry.ts's build), beside a built index.
 */
const WEB = fileURLToPath(new URL('../../web', import.meta.url));
const ORIGIN = 'https://vitrina.example';
let vitrina: TestVitrina;
let brand: Client;
let dressId: string;
let folder: string;

interface State {
  language: string;
  queries: { queries: Array<{ queryKey: unknown[]; state: { status: string; data: unknown } }> };
}

async function load$(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${vitrina.url}${address}`, { redirect: 'manual', headers });
  const body = await response.text();
  const $ = load(body);
  const script = $('#vitrina-state').text();
  return { status: response.status, headers: response.headers, $, state: script ? (JSON.parse(script) as State) : null };
}

beforeAll(async () => {
  // Under the web app, so the entry's libraries resolve from its node_modules as web/dist-server's do.
  mkdirSync(path.join(WEB, '.tmp'), { recursive: true });
  folder = mkdtempSync(path.join(WEB, '.tmp', 'ssr-'));
  const dist = path.join(folder, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), BUILT_INDEX);
  for (const chunk of ['index-abc.js', 'es-Es1.js', 'en-En2.js']) writeFileSync(path.join(dist, 'assets', chunk), 'export default {};');
  // As `npm run build:web` builds it (the suites' NODE_ENV, test, would make React's development JSX).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: WEB,
      configFile: path.join(WEB, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { ssr: path.join(WEB, 'src/entry-server.tsx'), outDir: path.join(folder, 'dist-server'), copyPublicDir: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  vitrina = await startTestVitrina({ SERVE_WEB: 'true', WEB_DIST: dist, PUBLIC_URL: ORIGIN, SSR: 'true', SSR_BUDGET_MS: '20000', FREE_SEARCH_LIMIT: '2' });
  ({ client: brand } = await signedInBrand(vitrina, 'PRO'));
  const dress = await brand.post<{ id: string }>(
    '/admin/clothes',
    clothBody({ names: { es: 'Vestido rojo de lino', en: 'Red linen dress' }, typeId: '1', categoryId: 'vestidos', price: 98_000 }),
  );
  dressId = dress.body.id;
  await brand.post('/admin/clothes', clothBody({ names: { es: 'Camisa de lino blanca' }, categoryId: 'camisas', price: 25_000 }));
  await eventually(
    () => brand.get<{ total: number }>('/search?q=lino'),
    (found) => found.body.total === 2,
    { what: 'the search index has both clothes' },
  );
}, 120_000);
afterAll(async () => {
  await vitrina?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('a public page rendered by React on the server', () => {
  it("a cloth's page has its name and price as the app shows them, the answers it was rendered from, and the builder's head", async () => {
    const { status, $, state } = await load$(`/cloth/${dressId}`);
    expect(status).toBe(200);
    expect($('#root h1').text()).toBe('Vestido rojo de lino');
    expect($('#root').text().replace(/\s/g, ' ')).toContain('$ 98.000');
    // The app's shell (its header's search) and no second body: the lean first paint is gone.
    expect($('#root header.site-header').length).toBe(1);
    expect($('#root main#main').length).toBe(1);
    expect($('#root > div.max-w-5xl').length).toBe(0);
    // The head is the builder's: one title, the canonical, the product's JSON-LD.
    expect($('title').length).toBe(1);
    expect($('title').text()).toMatch(/^Vestido rojo de lino · /);
    expect($('link[rel="canonical"]').attr('href')).toBe(`${ORIGIN}/cloth/${dressId}`);
    expect($('script[type="application/ld+json"]').text()).toContain('"@type":"Product"');
    expect(state?.language).toBe('es');
    const cloth = state?.queries.queries.find((query) => JSON.stringify(query.queryKey).includes(dressId));
    expect(cloth?.state.status).toBe('success');
    expect(JSON.stringify(cloth?.state.data)).toContain('Vestido rojo de lino');
    // Who is signed in is the browser's question, never answered into a page everyone gets.
    expect(state?.queries.queries.some((query) => query.queryKey[0] === 'session')).toBe(false);
  });

  it('in English under /en, from the same query functions', async () => {
    const { $, state } = await load$(`/en/cloth/${dressId}`);
    expect($('html').attr('lang')).toBe('en');
    expect($('#root h1').text()).toBe('Red linen dress');
    expect(state?.language).toBe('en');
  });

  it("a search page has its results; a guest's search is counted by the page's address, and past the limit its results are left to the app", async () => {
    const first = await load$('/search?q=lino');
    expect(first.status).toBe(200);
    expect(first.$('#root').text()).toContain('Vestido rojo de lino');
    expect(first.$('#root').text()).toContain('Camisa de lino blanca');
    expect(first.state?.queries.queries.some((query) => query.queryKey[0] === 'search' && query.queryKey[1] === 'results')).toBe(true);
    // It may set the guest's cookie: never kept by a shared cache.
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const guest = first.headers.get('set-cookie')?.split(';')[0];
    expect(guest).toMatch(/^vitrina_guest=/);
    // The limit is 2: a second text is the guest's second search, a third is refused.
    expect((await load$('/search?q=camisa', { cookie: guest! })).$('#root').text()).toContain('Camisa de lino blanca');
    const refused = await load$('/search?q=vestido', { cookie: guest! });
    expect(refused.status).toBe(200);
    expect(refused.$('#root header.site-header').length).toBe(1);
    expect(refused.$('#root').text()).not.toContain('Vestido rojo de lino');
    expect(refused.state?.queries.queries.some((query) => query.queryKey[0] === 'search' && query.queryKey[1] === 'results')).toBe(false);
    // And the app's own call is refused as it is without SSR.
    expect((await fetch(`${vitrina.url}/api/search?q=vestido`, { headers: { cookie: guest! } })).status).toBe(401);
  });

  it('the home page has the newest clothes; a private page stays the browser’s', async () => {
    expect((await load$('/home')).$('#root').text()).toContain('Vestido rojo de lino');
    const login = await load$('/login');
    expect(login.state).toBeNull();
    expect(login.$('#root').children().length).toBe(0);
  });
});
