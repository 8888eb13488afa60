import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll } from 'vitest';
import { sessionStoreContract } from '@vitrina/testkit/infra/sessions/contract';
import { SqliteSessionStore } from '@vitrina/infra/sessions/sqlite';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-sessions-'));
let stores = 0;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

sessionStoreContract('SQLite', () => {
  const file = path.join(dir, `sessions-${(stores += 1)}.sqlite`);
  return {
    open: async (times) => new SqliteSessionStore({ file, ...times }),
    dump: async () => {
      const db = new Database(file, { readonly: true });
      try {
        return JSON.stringify(db.prepare('SELECT * FROM sessions').all());
      } finally {
        db.close();
      }
    },
  };
});
