import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalImageStore } from '@vitrina/infra/images/local-store';
import { IMAGE_NAME, imageName, type ImageExtension } from '@vitrina/infra/images/port';

const root = mkdtempSync(path.join(os.tmpdir(), 'vitrina-images-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let stores = 0;
const newStore = (publicPath?: string) => {
  const dir = path.join(root, `store-${(stores += 1)}`);
  return { dir, store: new LocalImageStore({ dir, publicPath }) };
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
    const { dir, store } = newStore();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'secret.txt'), 'secret');
    writeFileSync(path.join(root, 'outside.webp'), 'outside');
    for (const name of [
      '0123456789abcdef0123456789abcdef.webp',
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
    }
  });

  it('refuses an extension it does not serve', async () => {
    const { store } = newStore();
    await expect(store.put(Buffer.from('x'), 'svg' as ImageExtension)).rejects.toThrow(/not an image extension/);
  });

  it('makes URLs under its public path, only for valid names', async () => {
    const { store } = newStore('/api/images/');
    const name = await store.put(Buffer.from('x'), 'avif');
    expect(store.url(name)).toBe(`/api/images/${name}`);
    expect(newStore().store.url(name)).toBe(`/images/${name}`);
    expect(() => store.url('../x.webp')).toThrow();
  });
});
