import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import { userRegisteredData } from '@vitrina/testkit/domain/accounts';
import { handLog } from '@vitrina/testkit/projector/log';
import { projectedStore } from '@vitrina/testkit/projector/projected';
import { usersProjection, type UserDoc } from './users';

const ana = '6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const bruno = '7a2d4c9f-2e3b-4d6c-8f9a-1b2c3d4e5f60';
const at = '2026-11-21T10:00:00.000Z';
const log = handLog(at);
const recorded = (type: string, data: Record<string, unknown>) => log.recorded(`user-${String(data.userId)}`, type, data);
const registered = (userId: string, username: string) => recorded('UserRegistered', userRegisteredData(userId, at, { username }));

async function project(events: RecordedEvent[]) {
  const users = (await projectedStore(usersProjection, [events])).collection<UserDoc>('users');
  return async (id: string) => (await users.findOne({ _id: id }))!;
}

describe('the users projection', () => {
  it('gives every account the default email preferences and no preferred gender', async () => {
    const user = await project([registered(ana, 'ana')]);
    expect(await user(ana)).toMatchObject({
      firstName: 'Ana',
      lastName: 'García',
      preferenceGender: null,
      language: 'es',
      emailPreferences: { promotions: false, news: false, specialOffers: true },
    });
  });

  it('applies profile settings and email preferences to their own account only', async () => {
    const user = await project([
      registered(ana, 'ana'),
      registered(bruno, 'bruno'),
      recorded('ProfileUpdated', { userId: ana, firstName: 'Anita', lastName: null, preferenceGender: 'mujer', language: 'fr', at }),
      recorded('EmailPreferencesChanged', {
        userId: ana,
        promotions: true,
        news: false,
        specialOffers: false,
        digest: 'daily',
        backInStock: true,
        privacyVersion: '2026-11-26',
        at,
      }),
      recorded('EmailPreferencesChanged', {
        userId: ana,
        promotions: true,
        news: true,
        specialOffers: false,
        digest: 'off',
        backInStock: false,
        privacyVersion: '2026-11-26',
        at,
      }),
    ]);
    expect(await user(ana)).toMatchObject({
      username: 'ana',
      firstName: 'Anita',
      lastName: null,
      preferenceGender: 'mujer',
      language: 'fr',
      emailPreferences: { promotions: true, news: true, specialOffers: false, digest: 'off', backInStock: false },
    });
    expect(await user(bruno)).toMatchObject({
      firstName: 'Ana',
      preferenceGender: null,
      language: 'es',
      emailPreferences: { promotions: false, news: false, specialOffers: true },
    });
  });

  it('handles the profile events', () => {
    expect(usersProjection.eventTypes).toEqual(expect.arrayContaining(['ProfileUpdated', 'EmailPreferencesChanged']));
  });
});
