import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ERASED_PASSWORD_HASH } from '@vitrina/domain/core/personal';
import { productEventRegistry } from '@vitrina/domain/registry';
import { SqliteDataKeyStore } from '@vitrina/infra/datakeys/sqlite';
import { isSealed, PersonalDataCipher } from './personal-data';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-cipher-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const registry = productEventRegistry();
const keys = new SqliteDataKeyStore(path.join(dir, 'read.sqlite'), randomBytes(32));
const cipher = new PersonalDataCipher(registry, keys);

const registered = (userId: string) => ({
  userId,
  username: 'eulalia',
  email: 'eulalia@example.com',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
  type: 'USER',
  firstName: 'Eulalia',
  lastName: null,
  dateOfBirth: '1987-03-29',
  language: 'es',
  acceptedTermsAt: '2026-01-01T00:00:00.000Z',
  acceptedPrivacyAt: '2026-01-01T00:00:00.000Z',
  termsVersion: '2026-11-26',
  privacyVersion: '2026-11-26',
  registeredAt: '2026-01-01T00:00:00.000Z',
});

describe('PersonalDataCipher', () => {
  it('seals the declared personal fields under the person’s key and opens them again; the rest stays as it was', async () => {
    const data = registered(randomUUID());
    const sealed = (await cipher.seal('UserRegistered', data)) as Record<string, unknown>;
    expect(data.email).toBe('eulalia@example.com');
    for (const field of ['username', 'email', 'passwordHash', 'firstName', 'dateOfBirth']) expect(isSealed(sealed[field]), field).toBe(true);
    expect(sealed).toMatchObject({ userId: data.userId, type: 'USER', lastName: null, registeredAt: data.registeredAt });
    expect(JSON.stringify(sealed)).not.toMatch(/eulalia|1987/i);
    await cipher.open('UserRegistered', sealed);
    expect(sealed).toEqual(data);
    expect(cipher.concerns('UserRegistered')).toBe(true);
    expect(cipher.concerns('ClothAdded')).toBe(false);
  });

  it('reads a destroyed person’s fields as the declared erased values, which the schema takes', async () => {
    const data = registered(randomUUID());
    const sealed = await cipher.seal('UserRegistered', data);
    await keys.destroy(data.userId);
    await cipher.open('UserRegistered', sealed);
    expect(sealed).toMatchObject({ username: '', email: '', passwordHash: ERASED_PASSWORD_HASH, firstName: null, dateOfBirth: null, userId: data.userId });
    expect(() => registry.parse('UserRegistered', sealed)).not.toThrow();
    // Written after the erasure, personal data is not kept at all.
    expect(
      await cipher.seal('ProfileUpdated', {
        userId: data.userId,
        firstName: 'Otra',
        lastName: null,
        preferenceGender: null,
        language: 'es',
        at: data.registeredAt,
      }),
    ).toMatchObject({ firstName: null });
  });

  it('binds each sealed value to its event type and field: moved elsewhere it does not open', async () => {
    const data = registered(randomUUID());
    const sealed = (await cipher.seal('UserRegistered', data)) as Record<string, unknown>;
    const moved = { ...sealed, email: sealed.username };
    await expect(cipher.open('UserRegistered', moved)).rejects.toThrow();
  });

  it('leaves a field stored in clear (an event from before encryption) as it reads', async () => {
    const data = registered(randomUUID());
    await cipher.open('UserRegistered', data);
    expect(data.email).toBe('eulalia@example.com');
  });
});
