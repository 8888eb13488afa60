import { statSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestVitrina, type TestVitrina } from './testing/vitrina';

describe('a runtime with background checkpoints (as npm start runs)', () => {
  let vitrina: TestVitrina;
  beforeAll(async () => {
    vitrina = await startTestVitrina({ SQLITE_CHECKPOINTS: 'background' });
  });
  afterAll(() => vitrina.close());

  it('has its thread copy the data folder’s write-ahead logs while its own connections leave them be', async () => {
    const file = path.join(vitrina.dataDir, 'sessions.sqlite');
    const before = statSync(file).size;
    // Some 1,000 pages of sessions: under the connections' own threshold (16,384), so only the thread copies them.
    for (let i = 0; i < 3_000; i++) await vitrina.vitrina.runtime.sessions.create(randomUUID(), { userAgent: 'x'.repeat(400) });
    await expect.poll(() => statSync(file).size, { timeout: 5_000 }).toBeGreaterThan(before + 1_000_000);
  });
});
