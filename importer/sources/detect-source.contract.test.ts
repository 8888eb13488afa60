import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageFetcher } from '../fetcher';
import { detectSource, SHOP_PAGE_TYPES } from './detect-source';
import { expectedProducts, fixtureShops, serveFixtureShop, type FixtureShop } from './fixture-shops';
import { detectionOrder } from './registry';

/** "Read the shop": from each fixture shop's address alone, detection names the source its fixture is for. */
describe('detecting a shop’s source from its address', () => {
  for (const name of fixtureShops()) {
    const expected = expectedProducts(name);
    describe(name, () => {
      let shop: FixtureShop;
      beforeAll(async () => {
        shop = await serveFixtureShop(name);
      });
      afterAll(() => shop.close());

      it(`finds the ${expected.kind} source`, async () => {
        const fetcher = new PageFetcher({ siteUrl: 'https://vitrina.example/', delayMs: 0, allowAddressesForTests: ['127.0.0.1'] });
        const context = { document: fetcher.document.bind(fetcher), limit: 100, currency: 'ARS' };
        const address = `${shop.origin}${expected.entry}`;
        const page = await fetcher.document(address, SHOP_PAGE_TYPES).catch(() => undefined);
        const found = await detectSource(address, await detectionOrder(), context, page);
        expect(found?.kind).toBe(expected.kind);
        // The language the shop states, read from its page (or feed) once, whatever the source.
        expect(found?.language, `stated by ${expected.languageStatedBy ?? 'nothing'}`).toBe(
          expected.languageStatedBy === null ? null : (expected.language ?? 'es'),
        );
      });
    });
  }
});
