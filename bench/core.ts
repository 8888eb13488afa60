import { randomUUID } from 'node:crypto';
import { createLogger } from '@vitrina/infra/log/logger';
import type { EventStore, EventToAppend } from '@vitrina/infra/eventstore/port';
import type { ReadStore } from '@vitrina/infra/readstore/port';
import { rebuild } from '@vitrina/projector/rebuild';
import { itemsProjection } from '@vitrina/testkit/projector/fixtures';

export interface CoreFigures {
  appendPerSecond: number;
  readAllPerSecond: number;
  replayPerSecond: number;
  replayOverReadAll: number;
  peakRssMb: number;
}

const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000);

/** Appends `events` fixture events in appends of `perAppend` events (one stream each), timing it. */
async function appendAll(store: EventStore, events: number, perAppend: number): Promise<number> {
  const started = performance.now();
  const at = new Date().toISOString();
  for (let i = 0; i < events; i += perAppend) {
    const batch: EventToAppend[] = [];
    for (let j = i; j < Math.min(events, i + perAppend); j++) {
      batch.push({
        id: randomUUID(),
        type: j % 7 === 0 ? 'ItemRemoved' : 'ItemAdded',
        data: j % 7 === 0 ? { itemId: `item-${j % 1000}` } : { itemId: `item-${j % 1000}`, amount: (j % 13) + 1 },
        metadata: { correlationId: 'bench', at },
      });
    }
    await store.append(`bench-${i % 1000}`, batch, 'any');
  }
  return performance.now() - started;
}

async function readAll(store: EventStore): Promise<{ count: number; ms: number }> {
  const started = performance.now();
  let count = 0;
  let after: bigint | undefined;
  while (true) {
    const batch = await store.readAll({ from: after === undefined ? 'start' : { after }, maxCount: 1_000 });
    if (batch.length === 0) break;
    count += batch.length;
    after = batch[batch.length - 1]!.position;
  }
  return { count, ms: performance.now() - started };
}

export async function coreBench(eventStore: EventStore, readStore: ReadStore, events: number): Promise<CoreFigures> {
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  try {
    const appendMs = await appendAll(eventStore, events, 50);
    const before = await readAll(eventStore);
    const replayStarted = performance.now();
    // No batch size: rebuild's default, which the replay CLI uses too.
    const result = await rebuild({ eventStore, readStore, projection: itemsProjection(), logger: createLogger('silent'), graceMs: 0 });
    const replayMs = performance.now() - replayStarted;
    // Read-all on each side of the replay: a neighbour's burst of work during one of them weighs on the baseline
    // and the replay alike, so the ratio says what replay costs over reading rather than what the machine did.
    const after = await readAll(eventStore);
    const read = { count: before.count + after.count, ms: before.ms + after.ms };
    const readAllPerSecond = perSecond(read.count, read.ms);
    const replayPerSecond = perSecond(result.events, replayMs);
    return {
      appendPerSecond: perSecond(events, appendMs),
      readAllPerSecond,
      replayPerSecond,
      replayOverReadAll: Math.round((replayPerSecond / readAllPerSecond) * 100) / 100,
      peakRssMb: Math.round(peakRss / 1024 / 1024),
    };
  } finally {
    clearInterval(sampler);
  }
}
