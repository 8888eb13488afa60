import { describe, expect, it } from 'vitest';
import { LEGAL_VERSIONS } from './legal';
import { productEventRegistry } from '../registry';
import { specFor } from '@vitrina/testkit/domain/decider-spec';
import { userRegisteredData } from '@vitrina/testkit/domain/accounts';
import { foldEvents } from '../core/decider';
import type { UserEvent } from './events';
import { DEFAULT_EMAIL_PREFERENCES } from './profile';
import { userDecider } from './user';

const spec = specFor(userDecider);
const userId = '6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const now = '2026-11-21T10:00:00.000Z';
const later = '2026-11-22T10:00:00.000Z';
const registered: UserEvent[] = [{ type: 'UserRegistered', data: userRegisteredData(userId, now) }];
const settings = { firstName: 'Ana', lastName: 'García', preferenceGender: 'mujer', language: 'it' } as const;
const updated: UserEvent = { type: 'ProfileUpdated', data: { userId, ...settings, at: later } };

describe('profile settings', () => {
  it('records every setting at once when one of them changes', () => {
    spec(registered).when({ type: 'UpdateProfile', settings, now: later }).then([updated]);
    // The event must pass its own schema, or the append would refuse it.
    expect(() => productEventRegistry().parse(updated.type, updated.data)).not.toThrow();
  });

  it('appends nothing when nothing changes', () => {
    spec(registered)
      .when({ type: 'UpdateProfile', settings: { firstName: 'Ana', lastName: 'García', preferenceGender: null, language: 'es' }, now })
      .then([]);
    spec([...registered, updated])
      .when({ type: 'UpdateProfile', settings, now })
      .then([]);
  });

  it('lets a name and the preference be cleared', () => {
    const cleared = { firstName: null, lastName: null, preferenceGender: null, language: 'it' } as const;
    spec([...registered, updated])
      .when({ type: 'UpdateProfile', settings: cleared, now })
      .then([{ type: 'ProfileUpdated', data: { userId, ...cleared, at: now } }]);
  });

  it('keeps only the settings fields of what it is given', () => {
    const sneaky = { ...settings, type: 'ADMIN' } as unknown as typeof settings;
    spec(registered).when({ type: 'UpdateProfile', settings: sneaky, now: later }).then([updated]);
  });

  it('the state follows, so the worker writes in the new language', () => {
    const state = foldEvents(userDecider, [...registered, updated]);
    expect(state).toMatchObject({ status: 'registered', language: 'it', preferenceGender: 'mujer', firstName: 'Ana' });
  });

  it('knows no unregistered user', () => {
    spec([]).when({ type: 'UpdateProfile', settings, now }).thenFails('NOT_FOUND');
    spec([]).when({ type: 'SetEmailPreferences', preferences: DEFAULT_EMAIL_PREFERENCES, now }).thenFails('NOT_FOUND');
  });
});

describe('email preferences', () => {
  it('start as what the person asked to hear of: price drops, returns and a weekly digest, no promotions or news', () => {
    expect(foldEvents(userDecider, registered)).toMatchObject({
      emailPreferences: { promotions: false, news: false, specialOffers: true, digest: 'weekly', backInStock: true },
    });
    spec(registered)
      .when({ type: 'SetEmailPreferences', preferences: { promotions: false, news: false, specialOffers: true, digest: 'weekly', backInStock: true }, now })
      .then([]);
  });

  it('records a change, all at once, and nothing when it is no change', () => {
    const preferences = { promotions: true, news: true, specialOffers: false, digest: 'daily' as const, backInStock: false };
    const changed: UserEvent = { type: 'EmailPreferencesChanged', data: { userId, ...preferences, privacyVersion: LEGAL_VERSIONS.privacy, at: later } };
    spec(registered).when({ type: 'SetEmailPreferences', preferences, now: later }).then([changed]);
    spec([...registered, changed])
      .when({ type: 'SetEmailPreferences', preferences, now })
      .then([]);
    spec([...registered, changed])
      .when({ type: 'SetEmailPreferences', preferences: { ...preferences, news: false }, now })
      .then([
        {
          type: 'EmailPreferencesChanged',
          data: {
            userId,
            promotions: true,
            news: false,
            specialOffers: false,
            digest: 'daily',
            backInStock: false,
            privacyVersion: LEGAL_VERSIONS.privacy,
            at: now,
          },
        },
      ]);
    spec([...registered, changed])
      .when({ type: 'SetEmailPreferences', preferences: { ...preferences, digest: 'off' }, now })
      .then([{ type: 'EmailPreferencesChanged', data: { userId, ...preferences, digest: 'off', privacyVersion: LEGAL_VERSIONS.privacy, at: now } }]);
    expect(() => productEventRegistry().parse(changed.type, changed.data)).not.toThrow();
  });

  it('reads a choice made before digests and back-in-stock emails as leaving them at their defaults', () => {
    const old = { userId, promotions: true, news: false, specialOffers: false, privacyVersion: LEGAL_VERSIONS.privacy, at: now };
    const registry = productEventRegistry();
    expect(registry.parse('EmailPreferencesChanged', registry.upcast('EmailPreferencesChanged', old))).toEqual({ ...old, digest: 'weekly', backInStock: true });
  });
});

describe('change password', () => {
  it('records the new hash', () => {
    const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$bmV3$bmV3';
    spec(registered)
      .when({ type: 'ChangePassword', passwordHash, now })
      .then([{ type: 'PasswordChanged', data: { userId, passwordHash, changedAt: now } }]);
    const state = foldEvents(userDecider, [...registered, { type: 'PasswordChanged', data: { userId, passwordHash, changedAt: now } }]);
    expect(state).toMatchObject({ passwordHash });
  });
});
