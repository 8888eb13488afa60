import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { readStoreContract } from '@vitrina/testkit/infra/readstore/contract';
import { SqliteReadStore } from './sqlite';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-readstore-'));
let count = 0;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

readStoreContract('SQLite', async () => new SqliteReadStore(path.join(dir, `store-${++count}.sqlite`)));
