import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalImageStore } from '@vitrina/infra/images/local-store';
import { AWAY_DEFAULTS, ImageProcessorAway } from '@vitrina/infra/images/process-away';
import { IMAGE_NAME, imageName, type ImageExtension } from '@vitrina/infra/images/port';
import type { VideoExtension } from './video';
import { sampleMp4, sampleWebm } from '@vitrina/testkit/infra/images/video-samples';

const root = mkdtempSync(path.join(os.tmpdir(), 'vitrina-images-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let stores = 0;
// A view waits as long as making takes here (a loaded machine can take seconds), unless a test says otherwise.
const newStore = (publicPath?: string, provisionalAfterMs = 60_000) => {
  const dir = path.join(root, `store-${(stores += 1)}`);
  const store = new LocalImageStore({ dir, publicPath, provisionalAfterMs });
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

describe('images made later (bulk work: an import)', () => {
  const photo = (seed: number, width = 300, height = 200) =>
    sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } } })
      .jpeg()
      .toBuffer();
  const waitingIn = (dir: string) => readdirSync(path.join(dir, 'waiting')).sort();

  it('names all three images at once, holds them, and makes them at their first view: cropped to 864×1376, its middle size and a thumbnail, in WebP', async () => {
    const { dir, store } = newStore();
    const source = await photo(1);
    const { name, middle, thumb } = await store.putLater(source);
    expect(name).toMatch(IMAGE_NAME);
    expect(middle).toMatch(IMAGE_NAME);
    expect(thumb).toMatch(IMAGE_NAME);
    // The same source in the same shape: the same names, and nothing kept twice.
    expect(await store.putLater(Buffer.from(source))).toEqual({ name, middle, thumb });
    expect(await store.has(name)).toBe(true);
    expect(await store.has(middle!)).toBe(true);
    expect(await store.has(thumb)).toBe(true);
    expect(existsSync(path.join(dir, name.slice(0, 2), name))).toBe(false);
    expect(waitingIn(dir)).toHaveLength(4);

    const main = await store.get(name);
    expect(main?.contentType).toBe('image/webp');
    expect(await sharp(main!.bytes).metadata()).toMatchObject({ format: 'webp', width: 864, height: 1376 });
    // Made together: the other sizes are stored, and nothing waits any more.
    expect(existsSync(path.join(dir, thumb.slice(0, 2), thumb))).toBe(true);
    expect(await sharp((await store.get(middle!))!.bytes).metadata()).toMatchObject({ width: 432, height: 688 });
    expect(await sharp((await store.get(thumb))!.bytes).metadata()).toMatchObject({ width: 288, height: 459 });
    expect(waitingIn(dir)).toEqual([]);
    // Already made: the same names again, and nothing kept to wait.
    expect(await store.putLater(Buffer.from(source))).toEqual({ name, middle, thumb });
    expect(waitingIn(dir)).toEqual([]);
  });

  it('makes a recipe kept before middle sizes (two names, a shape without one) as it was written', async () => {
    const { dir, store } = newStore();
    const source = await photo(2);
    const twoSizes = { main: { width: 864, height: 1376 }, thumb: { width: 288, height: 459 }, fit: 'cover' as const };
    const { name, middle, thumb } = await store.putLater(source, undefined, twoSizes);
    expect(middle).toBeUndefined();
    expect(waitingIn(dir)).toHaveLength(3);
    expect(await store.makeWaiting()).toBe(1);
    expect(await sharp((await store.get(name))!.bytes).metadata()).toMatchObject({ width: 864, height: 1376 });
    expect(await sharp((await store.get(thumb))!.bytes).metadata()).toMatchObject({ width: 288, height: 459 });
    expect(waitingIn(dir)).toEqual([]);
  });

  it('makes every image still waiting in one sweep, and a second sweep finds nothing', async () => {
    const { dir, store } = newStore();
    const named = await Promise.all([1, 2, 3].map(async (seed) => store.putLater(await photo(seed + 10))));
    expect(await store.makeWaiting()).toBe(3);
    expect(await store.makeWaiting()).toBe(0);
    expect(waitingIn(dir)).toEqual([]);
    for (const { name, middle, thumb } of named) {
      for (const made of [name, middle!, thumb]) expect(existsSync(path.join(dir, made.slice(0, 2), made))).toBe(true);
    }
  });

  it('refuses at once what is not an image, or a canvas over the pixel limit, keeping nothing', async () => {
    const { dir, store } = newStore();
    await expect(store.putLater(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toMatchObject({ code: 'IMAGE_UNSUPPORTED' });
    await expect(store.putLater(await photo(5, 400, 400), { maxBytes: 10_000_000, maxPixels: 100_000 })).rejects.toMatchObject({
      code: 'IMAGE_TOO_MANY_PIXELS',
    });
    expect(existsSync(path.join(dir, 'waiting')) ? waitingIn(dir) : []).toEqual([]);
  });

  it('shows a view the source as it is, uncached, while its image is not made yet, and the image once it is', async () => {
    const { dir, store } = newStore(undefined, 0);
    const source = await photo(3, 600, 900);
    const { name, thumb } = await store.putLater(source);
    // No wait at all: the view gets the shop's photo the run checked and kept, in its own type, marked provisional.
    expect(await store.get(thumb)).toEqual({ bytes: source, contentType: 'image/jpeg', provisional: true });
    // The making the view started goes on; once done, the image itself.
    await store.makeWaiting();
    expect(existsSync(path.join(dir, name.slice(0, 2), name))).toBe(true);
    const made = await store.get(name);
    expect(made).toMatchObject({ contentType: 'image/webp' });
    expect(made?.provisional).toBeUndefined();
    expect(waitingIn(dir)).toEqual([]);
  });

  it('shows the source, not nothing, when the image process fails for a while, and keeps the source to try again', async () => {
    const { dir, store } = newStore();
    const source = await photo(4, 3000, 4000);
    const { name } = await store.putLater(source);
    // The same folder served through an image process that gives every image 1 ms: each one fails as too slow.
    const hurried = new ImageProcessorAway({ ...AWAY_DEFAULTS, budgetMs: 1 });
    try {
      const viewed = new LocalImageStore({ dir, processor: hurried, provisionalAfterMs: 60_000 });
      expect(await viewed.get(name)).toEqual({ bytes: source, contentType: 'image/jpeg', provisional: true });
      expect(waitingIn(dir)).toHaveLength(4);
    } finally {
      hurried.close();
    }
  });

  it('forgets a source whose pixels cannot be read past a good header: its names stay unknown', async () => {
    const { dir, store } = newStore();
    const whole = await photo(7, 600, 900);
    const broken = Buffer.concat([whole.subarray(0, 700), Buffer.alloc(4_000, 0x55)]);
    const { name, middle, thumb } = await store.putLater(broken);
    expect(await store.get(name)).toBeUndefined();
    expect(await store.has(name)).toBe(false);
    expect(await store.has(middle!)).toBe(false);
    expect(await store.has(thumb)).toBe(false);
    expect(waitingIn(dir)).toEqual([]);
  });
});
