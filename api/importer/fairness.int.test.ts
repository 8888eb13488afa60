import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type TestServer } from '@vitrina/infra/fetch/test-servers';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import type { Client, TestVitrina } from '@vitrina/testkit/api/vitrina';
import { heldShop, importerConfigBody, startImporterVitrina, type HeldShop } from '@vitrina/testkit/api/importer';

/**
 * Fair shop reading (issue 42): only brands whose plan is in good standing read shops; readings take turns, one per
 * brand and two at once in all, and a reading that finds both taken waits in line (here up to 3 s) rather than
 * being told to come back. Slow shops are held shops: they answer when the test releases them.
 */
const WAIT_MS = 3_000;
let vitrina: TestVitrina;
let slowA: Client;
let slowC: Client;
let paidB: Client;
let unpaid: Client[];
let quick: TestServer;
const servers: TestServer[] = [];

beforeAll(async () => {
  vitrina = await startImporterVitrina({ IMPORTER_READINGS: '2', IMPORTER_READING_WAIT_MS: String(WAIT_MS) });
  const brands = await Promise.all([
    signedInBrand(vitrina, 'PRO'),
    signedInBrand(vitrina, 'PRO'),
    signedInBrand(vitrina, 'BASIC'),
    signedInBrand(vitrina, 'PRO', { paid: false }),
    signedInBrand(vitrina, 'BASIC', { paid: false }),
  ]);
  [slowA, slowC, paidB] = brands.slice(0, 3).map((brand) => brand.client) as [Client, Client, Client];
  unpaid = brands.slice(3).map((brand) => brand.client);
  quick = await startHttpServer((req, res) => {
    if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><p>Tienda rápida</p></body></html>');
    else res.writeHead(404).end();
  });
  servers.push(quick);
});
afterAll(async () => {
  await vitrina.close();
  await Promise.all(servers.map((server) => server.close()));
});

async function held(): Promise<HeldShop> {
  const shop = await heldShop();
  servers.push(shop);
  return shop;
}

interface Refusal {
  code?: string;
  reason?: string;
  message?: string;
}

const readShop = (client: Client, url: string) => client.post<Refusal>('/importer/shop', { url });

describe('fair shop reading', () => {
  it('refuses brands that have not paid: no reading, preview, import or upload, as adding a cloth refuses them', async () => {
    const shop = await held();
    const inactive = { code: 'SUBSCRIPTION_INACTIVE', message: 'Your plan is not active. Pay your subscription to upload clothes.' };
    for (const client of unpaid) {
      const answers = await Promise.all([
        readShop(client, `${shop.origin}/`),
        client.post<Refusal>('/importer/preview', { url: `${shop.origin}/` }),
        client.put<Refusal>('/importer/config', { config: importerConfigBody() }),
        client.post<Refusal>('/importer/runs', {}),
        client.post<Refusal>('/admin/images/from-url', { url: `${shop.origin}/foto.png` }),
      ]);
      for (const answer of answers) expect([answer.status, answer.body]).toEqual([402, inactive]);
      // Its importer's page says so, to show where to pay instead of a form.
      expect((await client.get<{ inGoodStanding: boolean }>('/importer')).body.inGoodStanding).toBe(false);
    }
    // They took no slot and never reached the shop: both paying brands read at once.
    const [a, b] = await Promise.all([readShop(slowA, `${quick.origin}/`), readShop(paidB, `${quick.origin}/`)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await slowA.get<{ inGoodStanding: boolean }>('/importer')).body.inGoodStanding).toBe(true);
    shop.release();
  });

  it('does not let slow shops starve another paying brand: it waits its turn, briefly, and is read', async () => {
    const [shopA, shopC] = await Promise.all([held(), held()]);
    const readingA = readShop(slowA, `${shopA.origin}/`);
    const readingC = readShop(slowC, `${shopC.origin}/`);
    await Promise.all([shopA.asked, shopC.asked]);
    // Brand A holds one reading at most: its second is refused at once, and takes no place in line.
    const againA = await readShop(slowA, `${quick.origin}/`);
    expect([againA.status, againA.body.reason]).toEqual([429, 'ALREADY_READING']);

    const started = performance.now();
    let answeredAt = 0;
    const readingB = readShop(paidB, `${quick.origin}/`).then((answer) => ((answeredAt = performance.now()), answer));
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(answeredAt, 'B was read while both slots were taken').toBe(0);
    shopA.release();
    const b = await readingB;
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(answeredAt - started).toBeGreaterThanOrEqual(700);
    expect(answeredAt - started).toBeLessThan(WAIT_MS);
    expect((await readingA).status).toBe(200);
    shopC.release();
    expect((await readingC).status).toBe(200);
  });

  it('answers 429 IMPORT_BUSY with Retry-After and says so, once the wait for a slot runs out', async () => {
    const [shopA, shopC] = await Promise.all([held(), held()]);
    const readings = [readShop(slowA, `${shopA.origin}/`), readShop(slowC, `${shopC.origin}/`)];
    await Promise.all([shopA.asked, shopC.asked]);
    const started = performance.now();
    const b = await paidB.post<Refusal>('/importer/preview', { url: `${quick.origin}/` });
    expect(performance.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 100);
    expect([b.status, b.body]).toEqual([
      429,
      { code: 'IMPORT_BUSY', reason: 'SITE_BUSY', message: 'Many shops are being read right now; try again in a minute.' },
    ]);
    expect(b.headers.get('retry-after')).toBe('60');
    shopA.release();
    shopC.release();
    expect((await Promise.all(readings)).map((answer) => answer.status)).toEqual([200, 200]);
    // With a slot free again, B is read at once.
    expect((await readShop(paidB, `${quick.origin}/`)).status).toBe(200);
  });

  it('lets a reading whose client left give its slot back', async () => {
    const [shopA, shopC] = await Promise.all([held(), held()]);
    const gone = new AbortController();
    const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'vitrina', Cookie: slowA.cookieHeader() };
    const readingA = fetch(`${vitrina.url}/api/importer/shop`, {
      method: 'POST',
      signal: gone.signal,
      headers,
      body: JSON.stringify({ url: `${shopA.origin}/` }),
    }).catch(() => null);
    const readingC = readShop(slowC, `${shopC.origin}/`);
    await Promise.all([shopA.asked, shopC.asked]);
    gone.abort();
    await readingA;
    // A's held shop never answered, yet B gets A's slot well within its wait.
    const b = await readShop(paidB, `${quick.origin}/`);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    shopA.release();
    shopC.release();
    expect((await readingC).status).toBe(200);
  });
});
