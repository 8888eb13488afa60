import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productEventRegistry } from '@vitrina/domain/registry';
import type { ApiContext } from '@vitrina/api/context';
import { analyticsAsOf } from '@vitrina/api/dashboard/as-of';
import { openEventStore } from '@vitrina/infra/eventstore/factory';
import type { EventStore, EventToAppend } from '@vitrina/infra/eventstore/port';
import { createLogger } from '@vitrina/infra/log/logger';
import { openReadStore } from '@vitrina/infra/readstore/factory';
import { analyticsProjection } from '@vitrina/projector/analytics';
import { rebuild } from '@vitrina/projector/rebuild';

const DAY_MS = 86_400_000;
const BRANDS = 20;
const CLOTHES_PER_BRAND = 1_000;

/** A year of views and click-outs over 20 brands of 1,000 clothes, oldest first, in appends of 500. */
async function fill(store: EventStore, events: number): Promise<void> {
  const brands = Array.from({ length: BRANDS }, () => randomUUID());
  const clothes = brands.map(() => Array.from({ length: CLOTHES_PER_BRAND }, () => randomUUID()));
  const start = Date.now() - 365 * DAY_MS;
  for (let i = 0; i < events; i += 500) {
    const batch: EventToAppend[] = [];
    for (let j = i; j < Math.min(events, i + 500); j++) {
      const b = j % BRANDS;
      const at = new Date(start + Math.floor((j / events) * 365 * DAY_MS)).toISOString();
      const data = { brandId: brands[b]!, clothId: clothes[b]![(j * 7919) % CLOTHES_PER_BRAND]!, at };
      batch.push({ id: randomUUID(), type: j % 11 === 0 ? 'ClothClickedOut' : 'ClothPageViewed', data, metadata: { correlationId: 'bench', at } });
    }
    await store.append(`engagement-bench-${i % 50}`, batch, 'any');
  }
}

async function readAllMs(store: EventStore): Promise<number> {
  const started = performance.now();
  let after: bigint | undefined;
  for (;;) {
    const batch = await store.readAll({ from: after === undefined ? 'start' : { after }, maxCount: 1_000 });
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!.position;
  }
  return performance.now() - started;
}

/**
 * The dashboard's read models: projecting a year of analytics facts, as a ratio of the store's read-all rate in the
 * same run (target ≥ 0.5), and answering `as_of` a year back from the log (target ≤ 2 s).
 */
export async function dashboardBench(events = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 1_000_000)): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-dashboard-'));
  const eventStore = await openEventStore({ kind: 'sqlite', file: path.join(dir, 'events.sqlite') }, productEventRegistry());
  const readStore = await openReadStore({ kind: 'sqlite', file: path.join(dir, 'read.sqlite') });
  try {
    process.stderr.write(`dashboard: ${events.toLocaleString('en')} analytics events…\n`);
    await fill(eventStore, events);
    const readMs = await readAllMs(eventStore);
    const projection = analyticsProjection('America/Argentina/Buenos_Aires');
    const started = performance.now();
    await rebuild({ eventStore, readStore, projection, logger: createLogger('silent'), graceMs: 0 });
    const projectMs = performance.now() - started;
    const context = { eventStore, config: { SITE_TIME_ZONE: 'America/Argentina/Buenos_Aires' } } as unknown as ApiContext;
    const asOfStarted = performance.now();
    const store = await analyticsAsOf(context, new Date(Date.now() - 364 * DAY_MS));
    const asOfMs = performance.now() - asOfStarted;
    await store.close();
    const readAllPerSecond = Math.round((events / readMs) * 1000);
    const projectPerSecond = Math.round((events / projectMs) * 1000);
    console.table([
      {
        events,
        readAllPerSecond,
        projectPerSecond,
        projectOverReadAll: Number((projectPerSecond / readAllPerSecond).toFixed(2)),
        asOfOneYearBackMs: Math.round(asOfMs),
      },
    ]);
  } finally {
    await readStore.close();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
