import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteReadStore } from '@vitrina/infra/readstore/sqlite';
import { buildDigests, type DigestJob } from './build';
import type { DigestPeriod } from './period';

/**
 * A build's progress on a real SQLite read store: 2,550 people with digests on, one of them following a brand that
 * added a cloth in the day. The build saves where it stands every ten pages, and one tried again from there reads
 * only the people after it.
 */
const period: DigestPeriod = { kind: 'daily', key: 'daily:2026-11-28', from: '2026-11-27T11:00:00.000Z', to: '2026-11-28T11:00:00.000Z' };
const person = (n: number) => `user-${String(n).padStart(5, '0')}`;
const store = new SqliteReadStore(':memory:');
const savedSearches = { matches: async () => [], label: async (search: string) => search };

beforeAll(async () => {
  await store.transaction(async (session) => {
    for (let n = 0; n < 2_550; n++) {
      await session
        .collection('users')
        .insertOne({ _id: person(n), username: `p${n}`, active: true, emailVerified: true, language: 'es', emailPreferences: { digest: 'daily' } });
    }
    await session.collection('brands').insertOne({ _id: 'brand-1', brand: 'Casa Luna' });
    await session.collection('clothes').insertOne({ _id: 'cloth-1', brandId: 'brand-1', visible: true, listed: true, createdAt: '2026-11-27T15:00:00.000Z' });
    for (const n of [400, 2_400]) {
      await session
        .collection('follows')
        .insertOne({ _id: `${person(n)}:brand:brand-1`, userId: person(n), kind: 'brand', targetId: 'brand-1', at: '2026-11-01T00:00:00.000Z' });
    }
  });
});
afterAll(() => store.close());

const build = async (after?: string) => {
  const queued: DigestJob[] = [];
  const saved: string[] = [];
  const built = await buildDigests({ readModels: store, savedSearches }, period, async (page) => void queued.push(...page), {
    after,
    save: async (at) => void saved.push(at),
  });
  return { built, queued: queued.map((job) => job.userId), saved };
};

describe('a digest build’s progress', () => {
  it('is saved every ten pages of people, after their digests were queued', async () => {
    const { built, queued, saved } = await build();
    expect(built).toEqual({ people: 2_550, digests: 2 });
    expect(queued).toEqual([person(400), person(2_400)]);
    expect(saved).toEqual([person(999), person(1_999)]);
  });

  it('is where a build tried again starts: the people before it are not read again', async () => {
    const { built, queued, saved } = await build(person(1_999));
    expect(built).toEqual({ people: 550, digests: 1 });
    expect(queued).toEqual([person(2_400)]);
    expect(saved).toEqual([]);
  });
});
