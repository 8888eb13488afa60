import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { feedFor, feedItems } from '@vitrina/api/following/feed';
import type { ApiContext } from '@vitrina/api/context';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { SqliteJobQueue } from '@vitrina/infra/jobs/sqlite';
import { createLogger } from '@vitrina/infra/log/logger';
import type { Doc } from '@vitrina/infra/readstore/port';
import { SqliteReadStore } from '@vitrina/infra/readstore/sqlite';
import type { SearchQuery } from '@vitrina/infra/search/port';
import { SqliteSearchIndex } from '@vitrina/infra/search/sqlite';
import { offThread } from '@vitrina/api/following/off-thread';
import { productEventRegistry } from '@vitrina/domain/registry';
import { ReadModels } from '@vitrina/projector/projection-state';
import { followingProjection } from '@vitrina/projector/following';
import { physicalName } from '@vitrina/projector/projection';
import { productProjections } from '@vitrina/projector/registry';
import { DIGESTS_QUEUE } from '@vitrina/worker/digests/build';
import { figures } from './figures';
import { makeDoc, makeQuery, random, resetRandom } from './search-engine';
import { sized } from './size';

/**
 * `npm run bench` (issue 31): building a day's digests, and the "New for you" shelf. BENCH_DIGEST_PEOPLE people
 * (default 100,000), each following 5 of 120 brands and keeping 3 searches drawn from 600 (people search alike),
 * over BENCH_DIGEST_CLOTHES clothes (default 40,000) of which 2,000 came in the day. The build runs as the embedded
 * default runs it (api and worker in one process): on a thread of its own, queuing its jobs into the embedded job
 * queue's file itself, while 10 clients search the same index on the api's thread; their p95 is compared with
 * the same clients' before the build. Its memory is the build thread's heap peak and the api thread's growth. Then the
 * shelf for one person following 20 brands with 10 saved searches, cold (the first ask after the catalogue
 * changed) and warm. Targets: the build ≤ 60 s and ≤ 500 MB more, search p95 during it ≤ 2× at rest, the shelf p95 ≤ 50 ms.
 */
const PEOPLE = sized('BENCH_DIGEST_PEOPLE', 100_000, 300);
const CLOTHES = sized('BENCH_DIGEST_CLOTHES', 40_000, 300);
const NEW_CLOTHES = sized('BENCH_DIGEST_NEW_CLOTHES', 2_000, 100);
const BRANDS = 120;
const DAY_FROM = '2026-11-27T11:00:00.000Z';
const DAY_TO = '2026-11-28T11:00:00.000Z';
const uuid = (kind: number, n: number) => `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** A search page's query string from the search bench's query mix: its words and a filter or two. */
function savedSearch(query: SearchQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q.toLowerCase());
  for (const facet of ['type', 'categories', 'gender', 'season'] as const)
    if (query.filters[facet]?.length) params.set(facet, [...query.filters[facet]!].sort().join(','));
  if (params.size === 0) params.set('q', 'vestido');
  return params.toString();
}

/** Read models are written where the projections' first generation keeps them, which the readers resolve to. */
async function insert(store: SqliteReadStore, collection: string, docs: Doc[]) {
  for (let i = 0; i < docs.length; i += 5_000) {
    await store.transaction(async (session) => {
      for (const doc of docs.slice(i, i + 5_000)) await session.collection(physicalName(collection, 1)).insertOne(doc);
    });
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-digests-'));
  const readStore = new SqliteReadStore(path.join(dir, 'read.sqlite'));
  const jobsFile = path.join(dir, 'jobs.sqlite');
  const jobs = new SqliteJobQueue({ file: jobsFile, logger: createLogger('silent') });
  try {
    process.stderr.write(`digests: ${CLOTHES.toLocaleString('en')} clothes, ${PEOPLE.toLocaleString('en')} people…\n`);
    for (const [collection, indexes] of Object.entries(followingProjection('UTC').indexes!))
      await readStore.ensureIndexes(physicalName(collection, 1), indexes);
    await readStore.ensureIndexes(physicalName('clothes', 1), [
      { fields: { visible: 1, listed: 1, createdAt: -1 } },
      { fields: { brandId: 1, createdAt: -1 } },
    ]);
    await readStore.ensureIndexes(physicalName('favourites', 1), [{ fields: { recommended: 1, recommendedAt: -1 } }]);
    resetRandom();
    const search = await SqliteSearchIndex.open(readStore);
    const docs = Array.from({ length: CLOTHES }, (_, i) => {
      const doc = { ...makeDoc(i), id: uuid(1, i), visible: true };
      // The last 2,000 came in the day the digest tells of.
      if (i >= CLOTHES - NEW_CLOTHES)
        doc.createdAt = new Date(Date.parse(DAY_FROM) + Math.floor(((i - CLOTHES + NEW_CLOTHES) / NEW_CLOTHES) * 86_400_000)).toISOString();
      else doc.createdAt = new Date(Date.parse(DAY_FROM) - 1 - Math.floor(random() * 365 * 86_400_000)).toISOString();
      return doc;
    });
    for (let i = 0; i < docs.length; i += 5_000) await search.upsertMany(docs.slice(i, i + 5_000));
    process.stderr.write('digests: indexed…\n');
    const brandIds = Array.from({ length: BRANDS }, (_, b) => `brand-${b}`);
    await insert(
      readStore,
      'brands',
      brandIds.map((id, b) => ({ _id: id, brand: `Marca ${b}` })),
    );
    await insert(
      readStore,
      'clothes',
      docs.map((doc) => ({
        _id: doc.id,
        brandId: doc.brandId,
        brandName: doc.brandName,
        names: doc.names,
        visible: true,
        listed: true,
        createdAt: doc.createdAt,
        images: [],
      })),
    );
    const pool = Array.from({ length: 600 }, () => savedSearch(makeQuery()));
    const savedAt = '2026-11-01T00:00:00.000Z';
    const people = Array.from({ length: PEOPLE }, (_, n) => uuid(2, n));
    await insert(
      readStore,
      'users',
      people.map((id, n) => ({
        _id: id,
        username: `persona${n}`,
        type: 'USER',
        active: true,
        emailVerified: true,
        language: LANGUAGES[n % 4]!,
        emailPreferences: { promotions: false, news: false, specialOffers: true, digest: 'daily', backInStock: true },
      })),
    );
    await insert(
      readStore,
      'follows',
      people.flatMap((userId) =>
        [...new Set(Array.from({ length: 5 }, () => brandIds[Math.floor(random() * BRANDS)]!))].map((targetId) => ({
          _id: `${userId}:brand:${targetId}`,
          userId,
          kind: 'brand',
          targetId,
          at: savedAt,
        })),
      ),
    );
    await insert(
      readStore,
      'savedSearches',
      people.flatMap((userId, n) =>
        [...new Set(Array.from({ length: 3 }, () => pool[Math.floor(random() * pool.length)]!))].map((search, k) => ({
          _id: uuid(3, n * 3 + k),
          userId,
          search,
          savedAt,
          seenAt: savedAt,
        })),
      ),
    );

    process.stderr.write('digests: filled; searching at rest…\n');
    const projections = productProjections(productEventRegistry(), { timeZone: 'UTC' });
    const reads = { search, readModels: new ReadModels(readStore, projections) };
    const queries = Array.from({ length: 2_000 }, () => makeQuery());
    let stop = false;
    const searching = async (latencies: number[]) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (!stop) {
            // Each query first waits for its turn in the event loop, as a request would, and its latency counts the wait.
            const sent = performance.now();
            await new Promise((resolve) => setImmediate(resolve));
            await search.search(queries[next++ % queries.length]!);
            latencies.push(performance.now() - sent);
          }
        }),
      );
    };
    const atRest: number[] = [];
    const rest = searching(atRest);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    stop = true;
    await rest;

    // What the build holds: the heap's growth over what the filled stores left (RSS stays where the fill took it).
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    let rssPeak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      const { heapUsed, rss } = process.memoryUsage();
      heapPeak = Math.max(heapPeak, heapUsed);
      rssPeak = Math.max(rssPeak, rss);
    }, 50);
    const during: number[] = [];
    stop = false;
    const busy = searching(during);
    const started = performance.now();
    // As the embedded default builds them: on a thread of their own, which queues the jobs into the same file.
    const { digestBuilder } = offThread({ file: readStore.file, projections, jobs: { sqliteFile: jobsFile }, logger: createLogger('silent') });
    const built = await digestBuilder({ kind: 'daily', key: 'daily:2026-11-28', from: DAY_FROM, to: DAY_TO });
    const seconds = (performance.now() - started) / 1000;
    stop = true;
    await busy;
    clearInterval(sampler);
    const queued = await jobs.counts(DIGESTS_QUEUE);
    const p95 = (latencies: number[]) => figures(latencies, 1, { user: 0, system: 0 }).p95;
    console.log(
      `\nDigests (issue 31: ${PEOPLE.toLocaleString('en')} people × 5 follows and 3 saved searches, ${NEW_CLOTHES.toLocaleString('en')} new clothes in the day over ${CLOTHES.toLocaleString('en')}; targets ≤ 60 s, ≤ 500 MB more, search p95 during ≤ 2× at rest)`,
    );
    console.table({
      'build a day of digests': {
        seconds: Number(seconds.toFixed(1)),
        people: built.people,
        digests: built.digests,
        queued: queued.waiting,
        'build thread heap MB (peak)': built.heapPeakMb ?? 0,
        'api thread heap MB more (peak)': Math.round((heapPeak - heapBefore) / 2 ** 20),
        'process RSS MB (peak)': Math.round(rssPeak / 2 ** 20),
        'search p95 at rest (ms)': p95(atRest),
        'search p95 during (ms)': p95(during),
        ratio: Number((p95(during) / p95(atRest)).toFixed(2)),
      },
    });

    // The shelf: one person following 20 brands with 10 saved searches.
    const shopper = uuid(4, 1);
    await insert(
      readStore,
      'follows',
      brandIds.slice(0, 20).map((targetId) => ({ _id: `${shopper}:brand:${targetId}`, userId: shopper, kind: 'brand', targetId, at: savedAt })),
    );
    await insert(
      readStore,
      'savedSearches',
      pool.slice(0, 10).map((text, k) => ({ _id: uuid(5, k), userId: shopper, search: text, savedAt, seenAt: savedAt })),
    );
    const context = { ...reads, now: () => new Date(DAY_TO) } as unknown as ApiContext;
    const shelf = async () => {
      const sent = performance.now();
      await feedItems(context, (await feedFor(context, shopper, 'es')).slice(0, 24), 'es');
      return performance.now() - sent;
    };
    const cold = await shelf();
    const warm: number[] = [];
    for (let i = 0; i < 200; i++) warm.push(await shelf());
    console.log('\n"New for you" (one person following 20 brands with 10 saved searches; target p95 ≤ 50 ms)');
    console.table({
      'first ask after the catalogue changed (ms)': { p95: Number(cold.toFixed(1)) },
      'asked again, 200 times': { p95: figures(warm, 1, { user: 0, system: 0 }).p95 },
    });
  } finally {
    await jobs.close(0);
    await readStore.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
