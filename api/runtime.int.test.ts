import { statSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';

describe('a runtime with background checkpoints (as npm start runs)', () => {
  let vitrina: TestVitrina;
  beforeAll(async () => {
    vitrina = await startTestVitrina({ SQLITE_CHECKPOINTS: 'background' });
  });
  afterAll(() => vitrina.close());

  it('has its thread copy the data folder’s write-ahead logs while its own connections leave them be', async () => {
    const file = path.join(vitrina.dataDir, 'sessions.sqlite');
    const before = statSync(file).size;
    // Each a commit of about five pages: some 500 in all, under SQLite's own 1,000, so inline the file would not grow.
    for (let i = 0; i < 100; i++) await vitrina.vitrina.runtime.sessions.create(randomUUID(), { userAgent: 'x'.repeat(400) });
    await expect.poll(() => statSync(file).size, { timeout: 5_000 }).toBeGreaterThan(before + 40_000);
  });
});
