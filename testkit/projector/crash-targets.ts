import { randomUUID } from 'node:crypto';
import type { EventRegistry } from '@vitrina/domain/core/events';
import { productEventRegistry } from '@vitrina/domain/registry';
import type { DataKeyStore } from '@vitrina/infra/datakeys/port';
import type { EventStore, EventToAppend } from '@vitrina/infra/eventstore/port';
import { analyticsProjection } from '@vitrina/projector/analytics';
import type { Projection } from '@vitrina/projector/projection';
import { usersProjection } from '@vitrina/projector/users';
import { userRegisteredData } from '../domain/accounts';
import { clothFields } from '../domain/catalogue';
import { fixtureRegistry, itemsProjection, seedItems } from './fixtures';

/** A projection the crash test kills mid-replay, with the registry its log needs and a way to fill that log. */
export interface CrashTarget {
  registry: () => EventRegistry;
  projection: () => Projection;
  /** Whether its log seals personal data (the data keys are then given to `seed`). */
  personal?: boolean;
  seed: (store: EventStore, count: number, keys: DataKeyStore | null) => Promise<void>;
}

const DAY_MS = 86_400_000;
const CLOTH = clothFields();

/**
 * Ten brands of 40 clothes, then `count` facts over 90 days (views, click-outs, favourites kept and let go, brand-name
 * clicks, searches), a tenth of them appended up to two days after they happened, in appends of 500.
 */
async function seedAnalytics(store: EventStore, count: number): Promise<void> {
  const brands = Array.from({ length: 10 }, (_, b) => `0b7f6c1e-5d4a-4e3b-9c2d-${String(b).padStart(12, '0')}`);
  const clothes = brands.map((_, b) => Array.from({ length: 40 }, (_, c) => `c1000000-1d2a-4c5b-9e8f-${String(b * 100 + c).padStart(12, '0')}`));
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  const event = (type: string, data: Record<string, unknown>, at: number): EventToAppend => ({
    id: randomUUID(),
    type,
    data,
    metadata: { correlationId: 'crash', at: new Date(at).toISOString() },
  });
  for (const [b, brandId] of brands.entries()) {
    const added = clothes[b]!.map((clothId) => event('ClothAdded', { brandId, clothId, ...CLOTH, addedAt: new Date(start).toISOString() }, start));
    await store.append(`catalogue-${brandId}`, added, 'any');
  }
  for (let i = 0; i < count; i += 500) {
    const batch: EventToAppend[] = [];
    for (let j = i; j < Math.min(count, i + 500); j++) {
      const b = (j * 7) % brands.length;
      const brandId = brands[b]!;
      const clothId = clothes[b]![(j * 13) % 40]!;
      const at = start + Math.floor((j / count) * 90 * DAY_MS) - (j % 10 === 0 ? (j % 7) * 7 * 3_600_000 : 0);
      const when = new Date(at).toISOString();
      const kind = j % 9;
      if (kind < 5) batch.push(event('ClothPageViewed', { brandId, clothId, at: when }, at));
      else if (kind === 5) batch.push(event('ClothClickedOut', { brandId, clothId, at: when }, at));
      else if (kind === 6) batch.push(event('FavouriteAdded', { userId: randomUUID(), itemId: clothId, type: 'cloth', at: when }, at));
      else if (kind === 7) batch.push(event('BrandNameClicked', { brandId, userId: null, at: when }, at));
      else
        batch.push(
          event(
            'SearchPerformed',
            {
              text: `busqueda ${j % 17}`,
              language: 'es',
              filters: { type: [], categories: ['camisas'], events: [], weather: [], season: [], gender: [], priceMin: null, priceMax: null },
              resultCount: j % 6,
              at: when,
            },
            at,
          ),
        );
    }
    await store.append(`engagement-crash-${i % 20}`, batch, 'any');
  }
}

/**
 * People registering, editing their profile and email preferences, a few made brands; one in seven then erased
 * (their key destroyed, AccountErased appended), so the replay opens sealed fields and reads others as erased.
 */
async function seedUsers(store: EventStore, count: number, keys: DataKeyStore | null): Promise<void> {
  if (!keys) throw new Error('the users crash target seals personal data');
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  const at = (i: number) => new Date(start + i * 60_000).toISOString();
  const event = (type: string, data: Record<string, unknown>): EventToAppend => ({
    id: randomUUID(),
    type,
    data,
    metadata: { correlationId: 'crash', at: at(0) },
  });
  const admin = randomUUID();
  const perPerson = 4;
  for (let i = 0; i < count / perPerson; i++) {
    const userId = randomUUID();
    const username = `persona${i}`;
    await store.append(
      `user-${userId}`,
      [
        event('UserRegistered', userRegisteredData(userId, at(i), { username, lastName: `García ${i}` })),
        event('ProfileUpdated', { userId, firstName: `Ana ${i}`, lastName: null, preferenceGender: null, language: i % 2 ? 'en' : 'es', at: at(i) }),
        event('EmailPreferencesChanged', {
          userId,
          promotions: i % 3 === 0,
          news: true,
          specialOffers: false,
          digest: i % 2 === 0 ? 'daily' : 'off',
          backInStock: i % 5 !== 0,
          privacyVersion: '2026-11-26',
          at: at(i),
        }),
        i % 5 === 0
          ? event('UserTypeChanged', { userId, from: 'USER', to: 'BRAND', changedBy: admin, changedAt: at(i) })
          : event('EmailVerified', { userId, verifiedAt: at(i) }),
      ],
      'no_stream',
    );
    if (i % 7 === 3) {
      await keys.destroy(userId);
      await store.append(`user-${userId}`, [event('AccountErased', { userId, by: userId, reservations: [], erasedAt: at(i) })], 'any');
    }
  }
}

export const CRASH_TARGETS: Record<'items' | 'analytics' | 'users', CrashTarget> = {
  items: { registry: fixtureRegistry, projection: () => itemsProjection(), seed: (store, count) => seedItems(store, count, 500, 5_000) },
  analytics: { registry: productEventRegistry, projection: () => analyticsProjection('America/Argentina/Buenos_Aires'), seed: seedAnalytics },
  users: { registry: productEventRegistry, projection: () => usersProjection, personal: true, seed: seedUsers },
};
