import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalImageStore } from '@vitrina/infra/images/local-store';
import { imageRouter } from '@vitrina/infra/images/router';
import { sampleMp4, sampleWebm } from './video-samples';

/** Videos beside the images: stored by content, served with Range support and the images' cache rules. */
const root = mkdtempSync(path.join(os.tmpdir(), 'vitrina-video-router-'));
const images = new LocalImageStore({ dir: path.join(root, 'images'), publicPath: '/images' });
const videos = images.videos();
let server: http.Server;
let port = 0;
const mp4 = sampleMp4(5_000);
let name: string;

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
  name = await videos.put(mp4, 'mp4');
  const app = express();
  // As api/server.ts mounts it: with the image store alone, the videos beside it come along.
  app.use('/images', imageRouter(images));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('the video store', () => {
  it('stores by content once, in the images folder, and knows what it holds', async () => {
    expect(name).toMatch(/^[0-9a-f]{32}\.mp4$/);
    expect(await videos.put(mp4, 'mp4')).toBe(name);
    expect(readdirSync(path.join(root, 'images', name.slice(0, 2)))).toEqual([name]);
    expect(await videos.has(name)).toBe(true);
    expect(await videos.has(name.replace('.mp4', '.webm'))).toBe(false);
    expect(await videos.has('../../etc/passwd')).toBe(false);
    expect(videos.url(name)).toBe(`/images/${name}`);
    const webm = await videos.put(sampleWebm(), 'webm');
    expect(webm).toMatch(/\.webm$/);
  });
});

describe('serving videos', () => {
  it('serves the whole file with its type, nosniff, Accept-Ranges and a one-year immutable cache', async () => {
    const response = await get(`/images/${name}`);
    expect(response.status).toBe(200);
    expect(response.body.equals(mp4)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(mp4.length),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: `"${name.slice(0, 32)}"`,
    });
  });

  it('answers a Range request with 206 and exactly those bytes, and an unsatisfiable one with 416', async () => {
    const part = await get(`/images/${name}`, { range: 'bytes=100-1099' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${mp4.length}`);
    expect(part.body.equals(mp4.subarray(100, 1100))).toBe(true);
    const tail = await get(`/images/${name}`, { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(mp4.subarray(mp4.length - 10))).toBe(true);
    const outside = await get(`/images/${name}`, { range: `bytes=${mp4.length + 10}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${mp4.length}`);
  });

  it('answers a matching If-None-Match with 304 and HEAD without a body', async () => {
    expect((await get(`/images/${name}`, { 'if-none-match': `"${name.slice(0, 32)}"` })).status).toBe(304);
    const head = await get(`/images/${name}`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(head.headers['content-type']).toBe('video/mp4');
  });

  it.each(['/images/0123456789abcdef0123456789abcdef.mp4', '/images/..%2fx.mp4', '/images/clip.mp4'])('answers 404, uncached, for %s', async (rawPath) => {
    const response = await get(rawPath);
    expect(response.status).toBe(404);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(response.body.toString())).toMatchObject({ code: 'NOT_FOUND' });
  });
});
