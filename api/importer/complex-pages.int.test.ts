import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type TestServer } from '@vitrina/infra/fetch/test-servers';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import type { Client, TestVitrina } from '@vitrina/testkit/api/vitrina';
import { closeAll, startImporterVitrina } from '@vitrina/testkit/api/importer';

/**
 * Pages a brand could send to stall the site (issue 29, item 5): read on the importer's reader threads, a page too
 * deep or too large is refused with the reason, and the site goes on answering while it is read. The ready calls'
 * latencies during each preview are printed as figures (`npm run bench` has the row); what is asserted is the
 * answer, and that no ready call waited anywhere near as long as reading such a page on the event loop took (a
 * 56 KB page of 8,000 siblings held it 11 s, one of 20,000 nested elements 24 s).
 */

/** 100,000 elements, each nested in the one before: ~5 MB. */
const NESTED = `<!doctype html><html><body>${'<div class="nivel">relleno de texto para el nivel '.repeat(100_000)}${'</div>'.repeat(100_000)}</body></html>`;
/** 100,000 sibling elements: ~5 MB. */
const SIBLINGS = `<!doctype html><html><body><main>${Array.from({ length: 100_000 }, (_, i) => `<div class="hermano">texto de relleno número ${String(i).padStart(6, '0')}</div>`).join('')}</main></body></html>`;

let shop: TestServer;
let vitrina: TestVitrina;
let brand: Client;

beforeAll(async () => {
  // Encoded once: the shop shares this process, and its work is not the site's.
  const pages: Record<string, Buffer> = {
    '/anidada': Buffer.from(NESTED),
    '/hermanos': Buffer.from(SIBLINGS),
    '/simple': Buffer.from('<html><body><p>Hola</p></body></html>'),
  };
  shop = await startHttpServer((req, res) => {
    const page = pages[req.url!];
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  vitrina = await startImporterVitrina({ FETCH_MAX_PAGE_BYTES: '6000000' });
  ({ client: brand } = await signedInBrand(vitrina, 'PRO'));
});
afterAll(() => closeAll(vitrina, shop));

interface Figures {
  calls: number;
  p50: number;
  p95: number;
  max: number;
}

const figuresOf = (latencies: number[]): Figures => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
  return { calls: sorted.length, p50: at(0.5), p95: at(0.95), max: at(1) };
};

/** GET /api/ready again and again (10 ms apart) until `until` settles: each call's latency and status. */
async function readyWhile(until: Promise<unknown>): Promise<{ figures: Figures; statuses: number[] }> {
  let settled = false;
  void until.finally(() => (settled = true));
  const client = vitrina.client();
  const latencies: number[] = [];
  const statuses: number[] = [];
  do {
    const started = performance.now();
    const { status } = await client.get('/ready');
    latencies.push(performance.now() - started);
    statuses.push(status);
    await new Promise((resolve) => setTimeout(resolve, 10));
  } while (!settled);
  return { figures: figuresOf(latencies), statuses };
}

describe('a preview of a page too complex to read', () => {
  it('refuses 5 MB of 100,000 nested elements (400 IMPORT_PAGE_TOO_COMPLEX, the reason said) while /api/ready answers', async () => {
    // The reader thread started, as on a server that has read a page before.
    expect((await brand.post('/importer/preview', { url: `${shop.origin}/simple` })).status).toBe(200);
    const atRest = await readyWhile(new Promise((resolve) => setTimeout(resolve, 300)));
    const preview = brand.post<{ code: string; message: string; reason: string }>('/importer/preview', { url: `${shop.origin}/anidada` });
    const during = await readyWhile(preview);
    const { status, body } = await preview;
    console.log(
      `nested (${(NESTED.length / 1e6).toFixed(1)} MB): ${status} ${body.code} ${body.reason}; /api/ready at rest ${JSON.stringify(atRest.figures)}, during ${JSON.stringify(during.figures)} ms`,
    );
    expect([status, body.code, body.reason]).toEqual([400, 'IMPORT_PAGE_TOO_COMPLEX', 'TOO_DEEP']);
    expect(body.message).toBe('The page is too complex to read: its elements nest more than 2,000 levels deep.');
    expect(during.statuses.every((answered) => answered === 200)).toBe(true);
    expect(during.figures.max).toBeLessThan(1_000);
  });

  it('reads 5 MB of 100,000 sibling elements within its budget, or refuses it the same way, while /api/ready answers', async () => {
    const preview = brand.post<{ code?: string; reason?: string; proposal?: unknown; items?: unknown[] }>('/importer/preview', {
      url: `${shop.origin}/hermanos`,
    });
    const during = await readyWhile(preview);
    const { status, body } = await preview;
    console.log(
      `siblings (${(SIBLINGS.length / 1e6).toFixed(1)} MB): ${status} ${body.code ?? 'read'} ${body.reason ?? ''}; /api/ready during ${JSON.stringify(during.figures)} ms`,
    );
    if (status === 200) expect(body).toMatchObject({ proposal: null, items: [] });
    else expect([status, body.code]).toEqual([400, 'IMPORT_PAGE_TOO_COMPLEX']);
    expect(during.statuses.every((answered) => answered === 200)).toBe(true);
    expect(during.figures.max).toBeLessThan(1_000);
  });
});
