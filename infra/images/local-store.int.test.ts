import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalImageStore } from '@vitrina/infra/images/local-store';
import { IMAGE_NAME, imageName, type ImageExtension } from '@vitrina/infra/images/port';
import type { VideoExtension } from './video';
import { sampleMp4, sampleWebm } from './video-samples';

const root = mkdtempSync(path.join(os.tmpdir(), 'vitrina-images-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let stores = 0;
const newStore = (publicPath?: string) => {
  const dir = path.join(root, `store-${(stores += 1)}`);
  const store = new LocalImageStore({ dir, publicPath });
  return { dir, store, videos: store.videos() };
};

describe('LocalImageStore', () => {
  it('names an image by its content, stores it once, and gives it back with its content type', async () => {
    const { dir, store } = newStore();
    const bytes = Buffer.from('RIFF....WEBPVP8 pretend');
    const name = await store.put(bytes, 'webp');
    expect(name).toMatch(IMAGE_NAME);
    expect(name).toBe(imageName(bytes, 'webp'));
    expect(await store.put(Buffer.from(bytes), 'webp')).toBe(name);
    expect(await store.get(name)).toEqual({ bytes, contentType: 'image/webp' });
    expect(readdirSync(path.join(dir, name.slice(0, 2)))).toEqual([name]);
    const other = await store.put(Buffer.from('other'), 'jpg');
    expect(other).not.toBe(name);
    expect((await store.get(other))?.contentType).toBe('image/jpeg');
  });

  it('stores concurrent puts of the same bytes as one whole file, with no temporary file left', async () => {
    const { dir, store } = newStore();
    const bytes = Buffer.alloc(256 * 1024, 7);
    const names = await Promise.all(Array.from({ length: 8 }, () => store.put(bytes, 'png')));
    expect(new Set(names).size).toBe(1);
    expect(readdirSync(path.join(dir, names[0]!.slice(0, 2)))).toEqual([names[0]]);
    expect((await store.get(names[0]!))?.bytes.equals(bytes)).toBe(true);
  });

  it('answers undefined for unknown names and for anything that is not a name it could make', async () => {
    const { dir, store, videos } = newStore();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'secret.txt'), 'secret');
    writeFileSync(path.join(root, 'outside.webp'), 'outside');
    for (const name of [
      '0123456789abcdef0123456789abcdef.webp',
      '0123456789abcdef0123456789abcdef.mp4',
      '../outside.webp',
      'secret.txt',
      '../../etc/passwd',
      '0123456789ABCDEF0123456789ABCDEF.webp',
      '0123456789abcdef0123456789abcdef.svg',
      '0123456789abcdef0123456789abcdef.webp/',
      '0123456789abcdef0123456789abcdef.webp\0.txt',
      '',
    ]) {
      expect(await store.get(name)).toBeUndefined();
      expect(await videos.has(name)).toBe(false);
    }
  });

  it('refuses an extension it does not serve', async () => {
    const { store, videos } = newStore();
    await expect(store.put(Buffer.from('x'), 'svg' as ImageExtension)).rejects.toThrow(/not an image extension/);
    await expect(store.put(Buffer.from('x'), 'mp4' as ImageExtension)).rejects.toThrow(/not an image extension/);
    await expect(videos.put(Buffer.from('x'), 'webp' as VideoExtension)).rejects.toThrow(/not a video extension/);
  });

  it('makes URLs under its public path, only for valid names', async () => {
    const { store } = newStore('/api/images/');
    const name = await store.put(Buffer.from('x'), 'avif');
    expect(store.url(name)).toBe(`/api/images/${name}`);
    expect(newStore().store.url(name)).toBe(`/images/${name}`);
    expect(() => store.url('../x.webp')).toThrow();
  });
});

describe('the videos beside the images', () => {
  it('stores a video by content once, in the images folder, and knows what it holds', async () => {
    const { dir, store, videos } = newStore();
    const mp4 = sampleMp4(5_000);
    const name = await videos.put(mp4, 'mp4');
    expect(name).toMatch(/^[0-9a-f]{32}\.mp4$/);
    expect(await videos.put(Buffer.from(mp4), 'mp4')).toBe(name);
    expect(readdirSync(path.join(dir, name.slice(0, 2)))).toEqual([name]);
    expect(await videos.has(name)).toBe(true);
    expect(await videos.has(name.replace('.mp4', '.webm'))).toBe(false);
    expect(await videos.file(name)).toBe(path.resolve(dir, name.slice(0, 2), name));
    expect(await videos.put(sampleWebm(), 'webm')).toMatch(/^[0-9a-f]{32}\.webm$/);
    // One folder, but each kind only answers for its own names.
    expect(await store.get(name)).toBeUndefined();
    const image = await store.put(Buffer.from('an image'), 'webp');
    expect(await videos.has(image)).toBe(false);
  });

  it('makes URLs under the images path, only for video names', async () => {
    const { videos } = newStore('/api/images/');
    const name = await videos.put(sampleWebm(), 'webm');
    expect(videos.url(name)).toBe(`/api/images/${name}`);
    expect(newStore().videos.url(name)).toBe(`/images/${name}`);
    expect(() => videos.url(name.replace('.webm', '.webp'))).toThrow(/not a video name/);
    expect(() => videos.url('../x.mp4')).toThrow();
  });
});
