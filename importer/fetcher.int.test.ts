import { readFileSync } from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import { systemResolver, type Resolver } from '@vitrina/infra/fetch/guarded-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type TestServer } from '@vitrina/infra/fetch/test-servers';
import { PageFetcher, PageRefusedError, retryAfterMs } from './fetcher';

let shop: TestServer;
const requests: Array<{ path: string; agent: string; at: number }> = [];

const routes: Record<string, (res: http.ServerResponse) => void> = {
  '/robots.txt': (res) =>
    res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: VitrinaBot\nDisallow: /privado/\nCrawl-delay: 0.3\n\nUser-agent: *\nDisallow: /\n'),
  '/coleccion': (res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(readFileSync(new URL('./fixtures/selectors-lazy.html', import.meta.url))),
  '/privado/lista': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>no</p>'),
  '/enorme': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${'x'.repeat(20_000)}</p>`),
  '/imagen': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end('png'),
  '/falta': (res) => res.writeHead(404, { 'content-type': 'text/html' }).end('no'),
};

beforeAll(async () => {
  shop = await startHttpServer((req, res) => {
    requests.push({ path: req.url!, agent: String(req.headers['user-agent']), at: Date.now() });
    (routes[req.url!] ?? routes['/falta']!)(res);
  });
});
afterAll(() => shop.close());

const fetcher = (options: Partial<ConstructorParameters<typeof PageFetcher>[0]> = {}) =>
  new PageFetcher({ siteUrl: 'https://vitrina.example/', delayMs: 150, maxBytes: 10_000, allowAddressesForTests: ['127.0.0.1'], ...options });

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  return error instanceof PageRefusedError ? error.code : error;
};

describe('the importer’s page fetcher', () => {
  it('asks robots.txt first, names Vitrina and the site, and waits between requests to one host (the longer of its pause and the Crawl-delay)', async () => {
    requests.length = 0;
    const pages = fetcher();
    const page = await pages.page(`${shop.origin}/coleccion`);
    expect(page.html).toContain('item-product');
    await pages.page(`${shop.origin}/coleccion`);
    expect(requests.map((request) => request.path)).toEqual(['/robots.txt', '/coleccion', '/coleccion']);
    expect(new Set(requests.map((request) => request.agent))).toEqual(new Set(['VitrinaBot/1.0 (+https://vitrina.example/bot)']));
    expect(requests[2]!.at - requests[1]!.at).toBeGreaterThanOrEqual(290);
  });

  it('refuses what robots.txt disallows for VitrinaBot, a page over the size limit, an error answer, and an image as a page', async () => {
    const pages = fetcher({ delayMs: 0 });
    expect(await refusal(pages.page(`${shop.origin}/privado/lista`))).toBe('ROBOTS_DISALLOWED');
    expect(await refusal(pages.page(`${shop.origin}/enorme`))).toBe('TOO_LARGE');
    expect(await refusal(pages.page(`${shop.origin}/falta`))).toBe('HTTP_ERROR');
    expect(await refusal(pages.page(`${shop.origin}/imagen`))).toBe('BAD_CONTENT_TYPE');
  });

  it('refuses loopback, private and metadata addresses, and what is not http(s)', async () => {
    const pages = fetcher({ allowAddressesForTests: undefined, delayMs: 0 });
    expect(await refusal(pages.page(`${shop.origin}/coleccion`))).toBe('FORBIDDEN_ADDRESS');
    expect(await refusal(pages.page('http://169.254.169.254/latest/meta-data/'))).toBe('FORBIDDEN_ADDRESS');
    expect(await refusal(pages.page('http://10.0.0.7/tienda'))).toBe('FORBIDDEN_ADDRESS');
    expect(await refusal(pages.page('file:///etc/passwd'))).toBe('UNSUPPORTED_SCHEME');
    expect(await refusal(pages.page('not a url'))).toBe('INVALID_URL');
    // Images go through the same guard: an item pointing its picture at the metadata address gets nothing.
    expect(await refusal(pages.image('http://169.254.169.254/latest/meta-data/iam', () => true, 1_000))).toBe('FORBIDDEN_ADDRESS');
    expect(await refusal(pages.image(`${shop.origin}/imagen`, () => true, 1_000))).toBe('FORBIDDEN_ADDRESS');
  });
});

describe('the importer’s page fetcher, when a shop fails for a moment', () => {
  /** Per path: how each request is answered, in order (the last answer repeats). */
  const scripts: Record<string, Array<(res: http.ServerResponse, req: http.IncomingMessage) => void>> = {};
  const asked: string[] = [];
  let flaky: TestServer;
  const ok = (res: http.ServerResponse) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hola</p>');
  const status =
    (code: number, headers: Record<string, string> = {}) =>
    (res: http.ServerResponse) =>
      res.writeHead(code, { 'content-type': 'text/html', ...headers }).end('no');
  const reset = (_res: http.ServerResponse, req: http.IncomingMessage) => req.socket.destroy();
  const silent = () => undefined;
  beforeAll(async () => {
    flaky = await startHttpServer((req, res) => {
      asked.push(req.url!);
      if (req.url === '/robots.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      const script = scripts[req.url!] ?? [status(404)];
      const times = asked.filter((path) => path === req.url).length;
      script[Math.min(times, script.length) - 1]!(res, req);
    });
  });
  afterAll(() => flaky.close());

  const quick = () => fetcher({ delayMs: 0, timeoutMs: 500, retryDelaysMs: [20, 80] });
  const tries = (path: string) => asked.filter((request) => request === path).length;

  it('asks again a page that answered 500, whose connection broke, or that did not answer in time, and reads it', async () => {
    scripts['/500'] = [status(500), ok];
    scripts['/reset'] = [reset, ok];
    scripts['/lenta'] = [silent, ok];
    scripts['/502-503'] = [status(502), status(503), ok];
    const pages = quick();
    for (const path of ['/500', '/reset', '/lenta', '/502-503']) expect((await pages.page(`${flaky.origin}${path}`)).html, path).toContain('hola');
    expect([tries('/500'), tries('/reset'), tries('/lenta'), tries('/502-503')]).toEqual([2, 2, 2, 3]);
  });

  it('gives up after three tries, saying the status and the address', async () => {
    scripts['/caida'] = [status(503)];
    const started = performance.now();
    const error = await quick()
      .document(`${flaky.origin}/caida`, ['text/html'])
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PageRefusedError);
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 503, url: `${flaky.origin}/caida` });
    expect(tries('/caida')).toBe(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
  });

  it('never asks again what a wait does not mend: a 404, a 403, a refused connection', async () => {
    scripts['/403'] = [status(403), ok];
    const pages = quick();
    expect(await refusal(pages.page(`${flaky.origin}/no-existe`))).toBe('HTTP_ERROR');
    expect(await refusal(pages.page(`${flaky.origin}/403`))).toBe('HTTP_ERROR');
    expect([tries('/no-existe'), tries('/403')]).toEqual([1, 1]);
    const closed = await startHttpServer(() => {});
    await closed.close();
    const started = performance.now();
    expect(await refusal(fetcher({ delayMs: 0, retryDelaysMs: [2_000, 2_000] }).page(`${closed.origin}/`))).toBe('UNREACHABLE');
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('waits what a 429 or 503 asks in Retry-After, up to a limit, and does not ask again one that asks for longer', async () => {
    scripts['/espera'] = [status(429, { 'retry-after': '1' }), ok];
    scripts['/manana'] = [status(503, { 'retry-after': '3600' }), ok];
    const pages = quick();
    const started = performance.now();
    expect((await pages.page(`${flaky.origin}/espera`)).html).toContain('hola');
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(await refusal(pages.page(`${flaky.origin}/manana`))).toBe('HTTP_ERROR');
    expect(tries('/manana')).toBe(1);
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:30 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(30_000);
    expect(retryAfterMs('pronto')).toBeNull();
  });

  it('tells a page gone (404, 410) from one that answers or fails otherwise', async () => {
    scripts['/410'] = [status(410)];
    scripts['/viva'] = [ok];
    scripts['/rota'] = [status(500)];
    const pages = quick();
    expect(await pages.gone(`${flaky.origin}/no-existe`)).toBe(true);
    expect(await pages.gone(`${flaky.origin}/410`)).toBe(true);
    expect(await pages.gone(`${flaky.origin}/viva`)).toBe(false);
    expect(await pages.gone(`${flaky.origin}/rota`)).toBe(false);
  });
});

describe('the importer’s page fetcher, when a shop does not answer at all', () => {
  /** The system's own resolver, counted: how many times a name was looked up. */
  const counted = (resolver: Resolver) => {
    const lookups: string[] = [];
    return { lookups, resolver: (host: string) => (lookups.push(host), resolver(host)) };
  };
  const unreachable = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    return error instanceof PageRefusedError ? { code: error.code, unreachable: error.unreachable } : error;
  };

  it('says a name that does not resolve is unreachable on its first lookup, never asking again (ENOTFOUND, EAI_AGAIN)', async () => {
    // RFC 2606: a name under .invalid never resolves. Tries again would come 10 ms apart, were there any.
    const system = counted(systemResolver);
    const pages = fetcher({ delayMs: 0, retryDelaysMs: [10, 10], resolver: system.resolver });
    expect(await unreachable(pages.page('https://tienda-que-no-existe.invalid/coleccion'))).toEqual({ code: 'UNREACHABLE', unreachable: 'UNKNOWN_HOST' });
    expect(await unreachable(pages.document('https://tienda-que-no-existe.invalid/products.json', ['application/json']))).toEqual({
      code: 'UNREACHABLE',
      unreachable: 'UNKNOWN_HOST',
    });
    // One lookup each, robots.txt's: the page itself is not asked for, nor robots.txt again.
    expect(system.lookups).toEqual(['tienda-que-no-existe.invalid', 'tienda-que-no-existe.invalid']);
    // A name server that answers "try again" (EAI_AGAIN) is not asked again either.
    const again = counted(async () => {
      throw Object.assign(new Error('getaddrinfo EAI_AGAIN tienda.example'), { code: 'EAI_AGAIN' });
    });
    expect(await unreachable(fetcher({ delayMs: 0, retryDelaysMs: [10, 10], resolver: again.resolver }).page('https://tienda.example/'))).toEqual({
      code: 'UNREACHABLE',
      unreachable: 'UNKNOWN_HOST',
    });
    expect(again.lookups).toHaveLength(1);
  });

  it('with a time to connect, says a name server that never answers is unreachable once that time is up', async () => {
    const hanging = counted(() => new Promise<string[]>(() => undefined));
    const pages = fetcher({ delayMs: 0, timeoutMs: 10_000, connectTimeoutMs: 100, retryDelaysMs: [10, 10], resolver: hanging.resolver });
    expect(await unreachable(pages.page('https://tienda.example/'))).toEqual({ code: 'UNREACHABLE', unreachable: 'UNKNOWN_HOST' });
    expect(hanging.lookups).toHaveLength(1);
  });

  it('with a time to connect, does not ask again a server that never takes the connection; without one it asks three times', async () => {
    // It takes the TCP connection and never answers the TLS handshake: a host that does not answer.
    let connections = 0;
    const sockets: net.Socket[] = [];
    const mute = net.createServer((socket) => {
      connections += 1;
      sockets.push(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const url = `https://127.0.0.1:${(mute.address() as net.AddressInfo).port}/`;
    try {
      const detecting = fetcher({ delayMs: 0, timeoutMs: 10_000, connectTimeoutMs: 150, retryDelaysMs: [10, 10] });
      const error = await detecting.page(url).catch((thrown: unknown) => thrown);
      expect(error).toMatchObject({ code: 'TIMEOUT', phase: 'connect' });
      expect(connections).toBe(1);
      connections = 0;
      // A run's fetcher (no time to connect) waits for its whole time, and asks again as for any timeout.
      const running = fetcher({ delayMs: 0, timeoutMs: 150, retryDelaysMs: [10, 10] });
      expect(await refusal(running.page(url))).toBe('TIMEOUT');
      expect(connections).toBe(3);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => mute.close(resolve));
    }
  });
});
