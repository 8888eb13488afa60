import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageFetcher } from '../fetcher';
import { serveFixtureShop, type FixtureShop } from './fixture-shops';
import { isHome, listingsOf } from './listing';
import { pageSource } from './page';
import type { SourceContext, SourceItem, UnreadDocument } from './port';

/** The page source reading an HTML shop whole (listing.ts), on the PrestaShop and Magento fixture shops. */
describe('an HTML shop read whole from its home', () => {
  let presta: FixtureShop;
  let magento: FixtureShop;
  beforeAll(async () => {
    [presta, magento] = await Promise.all([serveFixtureShop('prestashop-alba'), serveFixtureShop('magento-orla')]);
  });
  afterAll(() => Promise.all([presta.close(), magento.close()]));

  const read = async (shop: FixtureShop, limit = 10_000) => {
    const fetcher = new PageFetcher({ siteUrl: 'https://vitrina.example/', delayMs: 0, allowAddressesForTests: ['127.0.0.1'], retryDelaysMs: [10, 10] });
    const context: SourceContext = { document: fetcher.document.bind(fetcher), limit, currency: 'XTS' };
    const found = await pageSource.probe(`${shop.origin}/`, context);
    const items: SourceItem[] = [];
    const unread: UnreadDocument[] = [];
    for await (const batch of pageSource.read(found!, context)) {
      unread.push(...(batch.unread ?? []));
      for (const result of batch.items) if (result.item) items.push(result.item);
    }
    return { items, unread };
  };

  it('keeps a product whose own page keeps failing as its card gave it, and names the page unread', async () => {
    const page = '/mujer/12-blusa-de-lino-bordada.html';
    presta.faults.set(page, [500, 500, 500]);
    const { items, unread } = await read(presta);
    presta.faults.clear();
    expect(items).toHaveLength(32);
    const blouse = items.find((item) => item.url === `${presta.origin}${page}`)!;
    // The card's name and prices, without the sizes and gallery only its page has.
    expect(blouse).toMatchObject({ name: 'Blusa de lino bordada', price: 41, salePrice: 32.8, sizes: [], available: true });
    expect(unread).toEqual([{ url: `${presta.origin}${page}`, why: '500' }]);
  });

  it('asks for each listing page and product page once, and never for what robots.txt or the navigation’s service links are', async () => {
    presta.requests.length = 0;
    await read(presta);
    // The home is asked twice: by detection, then by the reading.
    const asked = presta.requests.filter((request) => request !== '/robots.txt').slice(1);
    expect(new Set(asked).size).toBe(asked.length);
    // The home, the whole catalogue's three pages (its "all products" link), the 32 product pages; no category of the menu.
    expect(asked.filter((request) => !request.endsWith('.html'))).toEqual(['/', '/2-inicio/', '/2-inicio/?page=2', '/2-inicio/?page=3']);
    expect(asked.filter((request) => request.endsWith('.html'))).toHaveLength(32);
  });

  it('follows each category of a home without an "all products" link, and reads no more product pages than its limit needs', async () => {
    magento.requests.length = 0;
    const { items } = await read(magento, 8);
    expect(items).toHaveLength(8);
    const products = magento.requests.filter((request) => /^\/[a-z]+-[a-z-]+\.html$/.test(request));
    expect(products.length).toBeLessThanOrEqual(8);
  });

  it('tells a home from a category, and finds a home’s listings in its navigation', () => {
    expect(['https://shop.example/', 'https://shop.example/es/', 'https://shop.example/index.php', 'https://shop.example/en-gb/'].map(isHome)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['https://shop.example/3-mujer', 'https://shop.example/women.html', 'https://shop.example/collections/all'].map(isHome)).toEqual([
      false,
      false,
      false,
    ]);
    const html = `<header><a href="/">Logo</a><a href="/customer/account/login/">Sign in</a><a href="/checkout/cart/">Cart</a></header>
      <nav><a href="/women.html">Women</a><a href="/men.html">Men</a><a href="/women.html#top">Women again</a><a href="https://elsewhere.example/x">Partner</a><a href="/contact/">Contact</a></nav>`;
    expect(listingsOf(load(html), 'https://shop.example/')).toEqual(['https://shop.example/women.html', 'https://shop.example/men.html']);
    expect(listingsOf(load(`${html}<a class="all-product-link" href="/2-inicio">Todos los productos</a>`), 'https://shop.example/')).toEqual([
      'https://shop.example/2-inicio',
    ]);
  });
});
