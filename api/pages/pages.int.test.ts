import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { load } from 'cheerio';
import { HOSTILE_TARGETS } from '@vitrina/testkit/domain/redirects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { entryBody, storedImage } from '@vitrina/testkit/api/magazine';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { PAGE_CACHE } from '../web';
import { BUILT_INDEX } from './testing';
import { eventually } from '@vitrina/testkit/api/eventually';

const ORIGIN = 'https://vitrina.example';
let vitrina: TestVitrina;
let brand: Client;
const ids: Record<string, string> = {};
let storyId: string;

/** A page as a crawler fetches it: no JavaScript, no cookies. */
async function crawl(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${vitrina.url}${address}`, { redirect: 'manual', headers });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, $: load(body) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD read back as loosely as a search engine reads it
type LinkedData = Record<string, any>;

function jsonLd($: ReturnType<typeof load>): LinkedData[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((element) => JSON.parse($(element).text()) as LinkedData);
}

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'vitrina-web-'));
  writeFileSync(path.join(dist, 'index.html'), BUILT_INDEX);
  mkdirSync(path.join(dist, 'assets'));
  for (const chunk of ['index-abc.js', 'es-Es1.js', 'en-En2.js', 'it-It3.js', 'fr-Fr4.js', 'admin-en-Ad5.js', 'admin-es-Ad6.js'])
    writeFileSync(path.join(dist, 'assets', chunk), 'export default {};');
  vitrina = await startTestVitrina({ SERVE_WEB: 'true', WEB_DIST: dist, PUBLIC_URL: ORIGIN, SSR: 'false' });
  ({ client: brand } = await signedInBrand(vitrina, 'PRO'));
  const bodies = {
    dress: clothBody({
      names: { es: 'Vestido rojo de lino', en: 'Red linen dress' },
      typeId: '1',
      categoryId: 'vestidos',
      price: 98_000,
      discountEnabled: true,
      discountedPrice: 68_600,
      description: { es: 'Vestido <b>midi</b> de lino, fresco para el verano.', en: 'A midi linen dress, cool for summer.' },
      url: 'https://casaluna.example/vestido',
    }),
    shirt1: clothBody({ names: { es: 'Camisa de lino blanca' }, categoryId: 'camisas', price: 25_000 }),
    shirt2: clothBody({ names: { es: 'Camisa de lino azul' }, categoryId: 'camisas', price: 26_000 }),
    shirt3: clothBody({ names: { es: 'Camisa de lino negra' }, categoryId: 'camisas', price: 27_000 }),
    shirt4: clothBody({ names: { es: 'Camisa de lino verde' }, categoryId: 'camisas', price: 28_000 }),
    hidden: clothBody({ names: { es: 'Camisa que se oculta' }, categoryId: 'camisas', price: 29_000 }),
    removed: clothBody({ names: { es: 'Camisa que se retira' }, categoryId: 'camisas', price: 30_000 }),
  };
  for (const [key, body] of Object.entries(bodies)) {
    const created = await brand.post<{ id: string }>('/admin/clothes', body);
    if (created.status !== 201) throw new Error(`could not create ${key}: ${JSON.stringify(created.body)}`);
    ids[key] = created.body.id;
  }
  const hidden = await brand.get<{ revision: number }>(`/clothes/${ids.hidden}`);
  expect((await brand.call('PUT', `/admin/clothes/${ids.hidden}/visibility`, { visible: false }, { 'If-Match': `"${hidden.body.revision}"` })).status).toBe(
    200,
  );
  const removed = await brand.get<{ revision: number }>(`/clothes/${ids.removed}`);
  expect((await brand.call('DELETE', `/admin/clothes/${ids.removed}`, undefined, { 'If-Match': `"${removed.body.revision}"` })).status).toBe(204);
  const published = await brand.post<{ id: string }>('/admin/magazine', {
    ...entryBody(await storedImage(vitrina)),
    descriptions: { es: 'Lino para el verano. Una colección fresca para los días largos.', en: 'Linen for the summer. A fresh collection for long days.' },
    clothIds: [ids.dress],
  });
  if (published.status !== 201) throw new Error(`could not publish: ${JSON.stringify(published.body)}`);
  storyId = published.body.id;
  // The search index follows the read models: wait for its five public clothes.
  await eventually(
    () => brand.get<{ total: number }>('/search?q=lino'),
    (found) => found.body.total === 5,
    { what: 'the search index has the five public clothes' },
  );
});
afterAll(() => vitrina.close());

describe('a cloth page as a crawler reads it', () => {
  it('has its name, price, description and image in the HTML, and a head from the read model', async () => {
    const { status, $, headers } = await crawl(`/cloth/${ids.dress}`);
    expect(status).toBe(200);
    expect(headers.get('content-language')).toBe('es');
    // Not one person's page: a CDN may keep it briefly, a browser revalidates.
    expect(headers.get('cache-control')).toBe(PAGE_CACHE);
    expect(headers.get('set-cookie')).toBeNull();
    expect($('html').attr('lang')).toBe('es');
    expect($('title').text()).toBe(`Vestido rojo de lino · ${(await brand.get<{ brandName: string }>(`/clothes/${ids.dress}`)).body.brandName} · Vitrina`);
    expect($('#root h1').text()).toBe('Vestido rojo de lino');
    // The description is text: its markup is escaped, never run or parsed.
    expect($('#root article p').text()).toContain('Vestido <b>midi</b> de lino');
    expect($('#root strong').text()).toBe('$\u00a068.600');
    expect($('#root s').text()).toBe('$\u00a098.000');
    expect($('#root img').attr('alt')).toBe('Vestido rojo de lino');
    expect($('meta[name="description"]')).toHaveLength(1);
    expect($('meta[name="description"]').attr('content')).toMatch(/^Vestido rojo de lino de .+, \$\s68\.600\./);
    expect($('link[rel="canonical"]').attr('href')).toBe(`${ORIGIN}/cloth/${ids.dress}`);
    expect(
      $('link[rel="alternate"]')
        .toArray()
        .map((link) => [$(link).attr('hreflang'), $(link).attr('href')]),
    ).toEqual([
      ['es', `${ORIGIN}/cloth/${ids.dress}`],
      ['en', `${ORIGIN}/en/cloth/${ids.dress}`],
      ['it', `${ORIGIN}/it/cloth/${ids.dress}`],
      ['fr', `${ORIGIN}/fr/cloth/${ids.dress}`],
      ['x-default', `${ORIGIN}/cloth/${ids.dress}`],
    ]);
    expect($('meta[property="og:type"]').attr('content')).toBe('product');
    expect($('meta[property="og:image"]').attr('content')).toMatch(new RegExp(`^${ORIGIN}/images/[0-9a-f]{32}\\.webp$`));
    expect($('meta[property="product:price:amount"]').attr('content')).toBe('68600');
    expect($('meta[name="twitter:card"]').attr('content')).toBe('summary_large_image');
    expect($('meta[name="robots"]')).toHaveLength(0);
  });

  it('speaks the language of its address', async () => {
    const { status, $ } = await crawl(`/en/cloth/${ids.dress}`);
    expect(status).toBe(200);
    expect($('html').attr('lang')).toBe('en');
    // The app's English dictionary is preloaded, not the Spanish one the build names.
    expect(
      $('link[rel="modulepreload"]')
        .toArray()
        .map((link) => $(link).attr('href')),
    ).toEqual(['/assets/en-En2.js']);
    expect($('#root h1').text()).toBe('Red linen dress');
    expect($('link[rel="canonical"]').attr('href')).toBe(`${ORIGIN}/en/cloth/${ids.dress}`);
    expect($('meta[property="og:locale"]').attr('content')).toBe('en_US');
    // A language without its own name falls back to Spanish's.
    expect((await crawl(`/it/cloth/${ids.dress}`)).$('#root h1').text()).toBe('Vestido rojo de lino');
  });

  it('carries JSON-LD a search engine takes: a Product with its Offer and Brand, and its breadcrumbs', async () => {
    const [product = {}, trail = {}] = jsonLd((await crawl(`/cloth/${ids.dress}`)).$);
    // Google's product snippet: name and an offer with price, currency and availability (schema.org Product/Offer).
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Vestido rojo de lino',
      sku: ids.dress,
      brand: { '@type': 'Brand' },
      offers: {
        '@type': 'Offer',
        price: '68600',
        priceCurrency: 'ARS',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/cloth/${ids.dress}`,
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
    expect(product.image).toEqual([expect.stringMatching(new RegExp(`^${ORIGIN}/images/`))]);
    expect(product.offers.price).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(trail.itemListElement.map((item: { position: number; name: string }) => [item.position, item.name])).toEqual([
      [1, 'Inicio'],
      [2, expect.any(String)],
      [3, 'Vestidos'],
      [4, 'Vestido rojo de lino'],
    ]);
  });

  it('answers 410 with similar clothes for a hidden or removed cloth, and 404 for one that never was', async () => {
    for (const id of [ids.hidden, ids.removed]) {
      const gone = await crawl(`/cloth/${id}`);
      expect(gone.status, id).toBe(410);
      expect(gone.headers.get('cache-control')).toBe(PAGE_CACHE);
      expect(gone.$('#root h1').text()).toBe('Esta prenda ya no está disponible');
      expect(gone.$('meta[name="robots"]').attr('content')).toBe('noindex');
      const links = gone
        .$('#root main a')
        .toArray()
        .map((link) => gone.$(link).attr('href'));
      expect(links).toEqual(expect.arrayContaining([`/cloth/${ids.shirt1}`]));
      expect(links).not.toContain(`/cloth/${ids.hidden}`);
    }
    const unknown = await crawl('/cloth/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.$('#root h1').text()).toBe('Esta página no existe');
    expect(unknown.$('#root form[role="search"] input[name="q"]')).toHaveLength(1);
    expect((await crawl('/cloth/not-an-id')).status).toBe(404);
  });
});

describe('other public addresses', () => {
  it('a story has its own page with an Article, its text and its featured clothes', async () => {
    const { status, $ } = await crawl(`/magazine/${storyId}`);
    expect(status).toBe(200);
    expect($('#root h1').text()).toBe('Lino para el verano');
    expect($('#root').text()).toContain('Una colección fresca para los días largos.');
    expect(
      $('#root a')
        .toArray()
        .map((link) => $(link).attr('href')),
    ).toContain(`/cloth/${ids.dress}`);
    expect($('meta[property="og:type"]').attr('content')).toBe('article');
    const [article] = jsonLd($);
    expect(article).toMatchObject({ '@type': 'Article', headline: 'Lino para el verano', author: { '@type': 'Organization' }, inLanguage: 'es' });
    expect(article!.image).toEqual([expect.stringMatching(/\/images\//)]);
    expect(Date.parse(article!.datePublished)).not.toBeNaN();
    expect((await crawl(`/fr/magazine/${storyId}`)).$('html').attr('lang')).toBe('fr');
    expect((await crawl('/magazine/nope')).status).toBe(404);
  });

  it('home has the WebSite with its SearchAction and links to new clothes and stories', async () => {
    const { status, $ } = await crawl('/en/home');
    expect(status).toBe(200);
    expect($('title').text()).toMatch(/· Vitrina$/);
    const [site] = jsonLd($);
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: `${ORIGIN}/en/home`,
      potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' },
    });
    expect(site!.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/en/search?q={search_term_string}`);
    const links = $('#root a')
      .toArray()
      .map((link) => $(link).attr('href'));
    expect(links).toEqual(expect.arrayContaining([`/en/cloth/${ids.dress}`, `/en/magazine/${storyId}`]));
  });

  it('a search page is listed when it finds enough, and says noindex when thin or filtered', async () => {
    const listed = await crawl('/search?q=lino');
    expect(listed.status).toBe(200);
    expect(listed.$('#root h1').text()).toBe('Resultados para «lino»');
    expect(listed.$('#root li')).toHaveLength(5);
    expect(listed.$('meta[name="robots"]')).toHaveLength(0);
    expect(listed.$('link[rel="canonical"]').attr('href')).toBe(`${ORIGIN}/search?q=lino`);
    expect((await crawl('/search?q=vestido')).$('meta[name="robots"]').attr('content')).toBe('noindex');
    expect((await crawl('/search?q=lino&sort=price-asc')).$('meta[name="robots"]').attr('content')).toBe('noindex');
    const category = await crawl('/search?type=1&categories=camisas');
    expect(category.$('#root h1').text()).toBe('Camisas');
    expect(category.$('meta[name="robots"]')).toHaveLength(0);
    // A crawler's search pages spend no guest's free searches.
    for (let i = 0; i < 5; i++) expect((await crawl(`/search?q=lino${i}`)).status).toBe(200);
  });

  it('keeps private areas out: noindex, and in robots.txt', async () => {
    for (const address of ['/login', '/profile', '/en/admin/dashboard', `/brand/${ids.dress}`]) {
      const page = await crawl(address);
      expect(page.status, address).toBe(200);
      expect(page.$('meta[name="robots"]').attr('content'), address).toBe('noindex');
      expect(page.$('link[rel="canonical"]'), address).toHaveLength(0);
    }
    const robots = await crawl('/robots.txt');
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /admin\n');
    expect(robots.body).toContain('Disallow: /en/profile\n');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('sends the root to its page in the address language, and /es/… to the address without a prefix', async () => {
    expect((await crawl('/')).headers.get('location')).toBe('/magazine');
    expect((await crawl('/en')).headers.get('location')).toBe('/en/magazine');
    const spanish = await crawl('/es/home?x=1');
    expect(spanish.status).toBe(301);
    expect(spanish.headers.get('location')).toBe('/home?x=1');
    expect((await crawl('/nowhere/at/all')).status).toBe(404);
  });

  it('never sends /es/… off the site, whatever follows the prefix (issue 42)', async () => {
    const forms = [
      ...HOSTILE_TARGETS.filter((target) => target.startsWith('/') && /^[!-~]+$/.test(target)),
      '//evil.example/%2F..',
      '/%09/evil.example',
      '/%0a/evil.example',
      '/%5Cevil.example',
      '/%2F%2Fevil.example',
      '/\\\\evil.example',
    ];
    for (const form of forms) {
      const { status, location } = await rawGet(`/es${form}?x=1`);
      expect(status, form).toBe(301);
      // Read as a browser reads a Location: it must stay on this origin.
      expect(new URL(location, ORIGIN).origin, `${form} → ${location}`).toBe(ORIGIN);
      expect(location, form).toMatch(/^\/(?![/\\])/);
    }
    expect((await rawGet('/es/home?x=1')).location).toBe('/home?x=1');
  });
});

/** A GET sent byte for byte as written, so nothing on the way normalises its path (fetch reads `\` as `/`). */
function rawGet(target: string): Promise<{ status: number; location: string }> {
  const { port } = new URL(vitrina.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: vitrina.example\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket
      .setEncoding('latin1')
      .on('data', (chunk: string) => (answer += chunk))
      .on('error', reject);
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      const location = /\r\nlocation: ([^\r]*)\r\n/i.exec(answer)?.[1] ?? '';
      resolve({ status, location });
    });
  });
}

describe('sitemaps', () => {
  it('index every public cloth and story once per language, with its alternates and last change, and nothing private', async () => {
    const index = await crawl('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/xml/);
    const $index = load(index.body, { xml: true });
    const files = $index('sitemap > loc')
      .toArray()
      .map((loc) => $index(loc).text());
    expect(files).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/sitemaps/clothes-es-1.xml`,
        `${ORIGIN}/sitemaps/stories-fr-1.xml`,
        `${ORIGIN}/sitemaps/categories-it.xml`,
        `${ORIGIN}/sitemaps/pages-en.xml`,
      ]),
    );
    const all: string[] = [];
    for (const file of files) {
      const part = await crawl(file.slice(ORIGIN.length), { 'accept-encoding': 'gzip' });
      expect(part.status, file).toBe(200);
      const $part = load(part.body, { xml: true });
      const locs = $part('url > loc')
        .toArray()
        .map((loc) => $part(loc).text());
      expect(locs.length, file).toBeLessThanOrEqual(50_000);
      all.push(...locs);
      if (file.includes('clothes-en')) {
        const first = $part('url').first();
        expect(first.find('lastmod').text()).toMatch(/^\d{4}-\d\d-\d\dT/);
        expect(
          first
            .find('xhtml\\:link')
            .toArray()
            .map((link) => $part(link).attr('hreflang')),
        ).toEqual(['es', 'en', 'it', 'fr', 'x-default']);
      }
    }
    expect(new Set(all).size).toBe(all.length);
    for (const language of ['', '/en', '/it', '/fr']) {
      for (const key of ['dress', 'shirt1', 'shirt2', 'shirt3', 'shirt4']) expect(all).toContain(`${ORIGIN}${language}/cloth/${ids[key]}`);
      expect(all).toContain(`${ORIGIN}${language}/magazine/${storyId}`);
      expect(all).toContain(`${ORIGIN}${language}/search?type=1&categories=camisas`);
    }
    expect(all.filter((loc) => loc.includes(ids.hidden!) || loc.includes(ids.removed!))).toEqual([]);
    // Vestidos has one cloth: a thin page, not listed.
    expect(all.filter((loc) => loc.includes('categories=vestidos'))).toEqual([]);
    expect((await crawl('/sitemaps/clothes-es-9.xml')).status).toBe(404);
    expect((await crawl('/sitemaps/other.xml')).status).toBe(404);
  });
});

describe("the header menu's brands", () => {
  it('lists the brands with public clothes, each with how many it shows', async () => {
    const listed = await vitrina.client().get<{ items: Array<{ id: string; name: string; clothes: number }> }>('/brands');
    expect(listed.status).toBe(200);
    const ours = await brand.get<{ brandId: string; brandName: string }>(`/clothes/${ids.dress}`);
    expect(listed.body.items).toContainEqual({ id: ours.body.brandId, name: ours.body.brandName, clothes: 5 });
  });
});
