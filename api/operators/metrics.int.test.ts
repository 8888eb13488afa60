import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORTS_QUEUE } from '@vitrina/worker/importer/jobs';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const TOKEN = randomBytes(24).toString('base64url');
/** Not loopback: a caller from elsewhere, as the proxy in front names it. */
const STRANGER = '10.77.0.1';

let vitrina: TestVitrina;

beforeAll(async () => {
  vitrina = await startTestVitrina({ OPERATOR_TOKEN: TOKEN });
});
afterAll(() => vitrina?.close());

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${vitrina.url}/api${path}`, { headers: { 'User-Agent': BROWSER, ...headers } });
}

/** The value of one sample line, e.g. `vitrina_jobs{queue="imports",state="delayed"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/api/metrics', () => {
  it('exposes request histograms by route pattern, projection lag, queue depth and the event store position', async () => {
    const clothId = randomUUID();
    for (let i = 0; i < 3; i += 1) expect((await get(`/clothes/${clothId}`)).status).toBe(404);
    expect((await get('/health')).status).toBe(200);
    await vitrina.vitrina.runtime.jobs.add(IMPORTS_QUEUE, 'run', {}, { jobId: `metrics-test:${clothId}`, delayMs: 3_600_000 });

    expect((await get('/search?q=camisa')).status).toBe(200);

    const res = await get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();

    expect(sample(text, 'vitrina_http_request_duration_seconds_count{method="GET",route="/api/clothes/:id"}')).toBe(3);
    expect(sample(text, 'vitrina_http_requests_total{method="GET",route="/api/clothes/:id",status="404"}')).toBe(3);
    expect(sample(text, 'vitrina_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(clothId);

    const lag = await vitrina.vitrina.runner!.lag();
    expect(Object.keys(lag)).toContain('catalogue');
    for (const projection of Object.keys(lag))
      expect(sample(text, `vitrina_projection_lag_events{projection="${projection}"}`), projection).toBeGreaterThanOrEqual(0);

    expect(sample(text, `vitrina_jobs{queue="${IMPORTS_QUEUE}",state="delayed"}`)).toBeGreaterThanOrEqual(1);
    expect(sample(text, `vitrina_jobs{queue="${IMPORTS_QUEUE}",state="failed"}`)).toBe(0);
    expect(sample(text, 'vitrina_event_store_position')).toBe(Number(await vitrina.vitrina.runtime.eventStore.headPosition()));
    expect(sample(text, 'vitrina_search_answers_kept')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'vitrina_search_answers_kept_bytes')).toBeGreaterThan(0);
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('refuses a caller from an address not in METRICS_ALLOW, and a wrong token', async () => {
    for (const headers of [{}, { Authorization: `Bearer ${TOKEN}x` }, { Authorization: TOKEN }] as Array<Record<string, string>>) {
      const res = await get('/metrics', { 'X-Forwarded-For': STRANGER, ...headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: 'OPERATOR_ONLY', message: 'Only operators may read this.' });
    }
  });

  it('opens to the operator token from any address', async () => {
    const res = await get('/metrics', { 'X-Forwarded-For': STRANGER, Authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('vitrina_projection_lag_events');
  });
});

describe('/api/ready', () => {
  it('tells operators each dependency and the lag, and everyone else only the status', async () => {
    const stranger = await get('/ready', { 'X-Forwarded-For': STRANGER });
    expect(stranger.status).toBe(200);
    expect(await stranger.json()).toEqual({ status: 'ready' });

    for (const headers of [{}, { 'X-Forwarded-For': STRANGER, Authorization: `Bearer ${TOKEN}` }] as Array<Record<string, string>>) {
      const operator = await get('/ready', headers);
      const body = (await operator.json()) as { status: string; dependencies: Record<string, { status: string; lag?: Record<string, string> }> };
      expect(body.status).toBe('ready');
      expect(body.dependencies.eventStore).toEqual({ status: 'up' });
      expect(Object.keys(body.dependencies.projections?.lag ?? {})).toContain('catalogue');
    }
  });
});
