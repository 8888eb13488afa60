import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageFetcher, PageRefusedError, whyRefused, type PageFetcherOptions } from '../fetcher';
import { expectedProducts, serveFixtureShop, type Fault, type FixtureShop } from './fixture-shops';
import type { CatalogueSource, SourceContext, SourceItem, UnreadDocument } from './port';

/**
 * The contract every source passes on its fixture shops (importer/fixtures/shops/<shop>/, whose expected.json says
 * what the shop holds and where detection starts): detection finds the source at the shop's address and says the
 * catalogue's size; reading gives every product once, with its name, regular and sale price (a sale ended is none),
 * the currency the shop states, canonical link (no tracking parameters, no fragment), images, sizes and stock; the
 * limit is kept; the shop is read politely (robots.txt
 * first, never two requests at once); a document that fails for a moment is asked again, and one that keeps failing
 * (a 500, no answer in time) is named with why, never passed over as if the catalogue ended there (the run then
 * ends partial and hides nothing: api/importer/partial-runs.int.test.ts).
 */
/** The config's currency in the contract: ISO 4217's code reserved for tests. */
const CONFIG_CURRENCY = 'XTS';

export function sourceContract(source: CatalogueSource, shops: readonly string[]): void {
  for (const name of shops) {
    describe(`${source.kind} source on the ${name} fixture shop`, () => {
      let shop: FixtureShop;
      const expected = expectedProducts(name);
      beforeAll(async () => {
        shop = await serveFixtureShop(name);
      });
      afterAll(() => shop.close());

      // One fetcher for a detection and the reading after it, as a preview or a run has: robots.txt is asked once. The
      // config's currency is ISO 4217's code for tests, which no shop prices in: every currency read is the shop's.
      const context = (fetcher: PageFetcher, limit = 10_000): SourceContext => ({
        document: (url, accept, headers) => fetcher.document(url, accept, headers),
        limit,
        currency: CONFIG_CURRENCY,
      });
      // A product known by its page (an HTML shop's card) is keyed by its link: expected.json writes the server's origin as {{origin}}.
      const keyed = (key: string) => key.replaceAll(shop.origin, '{{origin}}');
      const newFetcher = () => new PageFetcher({ siteUrl: 'https://vitrina.example/', delayMs: 0, allowAddressesForTests: ['127.0.0.1'] });
      const readAll = async (limit?: number) => {
        const fetcher = newFetcher();
        const found = await source.probe(`${shop.origin}${expected.entry}`, context(fetcher, limit));
        expect(found, 'detection finds the source').not.toBeNull();
        const items: SourceItem[] = [];
        let batches = 0;
        for await (const batch of source.read(found!, context(fetcher, limit))) {
          batches += 1;
          for (const result of batch.items) if (result.item) items.push({ ...result.item, key: keyed(result.item.key) });
        }
        return { found: found!, items, batches };
      };

      it('is found at the shop’s address, with the catalogue’s size when the source says it', async () => {
        const found = await source.probe(`${shop.origin}${expected.entry}`, context(newFetcher()));
        expect(found?.kind).toBe(source.kind);
        if (found?.total !== null) expect(found?.total).toBe(expected.total);
      });

      it('reads every product once, with its fields, sizes and stock', async () => {
        const { items } = await readAll();
        const origin = (text: string | null) => text?.replaceAll('{{origin}}', shop.origin) ?? null;
        expect(items.map((item) => item.key).sort()).toEqual(expected.products.map((product) => product.key).sort());
        for (const product of expected.products) {
          const item = items.find((found) => found.key === product.key)!;
          expect(item, product.key).toMatchObject({
            name: product.name,
            price: product.price,
            salePrice: product.salePrice ?? null,
            currency: product.currency,
            url: origin(product.url),
            available: product.available,
          });
          expect(item.images.length, `${product.key} images`).toBe(product.images);
          expect(item.sizes, `${product.key} sizes`).toEqual(product.sizes);
          if (product.colors) expect(item.colors, `${product.key} colours`).toEqual(product.colors);
          const soldOut = item.variants.filter((variant) => !variant.available && variant.size !== null).map((variant) => variant.size);
          expect([...new Set(soldOut)].sort(), `${product.key} sold-out sizes`).toEqual([...(product.soldOutSizes ?? [])].sort());
          for (const image of item.images) expect(image).toMatch(/^https?:\/\//);
          if (item.url) expect(item.url).not.toMatch(/[?&](utm_|fbclid|gclid|variant|size|taille|talle|color|attribute_)|#/);
        }
      });

      // Imported as hidden clothes without images, that the brand sees as needing a photo (api/importer/photos.int.test.ts).
      it('reads a product without a photo, and one whose only image is the platform’s placeholder, as products without images', async () => {
        const { items } = await readAll();
        const withoutPhoto = expected.products.filter((product) => product.photo === 'none');
        const placeholdersOnly = expected.products.filter((product) => product.photo === 'placeholder');
        expect(withoutPhoto.length, 'products without a photo in the fixture').toBeGreaterThan(0);
        expect(placeholdersOnly.length, 'products whose only image is the platform’s placeholder in the fixture').toBeGreaterThan(0);
        for (const product of [...withoutPhoto, ...placeholdersOnly]) expect(items.find((found) => found.key === product.key)?.images, product.key).toEqual([]);
      });

      it('links each product to its own page, whichever variant’s link the shop gave', async () => {
        const { items } = await readAll();
        const linkedByVariant = expected.products.filter((product) => product.variantLinks);
        // A feed links each variant: its fixtures always give some with a variant's query (?variant=, ?taille=…).
        if (source.kind === 'feed') expect(linkedByVariant.length, 'products linked by their variants in the fixture').toBeGreaterThan(0);
        for (const product of linkedByVariant)
          expect(items.find((found) => found.key === product.key)?.url, product.key).toBe(product.url?.replaceAll('{{origin}}', shop.origin));
      });

      it('reads a sale with its regular price and the sale’s, a sale that ended as none, in the currency the shop states', async () => {
        const { items } = await readAll();
        const item = (key: string) => items.find((found) => found.key === key)!;
        const onSale = expected.products.filter((product) => product.salePrice !== undefined);
        const ended = expected.products.filter((product) => product.saleEnded);
        expect(onSale.length, 'products on sale in the fixture').toBeGreaterThan(0);
        expect(ended.length, 'products whose sale ended in the fixture').toBeGreaterThan(0);
        for (const product of onSale) {
          expect({ price: item(product.key).price, salePrice: item(product.key).salePrice }, product.key).toEqual({
            price: product.price,
            salePrice: product.salePrice,
          });
          expect(product.salePrice!, product.key).toBeLessThan(product.price);
        }
        // The shop still shows a price before the sale, not above the price: no sale.
        for (const product of ended) expect(item(product.key).salePrice, product.key).toBeNull();
        expect(new Set(items.map((found) => found.currency)), `stated by ${expected.currencyStatedBy}`).toEqual(new Set([expected.currency]));
      });

      it('keeps the limit', async () => {
        const { items } = await readAll(2);
        expect(items).toHaveLength(Math.min(2, expected.products.length));
      });

      it('asks robots.txt first and never sends two requests at once', async () => {
        shop.requests.length = 0;
        await readAll();
        expect(shop.requests[0]).toBe('/robots.txt');
        expect(shop.requests.filter((request) => request === '/robots.txt')).toHaveLength(1);
      });

      // The third document of a whole reading (a listing's page 3, a sitemap's third product page), or its last when
      // it has fewer (the fixtures' listings have two pages; a feed is one document), fails as the shop makes it.
      describe('when the shop fails on its third document, or its last', () => {
        const documents: string[] = [];
        let target = '';
        beforeAll(async () => {
          const fetcher = newFetcher();
          const found = await source.probe(`${shop.origin}${expected.entry}`, context(fetcher));
          for await (const batch of source.read(found!, context(fetcher))) documents.push(batch.url);
          const url = new URL(documents[Math.min(2, documents.length - 1)]!);
          target = `${url.pathname}${url.search}`;
        });

        /** A reading whose target answers `faults` first: the documents it read, its products, what it named unread, and how it ended. */
        const readFailing = async (faults: Fault[], options: Partial<PageFetcherOptions> = {}) => {
          const fetcher = new PageFetcher({
            siteUrl: 'https://vitrina.example/',
            delayMs: 0,
            allowAddressesForTests: ['127.0.0.1'],
            retryDelaysMs: [10, 10],
            ...options,
          });
          const found = await source.probe(`${shop.origin}${expected.entry}`, context(fetcher));
          shop.requests.length = 0;
          shop.faults.set(target, [...faults]);
          const read: { urls: string[]; keys: string[]; unread: UnreadDocument[]; failure: UnreadDocument | null } = {
            urls: [],
            keys: [],
            unread: [],
            failure: null,
          };
          try {
            for await (const batch of source.read(found!, context(fetcher))) {
              read.urls.push(batch.url);
              read.unread.push(...(batch.unread ?? []));
              for (const result of batch.items) if (result.item) read.keys.push(keyed(result.item.key));
            }
          } catch (error) {
            if (!(error instanceof PageRefusedError)) throw error;
            read.failure = { url: error.url ?? '', why: whyRefused(error) };
          } finally {
            shop.faults.clear();
          }
          return read;
        };
        const tries = () => shop.requests.filter((request) => request === target).length;

        it('reads the documents before it, tries it three times, and names it with the status it kept answering', async () => {
          const read = await readFailing([500, 500, 500]);
          const before = documents.indexOf(documents.find((url) => url.endsWith(target))!);
          expect(read.urls.slice(0, before)).toEqual(documents.slice(0, before));
          expect(tries()).toBe(3);
          // Named either as the reading's failure (a listing cannot go past a page it could not read) or as a
          // document it went on without (a sitemap's product page): never a reading that ends as if whole.
          expect(read.failure ?? read.unread[0]).toEqual({ url: `${shop.origin}${target}`, why: '500' });
        });

        it('names a document that never answers in time as timed out', async () => {
          const read = await readFailing(['silent', 'silent', 'silent'], { timeoutMs: 400 });
          expect(tries()).toBe(3);
          expect(read.failure ?? read.unread[0]).toEqual({ url: `${shop.origin}${target}`, why: 'TIMEOUT' });
        });

        it('reads every product when the document answers on its second try', async () => {
          const read = await readFailing([503]);
          expect(tries()).toBe(2);
          expect(read.failure).toBeNull();
          expect(read.unread).toEqual([]);
          expect([...new Set(read.keys)].sort()).toEqual(expected.products.map((product) => product.key).sort());
        });
      });
    });
  }
}
