import { availableParallelism, loadavg } from 'node:os';
import { startHttpServer } from '@vitrina/infra/fetch/test-servers';
import { payForPlan } from '@vitrina/testkit/api/subscriptions';
import { newBrand, startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { sized } from './size';

/**
 * `npm run bench` (issue 29, item 5): how long `GET /api/ready` takes while a brand's preview reads a hostile page,
 * against the same calls at rest in the same run. The pages are read on the importer's reader threads
 * (importer/pool.ts), so the site's event loop should not wait for them: target < 100 ms. The whole system runs in
 * this process as `npm start` runs it (the shop serving the pages too, each encoded once), and the ready calls
 * come from here, one at a time, 10 ms apart, for as long as each preview takes. BENCH_IMPORTER_PREVIEWS previews of
 * each page (default 5), more for a page answered quickly, until 100 ready calls were made during them.
 */
const PREVIEWS = sized('BENCH_IMPORTER_PREVIEWS', 5, 1);
const REST_CALLS = 200;
/** Ready calls a row wants: a page refused in a few milliseconds is previewed again until they are made. */
const MIN_CALLS = 100;
const MAX_PREVIEWS = 50;
const TARGET_MS = 100;

const PAGES = {
  '/anidada': {
    label: '100,000 nested elements',
    html: `<!doctype html><html><body>${'<div class="nivel">relleno de texto para el nivel '.repeat(100_000)}${'</div>'.repeat(100_000)}</body></html>`,
  },
  '/hermanos': {
    label: '100,000 sibling elements',
    html: `<!doctype html><html><body><main>${Array.from({ length: 100_000 }, (_, i) => `<div class="hermano">texto de relleno número ${String(i).padStart(6, '0')}</div>`).join('')}</main></body></html>`,
  },
  '/tarjetas': {
    label: '20,000 sibling product cards (100,000 elements)',
    html: `<!doctype html><html><body><main>${Array.from({ length: 20_000 }, (_, i) => `<div class="card"><a href="/p/${i}"><img src="/i/${i}.jpg"></a><h3>Prenda ${i} de lino</h3><span>$ ${1_000 + i}</span></div>`).join('')}</main></body></html>`,
  },
  '/ocho-mil': {
    label: '8,000 siblings (issue 29: held the loop 11 s)',
    html: `<!doctype html><html><body>${Array.from({ length: 8_000 }, () => '<i>x</i>').join('')}</body></html>`,
  },
} as const;

interface Row {
  '/api/ready while': string;
  preview: string;
  previews: number | string;
  'preview ms (p50)': number | string;
  calls: number;
  p50: number;
  p95: number;
  max: number;
  target: string;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
function percentiles(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return { calls: sorted.length, p50: at(0.5), p95: at(0.95), max: at(1) };
}

/** GET /api/ready, 10 ms apart, until `until` settles (or `calls` of them): each call's latency. */
async function readyCalls(client: Client, until: Promise<unknown> | null, calls = Infinity): Promise<number[]> {
  let settled = false;
  void until?.finally(() => (settled = true));
  const latencies: number[] = [];
  do {
    const started = performance.now();
    const { status } = await client.get('/ready');
    if (status !== 200) throw new Error(`/api/ready answered ${status}`);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  } while (until ? !settled : latencies.length < calls);
  return latencies;
}

const PLAN = { tier: 'PRO', billingCycle: 'MONTHLY' } as const;

async function brandClient(vitrina: TestVitrina): Promise<Client> {
  const client = vitrina.client('10.29.5.1');
  const account = newBrand({ subscription: PLAN });
  const registered = await client.post('/auth/register', { ...account, token: await client.captcha() });
  if (registered.status !== 201) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  const login = await client.post('/auth/login', { email: account.email, password: account.password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['users', 'catalogue']);
  // Only a brand whose plan is in good standing reads shops (issue 42).
  await payForPlan(client, PLAN);
  return client;
}

async function main(): Promise<void> {
  const encoded = new Map<string, Buffer>(Object.entries(PAGES).map(([path, page]) => [path, Buffer.from(page.html)]));
  encoded.set('/simple', Buffer.from('<!doctype html><html><body><p>Hola</p></body></html>'));
  const shop = await startHttpServer((req, res) => {
    const page = encoded.get(req.url!);
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  // As `npm start` runs (the test servers' 2 ms projector batches and inline checkpoints are for the suites).
  const vitrina = await startTestVitrina({
    IMPORTER_ALLOW_ADDRESSES: '127.0.0.1',
    IMPORTER_DELAY_MS: '0',
    FETCH_MAX_PAGE_BYTES: '6000000',
    PROJECTOR_BATCH_MS: '20',
    SQLITE_CHECKPOINTS: 'background',
  });
  try {
    const brand = await brandClient(vitrina);
    const ready = vitrina.client('10.29.5.2');
    // The reader thread started and cheerio loaded, as on a server that has read a page before.
    const warm = await brand.post('/importer/preview', { url: `${shop.origin}/simple` });
    if (warm.status !== 200) throw new Error(`the warm-up preview answered ${warm.status}: ${JSON.stringify(warm.body)}`);
    const rows: Row[] = [];
    const rest = percentiles(await readyCalls(ready, null, REST_CALLS));
    rows.push({ '/api/ready while': 'at rest', preview: '', previews: '', 'preview ms (p50)': '', ...rest, target: '' });
    for (const [path, page] of Object.entries(PAGES)) {
      const latencies: number[] = [];
      const outcomes = new Map<string, number>();
      const took: number[] = [];
      // At least PREVIEWS previews, and more (up to MAX_PREVIEWS) until MIN_CALLS ready calls were made during them.
      for (let i = 0; i < MAX_PREVIEWS && (i < PREVIEWS || latencies.length < MIN_CALLS); i++) {
        const started = performance.now();
        const preview = brand.post<{ code?: string; reason?: string; items?: unknown[] }>('/importer/preview', { url: `${shop.origin}/${path.slice(1)}` });
        latencies.push(...(await readyCalls(ready, preview)));
        const { status, body } = await preview;
        took.push(performance.now() - started);
        const outcome = status === 200 ? `200, ${body.items?.length ?? 0} items` : `${status} ${body.code}${body.reason ? ` (${body.reason})` : ''}`;
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
      const figures = percentiles(latencies);
      rows.push({
        '/api/ready while': `preview: ${page.label}, ${(Buffer.byteLength(page.html) / 2 ** 20).toFixed(1)} MiB`,
        preview: [...outcomes].map(([outcome, times]) => (outcomes.size > 1 ? `${outcome} ×${times}` : outcome)).join(', '),
        previews: took.length,
        'preview ms (p50)': percentiles(took).p50,
        ...figures,
        target: figures.p95 < TARGET_MS ? `p95 < ${TARGET_MS} ms ✓` : `p95 < ${TARGET_MS} ms ✗`,
      });
    }
    console.log(
      `\nImporter previews and the site (issue 29: GET /api/ready while a preview reads a page on the reader threads, against at rest; ${PREVIEWS} previews a page; target p95 < ${TARGET_MS} ms; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
    );
    console.table(rows);
  } finally {
    await vitrina.close();
    await shop.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
