import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productEventRegistry } from '@vitrina/domain/registry';
import express from 'express';
import { sessionCookieName } from '@vitrina/api/auth/cookies';
import { demandOf, seriesOf, topClothesOf, totalsOf, type Figures } from '@vitrina/api/dashboard/figures';
import { periodOf } from '@vitrina/api/dashboard/period';
import { listen } from '@vitrina/testkit/api/http';
import { clothFields } from '@vitrina/testkit/domain/catalogue';
import { startTestVitrina } from '@vitrina/testkit/api/vitrina';
import { catalogueStream } from '@vitrina/domain/catalogue/events';
import { metadataFor } from '@vitrina/infra/eventstore/commands';
import { openEventStore } from '@vitrina/infra/eventstore/factory';
import type { EventStore, EventToAppend } from '@vitrina/infra/eventstore/port';
import { createLogger } from '@vitrina/infra/log/logger';
import { openReadStore } from '@vitrina/infra/readstore/factory';
import { analyticsProjection, dayIn } from '@vitrina/projector/analytics';
import { followingProjection } from '@vitrina/projector/following';
import { ReadModels } from '@vitrina/projector/projection-state';
import { rebuild } from '@vitrina/projector/rebuild';
import { figures as latencyFigures } from './figures';
import { sized } from './size';

const DAY_MS = 86_400_000;
const BRANDS = 20;
const CLOTHES_PER_BRAND = 1_000;

/** A year of views and click-outs over 20 brands of 1,000 clothes, oldest first, in appends of 500. */
async function fill(store: EventStore, events: number): Promise<string[]> {
  const brands = Array.from({ length: BRANDS }, () => randomUUID());
  const clothes = brands.map(() => Array.from({ length: CLOTHES_PER_BRAND }, () => randomUUID()));
  const start = Date.now() - 365 * DAY_MS;
  for (let i = 0; i < events; i += 500) {
    const batch: EventToAppend[] = [];
    for (let j = i; j < Math.min(events, i + 500); j++) {
      const b = j % BRANDS;
      const at = new Date(start + Math.floor((j / events) * 365 * DAY_MS)).toISOString();
      const data = { brandId: brands[b]!, clothId: clothes[b]![(j * 7919) % CLOTHES_PER_BRAND]!, at };
      // One in 11 of each brand's facts is a click-out, never its first: a brand's earliest fact is a view, so the
      // as-of-a-year-back read counts something at any size.
      const type = Math.floor(j / BRANDS) % 11 === 10 ? 'ClothClickedOut' : 'ClothPageViewed';
      batch.push({ id: randomUUID(), type, data, metadata: { correlationId: 'bench', at } });
    }
    await store.append(`engagement-bench-${i % 50}`, batch, 'any');
  }
  return brands;
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

/** Everything the dashboard reads for a brand and a 90-day period as of a day, as GET /api/dashboard does. */
async function dashboardAsOf(store: Figures['store'], names: Figures['store'], brandId: string, day: string): Promise<number> {
  const figures: Figures = { store, until: day };
  const period = periodOf({ period: '90d', as_of: day }, day);
  const [, series, top] = await Promise.all([
    totalsOf(figures, brandId),
    seriesOf(figures, brandId, period),
    topClothesOf(figures, names, brandId, period, 'views', 'es'),
    demandOf(figures, ['camisas'], period),
  ]);
  return series.views.total + top.length;
}

/**
 * The dashboard's read models: projecting a year of analytics facts, as a ratio of the store's read-all rate in the
 * same run (target ≥ 0.5), and answering `as_of` a year back (target ≤ 2 s) and yesterday.
 */
export async function dashboardBench(events = sized('BENCH_ANALYTICS_EVENTS', 1_000_000, 2_000)): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-dashboard-'));
  const eventStore = await openEventStore({ kind: 'sqlite', file: path.join(dir, 'events.sqlite') }, productEventRegistry());
  const readStore = await openReadStore({ kind: 'sqlite', file: path.join(dir, 'read.sqlite') });
  try {
    process.stderr.write(`dashboard: ${events.toLocaleString('en')} analytics events…\n`);
    const brands = await fill(eventStore, events);
    const readMs = await readAllMs(eventStore);
    const projection = analyticsProjection(ZONE);
    const started = performance.now();
    await rebuild({ eventStore, readStore, projection, logger: createLogger('silent'), graceMs: 0 });
    const projectMs = performance.now() - started;
    const dayOf = dayIn(ZONE);
    // The figures read followers and demand too (the following projection's, empty here, as for a brand nobody follows).
    const readModels = new ReadModels(readStore, [projection, followingProjection(ZONE)]);
    const asOfMs = async (day: string) => {
      const began = performance.now();
      const counted = await dashboardAsOf(readModels, readStore, brands[0]!, day);
      if (counted === 0) throw new Error(`nothing counted as of ${day}`);
      return Math.round(performance.now() - began);
    };
    const readAllPerSecond = Math.round((events / readMs) * 1000);
    const projectPerSecond = Math.round((events / projectMs) * 1000);
    console.table([
      {
        events,
        readAllPerSecond,
        projectPerSecond,
        projectOverReadAll: Number((projectPerSecond / readAllPerSecond).toFixed(2)),
        asOfOneYearBackMs: await asOfMs(dayOf(new Date(Date.now() - 363 * DAY_MS).toISOString())),
        asOfYesterdayMs: await asOfMs(dayOf(new Date(Date.now() - DAY_MS).toISOString())),
      },
    ]);
  } finally {
    await readStore.close();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const ZONE = 'America/Argentina/Buenos_Aires';
const HTTP_CLIENTS = 8;
const HTTP_REQUESTS = sized('BENCH_DASHBOARD_REQUESTS', 800, 40);
const HTTP_DAYS = sized('BENCH_DASHBOARD_DAYS', 180, 10);

/**
 * GET /api/dashboard for a 90-day period on a brand with 1,000 clothes and 180 days of facts (a few hundred views
 * a day), through the whole system as `npm start` runs it, against a fixed JSON answer of the same size from the same
 * process. A dashboard is one person's screen: one client, then a few at once flat out and at half that rate.
 * Target p95 ≤ 50 ms.
 */
export async function dashboardHttpBench(): Promise<void> {
  process.stderr.write(`dashboard over HTTP: a brand with 1,000 clothes and ${HTTP_DAYS} days of facts…\n`);
  const vitrina = await startTestVitrina({ PROJECTOR_BATCH_MS: '50', SQLITE_CHECKPOINTS: 'background' });
  try {
    // An admin looking at the brand (?brandId=): the same figures a brand's owner gets, without a checkout to pay.
    const { client, userId } = await vitrina.signedIn('ADMIN');
    const { eventStore } = vitrina.vitrina.runtime;
    const now = Date.now();
    const metadata = (at: number) => metadataFor({ correlationId: 'bench', actor: userId, now: new Date(at) });
    const brandId = randomUUID();
    const brand = {
      brandId,
      ownerId: null,
      name: 'Olivo Moda SA',
      brand: 'Olivo',
      description: '',
      location: 'Buenos Aires',
      createdBy: userId,
      createdAt: new Date(now - 200 * DAY_MS).toISOString(),
    };
    await eventStore.append(`brand-${brandId}`, [{ id: randomUUID(), type: 'BrandCreated', data: brand, metadata: metadata(now - 200 * DAY_MS) }], 'any');
    const clothes = Array.from({ length: CLOTHES_PER_BRAND }, () => randomUUID());
    const added = clothes.map((clothId, i) => ({
      id: randomUUID(),
      type: 'ClothAdded',
      data: { ...CLOTH, brandId, clothId, names: { es: `Prenda ${i}` }, addedAt: new Date(now - 200 * DAY_MS).toISOString() },
      metadata: metadata(now - 200 * DAY_MS),
    }));
    for (let i = 0; i < added.length; i += 500) await eventStore.append(catalogueStream(brandId), added.slice(i, i + 500), 'any');
    let seed = 1;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let day = HTTP_DAYS; day >= 0; day--) {
      const facts: EventToAppend[] = [];
      for (let i = 0; i < 400; i++) {
        const at = now - day * DAY_MS - Math.floor(next() * DAY_MS);
        const clothId = clothes[Math.floor(next() ** 2 * clothes.length)]!;
        const type = i % 12 === 0 ? 'ClothClickedOut' : 'ClothPageViewed';
        facts.push({ id: randomUUID(), type, data: { brandId, clothId, at: new Date(at).toISOString() }, metadata: metadata(at) });
      }
      await eventStore.append(`engagement-${brandId}`, facts, 'any');
    }
    await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['analytics', 'catalogue'], 120_000);

    const url = `${vitrina.url}/api/dashboard?period=90d&brandId=${brandId}`;
    const cookie = `${sessionCookieName(false)}=${client.cookie(sessionCookieName(false))}`;
    const sample = await fetch(url, { headers: { Cookie: cookie } });
    if (!sample.ok) throw new Error(`GET /api/dashboard answered ${sample.status}`);
    const fixed = await sample.text();
    const app = express();
    app.get('/fixed', (_req, res) => {
      res.type('application/json').send(fixed);
    });
    const bare = await listen(app);
    try {
      // Flat out (no `perSecond`) each client sends its next request when the last is answered; paced, the clients
      // send on a schedule and latency counts from the scheduled moment, so a queue shows rather than hides.
      const load = async (target: string, clients: number, perSecond?: number) => {
        const latencies: number[] = [];
        let sent = 0;
        const interval = perSecond ? (1000 * clients) / perSecond : 0;
        const cpu = process.cpuUsage();
        const started = performance.now();
        await Promise.all(
          Array.from({ length: clients }, async (_, i) => {
            let due = started + (interval * i) / clients;
            while (sent++ < HTTP_REQUESTS) {
              if (interval > 0) await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
              const began = interval > 0 ? due : performance.now();
              due += interval;
              const response = await fetch(target, { headers: { Cookie: cookie } });
              await response.arrayBuffer();
              if (!response.ok) throw new Error(`${target} answered ${response.status}`);
              latencies.push(performance.now() - began);
            }
          }),
        );
        return latencyFigures(latencies, (performance.now() - started) / 1000, process.cpuUsage(cpu));
      };
      await load(url, HTTP_CLIENTS);
      const alone = await load(url, 1);
      const flatOut = await load(url, HTTP_CLIENTS);
      const paced = Math.max(1, Math.floor(flatOut.perSecond / 2));
      const rows = {
        'GET /api/dashboard?period=90d, 1 client': alone,
        [`GET /api/dashboard?period=90d, ${HTTP_CLIENTS} clients flat out`]: flatOut,
        [`GET /api/dashboard?period=90d, ${HTTP_CLIENTS} clients at ${paced}/s (half the saturation rate)`]: await load(url, HTTP_CLIENTS, paced),
        [`baseline: fixed JSON (${Buffer.byteLength(fixed).toLocaleString('en')} bytes), ${HTTP_CLIENTS} clients flat out`]: await load(
          `${bare.url}/fixed`,
          HTTP_CLIENTS,
        ),
      };
      console.log(
        `\nDashboard over HTTP (90 days, 1,000 clothes, ${HTTP_DAYS} days of facts, in the bench's process; ms; target p95 ≤ 50 for one person and at half the saturation rate)`,
      );
      console.table(rows);
      console.log(`throughput ratio dashboard / fixed JSON ${(flatOut.perSecond / Object.values(rows).at(-1)!.perSecond).toFixed(3)}`);
    } finally {
      await bare.close();
    }
  } finally {
    await vitrina.close();
  }
}

const CLOTH = clothFields({ sizes: ['S', 'M'], url: 'https://shop.example/p', price: 25_000 });
