import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchRefusalCode } from '@vitrina/infra/fetch/errors';
import { guardedFetch, type GuardedFetchOptions, type Resolver } from '@vitrina/infra/fetch/guarded-fetch';
import { acceptMediaTypes } from '@vitrina/infra/fetch/media-type';
import { startHttpServer, tableResolver, type TestServer } from '@vitrina/infra/fetch/test-servers';

/** Refusals go through the real address policy: no test address is let through here unless a test says so. */
const noDns: Resolver = async (hostname) => {
  throw new Error(`the resolver must not be asked about ${hostname}`);
};
const base: GuardedFetchOptions = {
  maxBytes: 1_000_000,
  timeoutMs: 2_000,
  accept: acceptMediaTypes(['image/png']),
  resolver: noDns,
};

async function refusal(
  url: string,
  options: Partial<GuardedFetchOptions> = {},
): Promise<{ code: FetchRefusalCode; message: string; detail?: string; unreachable?: string }> {
  try {
    await guardedFetch(url, { ...base, ...options });
  } catch (error) {
    const { code, message, detail, unreachable } = error as { code: FetchRefusalCode; message: string; detail?: string; unreachable?: string };
    return { code, message, detail, unreachable };
  }
  throw new Error(`${url} was fetched`);
}

describe('guarded fetch: address policy on the URL', () => {
  it.each([
    'http://127.0.0.1/',
    'http://127.0.0.1:3000/admin',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.0.0.1/',
    'http://0177.0.0.1/',
    'http://0177.1/',
    'http://127.1/',
    'http://127.0.1/',
    'http://0/',
    'http://0.0.0.0/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.0.1/',
    'http://100.64.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://2852039166/latest/meta-data/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://240.0.0.1/',
    'https://[::1]/',
    'http://[::]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[::ffff:0:10.0.0.1]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[64:ff9b::127.0.0.1]/',
    'http://[2002:7f00:1::]/',
    'http://[2002:a9fe:a9fe::]/',
    'http://[fc00::1]/',
    'http://[fd00:ec2::254]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
  ])('refuses %s without asking DNS, and says nothing of the address', async (url) => {
    const { code, message } = await refusal(url);
    expect(code).toBe('FORBIDDEN_ADDRESS');
    expect(message).toBe('This address cannot be fetched.');
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/a.png',
    'gopher://example.com/',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    'ws://example.com/',
    'dict://127.0.0.1:11211/',
  ])('refuses the scheme of %s', async (url) => {
    expect((await refusal(url)).code).toBe('UNSUPPORTED_SCHEME');
  });

  it.each(['not a url', 'http://', '//example.com/a.png', 'http://[fe80::1%25eth0]/', 'http://exa mple.com/'])('refuses %j as an invalid URL', async (url) => {
    expect((await refusal(url)).code).toBe('INVALID_URL');
  });
});

describe('guarded fetch: names and what they resolve to', () => {
  it.each([
    [['127.0.0.1']],
    [['93.184.216.34', '10.0.0.7']],
    [['8.8.8.8', '169.254.169.254']],
    [['2606:4700::1111', '::1']],
    [['2606:4700::1111', '::ffff:192.168.1.1']],
    [['fd00::1']],
  ])('refuses a name that resolves to %j, checking every address', async (addresses) => {
    const resolver = tableResolver({ 'shop.example': addresses });
    const { code, detail } = await refusal('http://shop.example/img.png', { resolver });
    expect(code).toBe('FORBIDDEN_ADDRESS');
    expect(resolver.calls).toEqual(['shop.example']);
    expect(detail).toMatch(/^shop\.example → /);
  });

  it('refuses localhost through the system resolver', async () => {
    expect((await refusal('http://localhost/', { resolver: undefined })).code).toBe('FORBIDDEN_ADDRESS');
  });

  it('refuses a resolver answer that is not an address', async () => {
    const resolver = tableResolver({ 'odd.example': ['8.8.8.8', 'localhost'] });
    expect((await refusal('http://odd.example/', { resolver })).code).toBe('FORBIDDEN_ADDRESS');
  });

  it('calls a name with no address, or one that does not resolve, unreachable: an unknown host', async () => {
    const resolver = tableResolver({ 'empty.example': [] });
    expect(await refusal('http://empty.example/', { resolver })).toMatchObject({ code: 'UNREACHABLE', unreachable: 'UNKNOWN_HOST' });
    expect(await refusal('http://missing.example/', { resolver })).toMatchObject({ code: 'UNREACHABLE', unreachable: 'UNKNOWN_HOST' });
    // The system's resolver says so at once for a name under .invalid (RFC 6761), without the fetch's whole time.
    const started = Date.now();
    expect(await refusal('http://tienda.invalid/', { resolver: undefined, timeoutMs: 10_000 })).toMatchObject({
      code: 'UNREACHABLE',
      unreachable: 'UNKNOWN_HOST',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('guarded fetch: every redirect hop is vetted', () => {
  let server: TestServer;
  const hits: string[] = [];
  const local = { allowAddressesForTests: ['127.0.0.1'] };

  beforeAll(async () => {
    server = await startHttpServer((req, res) => {
      hits.push(req.url ?? '');
      const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
      if (to) {
        res.writeHead(302, { location: to }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'image/png' }).end('png');
    });
  });
  afterAll(() => server.close());

  const redirectTo = (target: string) => `${server.origin}/go?to=${encodeURIComponent(target)}`;

  it.each([
    'http://169.254.169.254/latest/meta-data/iam/',
    'http://10.0.0.1/',
    'http://0x7f000002/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::1]:80/',
    'http://internal.example/',
  ])('refuses a redirect to %s', async (target) => {
    const resolver = tableResolver({ 'internal.example': ['192.168.0.10'] });
    const { code } = await refusal(redirectTo(target), { ...local, resolver });
    expect(code).toBe('FORBIDDEN_ADDRESS');
  });

  it('refuses a redirect to another scheme', async () => {
    expect((await refusal(redirectTo('file:///etc/passwd'), local)).code).toBe('UNSUPPORTED_SCHEME');
    expect((await refusal(redirectTo('gopher://127.0.0.1:6379/_FLUSHALL'), local)).code).toBe('UNSUPPORTED_SCHEME');
  });

  it('follows an allowed redirect, relative or absolute, and reports the final URL', async () => {
    const result = await guardedFetch(redirectTo('/final.png'), { ...base, ...local });
    expect(result).toMatchObject({ url: `${server.origin}/final.png`, status: 200 });
    expect(result.body.toString()).toBe('png');
  });

  it('stops after maxRedirects hops', async () => {
    const chain = (hops: number): string => (hops === 0 ? '/end.png' : `/go?to=${encodeURIComponent(chain(hops - 1))}`);
    const five = await guardedFetch(`${server.origin}${chain(5)}`, { ...base, ...local });
    expect(five.url).toBe(`${server.origin}/end.png`);
    expect((await refusal(`${server.origin}${chain(6)}`, local)).code).toBe('TOO_MANY_REDIRECTS');
    expect((await refusal(`${server.origin}${chain(1)}`, { ...local, maxRedirects: 0 })).code).toBe('TOO_MANY_REDIRECTS');
    expect((await guardedFetch(`${server.origin}${chain(2)}`, { ...base, ...local, maxRedirects: 2 })).status).toBe(200);
  });
});
