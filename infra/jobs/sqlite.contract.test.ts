import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { createLogger } from '@vitrina/infra/log/logger';
import { jobQueueContract } from '@vitrina/testkit/infra/jobs/contract';
import { SqliteJobQueue } from '@vitrina/infra/jobs/sqlite';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-jobs-'));
const logger = createLogger('silent');
let stores = 0;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

jobQueueContract('SQLite', () => {
  const file = path.join(dir, `jobs-${(stores += 1)}.sqlite`);
  // Default polling on purpose; only the lease is short, so a crashed worker's job returns within a second.
  return { open: async () => new SqliteJobQueue({ file, leaseMs: 300, logger }) };
});
