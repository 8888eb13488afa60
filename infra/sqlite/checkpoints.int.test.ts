import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackgroundCheckpoints } from './checkpoints';
import { checkpointInBackground, openSqlite } from './open';

describe('BackgroundCheckpoints', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'vitrina-checkpoints-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('copies a write-ahead log into its database on its own thread, and skips a file that is not there', async () => {
    const file = path.join(folder, 'data.sqlite');
    const db = openSqlite(file);
    // Only the thread may checkpoint: the writer's own automatic checkpoint is off.
    db.pragma('wal_autocheckpoint = 0');
    db.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT)');
    const insert = db.prepare('INSERT INTO rows (body) VALUES (?)');
    db.transaction(() => {
      for (let i = 0; i < 2_000; i++) insert.run('x'.repeat(1_000));
    })();
    const before = statSync(file).size;
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(1_000_000);

    const checkpoints = await BackgroundCheckpoints.start([file, path.join(folder, 'missing.sqlite')], 20);
    await expect.poll(() => statSync(file).size, { timeout: 5_000 }).toBeGreaterThan(before + 1_000_000);
    // The writer goes on meanwhile, and its rows are all there.
    insert.run('after');
    await checkpoints.close();
    expect(db.prepare('SELECT count(*) AS n FROM rows').get()).toEqual({ n: 2_001 });
    db.close();
  });

  it('leaves a process’s connections checkpointing themselves only far past SQLite’s 1,000 pages once the thread does it', () => {
    const before = openSqlite(path.join(folder, 'before.sqlite'));
    expect(before.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
    checkpointInBackground();
    const after = openSqlite(path.join(folder, 'after.sqlite'));
    expect(after.pragma('wal_autocheckpoint', { simple: true })).toBeGreaterThan(10_000);
    before.close();
    after.close();
  });
});
