import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { productEventRegistry } from '@vitrina/domain/registry';
import { DEFAULT_TAXONOMY } from '@vitrina/domain/taxonomy/defaults';
import { TAXONOMY_STREAM } from '@vitrina/domain/taxonomy/events';
import { taxonomyDecider, type TaxonomyCommand } from '@vitrina/domain/taxonomy/taxonomy';
import { openEventStore } from '@vitrina/infra/eventstore/factory';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import { seedTaxonomyOnFirstStart } from './seed';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An empty event log in a folder of its own, removed after the test. */
function openLog() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-seed-'));
  dirs.push(dir);
  return openEventStore({ kind: 'sqlite', file: path.join(dir, 'events.sqlite') }, productEventRegistry());
}

const decide = (events: EventStore, command: TaxonomyCommand) =>
  runCommand(events, TAXONOMY_STREAM, taxonomyDecider, command, { correlationId: 't', now: new Date() });

describe('the starting taxonomy', () => {
  it('is seeded on a first start only, so terms an admin removed stay removed', async () => {
    const events = await openLog();
    expect(await seedTaxonomyOnFirstStart(events)).toBe(true);
    const seeded = await events.readStream(TAXONOMY_STREAM);
    expect(seeded.filter((event) => (event.data as { kind: string }).kind === 'type')).toHaveLength(5);

    await decide(events, { type: 'RemoveTerm', kind: 'event', id: 'gala', clothesUsing: 0 });
    expect(await seedTaxonomyOnFirstStart(events)).toBe(false);
    const after = await events.readStream(TAXONOMY_STREAM);
    expect(after).toHaveLength(seeded.length + 1);
    expect(after.at(-1)).toMatchObject({ type: 'TaxonomyTermRemoved', data: { kind: 'event', id: 'gala' } });
    await events.close();
  });

  it('gives a log that already has a taxonomy the defaults of a kind it never had, once', async () => {
    const events = await openLog();
    // A site from before colours, styles and materials were terms: its taxonomy holds the other kinds only.
    const older = DEFAULT_TAXONOMY.filter((term) => term.kind !== 'color' && term.kind !== 'style' && term.kind !== 'material');
    await decide(events, { type: 'SeedTaxonomy', terms: older });
    await decide(events, { type: 'RemoveTerm', kind: 'event', id: 'gala', clothesUsing: 0 });

    expect(await seedTaxonomyOnFirstStart(events)).toBe(true);
    const kinds = async () =>
      (await events.readStream(TAXONOMY_STREAM))
        .filter((event) => event.type === 'TaxonomyTermAdded')
        .map((event) => event.data as { kind: string; id: string });
    const added = await kinds();
    expect(added.filter((term) => term.kind === 'color').map((term) => term.id)).toContain('azul-marino');
    expect(added.filter((term) => term.kind === 'color')).toHaveLength(32);
    expect(added.filter((term) => term.kind === 'style')).toHaveLength(10);
    expect(added.filter((term) => term.kind === 'material').map((term) => term.id)).toEqual(expect.arrayContaining(['cuero', 'lana', 'denim']));
    // The removed event stays removed: only the kinds the log never had were seeded.
    expect(added.filter((term) => term.kind === 'event' && term.id === 'gala')).toHaveLength(1);

    await decide(events, { type: 'RemoveTerm', kind: 'color', id: 'multicolor', clothesUsing: 0 });
    expect(await seedTaxonomyOnFirstStart(events)).toBe(false);
    expect((await kinds()).filter((term) => term.kind === 'color')).toHaveLength(32);
    await events.close();
  });

  it('gives a log seeded before a term joined the defaults that term, once, and never one an admin removed', async () => {
    const events = await openLog();
    // A site seeded before the categories shops sell (issue 44) were defaults.
    const later = new Set(['category:tops', 'category:gafas-de-sol', 'color:suela', 'material:cuero-sintetico']);
    const older = DEFAULT_TAXONOMY.filter((term) => !later.has(`${term.kind}:${term.id}`));
    await decide(events, { type: 'SeedTaxonomy', terms: older });
    await decide(events, { type: 'RemoveTerm', kind: 'category', id: 'bufandas', clothesUsing: 0 });
    const before = (await events.readStream(TAXONOMY_STREAM)).length;

    expect(await seedTaxonomyOnFirstStart(events)).toBe(true);
    const added = (await events.readStream(TAXONOMY_STREAM)).slice(before).map((event) => event.data as { kind: string; id: string });
    expect(added.map((term) => `${term.kind}:${term.id}`).sort()).toEqual([...later].sort());
    expect(await seedTaxonomyOnFirstStart(events)).toBe(false);
    await events.close();
  });
});
