import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '@vitrina/infra/fetch/test-servers';
import { createLogger } from '@vitrina/infra/log/logger';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import type { Client, TestVitrina } from '@vitrina/testkit/api/vitrina';
import type { JobContext } from '@vitrina/infra/jobs/port';
import { IMPORT_OFF_THREAD_FROM, importJobHandler } from '@vitrina/worker/importer/jobs';
import { imageStoreFor } from '../catalogue/images';
import { importOffThread } from './off-thread';
import { closeAll, importerConfigBody, json, shopServing, startImporterVitrina } from '@vitrina/testkit/api/importer';

/**
 * An import run on a thread of its own (the embedded default's, for runs of 500 products or more): a server without
 * the worker role, so the run asked for waits for the thread this test starts.
 */
let vitrina: TestVitrina;
let shop: TestServer;

const product = (n: number) => ({
  id: n,
  title: `Remera ${n}`,
  handle: `remera-${n}`,
  body_html: '<p>Algodón.</p>',
  product_type: 'Remeras',
  tags: [],
  options: [{ name: 'Talle', position: 1, values: ['S', 'M'] }],
  variants: ['S', 'M'].map((size, i) => ({
    id: n * 10 + i,
    title: size,
    option1: size,
    option2: null,
    option3: null,
    sku: `${n}-${size}`,
    price: '15000.00',
    available: size === 'S',
  })),
  images: [{ id: n, src: `${shop.origin}/img/${n}.jpg`, position: 1 }],
});

/** Each product's own photo, large enough to be made at the sizes a cloth's page shows. */
async function photoOf(url: URL) {
  const n = Number(url.pathname.slice(5, -4));
  return {
    type: 'image/jpeg',
    body: await sharp({ create: { width: 300, height: 450, channels: 3, background: { r: n * 60, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer(),
  };
}

beforeAll(async () => {
  shop = await shopServing({
    '/products.json': (url) => json({ products: Number(url.searchParams.get('page') ?? 1) === 1 ? [1, 2, 3].map(product) : [] }),
    '/img/*': photoOf,
  });
  vitrina = await startImporterVitrina({ ROLES: 'api,projector' });
});
afterAll(() => closeAll(vitrina, shop));

async function askForRun(limit = 500): Promise<{ client: Client; brandId: string; runId: string }> {
  const { client, brandId } = await signedInBrand(vitrina, 'PRO');
  const saved = await client.put('/importer/config', {
    config: importerConfigBody({ url: `${shop.origin}/`, source: { kind: 'shopify', url: `${shop.origin}/products.json` }, limit }),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const asked = await client.post<{ runId: string }>('/importer/runs', {});
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  return { client, brandId, runId: asked.body.runId };
}

describe('an import run on its own thread', () => {
  it('imports the shop from there, appending as the api would, and its images are made at their first view', async () => {
    const { client, brandId, runId } = await askForRun();
    const logger = createLogger('silent');
    const info = vi.spyOn(logger, 'info');
    const { runtime } = vitrina.vitrina;
    await importOffThread({ config: runtime.config, logger, now: runtime.now })(brandId, runId);
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ runId, outcome: 'completed', heapPeakMb: expect.any(Number) }),
      'import run finished on its thread',
    );

    await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['importer', 'catalogue']);
    const run = (await client.get<{ runs: Array<{ runId: string; status: string; counts: Record<string, number> }> }>('/importer')).body.runs.find(
      (candidate) => candidate.runId === runId,
    );
    expect(run).toMatchObject({ status: 'completed', counts: { created: 3, failed: 0 } });
    const clothes = await runtime.readModels
      .collection<{ _id: string; sizes: string[]; stock: { soldOutSizes: string[] }; images: Array<{ name: string; middle?: string; thumb: string }> }>(
        'clothes',
      )
      .find({ brandId });
    expect(clothes).toHaveLength(3);
    expect(clothes[0]).toMatchObject({ sizes: ['S', 'M'], stock: { soldOutSizes: ['M'] } });
    // Its image was only checked and kept by the run: the first view makes it, as every upload is made (a view
    // that would wait longer than the making's first moments is shown the shop's photo meanwhile, uncached).
    const address = `${vitrina.url}/images/${clothes[0]!.images[0]!.name}`;
    const first = await fetch(address);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/(webp|jpeg|png)$/);
    if (first.headers.get('content-type') !== 'image/webp') expect(first.headers.get('cache-control')).toBe('no-store');
    await expect.poll(async () => (await fetch(address, { method: 'HEAD' })).headers.get('content-type'), { timeout: 30_000 }).toBe('image/webp');
    const image = await fetch(address);
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ width: 864, height: 1376 });
    // Made with it: the middle size cards take on a phone.
    const middle = await fetch(`${vitrina.url}/images/${clothes[0]!.images[0]!.middle}`);
    expect(middle.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await middle.arrayBuffer())).metadata()).toMatchObject({ width: 432, height: 688 });
  });

  it('is where the job sends a run that may read 500 products or more; a smaller one runs where the job does', async () => {
    const { runtime } = vitrina.vitrina;
    const threaded: string[] = [];
    const handler = importJobHandler({ ...runtime, images: imageStoreFor(runtime.config), importThread: async (_brandId, runId) => void threaded.push(runId) });
    const context = (runId: string): JobContext => ({
      id: `import:${runId}`,
      name: 'run',
      attempt: 1,
      signal: new AbortController().signal,
      progress: undefined,
      saveProgress: async () => {},
    });

    const large = await askForRun(IMPORT_OFF_THREAD_FROM);
    await handler({ brandId: large.brandId, runId: large.runId }, context(large.runId));
    expect(threaded).toEqual([large.runId]);

    const small = await askForRun(IMPORT_OFF_THREAD_FROM - 1);
    await handler({ brandId: small.brandId, runId: small.runId }, context(small.runId));
    expect(threaded).toEqual([large.runId]);
    await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['importer']);
    const run = (await small.client.get<{ runs: Array<{ runId: string; status: string; counts: Record<string, number> }> }>('/importer')).body.runs.find(
      (candidate) => candidate.runId === small.runId,
    );
    expect(run).toMatchObject({ status: 'completed', counts: { created: 3 } });
  });

  it('ends a run past its time budget, for its job to try it again', async () => {
    const { brandId, runId } = await askForRun();
    const { runtime } = vitrina.vitrina;
    await expect(importOffThread({ config: runtime.config, logger: createLogger('silent'), now: runtime.now, budgetMs: 1 })(brandId, runId)).rejects.toThrow(
      /took longer than 1 ms/,
    );
  });
});
