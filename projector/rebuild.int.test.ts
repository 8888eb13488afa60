import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '@vitrina/infra/log/logger';
import { catalog, REBUILD_SUFFIX, type RebuildEntry } from './projection-state';
import { rebuild, RebuildInProgressError } from './rebuild';
import { replayProjections } from './replay';
import { ProjectionRunner } from './runner';
import { dumpServing, fixtureRegistry, itemsProjection, seedItems } from '@vitrina/testkit/projector/fixtures';
import { tempStores } from '@vitrina/testkit/projector/stores';

const logger = createLogger('silent');
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
const silentOutput = { write: () => true, isTTY: false } as unknown as NodeJS.WriteStream;

async function liveAndCaughtUp(count: number) {
  const stores = await tempStores(fixtureRegistry());
  cleanups.push(stores.cleanup);
  await seedItems(stores.eventStore, count, 40);
  const runner = new ProjectionRunner({ ...stores, projections: [itemsProjection()], logger, batchSize: 200, batchMs: 5 });
  cleanups.push(() => runner.stop());
  await runner.start();
  expect(await runner.waitFor(await stores.eventStore.headPosition())).toBe(true);
  return { stores, runner };
}

describe('rebuild and replay', () => {
  it('rebuilds while the live generation keeps serving, and ends equal to it', async () => {
    const { stores, runner } = await liveAndCaughtUp(2_000);
    const live = await dumpServing(stores.readStore, itemsProjection());
    const progress: number[] = [];
    const result = await rebuild({
      ...stores,
      logger,
      projection: itemsProjection(),
      batchSize: 300,
      graceMs: 0,
      onProgress: (p) => progress.push(p.events),
    });
    expect(result.generation).toBe(2);
    expect(progress.length).toBeGreaterThan(3);
    expect(await dumpServing(stores.readStore, itemsProjection())).toEqual(live);

    // The live runner follows the switch and keeps applying new events to the new generation.
    const event = { id: randomUUID(), type: 'ItemAdded', data: { itemId: 'late', amount: 3 }, metadata: { correlationId: 'c', at: new Date().toISOString() } };
    const { position } = await stores.eventStore.append('late', [event], 'any');
    expect(await runner.waitFor(position)).toBe(true);
    await expect.poll(async () => (await dumpServing(stores.readStore, itemsProjection())).items?.some((d) => d._id === 'late')).toBe(true);
  });

  it('replaying twice changes nothing', async () => {
    const { stores, runner } = await liveAndCaughtUp(1_500);
    await runner.stop();
    await replayProjections({ ...stores, logger, projections: [itemsProjection()], targets: 'all', graceMs: 0, output: silentOutput });
    const once = await dumpServing(stores.readStore, itemsProjection());
    await replayProjections({ ...stores, logger, projections: [itemsProjection()], targets: ['items'], graceMs: 0, output: silentOutput });
    expect(await dumpServing(stores.readStore, itemsProjection())).toEqual(once);
    expect((await stores.readStore.listCollections()).filter((name) => name.startsWith('items_g'))).toEqual(['items_g3']);
  });

  it('refuses a second rebuild while one holds the lock, and takes over a dead one', async () => {
    const { stores, runner } = await liveAndCaughtUp(200);
    await runner.stop();
    const held: RebuildEntry = {
      _id: `items${REBUILD_SUFFIX}`,
      generation: 2,
      version: 1,
      checkpoint: null,
      owner: { host: (await import('node:os')).hostname(), pid: process.pid, token: 'other' },
      heartbeatAt: new Date().toISOString(),
      startedAt: new Date().toISOString(),
    };
    await catalog<RebuildEntry>(stores.readStore).insertOne(held);
    await expect(rebuild({ ...stores, logger, projection: itemsProjection(), graceMs: 0 })).rejects.toBeInstanceOf(RebuildInProgressError);

    // The same lock held by a process that no longer exists is taken over.
    await catalog<RebuildEntry>(stores.readStore).updateOne({ _id: held._id }, { $set: { 'owner.pid': 2 ** 22 + 12345 } });
    const result = await rebuild({ ...stores, logger, projection: itemsProjection(), graceMs: 0 });
    expect(result.generation).toBe(2);
  });

  it('names unknown projections', async () => {
    const { stores } = await liveAndCaughtUp(10);
    await expect(replayProjections({ ...stores, logger, projections: [itemsProjection()], targets: ['nope'], output: silentOutput })).rejects.toThrow(
      /Unknown projection nope; known: items/,
    );
  });
});
