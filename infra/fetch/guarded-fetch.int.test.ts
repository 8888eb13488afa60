import type { IncomingHttpHeaders } from 'node:http';
import type { TLSSocket } from 'node:tls';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchRefusedError, type FetchRefusalCode } from '@vitrina/infra/fetch/errors';
import { guardedFetch, type GuardedFetchOptions } from '@vitrina/infra/fetch/guarded-fetch';
import { acceptMediaTypes } from '@vitrina/infra/fetch/media-type';
import { selfSignedCertificate, startHttpServer, startHttpsServer, startRawServer, tableResolver, type TestServer } from '@vitrina/infra/fetch/test-servers';

const PNG = acceptMediaTypes(['image/png']);
const local: GuardedFetchOptions = { maxBytes: 1_000, timeoutMs: 2_000, accept: PNG, allowAddressesForTests: ['127.0.0.1'] };
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
let server: TestServer;

async function codeOf(url: string, options: Partial<GuardedFetchOptions> = {}): Promise<FetchRefusalCode> {
  const error = await guardedFetch(url, { ...local, ...options }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FetchRefusedError);
  return (error as FetchRefusedError).code;
}

beforeAll(async () => {
  server = await startHttpServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const bytes = (n: number) => Buffer.alloc(n, 0x61);
    switch (path) {
      case '/img.png':
        return res.writeHead(200, { 'content-type': 'image/png; charset=binary' }).end('png-bytes');
      case '/exact':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(bytes(1_000));
      case '/big-declared':
        return res.writeHead(200, { 'content-type': 'image/png', 'content-length': '5000' }).end(bytes(5_000));
      case '/big-chunked':
        res.writeHead(200, { 'content-type': 'image/png' });
        for (let i = 0; i < 20; i += 1) res.write(bytes(100));
        return res.end();
      case '/gzip':
        return res.writeHead(200, { 'content-type': 'image/png', 'content-encoding': 'gzip' }).end(zlib.gzipSync('small'));
      case '/gzip-bomb':
        return res.writeHead(200, { 'content-type': 'image/png', 'content-encoding': 'gzip' }).end(zlib.gzipSync(Buffer.alloc(10_000_000)));
      case '/compress':
        return res.writeHead(200, { 'content-type': 'image/png', 'content-encoding': 'compress' }).end('x');
      case '/html':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
      case '/svg':
        return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
      case '/no-type':
        res.removeHeader('content-type');
        return res.writeHead(200).end('x');
      case '/not-modified':
        return res.writeHead(304).end();
      case '/missing':
        return res.writeHead(404, { 'content-type': 'image/png' }).end();
      case '/broken':
        return res.writeHead(500, { 'content-type': 'image/png' }).end();
      case '/headers-then-stall':
        return res.writeHead(200, { 'content-type': 'image/png' }).write('p');
      case '/never':
        return undefined;
      case '/drip': {
        res.writeHead(200, { 'content-type': 'image/png' });
        const timer = setInterval(() => res.write('.'), 40);
        res.on('close', () => clearInterval(timer));
        return undefined;
      }
      default:
        return res.writeHead(404).end();
    }
  });
});
afterAll(() => server.close());

describe('guarded fetch: the happy path', () => {
  it('fetches a body, with its status, content type, headers and final URL', async () => {
    const result = await guardedFetch(`${server.origin}/img.png?size=large`, local);
    expect(result).toEqual({
      url: `${server.origin}/img.png?size=large`,
      status: 200,
      contentType: 'image/png; charset=binary',
      headers: expect.objectContaining({ 'content-type': 'image/png; charset=binary' }),
      body: Buffer.from('png-bytes'),
    });
  });

  it('connects to the vetted address with the name in the Host header, and asks DNS only once', async () => {
    // The system resolver knows no .invalid name: the request only succeeds if the socket used the vetted address.
    const resolver = tableResolver({ 'shop.invalid': ['127.0.0.1'] });
    const result = await guardedFetch(`http://shop.invalid:${server.port}/img.png`, {
      ...local,
      resolver,
      headers: { Host: 'evil.example', accept: 'image/png' },
    });
    expect(result.body.toString()).toBe('png-bytes');
    expect(resolver.calls).toEqual(['shop.invalid']);
    const { headers } = seen.at(-1)!;
    expect(headers.host).toBe(`shop.invalid:${server.port}`);
    expect(headers.accept).toBe('image/png');
    expect(headers['user-agent']).toMatch(/^VitrinaBot\//);
  });

  it('decodes a compressed body', async () => {
    expect((await guardedFetch(`${server.origin}/gzip`, local)).body.toString()).toBe('small');
  });
});

describe('guarded fetch: size limits', () => {
  it('takes a body of exactly maxBytes and refuses one byte more', async () => {
    expect((await guardedFetch(`${server.origin}/exact`, local)).body).toHaveLength(1_000);
    expect(await codeOf(`${server.origin}/exact`, { maxBytes: 999 })).toBe('TOO_LARGE');
  });

  it('refuses a declared Content-Length over the limit, and a chunked body that grows past it', async () => {
    expect(await codeOf(`${server.origin}/big-declared`)).toBe('TOO_LARGE');
    expect(await codeOf(`${server.origin}/big-chunked`)).toBe('TOO_LARGE');
  });

  it('counts decoded bytes: a gzip bomb is too large', async () => {
    expect(await codeOf(`${server.origin}/gzip-bomb`, { maxBytes: 1_000_000 })).toBe('TOO_LARGE');
    expect(await codeOf(`${server.origin}/compress`)).toBe('BAD_CONTENT_TYPE');
  });

  it('stops an endless body with no Content-Length long before the time limit', async () => {
    const endless = await startRawServer((socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nConnection: close\r\n\r\n');
      const timer = setInterval(() => socket.write(Buffer.alloc(64 * 1024, 0x61)), 1);
      socket.on('close', () => clearInterval(timer));
      socket.on('error', () => clearInterval(timer));
    });
    try {
      const started = Date.now();
      expect(await codeOf(`${endless.origin}/`, { maxBytes: 200_000, timeoutMs: 5_000 })).toBe('TOO_LARGE');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await endless.close();
    }
  });

  it('reads no more than a too-small Content-Length, whatever follows it', async () => {
    const liar = await startRawServer((socket) => {
      socket.on('error', () => {});
      socket.end(`HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: 5\r\n\r\nhello${'x'.repeat(5_000)}`);
    });
    try {
      expect((await guardedFetch(`${liar.origin}/`, local)).body.toString()).toBe('hello');
    } finally {
      await liar.close();
    }
  });
});

describe('guarded fetch: time limits', () => {
  it.each(['/never', '/headers-then-stall', '/drip'])('gives up on %s at the total time limit', async (path) => {
    const started = Date.now();
    expect(await codeOf(`${server.origin}${path}`, { timeoutMs: 300, maxBytes: 1_000_000 })).toBe('TIMEOUT');
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('gives up on a resolver that never answers', async () => {
    const hanging = async () => new Promise<string[]>(() => {});
    expect(await codeOf('http://slow-dns.example/', { resolver: hanging, timeoutMs: 200 })).toBe('TIMEOUT');
  });
});

describe('guarded fetch: answers it refuses', () => {
  it.each([
    ['/html', 'BAD_CONTENT_TYPE'],
    ['/svg', 'BAD_CONTENT_TYPE'],
    ['/no-type', 'BAD_CONTENT_TYPE'],
    ['/missing', 'HTTP_ERROR'],
    ['/broken', 'HTTP_ERROR'],
    ['/not-modified', 'HTTP_ERROR'],
  ])('refuses %s with %s', async (path, code) => {
    expect(await codeOf(`${server.origin}${path}`)).toBe(code);
  });

  it('keeps the status of an HTTP error', async () => {
    const error = await guardedFetch(`${server.origin}/missing`, local).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 404 });
  });

  it('calls a closed port (refused) or a connection cut mid-body unreachable', async () => {
    const closed = await startRawServer(() => {});
    const port = closed.port;
    await closed.close();
    expect(await codeOf(`http://127.0.0.1:${port}/`)).toBe('UNREACHABLE');
    expect(await guardedFetch(`http://127.0.0.1:${port}/`, local).catch((thrown: unknown) => thrown)).toMatchObject({ unreachable: 'CONNECTION_REFUSED' });
    // A name with two addresses, neither listening: refused on both.
    const both = { ...local, allowAddressesForTests: ['127.0.0.1', '::1'], resolver: tableResolver({ 'shop.test': ['::1', '127.0.0.1'] }) };
    expect(await guardedFetch(`http://shop.test:${port}/`, both).catch((thrown: unknown) => thrown)).toMatchObject({
      code: 'UNREACHABLE',
      unreachable: 'CONNECTION_REFUSED',
    });
    const cut = await startRawServer((socket) => {
      socket.on('error', () => {});
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: 500\r\n\r\npart', () => socket.destroy());
    });
    try {
      expect(await guardedFetch(`${cut.origin}/`, local).catch((thrown: unknown) => thrown)).toMatchObject({
        code: 'UNREACHABLE',
        unreachable: 'CONNECTION_FAILED',
      });
    } finally {
      await cut.close();
    }
  });
});

describe('guarded fetch over https', () => {
  const tls = selfSignedCertificate(['shop.test']);
  const names: (string | false | null)[] = [];
  let secure: TestServer | undefined;

  beforeAll(async () => {
    if (!tls) {
      process.stderr.write('\n*** skipped: https fetch tests: no openssl binary to make a certificate ***\n');
      return;
    }
    secure = await startHttpsServer(tls, (req, res) => {
      names.push((req.socket as TLSSocket).servername);
      res.writeHead(200, { 'content-type': 'image/png' }).end('secure');
    });
  });
  afterAll(() => secure?.close());

  it.skipIf(!tls)('sends the name as SNI and checks the certificate against it, not the address', async () => {
    const resolver = tableResolver({ 'shop.test': ['127.0.0.1'], 'other.test': ['127.0.0.1'] });
    const options = { ...local, resolver, caForTests: tls?.cert };
    const result = await guardedFetch(`https://shop.test:${secure!.port}/a.png`, options);
    expect(result.body.toString()).toBe('secure');
    expect(names).toEqual(['shop.test']);
    expect(await codeOf(`https://other.test:${secure!.port}/a.png`, options)).toBe('UNREACHABLE');
    expect(await codeOf(`https://shop.test:${secure!.port}/a.png`, { ...local, resolver })).toBe('UNREACHABLE');
  });
});
