import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalImageStore } from '@vitrina/infra/images/local-store';
import { imageRouter } from '@vitrina/infra/images/router';
import { sampleMp4 } from '@vitrina/testkit/infra/images/video-samples';

const root = mkdtempSync(path.join(os.tmpdir(), 'vitrina-image-router-'));
// Views wait no time for an image made later: they are shown its source meanwhile.
const store = new LocalImageStore({ dir: path.join(root, 'images'), publicPath: '/images', provisionalAfterMs: 0 });
const mp4 = sampleMp4(5_000);
let server: http.Server;
let port = 0;
let webp: Buffer;
let image: string;
let video: string;

/** A raw request, so the path reaches the server exactly as written (fetch would normalise `..`). */
function get(rawPath: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: rawPath, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
    .webp()
    .toBuffer();
  image = await store.put(webp, 'webp');
  video = await store.videos().put(mp4, 'mp4');
  const app = express();
  // As api/server.ts mounts it: with the image store alone, the videos beside it come along.
  app.use('/images', imageRouter(store));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const CACHED = { 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' };

describe('the image router', () => {
  it('serves an image with its type, nosniff and a one-year immutable cache', async () => {
    const response = await get(store.url(image));
    expect(response.status).toBe(200);
    expect(response.body.equals(webp)).toBe(true);
    expect(response.headers).toMatchObject({ ...CACHED, 'content-type': 'image/webp', 'content-length': String(webp.length), etag: `"${image.slice(0, 32)}"` });
  });

  it('serves a video whole with its type and Accept-Ranges, under the same cache rules', async () => {
    const response = await get(store.videos().url(video));
    expect(response.status).toBe(200);
    expect(response.body.equals(mp4)).toBe(true);
    expect(response.headers).toMatchObject({
      ...CACHED,
      'content-type': 'video/mp4',
      'content-length': String(mp4.length),
      'accept-ranges': 'bytes',
      etag: `"${video.slice(0, 32)}"`,
    });
  });

  it('answers a video Range request with 206 and exactly those bytes, and an unsatisfiable one with 416', async () => {
    const part = await get(`/images/${video}`, { range: 'bytes=100-1099' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${mp4.length}`);
    expect(part.body.equals(mp4.subarray(100, 1100))).toBe(true);
    const tail = await get(`/images/${video}`, { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(mp4.subarray(mp4.length - 10))).toBe(true);
    const outside = await get(`/images/${video}`, { range: `bytes=${mp4.length + 10}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${mp4.length}`);
  });

  it.each([
    ['an image', () => image, 'image/webp'],
    ['a video', () => video, 'video/mp4'],
  ])('answers HEAD for %s without a body and a matching If-None-Match with 304', async (_, name, contentType) => {
    const head = await get(`/images/${name()}`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(head.headers['content-type']).toBe(contentType);
    const again = await get(`/images/${name()}`, { 'if-none-match': `"${name().slice(0, 32)}"` });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });

  it.each([
    '/images/0123456789abcdef0123456789abcdef.webp',
    '/images/0123456789abcdef0123456789abcdef.mp4',
    '/images/nothing.webp',
    '/images/clip.mp4',
    '/images/0123456789abcdef0123456789abcdef.webp.txt',
    '/images/..%2f..%2f..%2fetc%2fpasswd',
    '/images/..%2fx.mp4',
    '/images/%2e%2e%2fimages%2f',
    '/images/..%5c..%5cwindows',
    '/images/%00',
    `/images/${'a'.repeat(5000)}`,
  ])('answers 404 with a code, uncached, for %s', async (rawPath) => {
    const response = await get(rawPath);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body.toString())).toEqual({ code: 'NOT_FOUND', message: 'This image does not exist.' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never serves a file from outside the folder through a path with slashes', async () => {
    for (const rawPath of ['/images/../../etc/passwd', `/images/${image.slice(0, 2)}/${image}`, `/images/${video.slice(0, 2)}/${video}`, '/images/']) {
      const response = await get(rawPath);
      expect(response.status).toBe(404);
      expect(response.body.includes('root:')).toBe(false);
    }
  });

  it('serves an image not made yet as its source, in its own type and never cached, then the image itself once made', async () => {
    const source = await sharp({ create: { width: 300, height: 200, channels: 3, background: 'blue' } })
      .png()
      .toBuffer();
    const { name } = await store.putLater(source);
    const first = await get(`/images/${name}`);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body.equals(source)).toBe(true);
    await store.makeWaiting();
    await expect.poll(async () => (await get(`/images/${name}`)).headers['content-type'], { timeout: 30_000 }).toBe('image/webp');
    expect((await get(`/images/${name}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a name in a different case as unknown', async () => {
    expect((await get(`/images/${image.toUpperCase()}`)).status).toBe(404);
    expect((await get(`/images/${video.toUpperCase()}`)).status).toBe(404);
  });
});
