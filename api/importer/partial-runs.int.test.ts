import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '@vitrina/infra/fetch/test-servers';
import type { ImportedClothDoc } from '@vitrina/projector/importer';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import type { TestVitrina } from '@vitrina/testkit/api/vitrina';
import {
  closeAll,
  html,
  importerConfigBody,
  jsonLdListing,
  runAndWait,
  type ShopAnswer,
  shopServing,
  startImporterVitrina,
} from '@vitrina/testkit/api/importer';

/**
 * Runs that tell the truth (issue 43, item 2): a listing page that still fails after the fetcher's tries ends the
 * run as `partial`, naming the page and why; what it read is imported, and nothing missing from the unread page is
 * counted or hidden, however many such runs there are. A cloth missing from a whole reading whose own page answers
 * 404 is hidden at once. Two shops: a page listing (JSON-LD, two products a page) and a Tiendanube-shaped listing
 * read as a source on its thread.
 */
let products: number[] = [];
/** Listing pages answering a status instead of their products, by page number. */
const failing = new Map<number, number>();
/** Product pages that answer 404. */
const gone = new Set<number>();
let shop: TestServer;
let vitrina: TestVitrina;

const markup = (body: string, head = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

/** The page listing: JSON-LD products, a next link while there are more. */
function listPage(page: number): string {
  const shown = products.slice((page - 1) * 2, page * 2);
  const listed = shown.map((n) => ({ name: `Prenda ${n}`, sku: `SKU-${n}`, url: `/p/${n}`, image: `/img/${n}.jpg`, price: String(10_000 + n) }));
  return jsonLdListing(listed, { next: page * 2 < products.length ? `/lista?page=${page + 1}` : undefined });
}

/** A Tiendanube listing page: cards with their variants' JSON, the theme's pagination naming the next page. */
function tiendanubePage(page: number): string {
  const cards = products
    .slice((page - 1) * 2, page * 2)
    .map((n) => {
      const variants = JSON.stringify([{ option0: 'M', available: true, price_number: 20_000 + n, sku: `TN-${n}` }]).replaceAll('"', '&quot;');
      return `<div class="js-item-product" data-product-id="${n}"><div data-variants="${variants}"></div><a class="item-link" href="/productos/prenda-${n}/"><img src="/img/${n}.jpg" alt="Prenda ${n}"></a><div class="js-item-name">Prenda ${n}</div></div>`;
    })
    .join('');
  const next = page * 2 < products.length ? `<a rel="next" href="/productos/?page=${page + 1}">Siguiente</a>` : '';
  return markup(`${cards}<div class="pagination">${next}</div>`, '<script>LS.store = { id: 1 };</script>');
}

const missing: ShopAnswer = { status: 404, type: 'text/html', body: 'no existe' };

/** A listing page of the shop, unless the test has it fail. */
const listing = (read: (page: number) => string) => (url: URL) => {
  const number = Number(url.searchParams.get('page') ?? 1);
  return failing.has(number) ? { status: failing.get(number)!, type: 'text/html', body: 'falla' } : html(read(number));
};

/** A product's own page, unless the test has it gone. */
function productPage(url: URL): ShopAnswer {
  const product = Number(url.pathname.match(/^\/(?:p\/|productos\/prenda-)(\d+)\/?$/)?.[1] ?? NaN);
  return Number.isInteger(product) && !gone.has(product) ? html(markup(`<h1>Prenda ${product}</h1>`)) : missing;
}

beforeAll(async () => {
  shop = await shopServing({
    '/lista': listing(listPage),
    '/productos/': listing(tiendanubePage),
    '/p/*': productPage,
    '/productos/prenda-*': productPage,
    '*': missing,
  });
  vitrina = await startImporterVitrina();
});
afterAll(() => closeAll(vitrina, shop));

interface Run {
  runId: string;
  status: string;
  reason: string | null;
  counts: Record<string, number>;
  problems: Array<{ page: string; code: string; found: string | null }>;
}
/** A report's problems but the clothes listed to review (their stand-in names tell nothing of what they are). */
const failures = (run: Run) => run.problems.filter((problem) => problem.code !== 'TO_REVIEW');

const visibleOf = async (brandId: string) =>
  Object.fromEntries(
    (await vitrina.vitrina.runtime.readModels.collection<{ _id: string; names: { es: string }; visible: boolean }>('clothes').find({ brandId })).map(
      (cloth) => [cloth.names.es, cloth.visible],
    ),
  );
const missedOf = async (brandId: string) =>
  (await vitrina.vitrina.runtime.readModels.collection<ImportedClothDoc>('importedClothes').find({ brandId })).map((doc) => doc.missedRuns);
const all = (names: number[], visible: boolean) => Object.fromEntries(names.map((n) => [`Prenda ${n}`, visible]));

describe('runs that could not read the whole shop', () => {
  it('end partial, naming the page not read and why, import what they read, and hide nothing of the unread page however often', async () => {
    products = [1, 2, 3, 4, 5, 6];
    failing.clear();
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    const saved = await client.put('/importer/config', {
      config: importerConfigBody({ url: `${shop.origin}/lista?page=1`, nextPage: { selector: 'a[rel=next]', attribute: 'href' } }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await runAndWait<Run>(client)).toMatchObject({ status: 'completed', counts: { pages: 3, found: 6, created: 6 } });

    // Page 3 (products 5 and 6) answers 500 on every try; a product new on page 1 is imported all the same.
    products = [7, 1, 2, 3, 4, 5, 6];
    failing.set(3, 500);
    const partial = await runAndWait<Run>(client);
    expect(partial).toMatchObject({ status: 'partial', reason: 'SOURCE_PAGE_FAILED', counts: { pages: 2, found: 4, created: 1, hidden: 0 } });
    expect(failures(partial)).toEqual([expect.objectContaining({ page: `${shop.origin}/lista?page=3`, code: 'SOURCE_PAGE_FAILED', found: '500' })]);
    // More partial runs than it takes to hide a cloth (a refusal, not asked again, to keep the test short).
    failing.set(3, 403);
    for (let run = 0; run < 3; run += 1) {
      const again = await runAndWait<Run>(client);
      expect(again).toMatchObject({ status: 'partial', counts: { hidden: 0 } });
      expect(failures(again)).toMatchObject([{ found: '403' }]);
    }
    expect(await visibleOf(brandId)).toEqual(all([1, 2, 3, 4, 5, 6, 7], true));
    expect(await missedOf(brandId)).toEqual([0, 0, 0, 0, 0, 0, 0]);

    // Read whole again: products 5 and 6 were never missed.
    failing.clear();
    const whole = await runAndWait<Run>(client);
    expect(whole).toMatchObject({ status: 'completed', counts: { found: 7, hidden: 0 } });
    expect(failures(whole)).toEqual([]);
  });

  it('read from a source on its thread, end partial at a listing page that keeps failing, and hide nothing', async () => {
    products = [11, 12, 13, 14, 15];
    failing.clear();
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    const saved = await client.put('/importer/config', {
      config: importerConfigBody({ url: `${shop.origin}/`, source: { kind: 'tiendanube', url: `${shop.origin}/productos/` } }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await runAndWait<Run>(client)).toMatchObject({ status: 'completed', counts: { pages: 3, found: 5, created: 5 } });
    failing.set(2, 503);
    const partial = await runAndWait<Run>(client);
    expect(partial).toMatchObject({ status: 'partial', counts: { pages: 1, found: 2, hidden: 0 } });
    expect(failures(partial)).toEqual([expect.objectContaining({ page: `${shop.origin}/productos/?page=2`, code: 'SOURCE_PAGE_FAILED', found: '503' })]);
    expect(await visibleOf(brandId)).toEqual(all([11, 12, 13, 14, 15], true));
    expect(await missedOf(brandId)).toEqual([0, 0, 0, 0, 0]);
    failing.clear();
  });
});

describe('a cloth missing from a whole reading', () => {
  it('is hidden at the next run when its own page answers 404, and after three runs when it still answers', async () => {
    products = [21, 22, 23, 24];
    failing.clear();
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    const saved = await client.put('/importer/config', {
      config: importerConfigBody({ url: `${shop.origin}/lista?page=1`, nextPage: { selector: 'a[rel=next]', attribute: 'href' } }),
    });
    expect(saved.status).toBe(200);
    expect(await runAndWait<Run>(client)).toMatchObject({ status: 'completed', counts: { created: 4 } });

    // 24 left the shop (its page answers 404); 23 left the listing, but its page still answers.
    products = [21, 22];
    gone.add(24);
    expect(await runAndWait<Run>(client)).toMatchObject({ status: 'completed', counts: { hidden: 1 } });
    expect(await visibleOf(brandId)).toEqual({ ...all([21, 22, 23], true), 'Prenda 24': false });
    expect(await runAndWait<Run>(client)).toMatchObject({ counts: { hidden: 0 } });
    expect(await runAndWait<Run>(client)).toMatchObject({ counts: { hidden: 1 } });
    expect(await visibleOf(brandId)).toEqual({ ...all([21, 22], true), ...all([23, 24], false) });

    // Back in the shop, both are shown again.
    products = [21, 22, 23, 24];
    gone.clear();
    expect(await runAndWait<Run>(client)).toMatchObject({ status: 'completed', counts: { shown: 2 } });
    expect(await visibleOf(brandId)).toEqual(all([21, 22, 23, 24], true));
  });
});
