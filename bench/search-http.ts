import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import express from 'express';
import type { ClothSearchDoc, SearchQuery } from '@vitrina/infra/search/port';
import { catalogueStream } from '@vitrina/domain/catalogue/events';
import { subscriptionStream } from '@vitrina/domain/subscriptions/events';
import { slugOf } from '@vitrina/domain/taxonomy/words';
import { listen } from '@vitrina/testkit/api/http';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { sessionCookieName } from '@vitrina/api/auth/cookies';
import { BUILT_INDEX } from '@vitrina/api/pages/testing';
import { metadataFor } from '@vitrina/infra/eventstore/commands';
import { PreparedJson, sendPreparedJson } from '@vitrina/api/http/compression';
import { figures, type Figures } from './figures';
import { makeDoc, makeQuery, random, resetRandom } from './search-engine';
import { SEARCH_CLIENTS, SEARCH_DOCS, sized } from './size';
import { drive } from './load';

/**
 * `npm run bench` (search over HTTP): the whole system as `npm start` runs it, in a child process so the load
 * generator has its own core, holding BENCH_SEARCH_DOCS generated clothes appended as events and projected and
 * indexed like any other. BENCH_SEARCH_CLIENTS keep-alive clients (default 50) send a mix of text and filter
 * queries to GET /api/search as a signed-in shopper; the baseline is an express endpoint in the same child process
 * answering a fixed JSON body of the same size, sent as the api sends JSON (compressed once, as the client accepts),
 * so the ratio shows what search adds to serving any JSON. The clothes are ingested by a process of their own, and
 * the server measured starts on its data folder after it, as after a restart: a process that has just projected
 * and indexed 100,000 clothes keeps the heap that took (BENCH_SEARCH_RESTART=0 measures that one instead).
 */
const DOCS = SEARCH_DOCS;
const CLIENTS = SEARCH_CLIENTS;
const REQUESTS = sized('BENCH_SEARCH_REQUESTS', 10_000, 200);
/** Flat-out rounds of search and the baseline in turn (their figures are those of all rounds together). */
const ROUNDS = sized('BENCH_SEARCH_ROUNDS', 3, 1);
const BRANDS = 120;
const RESTARTED = process.env.BENCH_SEARCH_RESTART !== '0';

/** The value after a command-line flag. */
function argument(flag: string): string | undefined {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** How `npm start` runs the server (package.json's config: Node flags, glibc's arenas): the bench's server runs so too. */
const START = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { config: { node_flags: string; malloc_arena_max: string } })
  .config;
const START_FLAGS = START.node_flags.split(' ').filter(Boolean);

/** This file as a child process (`--serve` or `--ingest`), its output read by the parent. BENCH_CHILD_ARGS come last and win. */
export function child(args: string[]): ChildProcess {
  const extra = process.env.BENCH_CHILD_ARGS?.split(' ').filter(Boolean) ?? [];
  return spawn(process.execPath, [...process.execArgv, ...START_FLAGS, ...extra, fileURLToPath(import.meta.url), ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { MALLOC_ARENA_MAX: START.malloc_arena_max, ...process.env },
  });
}

/** The JSON a child prints after `prefix`; rejects if it exits first. */
export function untilLine<T>(running: ChildProcess, prefix: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    running.once('exit', (code) => reject(new Error(`the bench's ${prefix.trim().toLowerCase()} child exited (${code})`)));
    createInterface({ input: running.stdout! }).on('line', (line) => {
      if (line.startsWith(prefix)) resolve(JSON.parse(line.slice(prefix.length)) as T);
    });
  });
}

/** A shopper's browser: a bot's searches are not recorded for the dashboard, a browser's are, and it takes brotli. */
export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

export interface Ready {
  /** Cloth pages (the server's head and first paint, HTML). */
  clothPageUrls: string[];
  searchUrl: string;
  fixedUrl: string;
  fixedRawUrl: string;
  cpuUrl: string;
  cookie: string;
  fixedBytes: number;
  /** Clothes per second projected and indexed: the ingesting process's when there was one (`--ingest`). */
  indexedPerSecond?: number;
  /** Cloth pages are rendered by React on the server (the web app and its server entry are built: `npm run build:web`). */
  ssr: boolean;
}

const uuidOf = (kind: number, i: number) => `00000000-0000-4000-8${kind}00-${i.toString(16).padStart(12, '0')}`;
const IMAGE = { name: `${'a'.repeat(32)}.webp`, thumb: `${'b'.repeat(32)}.webp` };

function clothAdded(doc: ClothSearchDoc, brandId: string, i: number) {
  return {
    brandId,
    clothId: uuidOf(1, i),
    names: { es: doc.names.es ?? 'prenda', ...doc.names },
    typeId: doc.typeId,
    categoryId: doc.categoryIds[0]!,
    seasons: doc.seasons,
    eventIds: doc.eventIds,
    gender: doc.gender,
    sizes: ['S', 'M', 'L'],
    weather: doc.weather,
    tags: doc.tags,
    // The engine bench's colours are words; a cloth names colour term ids.
    colors: [...new Set(doc.colors.map(slugOf))].slice(0, 10),
    colorTemperature: null,
    style: null,
    materials: [],
    description: null,
    url: null,
    currency: doc.currency,
    price: doc.listPrice,
    discountedPrice: doc.discountedPrice,
    discountEnabled: doc.discountedPrice !== null,
    visible: doc.visible,
    images: [IMAGE],
    addedAt: doc.createdAt,
  };
}

/** The generated catalogue, appended as events; resolves once projected and indexed, with the clothes per second. */
async function ingest(vitrina: TestVitrina): Promise<number> {
  const { eventStore, readStore } = vitrina.vitrina.runtime;
  const now = new Date().toISOString();
  const admin = randomUUID();
  const metadata = metadataFor({ correlationId: randomUUID(), actor: admin, now: new Date(now) });
  for (let b = 0; b < BRANDS; b++) {
    const brandId = uuidOf(2, b);
    const data = {
      brandId,
      ownerId: null,
      name: `Marca ${b} SA`,
      brand: `Marca ${b}`,
      description: '',
      location: 'Buenos Aires',
      createdBy: admin,
      createdAt: now,
    };
    await eventStore.append(`brand-${brandId}`, [{ id: randomUUID(), type: 'BrandCreated', data, metadata }], 'any');
    // A brand's clothes are public only while it holds a plan: a partner's, granted with no end.
    const granted = { brandId, tier: 'ULTIMATE', grantedBy: admin, expiresAt: null, grantedAt: now };
    await eventStore.append(subscriptionStream(brandId), [{ id: randomUUID(), type: 'PlanGranted', data: granted, metadata }], 'any');
  }
  resetRandom();
  const started = performance.now();
  for (let from = 0; from < DOCS; from += 1_000) {
    const byBrand = new Map<string, ReturnType<typeof clothAdded>[]>();
    for (let i = from; i < Math.min(DOCS, from + 1_000); i++) {
      const brandId = uuidOf(2, i % BRANDS);
      byBrand.set(brandId, [...(byBrand.get(brandId) ?? []), clothAdded(makeDoc(i), brandId, i)]);
    }
    for (const [brandId, added] of byBrand) {
      await eventStore.append(
        catalogueStream(brandId),
        added.map((data) => ({ id: randomUUID(), type: 'ClothAdded', data, metadata })),
        'any',
      );
    }
  }
  const head = await eventStore.headPosition();
  while (!(await vitrina.vitrina.runner!.waitFor(head, undefined, 60_000)));
  const checkpoints = readStore.collection<{ _id: string; checkpoint: string }>('sys_indexers');
  while (BigInt((await checkpoints.findOne({ _id: 'search' }))?.checkpoint ?? '0') < head) await new Promise((resolve) => setTimeout(resolve, 200));
  return Math.round(DOCS / ((performance.now() - started) / 1000));
}

/**
 * The child. With `--ingest <dir>`: appends the catalogue into that data folder and exits. With `--serve`: a
 * Vitrina with the catalogue (on `--data <dir>`, started on a folder ingested before, as after a restart; else
 * ingested here first), and the fixed-answer endpoint beside it.
 */
async function serve(): Promise<void> {
  const ingestOnly = argument('--ingest');
  const folder = ingestOnly ?? argument('--data');
  // As `npm start` runs (the test servers' 2 ms projector batches and inline checkpoints are for the suites).
  // The web app's index.html as Vite builds it, which the server writes each page's head and first paint into.
  // With the web app built (its server entry beside it), cloth pages are rendered by React as the site serves them (SSR).
  const built = fileURLToPath(new URL('../web/dist', import.meta.url));
  const ssr = !ingestOnly && existsSync(path.join(built, 'index.html')) && existsSync(path.join(built, '..', 'dist-server', 'entry-server.js'));
  const web = ssr ? built : mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-web-'));
  if (!ssr) writeFileSync(path.join(web, 'index.html'), BUILT_INDEX);
  const vitrina = await startTestVitrina({
    PROJECTOR_BATCH_MS: '20',
    SQLITE_CHECKPOINTS: 'background',
    SERVE_WEB: 'true',
    WEB_DIST: web,
    SSR: String(ssr),
    ...(folder ? { DATA_DIR: folder } : {}),
  });
  const { eventStore } = vitrina.vitrina.runtime;
  if (ingestOnly) {
    const indexedPerSecond = await ingest(vitrina);
    await vitrina.close();
    process.stdout.write(`INGESTED ${JSON.stringify({ indexedPerSecond })}\n`);
    process.exit(0);
  }
  const indexedPerSecond = argument('--data') ? undefined : await ingest(vitrina);
  // As a start does (server.ts): clothes indexed after this one's start were not warmed up.
  await vitrina.vitrina.runtime.search.warmUp?.();

  const { client } = await vitrina.signedIn('USER');
  const sample = await client.get('/search?sort=relevance');
  if (!(sample.body as { items?: unknown[] }).items?.length) throw new Error(`the bench's clothes are not found: ${JSON.stringify(sample.body).slice(0, 200)}`);
  const fixed = JSON.stringify(sample.body);
  const prepared = new PreparedJson(sample.body);
  const app = express();
  // The baseline: the same JSON sent as the api sends every JSON answer (compressed once, then as the client accepts),
  // so the ratio shows what search adds to serving JSON; the raw copy shows what compression itself costs both sides.
  app.get('/fixed', (req, res) => sendPreparedJson(req, res, prepared));
  app.get('/fixed-raw', (_req, res) => {
    res.type('application/json').send(fixed);
  });
  // The server's own CPU time, read before and after each load, so its cost per request shows apart from the client's.
  // The system at rest: the facts recorded so far in the log and every projection past them. Each sample starts so,
  // and the work one row leaves behind (projecting its searches' facts) falls on no other row.
  app.post('/settle', async (_req, res) => {
    const started = performance.now();
    await vitrina.vitrina.facts?.flush();
    const position = await eventStore.headPosition();
    while (!(await vitrina.vitrina.runner!.waitFor(position, undefined, 60_000)));
    res.json({ ms: Math.round(performance.now() - started) });
  });
  // And how long the event loop was held (every request waits behind whatever holds it), since the last reading.
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  app.get('/cpu', (_req, res) => {
    const { user, system } = process.cpuUsage();
    const memory = process.memoryUsage();
    const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
    const loopMs = (ns: number) => Number((ns / 1e6).toFixed(1));
    res.json({
      ms: (user + system) / 1000,
      rssMb: mb(memory.rss),
      heapMb: mb(memory.heapTotal),
      buffersMb: mb(memory.arrayBuffers),
      loopP99Ms: loopMs(loop.percentile(99)),
      loopMaxMs: loopMs(loop.max),
    });
    loop.reset();
  });
  // BENCH_PROFILE=<file>: a CPU profile of the server over the flat-out search load (its last round; Chrome DevTools format),
  // or with BENCH_PROFILE_PACED set, over the paced row (where the event loop's stalls show between idle stretches);
  // BENCH_HEAP_PROFILE=<file>: a sampling profile of what that load allocates (what keeps the collector busy); with
  // BENCH_HEAP_PROMOTED set, only what outlived a young-generation collection (what makes those collections slow).
  const profiler = process.env.BENCH_PROFILE || process.env.BENCH_HEAP_PROFILE ? new Session() : undefined;
  profiler?.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) => profiler!.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  app.post('/profile/start', async (_req, res) => {
    if (process.env.BENCH_PROFILE) await post('Profiler.enable').then(() => post('Profiler.start'));
    if (process.env.BENCH_HEAP_PROFILE)
      await post('HeapProfiler.enable').then(() =>
        post('HeapProfiler.startSampling', {
          samplingInterval: 16_384,
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: process.env.BENCH_HEAP_PROMOTED === undefined,
        }),
      );
    res.end();
  });
  app.post('/profile/stop', async (_req, res) => {
    if (process.env.BENCH_PROFILE) writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(((await post('Profiler.stop')) as { profile: unknown }).profile));
    if (process.env.BENCH_HEAP_PROFILE)
      writeFileSync(process.env.BENCH_HEAP_PROFILE, JSON.stringify(((await post('HeapProfiler.stopSampling')) as { profile: unknown }).profile));
    res.end();
  });
  const bare = await listen(app);
  // Public cloth pages to ask for (a hidden one answers 410): the first 2,000 by id, of every brand.
  const pages = await vitrina.vitrina.runtime.readModels.collection('clothes').find({ visible: true, listed: true }, { sort: { _id: 1 }, limit: 2_000 });
  const ready: Ready = {
    clothPageUrls: pages.map((doc) => `${vitrina.url}/cloth/${doc._id}`),
    searchUrl: `${vitrina.url}/api/search`,
    fixedUrl: `${bare.url}/fixed`,
    fixedRawUrl: `${bare.url}/fixed-raw`,
    cpuUrl: `${bare.url}/cpu`,
    cookie: `${sessionCookieName(false)}=${client.cookie(sessionCookieName(false))}`,
    fixedBytes: Buffer.byteLength(fixed),
    indexedPerSecond,
    ssr,
  };
  process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => {
    void Promise.all([bare.close(), vitrina.close()]).then(() => process.exit(0));
  });
}

function toParams(query: SearchQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const [facet, values] of Object.entries(query.filters)) {
    if (Array.isArray(values) && values.length > 0) params.set(facet, values.join(','));
    else if (typeof values === 'number') params.set(facet, String(values));
  }
  params.set('sort', query.sort);
  params.set('page', String(query.page));
  return params.toString();
}

type HttpFigures = Figures & { serverCpuMs: number; serverRssMb: number; serverHeapMb: number; serverBuffersMb: number; loopP99Ms: number; loopMaxMs: number };

interface ServerReading {
  ms: number;
  rssMb: number;
  /** V8's heap, committed. */
  heapMb: number;
  /** ArrayBuffers and Buffers (outside V8's heap, in malloc's). */
  buffersMb: number;
  loopP99Ms: number;
  loopMaxMs: number;
}
async function server(url: string): Promise<ServerReading> {
  return (await (await fetch(url)).json()) as ServerReading;
}

/** What a load sends: the addresses in turn, and the Accept-Language of the i-th request. */
interface Requests {
  urls: string[];
  language: (i: number) => string;
}

interface Sample {
  latencies: number[];
  seconds: number;
  cpu: NodeJS.CpuUsage;
  serverMs: number;
  after: ServerReading;
}

async function sample({ urls, language }: Requests, { cookie, cpuUrl }: Ready, perClientPerSecond?: number): Promise<Sample> {
  await fetch(cpuUrl.replace(/\/cpu$/, '/settle'), { method: 'POST' });
  const serverBefore = (await server(cpuUrl)).ms;
  const { latencies, seconds, cpu } = await drive(REQUESTS, CLIENTS, perClientPerSecond, async (i) => {
    const response = await fetch(urls[i % urls.length]!, {
      headers: { Cookie: cookie, 'Accept-Language': language(i), 'User-Agent': BROWSER, 'Accept-Encoding': 'br, gzip' },
    });
    await response.arrayBuffer();
    return response.ok;
  });
  const after = await server(cpuUrl);
  return { latencies, seconds, cpu, serverMs: after.ms - serverBefore, after };
}

/** Several samples' figures as one: all their latencies, their requests over their time, the last server reading. */
function summary(samples: readonly Sample[]): HttpFigures {
  const latencies = samples.flatMap((s) => s.latencies);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  const cpu = samples.reduce((sum, s) => ({ user: sum.user + s.cpu.user, system: sum.system + s.cpu.system }), { user: 0, system: 0 });
  const serverCpuMs = samples.reduce((sum, s) => sum + s.serverMs, 0) / latencies.length;
  const after = samples.at(-1)!.after;
  const loopP99Ms = Math.max(...samples.map((s) => s.after.loopP99Ms));
  const loopMaxMs = Math.max(...samples.map((s) => s.after.loopMaxMs));
  return {
    ...figures(latencies, seconds, cpu),
    serverCpuMs: Number(serverCpuMs.toFixed(3)),
    serverRssMb: after.rssMb,
    serverHeapMb: after.heapMb,
    serverBuffersMb: after.buffersMb,
    loopP99Ms,
    loopMaxMs,
  };
}

/**
 * CLIENTS clients share REQUESTS requests. Flat out (`perClientPerSecond` undefined) each sends its next request
 * as soon as the last is answered: the saturation throughput. Paced, each sends on a schedule and latency counts
 * from the scheduled moment (a late answer delays the next send and that delay counts too), so the figures show
 * what a shopper waits at that load rather than hiding the queue.
 */
async function load(requests: Requests, ready: Ready, perClientPerSecond?: number): Promise<HttpFigures> {
  return summary([await sample(requests, ready, perClientPerSecond)]);
}

/**
 * BENCH_SOAK_MINUTES: the flat-out search load again and again for that long, the server's RSS read each minute:
 * a leak shows as growth past the first minutes' level (target: the last reading within 10% of the first).
 */
const SOAK_MINUTES = sized('BENCH_SOAK_MINUTES', 0, 0);
async function soak(requests: Requests, ready: Ready): Promise<void> {
  const readings: Array<{ minute: number; rssMb: number; perSecond: number; p95: number }> = [];
  const started = performance.now();
  for (let minute = 1; minute <= SOAK_MINUTES; minute++) {
    let last: HttpFigures | undefined;
    while (performance.now() - started < minute * 60_000) last = await load(requests, ready);
    readings.push({ minute, rssMb: last!.serverRssMb, perSecond: last!.perSecond, p95: last!.p95 });
  }
  console.log(`\nSoak: GET /api/search flat out for ${SOAK_MINUTES} minutes, the server's RSS each minute`);
  console.table(readings);
  const growth = readings.at(-1)!.rssMb / readings[0]!.rssMb - 1;
  console.log(`RSS growth from the first minute to the last ${(growth * 100).toFixed(1)}% (target ≤ 10%: ${growth <= 0.1 ? 'met' : 'NOT MET'})`);
}

/**
 * A round's requests for `queries`: the first quarter asked once beforehand (`warm`), then REQUESTS requests (`run`)
 * in which each other query first comes at evenly spaced places and every other place repeats, at random, one
 * asked before (the same seeded generator as the queries, so every run sends the same).
 */
function workload(queries: SearchQuery[], searchUrl: string): { warm: Requests; run: Requests } {
  const warmed = Math.floor(queries.length / 4);
  const fresh = queries.length - warmed;
  const order: SearchQuery[] = [];
  let introduced = warmed;
  for (let i = 0; i < REQUESTS; i++) {
    if (introduced < queries.length && i >= Math.floor(((introduced - warmed) * REQUESTS) / fresh)) order.push(queries[introduced++]!);
    else order.push(queries[Math.floor(random() * introduced)]!);
  }
  const requests = (list: SearchQuery[]): Requests => ({
    urls: list.map((query) => `${searchUrl}?${toParams(query)}`),
    language: (i) => list[i % list.length]!.language,
  });
  return { warm: requests(queries.slice(0, warmed)), run: requests(order) };
}

/** The parent: starts the child, loads it, prints the figures. */
export async function searchHttpBench(): Promise<void> {
  const folder = RESTARTED ? mkdtempSync(path.join(os.tmpdir(), 'vitrina-search-bench-')) : undefined;
  const ingested = folder
    ? await untilLine<{ indexedPerSecond: number }>(child(['--ingest', folder]), 'INGESTED ').catch((error: unknown) => {
        rmSync(folder, { recursive: true, force: true });
        throw error;
      })
    : undefined;
  const server = child(folder ? ['--serve', '--data', folder] : ['--serve']);
  try {
    const ready = { ...(await untilLine<Ready>(server, 'READY ')), ...ingested };
    resetRandom();
    // Each round its own 2,000 searches, a quarter asked once before (as a warm cache would have them) and the rest
    // new, spread evenly over the round's requests among repeats of those already asked: every stretch of a round
    // meets the same share of new searches (15%), so the paced row is not swamped by a burst of them at its start.
    // Search and the baseline take turns, round by round, so a slower moment of the machine falls on both.
    const workloads = Array.from({ length: ROUNDS + 1 }, () => workload(Array.from({ length: 2_000 }, makeQuery), ready.searchUrl));
    const rounds = workloads.slice(0, ROUNDS);
    const pacedWorkload = workloads[ROUNDS]!;
    const rows: Record<string, HttpFigures> = {};
    for (const { warm } of workloads) await load(warm, ready);
    const profile = (what: string) => fetch(ready.cpuUrl.replace(/\/cpu$/, `/profile/${what}`), { method: 'POST' });
    const searches: Sample[] = [];
    const fixed: Sample[] = [];
    const profilePaced = process.env.BENCH_PROFILE_PACED !== undefined;
    for (const { run } of rounds) {
      if (!profilePaced) await profile('start');
      searches.push(await sample(run, ready));
      if (!profilePaced) await profile('stop');
      fixed.push(await sample({ ...run, urls: [ready.fixedUrl] }, ready));
    }
    rows[`GET /api/search, ${CLIENTS} clients flat out (${ROUNDS} rounds)`] = summary(searches);
    rows[`baseline: fixed JSON (${ready.fixedBytes.toLocaleString('en')} bytes, compressed as the api sends it), ${CLIENTS} clients flat out, in turn`] =
      summary(fixed);
    // Half the saturation rate: the latency a shopper sees on a busy but not overloaded server.
    const [saturated] = Object.values(rows);
    const rate = Math.max(1, Math.floor(saturated!.perSecond / 2 / CLIENTS));
    if (profilePaced) await profile('start');
    rows[`GET /api/search, ${CLIENTS} clients × ${rate}/s (${rate * CLIENTS}/s)`] = await load(pacedWorkload.run, ready, rate);
    if (profilePaced) await profile('stop');
    rows[`reference: the same JSON uncompressed, ${CLIENTS} clients flat out`] = await load({ ...pacedWorkload.run, urls: [ready.fixedRawUrl] }, ready);
    // Issues 30 and 47: a cloth page's HTML as a shopper, a crawler or a shared link asks: rendered by React on the
    // server's render threads when the web app is built, else the builder's head and first paint from the read models.
    const clothPages: Requests = { urls: ready.clothPageUrls, language: (i) => ['es', 'en', 'it', 'fr'][i % 4]! };
    const pageKind = ready.ssr ? 'HTML rendered by React' : "HTML, the builder's (no web build: npm run build:web)";
    const pagesFlat = await load(clothPages, ready);
    rows[`GET /cloth/:id (${pageKind}), ${CLIENTS} clients flat out`] = pagesFlat;
    const pageRate = Math.max(1, Math.floor(pagesFlat.perSecond / 2 / CLIENTS));
    rows[`GET /cloth/:id (${pageKind}), ${CLIENTS} clients × ${pageRate}/s (${pageRate * CLIENTS}/s)`] = await load(clothPages, ready, pageRate);
    const restart = folder ? ' by a process of their own, then served by a server started on its files' : '';
    console.log(
      `\nSearch over HTTP (${DOCS.toLocaleString('en')} clothes appended, projected and indexed at ${ready.indexedPerSecond?.toLocaleString('en')}/s${restart}, postings warmed as at a start; ms; serverRssMb after each row)`,
    );
    console.table(rows);
    const [search, baseline, paced, raw, , clothPaced] = Object.values(rows) as [HttpFigures, HttpFigures, HttpFigures, HttpFigures, HttpFigures, HttpFigures];
    const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
    const ratio = search.perSecond / baseline.perSecond;
    console.log(
      `throughput search / fixed JSON ${ratio.toFixed(3)} (target ≥ 0.5: ${verdict(ratio >= 0.5)}); CPU per request: the server's ${search.serverCpuMs} ms against ${baseline.serverCpuMs} ms`,
    );
    console.log(`(against the same JSON uncompressed, which saves both sides the compression: ${(search.perSecond / raw.perSecond).toFixed(3)})`);
    console.log(
      `p95 flat out ${search.p95} ms against the fixed answer's ${baseline.p95} ms (target ≤ 2×: ${verdict(search.p95 <= 2 * baseline.p95)}); flat out, latency is the queue ${CLIENTS} clients build (clients ÷ throughput)`,
    );
    console.log(
      `p95 at half the saturation rate ${paced.p95} ms (target ≤ 20: ${verdict(paced.p95 <= 20)}); server RSS holding ${DOCS.toLocaleString('en')} clothes under load ${paced.serverRssMb} MB (target ≤ 300 at 100,000: ${verdict(paced.serverRssMb <= 300 * Math.max(1, DOCS / 100_000))})`,
    );
    console.log(`cloth page (${pageKind}) p95 at half its saturation rate ${clothPaced.p95} ms (target ≤ 50: ${verdict(clothPaced.p95 <= 50)})`);
    if (SOAK_MINUTES > 0) await soak(rounds[0]!.run, ready);
  } finally {
    server.stdin!.end();
    await new Promise((resolve) => server.once('exit', resolve));
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve') || process.argv.includes('--ingest')) void serve();
else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void searchHttpBench();
