import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { rateLimiterContract } from '@vitrina/infra/ratelimit/contract';
import { SqliteRateLimiter } from '@vitrina/infra/ratelimit/sqlite';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-ratelimit-'));
let stores = 0;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

rateLimiterContract('SQLite', () => {
  const file = path.join(dir, `limits-${(stores += 1)}.sqlite`);
  return { open: async (now) => new SqliteRateLimiter({ file, now }) };
});
