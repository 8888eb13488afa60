import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { productEventRegistry } from '@vitrina/domain/registry';
import { TAXONOMY_STREAM } from '@vitrina/domain/taxonomy/events';
import { taxonomyDecider } from '@vitrina/domain/taxonomy/taxonomy';
import { openEventStore } from '@vitrina/infra/eventstore/factory';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import { seedTaxonomyOnFirstStart } from './seed';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the starting taxonomy', () => {
  it('is seeded on a first start only, so terms an admin removed stay removed', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-seed-'));
    dirs.push(dir);
    const events = await openEventStore({ kind: 'sqlite', file: path.join(dir, 'events.sqlite') }, productEventRegistry());
    expect(await seedTaxonomyOnFirstStart(events)).toBe(true);
    const seeded = await events.readStream(TAXONOMY_STREAM);
    expect(seeded.filter((event) => (event.data as { kind: string }).kind === 'type')).toHaveLength(5);

    await runCommand(events, TAXONOMY_STREAM, taxonomyDecider, { type: 'RemoveTerm', kind: 'event', id: 'gala', clothesUsing: 0 }, { correlationId: 't', now: new Date() });
    expect(await seedTaxonomyOnFirstStart(events)).toBe(false);
    const after = await events.readStream(TAXONOMY_STREAM);
    expect(after).toHaveLength(seeded.length + 1);
    expect(after.at(-1)).toMatchObject({ type: 'TaxonomyTermRemoved', data: { kind: 'event', id: 'gala' } });
    await events.close();
  });
});
