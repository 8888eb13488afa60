import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '@vitrina/infra/log/logger';
import { catalog, ReadModels, type ServingEntry } from './projection-state';
import { physicalName } from './projection';
import { ProjectionRunner } from './runner';
import { dumpServing, fixtureRegistry, itemsProjection, seedItems } from '@vitrina/testkit/projector/fixtures';
import { tempStores } from '@vitrina/testkit/projector/stores';

const logger = createLogger('silent');
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup() {
  const stores = await tempStores(fixtureRegistry());
  cleanups.push(stores.cleanup);
  return stores;
}

function runnerFor(stores: Awaited<ReturnType<typeof setup>>, version = 1) {
  const runner = new ProjectionRunner({ ...stores, projections: [itemsProjection(version)], logger, batchSize: 100, batchMs: 5 });
  cleanups.push(() => runner.stop());
  return runner;
}

const added = (itemId: string, amount: number) => ({
  id: randomUUID(),
  type: 'ItemAdded',
  data: { itemId, amount },
  metadata: { correlationId: randomUUID(), at: new Date().toISOString() },
});

describe('ProjectionRunner', () => {
  it('catches up from the start, then follows live events with read-your-own-writes', async () => {
    const stores = await setup();
    await seedItems(stores.eventStore, 1_000, 50);
    const runner = runnerFor(stores);
    await runner.start();
    const readModels = new ReadModels(stores.readStore, [itemsProjection()]);

    const { position } = await stores.eventStore.append('item-x', [added('item-x', 5)], 'any');
    expect(await runner.waitFor(position, ['items'])).toBe(true);
    expect(await readModels.collection('items').findOne({ _id: 'item-x' })).toMatchObject({ count: 1, total: 5 });
    const totals = await readModels.collection('itemTotals').findOne({ _id: 'all' });
    const expectedEvents = Array.from({ length: 1_000 }, (_, i) => i).filter((i) => i % 11 !== 0).length + 1;
    expect(totals).toMatchObject({ events: expectedEvents });
    expect(await runner.lag()).toEqual({ items: '0' });
  });

  it('resumes from its checkpoint after a restart without applying anything twice', async () => {
    const stores = await setup();
    await seedItems(stores.eventStore, 600, 20);
    const first = runnerFor(stores);
    await first.start();
    expect(await first.waitFor(await stores.eventStore.headPosition())).toBe(true);
    await first.stop();
    const before = await dumpServing(stores.readStore, itemsProjection());

    const second = runnerFor(stores);
    await second.start();
    const { position } = await stores.eventStore.append('item-y', [added('item-y', 2)], 'any');
    expect(await second.waitFor(position)).toBe(true);
    const after = await dumpServing(stores.readStore, itemsProjection());
    expect(after.itemTotals![0]!.events).toBe((before.itemTotals![0]!.events as number) + 1);
    expect(after.items!.filter((doc) => doc._id !== 'item-y')).toEqual(before.items);
  });

  it('passes the events a projection does not apply, so waiting for one of them ends', async () => {
    const stores = await setup();
    await seedItems(stores.eventStore, 100, 10);
    const runner = runnerFor(stores);
    await runner.start();
    const noise = { id: randomUUID(), type: 'NoiseMade', data: { n: 1 }, metadata: { correlationId: randomUUID(), at: new Date().toISOString() } };
    const { position } = await stores.eventStore.append('noise-1', [noise], 'any');
    expect(await runner.waitFor(position, ['items'], 2_000)).toBe(true);
    expect(await runner.lag()).toEqual({ items: '0' });
  });

  it('waitFor gives up after its timeout instead of hanging', async () => {
    const stores = await setup();
    const runner = runnerFor(stores);
    await runner.start();
    expect(await runner.waitFor(10_000n, ['items'], 50)).toBe(false);
  });

  it('rebuilds into a new generation when the projection version changes, then drops the old one', async () => {
    const stores = await setup();
    await seedItems(stores.eventStore, 300, 10);
    const v1 = runnerFor(stores, 1);
    await v1.start();
    expect(await v1.waitFor(await stores.eventStore.headPosition())).toBe(true);
    await v1.stop();
    const v1Total = (await dumpServing(stores.readStore, itemsProjection(1))).itemTotals![0]!.total as number;
    // The api keeps one view per collection; it must follow the switch to the new generation, not hold the old one.
    const readModels = new ReadModels(stores.readStore, [itemsProjection(2)]);
    const totals = readModels.collection('itemTotals');
    expect(await totals.findOne({ _id: 'all' })).toMatchObject({ total: v1Total });

    const v2 = runnerFor(stores, 2);
    await v2.start();
    const { position } = await stores.eventStore.append('item-z', [added('item-z', 1)], 'any');
    await expect.poll(async () => (await catalog<ServingEntry>(stores.readStore).findOne({ _id: 'items' }))?.version, { timeout: 10_000 }).toBe(2);
    expect(await v2.waitFor(position, ['items'])).toBe(true);
    const v2Totals = (await dumpServing(stores.readStore, itemsProjection(2))).itemTotals![0]!;
    expect(v2Totals.total).toBe(v1Total * 2 + 2);
    await readModels.refresh();
    expect(readModels.collection('itemTotals')).toBe(totals);
    expect(await totals.findOne({ _id: 'all' })).toMatchObject({ total: v1Total * 2 + 2 });
    await expect.poll(() => stores.readStore.listCollections(), { timeout: 10_000 }).not.toContain(physicalName('items', 1));
  });
});
