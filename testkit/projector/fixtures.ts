import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { EventRegistry } from '@vitrina/domain/core/events';
import type { EventStore, EventToAppend } from '@vitrina/infra/eventstore/port';
import type { Doc, ReadStore } from '@vitrina/infra/readstore/port';
import { physicalName, type Projection } from '@vitrina/projector/projection';
import { catalog, type ServingEntry } from '@vitrina/projector/projection-state';

/** A tiny domain for testing the projector: items get amounts added and get removed; noise is ignored. */
export const fixtureRegistry = () =>
  new EventRegistry({
    ItemAdded: z.object({ itemId: z.string(), amount: z.number().int() }).strict(),
    ItemRemoved: z.object({ itemId: z.string() }).strict(),
    NoiseMade: z.object({ n: z.number() }).strict(),
  });

export function itemsProjection(version = 1): Projection {
  return {
    name: 'items',
    version,
    collections: ['items', 'itemTotals'],
    eventTypes: ['ItemAdded', 'ItemRemoved'],
    indexes: { items: [{ fields: { removed: 1 } }] },
    async apply(events, session) {
      const items = session.collection('items');
      const totals = session.collection('itemTotals');
      for (const event of events) {
        if (event.type === 'ItemAdded') {
          const data = event.data as { itemId: string; amount: number };
          await items.updateOne(
            { _id: data.itemId },
            { $inc: { count: 1, total: data.amount * version }, $set: { removed: false, lastPosition: event.position.toString() } },
            { upsert: true },
          );
          await totals.updateOne({ _id: 'all' }, { $inc: { events: 1, total: data.amount * version } }, { upsert: true });
        } else if (event.type === 'ItemRemoved') {
          const data = event.data as { itemId: string };
          await items.updateOne({ _id: data.itemId }, { $set: { removed: true } }, { upsert: true });
          await totals.updateOne({ _id: 'all' }, { $inc: { events: 1, removals: 1 } }, { upsert: true });
        }
      }
    },
  };
}

const meta = () => ({ correlationId: randomUUID(), at: new Date().toISOString() });

/** Appends `count` events: mostly ItemAdded over `items` items, every 7th an ItemRemoved, every 11th noise. */
export async function seedItems(store: EventStore, count: number, items = 500, chunk = 500): Promise<void> {
  for (let start = 0; start < count; start += chunk) {
    const byStream = new Map<string, EventToAppend[]>();
    for (let i = start; i < Math.min(count, start + chunk); i++) {
      const itemId = `item-${i % items}`;
      const event: EventToAppend =
        i % 11 === 0
          ? { id: randomUUID(), type: 'NoiseMade', data: { n: i }, metadata: meta() }
          : i % 7 === 0
            ? { id: randomUUID(), type: 'ItemRemoved', data: { itemId }, metadata: meta() }
            : { id: randomUUID(), type: 'ItemAdded', data: { itemId, amount: (i % 13) + 1 }, metadata: meta() };
      const stream = `${itemId}`;
      if (!byStream.has(stream)) byStream.set(stream, []);
      byStream.get(stream)!.push(event);
    }
    for (const [stream, events] of byStream) await store.append(stream, events, 'any');
  }
}

/** Every document of a projection's serving generation, per logical collection, sorted by _id. */
export async function dumpServing(readStore: ReadStore, projection: Projection): Promise<Record<string, Doc[]>> {
  const entry = await catalog<ServingEntry>(readStore).findOne({ _id: projection.name });
  if (!entry) return {};
  const out: Record<string, Doc[]> = {};
  for (const collection of projection.collections) {
    out[collection] = await readStore.collection(physicalName(collection, entry.generation)).find({}, { sort: { _id: 1 } });
  }
  return out;
}
