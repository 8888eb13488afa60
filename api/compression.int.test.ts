import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@vitrina/infra/log/logger';
import { createApp } from './app';
import { negotiateEncoding } from './http/compression';
import { listen } from '@vitrina/testkit/api/http';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `palabra número ${i}`))};\n`;
const LIST = { items: Array.from({ length: 200 }, (_, i) => ({ id: `cloth-${i}`, name: `Vestido de lino ${i}` })) };

let dist: string;
let server: Awaited<ReturnType<typeof listen>>;

/** A GET with raw bytes back: fetch would decode the body and hide what the server sent. */
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers: { 'User-Agent': BROWSER, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

beforeAll(async () => {
  // A build as web/build/compress.ts leaves it: text files with .br and .gz siblings.
  dist = mkdtempSync(path.join(tmpdir(), 'vitrina-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const index = '<!doctype html><html lang="es"><head><title>Vitrina</title></head><body><div id="root"></div></body></html>'.repeat(8);
  for (const [file, body] of [
    ['index.html', index],
    ['assets/index-abc123.js', SCRIPT],
  ] as const) {
    writeFileSync(path.join(dist, file), body);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(body));
  }
  writeFileSync(path.join(dist, 'assets/small-abc123.js'), 'export const a = 1;\n');

  const probe = Router();
  probe.get('/probe/list', (_req, res) => {
    res.json(LIST);
  });
  probe.get('/probe/tiny', (_req, res) => {
    res.json({ ok: true });
  });
  const app = createApp({
    logger: createLogger('silent'),
    bodyLimit: '1kb',
    publicUrl: 'http://localhost:3000',
    checks: {},
    routers: [probe],
    webDist: dist,
  });
  server = await listen(app);
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('compression', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    [undefined, undefined],
  ])('negotiates Accept-Encoding %s as %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('sends a JS asset for Accept-Encoding %s as %s, with the same bytes', async (accept, encoding) => {
    const res = await get(`${server.url}/assets/index-abc123.js`, { 'Accept-Encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(encoding, res.body).toString()).toBe(SCRIPT);
    if (encoding) expect(res.body.length).toBeLessThan(Buffer.byteLength(SCRIPT));
  });

  it('sends index.html for a client route compressed and never cached', async () => {
    const res = await get(`${server.url}/magazine`, { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decode('br', res.body).toString()).toContain('<div id="root"></div>');
  });

  it('sends a file without siblings as it is', async () => {
    const res = await get(`${server.url}/assets/small-abc123.js`, { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('export const a = 1;\n');
  });

  it('answers an unknown asset 404, not a compressed index', async () => {
    const res = await get(`${server.url}/assets/missing.js`, { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('compresses a JSON answer for Accept-Encoding "%s" as %s, with the same bytes', async (accept, encoding) => {
    const res = await get(`${server.url}/api/probe/list`, { 'Accept-Encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(decode(encoding, res.body).toString())).toEqual(LIST);
    if (encoding) expect(res.body.length).toBeLessThan(Buffer.byteLength(JSON.stringify(LIST)));
  });

  it('leaves a JSON answer below the threshold as it is', async () => {
    const res = await get(`${server.url}/api/probe/tiny`, { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toEqual({ ok: true });
  });

  it('compresses error answers too, and they stay readable', async () => {
    const res = await get(`${server.url}/api/nothing-here`, { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
    expect(JSON.parse(decode(res.headers['content-encoding'] as string | undefined, res.body).toString())).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
