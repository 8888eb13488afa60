import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { dataKeyContract } from '@vitrina/testkit/infra/datakeys/contract';
import { SqliteDataKeyStore } from './sqlite';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const master = randomBytes(32);
const file = path.join(dir, 'read.sqlite');

dataKeyContract('SQLite', async () => new SqliteDataKeyStore(file, master));

describe('SQLite data keys at rest', () => {
  it('are stored wrapped by the master key: the file does not hold them, and another master cannot open them', async () => {
    const store = new SqliteDataKeyStore(file, master);
    const subject = randomUUID();
    const key = (await store.keyFor(subject))!;
    await store.close();
    const bytes = Buffer.concat(
      ['', '-wal'].flatMap((suffix) => {
        try {
          return [readFileSync(file + suffix)];
        } catch {
          return [];
        }
      }),
    );
    expect(bytes.includes(key)).toBe(false);
    const stranger = new SqliteDataKeyStore(file, randomBytes(32));
    await expect(stranger.find(subject)).rejects.toThrow();
    await stranger.close();
  });
});
