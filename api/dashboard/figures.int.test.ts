import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productEventRegistry } from '@vitrina/domain/registry';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import { openReadStore } from '@vitrina/infra/readstore/factory';
import type { ReadStore } from '@vitrina/infra/readstore/port';
import { clothFields } from '@vitrina/testkit/domain/catalogue';
import { analyticsProjection } from '@vitrina/projector/analytics';
import { demandOf, seriesOf, topClothesOf, totalsOf, type Figures } from './figures';
import { endOfDayIn, periodOf } from './period';

const ZONE = 'America/Argentina/Buenos_Aires';
const brands = ['0b7f6c1e-5d4a-4e3b-9c2d-1a0f9e8d7c6b', '1c8a7d2f-6e5b-4f4c-8d3e-2b1a0f9e8d7c'];
const clothOf = (b: number, c: number) => `c${b}00000${c}-1d2a-4c5b-9e8f-0a1b2c3d4e5f`;
const shopper = (i: number) => `6f1c3b8e-1d2a-4c5b-9e8f-${String(i).padStart(12, '0')}`;
const fields = clothFields();
const filters = (categories: string[]) => ({ type: [], categories, events: [], weather: [], season: [], gender: [], priceMin: null, priceMax: null });

/** A seeded generator, so a failure can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Twelve days of every kind of fact for two brands, at any hour (so some fall on another day in Buenos Aires than
 * in UTC), and some appended days after they happened, as imported or demo history is: the log's order is not
 * the order of the facts' days.
 */
function history(): RecordedEvent[] {
  const next = random(7);
  const start = Date.parse('2026-03-01T00:00:00.000Z');
  const facts: Array<{ type: string; data: (at: string) => Record<string, unknown>; at: number }> = [];
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  for (let b = 0; b < 2; b++) {
    for (let c = 0; c < 4; c++) {
      const clothId = clothOf(b, c);
      facts.push({ type: 'ClothAdded', data: (at) => ({ brandId: brands[b], clothId, ...fields, addedAt: at }), at: start + c * 3_600_000 });
    }
  }
  const removed = clothOf(1, 3);
  facts.push({ type: 'ClothRemoved', data: (at) => ({ brandId: brands[1], clothId: removed, removedAt: at }), at: start + 6.5 * 86_400_000 });
  for (let i = 0; i < 400; i++) {
    const at = start + 86_400_000 * (0.5 + next() * 11);
    const b = next() < 0.6 ? 0 : 1;
    const clothId = clothOf(b, b === 1 && at > start + 6.5 * 86_400_000 ? pick([0, 1, 2]) : pick([0, 1, 2, 3]));
    const roll = next();
    if (roll < 0.5) facts.push({ type: 'ClothPageViewed', data: (when) => ({ brandId: brands[b], clothId, at: when }), at });
    else if (roll < 0.6) facts.push({ type: 'ClothClickedOut', data: (when) => ({ brandId: brands[b], clothId, at: when }), at });
    else if (roll < 0.7) facts.push({ type: 'BrandNameClicked', data: (when) => ({ brandId: brands[b], userId: null, at: when }), at });
    else if (roll < 0.8) facts.push({ type: 'FavouriteAdded', data: (when) => ({ userId: shopper(i), itemId: clothId, type: 'cloth', at: when }), at });
    else if (roll < 0.85) facts.push({ type: 'FavouriteRemoved', data: (when) => ({ userId: shopper(i), itemId: clothId, type: 'cloth', at: when }), at });
    else if (roll < 0.9) facts.push({ type: 'ClothRecommended', data: (when) => ({ userId: shopper(i), clothId, review: { es: 'Linda' }, at: when }), at });
    else {
      const resultCount = pick([0, 2, 30]);
      facts.push({
        type: 'SearchPerformed',
        data: (when) => ({
          text: pick(['pijama de seda', 'lino', 'capa']),
          language: 'es',
          filters: filters([pick(['camisas', 'vestidos'])]),
          resultCount,
          at: when,
        }),
        at,
      });
    }
  }
  // In log order: mostly as they happened, but a fifth of the shoppers' facts appended up to three days late.
  const appended = facts.map((fact) => ({ fact, appendedAt: fact.at + (fact.type !== 'ClothAdded' && next() < 0.2 ? next() * 3 * 86_400_000 : 0) }));
  appended.sort((a, b) => a.appendedAt - b.appendedAt);
  return appended.map(({ fact }, i) => {
    const at = new Date(fact.at).toISOString();
    const data = fact.data(at);
    productEventRegistry().parse(fact.type, data);
    const position = BigInt(i + 1);
    return { id: `e${i}`, streamId: 's', revision: position, position, type: fact.type, data, metadata: { correlationId: 'c', at }, recordedAt: at };
  });
}

const stores: ReadStore[] = [];
async function projected(events: RecordedEvent[]): Promise<ReadStore> {
  const store = await openReadStore({ kind: 'sqlite', file: ':memory:' });
  stores.push(store);
  const projection = analyticsProjection(ZONE);
  for (let i = 0; i < events.length; i += 50) await store.transaction((session) => projection.apply(events.slice(i, i + 50), session));
  return store;
}

let log: RecordedEvent[];
let today: ReadStore;
let catalogue: ReadStore;
beforeAll(async () => {
  log = history();
  today = await projected(log);
  catalogue = await openReadStore({ kind: 'sqlite', file: ':memory:' });
  stores.push(catalogue);
});
afterAll(async () => {
  for (const store of stores) await store.close();
});

async function everything(figures: Figures, day: string) {
  const period = periodOf({ period: '7d', as_of: day }, '2026-03-20');
  const views = await topClothesOf(figures, catalogue, brands[0]!, period, 'views', 'es');
  return {
    totals: await Promise.all(brands.map((brandId) => totalsOf(figures, brandId))),
    series: await Promise.all(brands.map((brandId) => seriesOf(figures, brandId, period))),
    top: [views, await topClothesOf(figures, catalogue, brands[1]!, period, 'clickOutRate', 'es')],
    demand: await demandOf(figures, ['camisas', 'vestidos'], period),
  };
}

describe('figures as they stood at the end of a day', () => {
  it('equal those of a store holding only the log’s facts up to that day, projected from scratch', async () => {
    for (const day of ['2026-03-01', '2026-03-03', '2026-03-06', '2026-03-07', '2026-03-09', '2026-03-12']) {
      const cutoff = endOfDayIn(ZONE, day).toISOString();
      const then = await projected(log.filter((event) => event.metadata.at < cutoff));
      const expected = await everything({ store: then, until: null }, day);
      expect(await everything({ store: today, until: day }, day)).toEqual(expected);
    }
  });

  it('are not today’s: totals, series and demand grow after an earlier day', async () => {
    const early = await everything({ store: today, until: '2026-03-04' }, '2026-03-04');
    const late = await everything({ store: today, until: null }, '2026-03-12');
    expect(early.totals[0]!.brandClicks).toBeGreaterThan(0);
    expect(late.totals[0]!.brandClicks).toBeGreaterThan(early.totals[0]!.brandClicks);
    expect(late.totals[1]!.clothes).toBe(3);
    expect((await everything({ store: today, until: '2026-03-06' }, '2026-03-06')).totals[1]!.clothes).toBe(4);
    // A period reaching past the as-of day counts nothing after it.
    const period = periodOf({ from: '2026-03-01', to: '2026-03-12' }, '2026-03-20');
    const cut = await seriesOf({ store: today, until: '2026-03-04' }, brands[0]!, period);
    expect(cut.views.points.filter((point) => point.day > '2026-03-04').every((point) => point.value === 0)).toBe(true);
    expect(cut.views.total).toBeGreaterThan(0);
  });
});
