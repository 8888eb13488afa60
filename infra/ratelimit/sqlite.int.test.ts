import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openRateLimiter } from '@vitrina/infra/ratelimit/factory';
import { SqliteRateLimiter } from '@vitrina/infra/ratelimit/sqlite';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-ratelimit-int-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function startWorker(file: string, keys: number, count: number) {
  const script = fileURLToPath(new URL('./sqlite-consume-worker.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, file, String(keys), String(count)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  const ready = new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve();
    });
  });
  const done = new Promise<number>((resolve, reject) => {
    child.on('exit', (code) => {
      const match = /allowed (\d+)/.exec(output);
      if (code === 0 && match) resolve(Number(match[1]));
      else reject(new Error(`worker exited with ${code}: ${output}`));
    });
  });
  return { ready, go: () => child.stdin.write('go\n'), done };
}

describe('SQLite rate limits', () => {
  it('lets exactly `limit` through per key when two processes race on one file', async () => {
    const file = path.join(dir, 'race.sqlite');
    new SqliteRateLimiter({ file }).close();
    const workers = [startWorker(file, 300, 12), startWorker(file, 300, 12)];
    await Promise.all(workers.map((worker) => worker.ready));
    for (const worker of workers) worker.go();
    const allowed = await Promise.all(workers.map((worker) => worker.done));
    expect(allowed[0]! + allowed[1]!).toBe(300 * 10);
  });

  it('sweeps ended windows lazily, and keeps open ones across a restart', async () => {
    let clock = 1_000_000;
    const file = path.join(dir, 'sweep.sqlite');
    const limiter = new SqliteRateLimiter({ file, purgeEveryMs: 10_000, now: () => clock });
    const rows = () => (limiter.db.prepare('SELECT key FROM rate_limits ORDER BY key').all() as { key: string }[]).map((row) => row.key);
    await limiter.consume('short', { limit: 1, windowMs: 1000 });
    await limiter.consume('long', { limit: 2, windowMs: 60_000 });
    clock += 10_000;
    await limiter.consume('other', { limit: 1, windowMs: 60_000 });
    expect(rows()).toEqual(['long', 'other']);
    await limiter.close();

    const reopened = await openRateLimiter({ sqliteFile: file, now: () => clock });
    try {
      const again = await reopened.consume('long', { limit: 2, windowMs: 60_000 });
      expect(again).toMatchObject({ allowed: true, remaining: 0 });
    } finally {
      await reopened.close();
    }
  });
});
