import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCHES_READ } from './saved-searches';
import { FEED_DAYS } from './feed';
import { BELL_ITEMS } from './routes';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { freshIp } from '@vitrina/testkit/api/security/harness';
import { eventually } from '@vitrina/testkit/api/eventually';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';

/**
 * The feed's bounds, on an injected clock: a saved search counts at most MATCHES_READ new clothes, the bell holds
 * BELL_ITEMS, and "New for you" looks FEED_DAYS back.
 */
let vitrina: TestVitrina;
let clock = Date.parse('2026-11-02T12:00:00.000Z');
let shopper: Client;
const WORD = 'zorzal';
const MADE = MATCHES_READ + 1;
beforeAll(async () => {
  vitrina = await startTestVitrina({}, { now: () => new Date(clock) });
  const brand = await signedInBrand(vitrina, 'ULTIMATE');
  shopper = (await vitrina.signedIn('USER', freshIp())).client;
  expect((await shopper.put(`/follows/brand/${brand.brandId}`, {})).status).toBe(200);
  expect((await shopper.post('/saved-searches', { search: `q=${WORD}` })).status).toBe(201);
  for (let n = 0; n < MADE; n++) {
    clock += 60_000;
    const made = await brand.client.post('/admin/clothes', clothBody({ names: { es: `Remera ${WORD} ${n}`, en: `${WORD} tee ${n}` } }));
    expect(made.status).toBe(201);
  }
  await eventually(
    () => shopper.get<{ total: number }>(`/search?q=${WORD}`),
    (answer) => answer.body.total === MADE,
    { what: `the index has the ${MADE} clothes` },
  );
}, 120_000);
afterAll(() => vitrina?.close());

describe('the bounds of the feed', () => {
  it(`counts at most ${MATCHES_READ} new clothes for a saved search, and the bell holds ${BELL_ITEMS}`, async () => {
    const [saved] = (await shopper.get<Array<{ newCount: number }>>('/saved-searches')).body;
    expect(saved!.newCount).toBe(MATCHES_READ);
    const bell = await shopper.get<{ items: unknown[]; unread: number }>('/notifications');
    expect(bell.body.items).toHaveLength(BELL_ITEMS);
    expect(bell.body.unread).toBe(BELL_ITEMS);
    expect((await shopper.get<{ total: number }>('/feed')).body.total).toBe(MADE);
  });

  it(`looks ${FEED_DAYS} days back: a month later the clothes have left "New for you" and the bell`, async () => {
    clock += (FEED_DAYS - 1) * 24 * 3600_000;
    expect((await shopper.get<{ total: number }>('/feed')).body.total).toBeGreaterThan(0);
    clock += 2 * 24 * 3600_000;
    expect((await shopper.get<{ total: number }>('/feed')).body.total).toBe(0);
    expect((await shopper.get<{ items: unknown[] }>('/notifications')).body.items).toEqual([]);
  });
});
