import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type http from 'node:http';
import { setPriority } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import sharp from 'sharp';
import { catalogueStream } from '@vitrina/domain/catalogue/events';
import { startHttpServer } from '@vitrina/infra/fetch/test-servers';
import { importerConfigBody } from '@vitrina/testkit/api/importer';
import { createLogger } from '@vitrina/infra/log/logger';
import { registeredBrand } from '@vitrina/testkit/api/subscriptions';
import { startTestVitrina, type Client } from '@vitrina/testkit/api/vitrina';
import { IMPORT_PRODUCTS } from './size';

/**
 * Issue 29's import bench: a Shopify-shaped shop of PRODUCTS products with three variants each (S, M, L; one sold
 * out in every seventh product), served with its images (one small JPEG per product, each different) by a process of
 * its own, is imported end to end by an ULTIMATE brand with IMPORTER_DELAY_MS=0, as the embedded default runs it (a
 * run this large on a thread of its own): products per second, the import thread's heap peak, the process's peak RSS,
 * and the search p95 while the import runs against the same search at rest in the same run. The site already holds
 * another brand's shop of a fifth as many products (imported first, its images made), so the search at rest answers
 * a full page as it does while importing: on an empty site it answered nothing (394 bytes against 9 KB), and measured
 * nothing like the same search. The run checks and keeps each image; the images are cropped and encoded after it
 * (timed until the last is made). A second run over the unchanged shop, once they are made, must append no catalogue
 * event and take at most a fifth of the first's time. A third run, after the shop changed every price, shows how fast
 * a run keeps a shop right.
 */
const PRODUCTS = IMPORT_PRODUCTS;
/** The other brand's shop the site holds before: a fifth as large, enough for a full page of every search here. */
const RESIDENT_PRODUCTS = Math.ceil(PRODUCTS / 5);
const PAGE = 250;
const SIZES = ['S', 'M', 'L'];
const COLOURS = ['Negro', 'Blanco', 'Rojo', 'Azul', 'Verde'];
const KINDS = ['Camisa', 'Vestido', 'Pantalón', 'Remera', 'Campera'];

/** Added to every price: the shop's prices all change between the second run and the third. */
let priceChange = 0;

function product(n: number, origin: string) {
  const id = 7_000_000 + n;
  return {
    id,
    title: `${KINDS[n % KINDS.length]} ${n}`,
    handle: `prenda-${n}`,
    body_html: `<p>Prenda número ${n}, de algodón.</p>`,
    product_type: KINDS[n % KINDS.length],
    tags: ['nuevo'],
    options: [
      { name: 'Talle', position: 1, values: SIZES },
      { name: 'Color', position: 2, values: [COLOURS[n % COLOURS.length]] },
    ],
    variants: SIZES.map((size, i) => ({
      id: id * 10 + i,
      title: `${size} / ${COLOURS[n % COLOURS.length]}`,
      option1: size,
      option2: COLOURS[n % COLOURS.length],
      option3: null,
      sku: `P${n}-${size}`,
      price: String(10_000 + (n % 50) * 1_000 + priceChange),
      available: !(n % 7 === 0 && size === 'L'),
    })),
    images: [{ id: id * 10, src: `${origin}/img/${n}.jpg`, position: 1 }],
  };
}

/** A shop of `count` products numbered from `first`: the resident brand's shop is another run of numbers (other ids, other images). */
async function shop(first: number, count: number) {
  const images = new Map<number, Promise<Buffer>>();
  const image = (n: number) => {
    let made = images.get(n);
    if (!made) {
      made = sharp({ create: { width: 96, height: 150, channels: 3, background: { r: n % 256, g: Math.floor(n / 256) % 256, b: (n * 53) % 256 } } })
        .jpeg()
        .toBuffer();
      images.set(n, made);
    }
    return made;
  };
  let origin = '';
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url!, 'http://shop');
    if (url.pathname === '/robots.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    else if (url.pathname === '/products.json') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Math.min(PAGE, Number(url.searchParams.get('limit') ?? 30));
      const from = (page - 1) * limit;
      const shown = Array.from({ length: Math.max(0, Math.min(limit, count - from)) }, (_, i) => product(first + from + i, origin));
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ products: shown }));
    } else if (url.pathname.startsWith('/img/')) res.writeHead(200, { 'content-type': 'image/jpeg' }).end(await image(Number(url.pathname.slice(5, -4))));
    else if (url.pathname === '/')
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<html><head><link rel="stylesheet" href="https://cdn.shopify.com/s/files/theme.css"><script>window.Shopify = { shop: "bench.myshopify.com" };</script></head><body></body></html>',
        );
    else res.writeHead(404).end();
  };
  const server = await startHttpServer((req, res) => void serve(req, res));
  origin = server.origin;
  return server;
}

/**
 * The shop in a process of its own, as a real shop is another machine: served from this one, its pages' JSON and its
 * images' encoding took turns with the api's requests and skewed the search p95 measured while importing. For the
 * same reason it runs at the lowest priority: on this machine's two cores, the site's threads get a core first.
 */
async function shopProcess(
  from = 0,
  products = PRODUCTS,
): Promise<{ origin: string; pid: number | undefined; changePrices(by: number): Promise<void>; close(): Promise<void> }> {
  const {
    child,
    first: { origin },
  } = await forkSelf<{ origin: string }>('shop', [`--from=${from}`, `--count=${products}`]);
  if (child.pid) setPriority(child.pid, 19);
  return {
    origin,
    pid: child.pid,
    changePrices: (by) =>
      new Promise((resolve) => {
        child.once('message', () => resolve());
        child.send({ priceChange: by });
      }),
    close: async () => {
      child.kill();
    },
  };
}

interface Run {
  status: string;
  requestedAt: string;
  finishedAt: string | null;
  reason: string | null;
  counts: Record<string, number>;
}

/** Runs the import and waits for its end, looking at it once a second as the admin page does (and calling `onLook`). */
async function runAndWait(client: Client, onLook?: () => void): Promise<{ run: Run; seconds: number }> {
  const started = performance.now();
  const asked = await client.post<{ runId: string }>('/importer/runs', {});
  if (asked.status !== 202) throw new Error(`run refused: ${JSON.stringify(asked.body)}`);
  for (;;) {
    onLook?.();
    const runs = (await client.get<{ runs: Array<Run & { runId: string }> }>('/importer')).body.runs;
    const run = runs.find((candidate) => candidate.runId === asked.body.runId);
    // Its time from the run's own record (asked for → finished), not from when this loop next looked.
    if (run && run.status !== 'queued' && run.status !== 'running')
      return { run, seconds: run.finishedAt ? (Date.parse(run.finishedAt) - Date.parse(run.requestedAt)) / 1000 : (performance.now() - started) / 1000 };
    await new Promise((resolve) => setTimeout(resolve, onLook ? 1_000 : 200));
  }
}

/** The resident memory of this process's children (the importer's image process) now, from /proc, in bytes. */
function childrenRss(except: ReadonlyArray<number | undefined>): number {
  try {
    // Every thread's children: the import thread starts the image process.
    const children = readdirSync(`/proc/${process.pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8')
        .split(/\s+/)
        .filter((pid) => pid && !except.includes(Number(pid))),
    );
    return children.reduce((sum, pid) => {
      try {
        const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
        return sum + Number(kb ?? 0) * 1024;
      } catch {
        return sum;
      }
    }, 0);
  } catch {
    return 0;
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};
const p95 = (values: number[]) => percentile(values, 0.95);

export async function importerShopBench(): Promise<Record<string, unknown>> {
  const server = await shopProcess();
  const residentShop = await shopProcess(PRODUCTS, RESIDENT_PRODUCTS);
  // The import thread's heap peaks, from the api's log line for each run that ran there.
  const threadHeapPeaks: number[] = [];
  const logger = createLogger('silent');
  const info = logger.info.bind(logger);
  logger.info = ((fields: unknown, message?: string) => {
    if (message === 'import run finished on its thread') threadHeapPeaks.push((fields as { heapPeakMb: number }).heapPeakMb);
    info(fields as object, message);
  }) as typeof logger.info;
  // The projector and indexer where `npm start` runs them (BENCH_PROJECTOR_PLACE=inline: on the api's thread, to compare).
  const place = process.env.BENCH_PROJECTOR_PLACE ?? 'thread';
  const vitrina = await startTestVitrina({ IMPORTER_ALLOW_ADDRESSES: '127.0.0.1', IMPORTER_DELAY_MS: '0', PROJECTOR_PLACE: place }, { logger });
  const waiting = path.join(vitrina.dataDir, 'images', 'waiting');
  const waitingNow = () => readdirSync(waiting).filter((file) => file.endsWith('.source')).length;
  let searcherToClose: { close(): void } | undefined;
  try {
    const resident = await registeredBrand(vitrina, 'ULTIMATE', '10.9.8.6');
    const { client, brandId } = await registeredBrand(vitrina, 'ULTIMATE', '10.9.8.7');
    const shopper = (await vitrina.signedIn('USER')).client;
    for (const [brand, shop] of [
      [resident.client, residentShop],
      [client, server],
    ] as const) {
      const saved = await brand.put('/importer/config', {
        config: importerConfigBody({ url: `${shop.origin}/`, source: { kind: 'shopify', url: `${shop.origin}/products.json` }, limit: PRODUCTS }),
      });
      if (saved.status !== 200) throw new Error(`config refused: ${JSON.stringify(saved.body)}`);
    }
    // The site as a shopper finds it: another brand's whole shop, its images made and nothing running.
    const residentRun = await runAndWait(resident.client);
    if (residentRun.run.status !== 'completed') throw new Error(`the resident shop's import ended ${residentRun.run.status}: ${residentRun.run.reason}`);
    while (waitingNow() > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    threadHeapPeaks.length = 0;
    const searcher = await shopperProcess(`${vitrina.url}/api/search?q=camisa&type=1`, shopper.cookieHeader());
    searcherToClose = searcher;
    // Warmed up first: the first searches of a new server compile their code and fill caches.
    await searcher.searches(50);
    // At rest as while importing: a search every 20 ms after the one before (back to back, a search finds the
    // thread awake and its caches warm, which no shopper's search does).
    const atRest = await searcher.searches(400);
    const during: number[] = [];
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    let peakChildren = 0;
    // A shopper searching all along the first run, a search every 20 ms after the one before.
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    const elu = performance.eventLoopUtilization();
    const searching = searcher.searches(Infinity);
    const first = await runAndWait(client, () => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      peakChildren = Math.max(peakChildren, childrenRss([server.pid, residentShop.pid]));
    }).finally(() => searcher.stop());
    during.push(...(await searching));
    loopDelay.disable();
    const loopBusy = performance.eventLoopUtilization(elu).utilization;
    const firstEnded = performance.now();
    // The images the first run left waiting, made after it in the image process (one at a time, low priority),
    // before the second run, as a shop's next scheduled run comes hours later.
    while (waitingNow() > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    const imagesMade = (performance.now() - firstEnded) / 1000;
    const eventsAfterFirst = (await vitrina.vitrina.runtime.eventStore.readStream(catalogueStream(brandId))).length;
    const second = await runAndWait(client);
    const eventsAfterSecond = (await vitrina.vitrina.runtime.eventStore.readStream(catalogueStream(brandId))).length;
    // The run that keeps a shop right: every price changed, every image already known.
    await server.changePrices(500);
    const third = await runAndWait(client);
    const row = {
      products: PRODUCTS,
      'first run': first.run.status,
      created: first.run.counts.created,
      seconds: Number(first.seconds.toFixed(1)),
      'products/s': Math.round(PRODUCTS / first.seconds),
      'target ≥ 100/s': PRODUCTS / first.seconds >= 100,
      'images made, after the run (s)': Number(imagesMade.toFixed(1)),
      'RSS before (MB)': Math.round(rssBefore / 2 ** 20),
      'peak RSS (MB)': Math.round(peakRss / 2 ** 20),
      'import thread heap peak (MB, target ≤ 300)': threadHeapPeaks[0] ?? null,
      'image process peak (MB)': Math.round(peakChildren / 2 ** 20),
      'second run (s)': Number(second.seconds.toFixed(1)),
      'second / first': Number((second.seconds / first.seconds).toFixed(3)),
      'second appends (target 0)': eventsAfterSecond - eventsAfterFirst,
      'all prices changed: updated': third.run.counts.updated,
      'all prices changed: products/s': Math.round(PRODUCTS / third.seconds),
      'search p50 at rest / importing (ms)': `${percentile(atRest, 0.5).toFixed(1)} / ${percentile(during, 0.5).toFixed(1)}`,
      'search p95 at rest (ms)': Number(p95(atRest).toFixed(1)),
      'search p95 importing (ms)': Number(p95(during).toFixed(1)),
      'event loop delay p99 / max (ms)': `${(loopDelay.percentile(99) / 1e6).toFixed(0)} / ${(loopDelay.max / 1e6).toFixed(0)}`,
      'api loop busy while importing': Number(loopBusy.toFixed(2)),
      'ratio (target ≤ 2)': Number((p95(during) / p95(atRest)).toFixed(2)),
    };
    return row;
  } finally {
    await vitrina.close();
    await server.close();
    await residentShop.close();
    searcherToClose?.close();
  }
}

/** This file again in a child process playing `role` (`--role`), once it sent its first message (answered). */
async function forkSelf<First>(role: string, args: string[] = []): Promise<{ child: ChildProcess; first: First }> {
  const child = fork(fileURLToPath(import.meta.url), [`--${role}`, ...args], { execArgv: ['--import', 'tsx'] });
  const first = await new Promise<First>((resolve, reject) => {
    child.once('message', (message: First) => resolve(message));
    child.once('exit', (code) => reject(new Error(`the ${role} process ended (${code})`)));
  });
  return { child, first };
}

/**
 * The shopper in a process of its own, as a real shopper is another machine: on the api's thread, its fetches'
 * allocations were collected with the api's (undici holds each request's state through weak references, which only
 * a full collection lets go), and the api's pauses grew with them. It searches `url` with the session `cookie`, a
 * search 20 ms after the one before, `count` times or until stopped, and answers each search's time in ms.
 */
async function shopperProcess(url: string, cookie: string): Promise<{ searches(count: number): Promise<number[]>; stop(): void; close(): void }> {
  const { child } = await forkSelf('shopper');
  return {
    searches: (count) =>
      new Promise((resolve) => {
        child.once('message', (message: { times: number[] }) => resolve(message.times));
        child.send({ url, cookie, count: Number.isFinite(count) ? count : -1 });
      }),
    stop: () => child.send({ stop: true }),
    close: () => child.kill(),
  };
}

async function shopperLoop(): Promise<void> {
  let stopped = false;
  process.on('message', (message: { url?: string; cookie?: string; count?: number; stop?: boolean }) => {
    if (message.stop) return void (stopped = true);
    stopped = false;
    void (async () => {
      const times: number[] = [];
      for (let i = 0; message.count === -1 || i < message.count!; i++) {
        if (stopped) break;
        const started = performance.now();
        const response = await fetch(message.url!, { headers: { Cookie: message.cookie! } });
        await response.text();
        if (response.status !== 200) throw new Error(`a search answered ${response.status}`);
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      process.send?.({ times });
    })();
  });
  process.on('disconnect', () => process.exit(0));
  process.send?.({ ready: true });
}

const run = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (run && process.argv.includes('--shopper')) {
  void shopperLoop();
} else if (run && process.argv.includes('--shop')) {
  const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const server = await shop(Number(argument('from') ?? 0), Number(argument('count') ?? PRODUCTS));
  process.on('message', (message: { priceChange: number }) => {
    priceChange = message.priceChange;
    process.send?.({ changed: true });
  });
  process.on('disconnect', () => void server.close().then(() => process.exit(0)));
  process.send?.({ origin: server.origin });
} else if (run) {
  importerShopBench()
    .then((row) => {
      console.log('\nImporting a Shopify-shaped shop (issue 29)');
      console.table([row]);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
