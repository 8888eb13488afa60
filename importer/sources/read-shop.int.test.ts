import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startHttpServer, type TestServer } from '@vitrina/infra/fetch/test-servers';
import { PageFetcher, PageRefusedError } from '../fetcher';
import { PageTooComplexError } from '../pool';
import { expectedProducts, serveFixtureShop } from './fixture-shops';
import { readShop, readSourceOffThread, SourceTooSlowError } from './read-shop';

/**
 * The shop and source threads' budgets: past its time a reading ends with TOO_SLOW, its thread ended, never a hang;
 * a shop that cannot be reached says so at once, and a reading whose client left ends.
 */
const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

/**
 * A shop whose robots.txt comes at once and that never answers anything else: a reading of it ends only by its own
 * time or its signal, so the tests need no clock of their own (a hang fails by the test's timeout).
 */
async function silentShop(): Promise<TestServer> {
  const server = await startHttpServer((req, res) => {
    if (req.url === '/robots.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
  });
  servers.push(server);
  return server;
}

const fetcher = () => new PageFetcher({ siteUrl: 'https://vitrina.example/', delayMs: 0, maxBytes: 1_000_000, allowAddressesForTests: ['127.0.0.1'] });

describe('reading a shop off the event loop', () => {
  it('ends "Read the shop" past its time with TOO_SLOW', async () => {
    const shop = await silentShop();
    const error = await readShop(`${shop.origin}/`, fetcher(), { limit: 12, currency: 'ARS', timeoutMs: 1_500 }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PageTooComplexError);
    expect((error as PageTooComplexError).reason).toBe('TOO_SLOW');
  });

  it('answers "Read the shop" of a slowly paced HTML shop in time with the products its pages gave by then', async () => {
    const shop = await serveFixtureShop('prestashop-alba');
    servers.push(shop);
    // Each request 250 ms after the one before: the home's twelve products and their pages would take past its time.
    const paced = new PageFetcher({ siteUrl: 'https://vitrina.example/', delayMs: 250, allowAddressesForTests: ['127.0.0.1'] });
    const reply = await readShop(`${shop.origin}/`, paced, { limit: 12, currency: 'ARS', timeoutMs: 4_500 });
    expect(reply.kind === 'read' && reply.found?.kind).toBe('page');
    const items = reply.kind === 'read' ? reply.items : [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(12);
    // Those shown were read whole: their sizes from their own pages.
    expect(items[0]?.item).toMatchObject({ name: 'Vestido cruzado de viscosa', sizes: ['XS', 'S', 'M', 'L'] });
  });

  it("ends a run's source past a batch's time with TOO_SLOW", async () => {
    const shop = await silentShop();
    const batches = readSourceOffThread({ kind: 'shopify', url: `${shop.origin}/products.json`, total: null }, fetcher(), {
      limit: 100,
      currency: 'ARS',
      batchTimeoutMs: 1_500,
    });
    const error = await (async () => {
      for await (const batch of batches) void batch;
    })().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PageTooComplexError);
    expect((error as PageTooComplexError).reason).toBe('TOO_SLOW');
    // The address the source was waiting for: the run names it in its report.
    expect(error).toBeInstanceOf(SourceTooSlowError);
    expect((error as SourceTooSlowError).url).toBe(`${shop.origin}/meta.json`);
  });

  it("says from a run's source thread which address failed and what it answered", async () => {
    const shop = await startHttpServer((req, res) => {
      if (req.url === '/robots.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      else if (req.url?.startsWith('/products.json')) res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
      else res.writeHead(404).end();
    });
    servers.push(shop);
    const pages = new PageFetcher({
      siteUrl: 'https://vitrina.example/',
      delayMs: 0,
      maxBytes: 1_000_000,
      allowAddressesForTests: ['127.0.0.1'],
      retryDelaysMs: [10, 10],
    });
    const batches = readSourceOffThread({ kind: 'shopify', url: `${shop.origin}/products.json`, total: null }, pages, { limit: 100, currency: 'ARS' });
    const error = await (async () => {
      for await (const batch of batches) void batch;
    })().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PageRefusedError);
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 502, url: `${shop.origin}/products.json?limit=250&page=1` });
  });

  it('answers at once that a shop cannot be reached, whatever the pause between requests: no source is probed on an unknown host or a closed port', async () => {
    // A minute between requests: a second request (a source probed after robots.txt) would outlast the test's time.
    const paced = new PageFetcher({ siteUrl: 'https://vitrina.example/', delayMs: 60_000, maxBytes: 1_000_000, allowAddressesForTests: ['127.0.0.1'] });
    expect(await readShop('https://tienda.invalid/', paced, { limit: 12, currency: 'ARS' })).toEqual({
      kind: 'refused',
      code: 'UNREACHABLE',
      unreachable: 'UNKNOWN_HOST',
    });
    const closed = await startHttpServer(() => {});
    await closed.close();
    expect(await readShop(`${closed.origin}/`, paced, { limit: 12, currency: 'ARS' })).toEqual({
      kind: 'refused',
      code: 'UNREACHABLE',
      unreachable: 'CONNECTION_REFUSED',
    });
  });

  it('says a shop that does not answer within the fetch’s time timed out', async () => {
    const silent = await startHttpServer(() => {});
    servers.push(silent);
    const impatient = new PageFetcher({
      siteUrl: 'https://vitrina.example/',
      delayMs: 0,
      timeoutMs: 1_000,
      maxBytes: 1_000_000,
      allowAddressesForTests: ['127.0.0.1'],
    });
    expect(await readShop(`${silent.origin}/`, impatient, { limit: 12, currency: 'ARS' })).toEqual({ kind: 'refused', code: 'TIMEOUT' });
  });

  it('says a shop whose server never takes the connection timed out after one try, well before the fetch’s time', async () => {
    // It takes the TCP connection and never answers the TLS handshake; the fetch's own time is 60 s.
    const sockets: net.Socket[] = [];
    const mute = net.createServer((socket) => void sockets.push(socket.on('error', () => undefined)));
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const patient = new PageFetcher({
      siteUrl: 'https://vitrina.example/',
      delayMs: 0,
      timeoutMs: 60_000,
      maxBytes: 1_000_000,
      allowAddressesForTests: ['127.0.0.1'],
    });
    try {
      const reading = await readShop(`https://127.0.0.1:${(mute.address() as net.AddressInfo).port}/`, patient, { limit: 12, currency: 'ARS' });
      expect(reading).toEqual({ kind: 'refused', code: 'TIMEOUT' });
      // robots.txt's one connection: not asked again, and no source probed.
      expect(sockets).toHaveLength(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => mute.close(resolve));
    }
  });

  it('ends the reading when its signal aborts', async () => {
    const shop = await silentShop();
    const left = new AbortController();
    const reading = readShop(`${shop.origin}/`, fetcher(), { limit: 12, currency: 'ARS', signal: left.signal });
    setTimeout(() => left.abort(new Error('client left')), 300);
    await expect(reading).rejects.toThrow('client left');
  });
});

describe('the language a shop writes in', () => {
  // "Read the shop" answers it: as the shop states it (the sitemap shop's page says es-AR), or, where it states none
  // (a TSV feed), as its products' text is written (detect-source.contract.test.ts checks every shop's statement).
  it.each(['sitemap', 'feed-tsv'])('answers %s’s', async (name) => {
    const expected = expectedProducts(name);
    const shop = await serveFixtureShop(name);
    servers.push(shop);
    const reply = await readShop(`${shop.origin}${expected.entry}`, fetcher(), { limit: 12, currency: 'ARS' });
    expect(reply).toMatchObject({
      kind: 'read',
      found: { language: expected.languageStatedBy === null ? null : (expected.language ?? 'es') },
      language: expected.language ?? 'es',
    });
  });
});
