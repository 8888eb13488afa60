import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueStream } from '@vitrina/domain/catalogue/events';
import { importerSeenStream, importerStream } from '@vitrina/domain/importer/events';
import type { TestServer } from '@vitrina/infra/fetch/test-servers';
import { PageFetcher } from '@vitrina/importer/fetcher';
import { runImport } from '@vitrina/worker/importer/run';
import { imageStoreFor } from '../catalogue/images';
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

/** The fixture shop: products by number, two to a page, each with its own picture. */
interface Product {
  n: number;
  name: string;
  price: number;
  /** schema.org `color`: a shop's own words. */
  color?: string[];
  /** schema.org `material`: the shop's words. */
  material?: string;
  description?: string;
}
let products: Product[] = [];
const images = new Map<number, Buffer>();
let shop: TestServer;
let vitrina: TestVitrina;

function listPage(page: number, perPage: number): string {
  const shown = products.slice((page - 1) * perPage, page * perPage);
  const listed = shown.map(({ n, ...product }) => ({ ...product, sku: `SKU-${n}`, url: `/p/${n}`, image: `/img/${n}.jpg` }));
  return jsonLdListing(listed, { next: page * perPage < products.length ? `/lista?page=${page + 1}&per=${perPage}` : undefined });
}

/** Images the shop was asked for: a run finds those it already has in the importer's cache. */
let imageRequests = 0;

async function imageOf(n: number): Promise<Buffer> {
  if (!images.has(n))
    images.set(
      n,
      await sharp({ create: { width: 200, height: 320, channels: 3, background: { r: (n * 40) % 256, g: (n * 90) % 256, b: 120 } } })
        .jpeg()
        .toBuffer(),
    );
  return images.get(n)!;
}

async function photoOf(url: URL): Promise<ShopAnswer> {
  imageRequests += 1;
  return { type: 'image/jpeg', body: await imageOf(Number(url.pathname.slice(5, -4))) };
}

beforeAll(async () => {
  shop = await shopServing({
    '/lista': (url) => html(listPage(Number(url.searchParams.get('page') ?? 1), Number(url.searchParams.get('per') ?? 2))),
    // A list page nested deeper than the importer reads (importer/read-worker-shape.ts).
    '/profunda': html(`<!doctype html><html><body>${'<div>'.repeat(3_000)}</body></html>`),
    // Each product's own page answers, also once off the listing: such a cloth is hidden after three runs, not at once.
    '/p/*': (url) => html(`<!doctype html><html><body><h1>${url.pathname}</h1></body></html>`),
    '/img/*': photoOf,
  });
  vitrina = await startImporterVitrina();
});
afterAll(() => closeAll(vitrina, shop));

interface Importer {
  version: number;
  runs: Array<{ runId: string; status: string; trigger: string; dueAt: string; reason: string | null; counts: Record<string, number>; problems: unknown[] }>;
}

async function brandWithImporter(tier: 'BASIC' | 'PRO', perPage = 2) {
  const { client, brandId } = await signedInBrand(vitrina, tier);
  const saved = await client.put<{ version: number }>('/importer/config', {
    config: importerConfigBody({ url: `${shop.origin}/lista?page=1&per=${perPage}`, nextPage: { selector: 'a[rel=next]', attribute: 'href' } }),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { client, brandId };
}

const clothesOf = (brandId: string) =>
  vitrina.vitrina.runtime.readModels
    .collection<{ _id: string; names: { es: string }; price: number; visible: boolean; url: string }>('clothes')
    .find({ brandId }, { sort: { _id: 1 } });

describe('import runs', () => {
  it('imports every page, then appends nothing when nothing changed, one edit and one price drop when a price falls, and hides what three runs miss', async () => {
    products = [1, 2, 3, 4].map((n) => ({ n, name: `Prenda ${n}`, price: 10_000 + n }));
    const { client, brandId } = await brandWithImporter('PRO');

    const first = await runAndWait(client);
    expect(first).toMatchObject({ status: 'completed', counts: { pages: 2, found: 4, created: 4, updated: 0, unchanged: 0, failed: 0 } });
    const clothes = await clothesOf(brandId);
    expect(clothes.map((cloth) => [cloth.names.es, cloth.price, cloth.url]).sort()).toEqual(
      products.map((product) => [product.name, product.price, `${shop.origin}/p/${product.n}`]),
    );

    // What each run saw is kept beside the importer's stream, which every command on the importer reads whole.
    const { eventStore } = vitrina.vitrina.runtime;
    expect((await eventStore.readStream(importerStream(brandId))).find((event) => event.type === 'ImportRunFinished')?.data).not.toHaveProperty('seen');
    expect((await eventStore.readStream(importerSeenStream(brandId))).map((event) => (event.data as { seen: string[] }).seen.sort())).toEqual([
      clothes.map((cloth) => cloth._id).sort(),
    ]);

    const catalogueAt = async () => (await vitrina.vitrina.runtime.eventStore.readStream(catalogueStream(brandId))).length;
    const before = await catalogueAt();
    const imagesAsked = imageRequests;
    expect(await runAndWait(client)).toMatchObject({ status: 'completed', counts: { created: 0, updated: 0, unchanged: 4 } });
    expect(await catalogueAt()).toBe(before);
    expect(imageRequests).toBe(imagesAsked);

    products[1]!.price = 7_000;
    expect(await runAndWait(client)).toMatchObject({ counts: { updated: 1, unchanged: 3 } });
    const appended = (await vitrina.vitrina.runtime.eventStore.readStream(catalogueStream(brandId))).slice(before).map((event) => event.type);
    expect(appended).toEqual(['ClothUpdated', 'ClothPriceDropped']);

    const gone = products.splice(3, 1)[0]!;
    expect((await runAndWait(client)).counts.hidden).toBe(0);
    expect((await runAndWait(client)).counts.hidden).toBe(0);
    expect((await runAndWait(client)).counts.hidden).toBe(1);
    expect((await clothesOf(brandId)).find((cloth) => cloth.names.es === gone.name)?.visible).toBe(false);
    products.push(gone);
    expect(await runAndWait(client)).toMatchObject({ counts: { shown: 1, updated: 1 } });
    expect((await clothesOf(brandId)).find((cloth) => cloth.names.es === gone.name)?.visible).toBe(true);
  });

  it('names colour terms for the shop’s colour words in any language, drops words no colour goes by, and keeps the description', async () => {
    products = [{ n: 300, name: 'Saco cruzado', price: 50_000, color: ['Rosso', 'navy', 'Chartreuse brillante'], description: 'Saco cruzado de paño.' }];
    const { client, brandId } = await brandWithImporter('PRO');
    expect(await runAndWait(client)).toMatchObject({ status: 'completed', counts: { created: 1, failed: 0 } });
    const [cloth] = await vitrina.vitrina.runtime.readModels
      .collection<{ _id: string; colors: string[]; description: { es: string } | null }>('clothes')
      .find({ brandId });
    expect(cloth).toMatchObject({ colors: ['rojo', 'azul-marino'], description: { es: 'Saco cruzado de paño.' } });
  });

  it('names material terms for the shop’s material words, else for the words of the name', async () => {
    products = [
      { n: 310, name: 'Saco cruzado', price: 50_000, material: 'Lana 80%, poliéster 20%' },
      { n: 311, name: 'Camisa de lino lavado', price: 30_000 },
      { n: 312, name: 'Remera básica', price: 10_000 },
    ];
    const { client, brandId } = await brandWithImporter('PRO');
    expect(await runAndWait(client)).toMatchObject({ status: 'completed', counts: { created: 3, failed: 0 } });
    const clothes = await vitrina.vitrina.runtime.readModels
      .collection<{ _id: string; names: { es: string }; materials: string[] }>('clothes')
      .find({ brandId });
    expect(Object.fromEntries(clothes.map((cloth) => [cloth.names.es, cloth.materials]))).toEqual({
      'Saco cruzado': ['lana', 'poliester'],
      'Camisa de lino lavado': ['lino'],
      'Remera básica': [],
    });
  });

  it('reports a page too complex to read as the run’s problem, and ends it failed without hiding anything', async () => {
    const { client } = await signedInBrand(vitrina, 'PRO');
    const saved = await client.put('/importer/config', { config: importerConfigBody({ url: `${shop.origin}/profunda` }) });
    expect(saved.status).toBe(200);
    const run = await runAndWait(client);
    expect(run).toMatchObject({ status: 'failed', reason: 'IMPORT_PAGE_TOO_COMPLEX:TOO_DEEP', counts: { pages: 1, found: 0, failed: 1, hidden: 0 } });
    expect(run.problems).toEqual([{ page: `${shop.origin}/profunda`, index: 0, name: null, field: null, code: 'IMPORT_PAGE_TOO_COMPLEX', found: 'TOO_DEEP' }]);
  });

  it('stops a BASIC brand at its plan’s ten clothes, saying why', async () => {
    products = Array.from({ length: 30 }, (_, i) => ({ n: 100 + i, name: `Básico ${i}`, price: 5_000 }));
    const { client, brandId } = await brandWithImporter('BASIC', 10);
    const run = await runAndWait(client);
    expect(run).toMatchObject({ status: 'limit', reason: 'UPLOAD_LIMIT_REACHED', counts: { created: 10 } });
    expect(await clothesOf(brandId)).toHaveLength(10);
  });

  it('run again after a crash half-way, makes no second copy of what it made', async () => {
    products = [1, 2, 3, 4].map((n) => ({ n: 200 + n, name: `Otra ${n}`, price: 20_000 }));
    // No worker in this one: the test plays the worker, killed on the run's second page, then restarted.
    const alone = await startImporterVitrina({ ROLES: 'api,projector' });
    try {
      const { client, brandId } = await signedInBrand(alone, 'PRO');
      const saved = await client.put('/importer/config', {
        config: importerConfigBody({ url: `${shop.origin}/lista?page=1&per=2`, nextPage: { selector: 'a[rel=next]', attribute: 'href' } }),
      });
      expect(saved.status).toBe(200);
      const { runId } = (await client.post<{ runId: string }>('/importer/runs', {})).body;
      const runtime = alone.vitrina.runtime;
      const pages = new PageFetcher({ siteUrl: 'https://vitrina.example', delayMs: 0, allowAddressesForTests: ['127.0.0.1'] });
      const deps = { ...runtime, images: imageStoreFor(runtime.config), pages };
      let read = 0;
      const dying = {
        ...deps,
        pages: {
          ...pages,
          page: (url: string) => (++read === 2 ? Promise.reject(new Error('killed')) : pages.page(url)),
          image: pages.image.bind(pages),
        } as unknown as PageFetcher,
      };
      await expect(runImport(dying, brandId, runId)).rejects.toThrow('killed');
      expect((await runtime.eventStore.readStream(catalogueStream(brandId))).map((event) => event.type)).toEqual(['ClothAdded', 'ClothAdded']);

      await alone.vitrina.runner!.waitFor(await alone.head(), ['catalogue', 'importer']);
      await runImport(deps, brandId, runId);
      await alone.vitrina.runner!.waitFor(await alone.head(), ['catalogue', 'importer']);
      const clothes = await runtime.readModels.collection('clothes').find({ brandId });
      expect(clothes).toHaveLength(4);
      const run = (await client.get<Importer>('/importer')).body.runs[0]!;
      expect(run).toMatchObject({ runId, status: 'completed', counts: { found: 4, created: 2, unchanged: 2 } });
      // Who asked stays in the log: a brand is not shown the id of the admin who ran its importer.
      expect(run).not.toHaveProperty('requestedBy');
    } finally {
      await alone.close();
    }
  });

  it('runs on its schedule: the tick that came due since the config was saved, once however often the clock looks', async () => {
    products = [1, 2].map((n) => ({ n: 300 + n, name: `Diaria ${n}`, price: 9_000 }));
    let clock = Date.parse('2026-11-25T08:00:00.000Z');
    const timed = await startImporterVitrina({}, { now: () => new Date(clock) });
    try {
      const { client } = await signedInBrand(timed, 'PRO');
      const saved = await client.put('/importer/config', {
        config: importerConfigBody({ url: `${shop.origin}/lista?page=1&per=5`, schedule: { kind: 'daily' } }),
      });
      expect(saved.status).toBe(200);
      const importClock = timed.vitrina.worker!.importClock;
      // 05:00 in Buenos Aires: the day's six o'clock has not come, and yesterday's was before the config.
      await importClock.tick();
      expect((await client.get<Importer>('/importer')).body.runs).toEqual([]);
      clock = Date.parse('2026-11-25T09:30:00.000Z');
      await importClock.tick();
      await importClock.tick();
      await timed.vitrina.runner!.waitFor(await timed.head(), ['importer']);
      const runs = (await client.get<Importer>('/importer')).body.runs;
      expect(runs.map((run) => [run.trigger, run.dueAt])).toEqual([['schedule', '2026-11-25T09:00:00.000Z']]);
    } finally {
      await timed.close();
    }
  });

  it('says in a dry run what a run would do, appending nothing', async () => {
    products = [1, 2, 3].map((n) => ({ n: 400 + n, name: `Ensayo ${n}`, price: 15_000 }));
    const { client, brandId } = await brandWithImporter('PRO');
    const runtime = vitrina.vitrina.runtime;
    const deps = { ...runtime, images: imageStoreFor(runtime.config) };
    const head = await vitrina.head();
    expect(await runImport(deps, brandId, 'dry-run', { dryRun: true })).toMatchObject({ outcome: 'completed', counts: { pages: 2, found: 3, created: 3 } });
    expect(await vitrina.head()).toBe(head);
    await runAndWait(client);
    await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['catalogue', 'importer']);
    products[0]!.price = 12_000;
    const before = await vitrina.head();
    expect(await runImport(deps, brandId, 'dry-run', { dryRun: true })).toMatchObject({ counts: { created: 0, updated: 1, unchanged: 2 } });
    expect(await vitrina.head()).toBe(before);
    // A cloth the brand removes by hand is not brought back: the report says so.
    const removed = (await clothesOf(brandId)).find((cloth) => cloth.names.es === 'Ensayo 2')!;
    expect((await client.call('DELETE', `/admin/clothes/${removed._id}`)).status).toBe(204);
    const report = await runImport(deps, brandId, 'dry-run', { dryRun: true });
    // Its clothes' names tell nothing of what they are: each is listed to review besides (classify.int.test.ts).
    expect(report).toMatchObject({ counts: { created: 0, failed: 1 } });
    expect(report!.problems.filter((problem) => problem.code !== 'TO_REVIEW')).toMatchObject([{ name: 'Ensayo 2', code: 'REMOVED_BY_BRAND' }]);
  });

  it('stops a run someone asked to stop, and reports it as stopped', async () => {
    products = [1, 2, 3].map((n) => ({ n: 500 + n, name: `Parada ${n}`, price: 8_000 }));
    const alone = await startImporterVitrina({ ROLES: 'api,projector' });
    try {
      const { client, brandId } = await signedInBrand(alone, 'PRO');
      await client.put('/importer/config', { config: importerConfigBody({ url: `${shop.origin}/lista?page=1&per=2` }) });
      const { runId } = (await client.post<{ runId: string }>('/importer/runs', {})).body;
      expect((await client.post(`/importer/runs/${encodeURIComponent(runId)}/cancel`, {})).status).toBe(202);
      const runtime = alone.vitrina.runtime;
      const report = await runImport({ ...runtime, images: imageStoreFor(runtime.config) }, brandId, runId);
      expect(report).toMatchObject({ outcome: 'cancelled', reason: 'CANCELLED', counts: { created: 0 } });
      await alone.vitrina.runner!.waitFor(await alone.head(), ['importer']);
      expect((await client.get<Importer>('/importer')).body.runs[0]).toMatchObject({ runId, status: 'cancelled' });
      expect((await client.post(`/importer/runs/${encodeURIComponent(runId)}/cancel`, {})).status).toBe(409);
    } finally {
      await alone.close();
    }
  });
});
