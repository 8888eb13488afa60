import { describe, expect, it } from 'vitest';
import { productEventRegistry } from '../registry';
import { FIRST_LEGAL_VERSION } from './legal';

const registry = productEventRegistry();
const userId = '6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const now = '2025-06-01T10:00:00.000Z';

describe('account upcasters', () => {
  it('reads a registration from before versions as accepting the first texts, the policy only if it said so', () => {
    const base = {
      userId,
      username: 'ana',
      email: 'ana@example.com',
      passwordHash: '$argon2id$x',
      type: 'USER',
      firstName: null,
      lastName: null,
      dateOfBirth: null,
      language: 'es',
      acceptedTermsAt: now,
      registeredAt: now,
    };
    expect(registry.parse('UserRegistered', registry.upcast('UserRegistered', { ...base, acceptedPrivacyAt: now }))).toMatchObject({
      termsVersion: FIRST_LEGAL_VERSION,
      privacyVersion: FIRST_LEGAL_VERSION,
    });
    expect(registry.parse('UserRegistered', registry.upcast('UserRegistered', { ...base, acceptedPrivacyAt: null }))).toMatchObject({
      termsVersion: FIRST_LEGAL_VERSION,
      privacyVersion: null,
    });
    const current = { ...base, acceptedPrivacyAt: now, termsVersion: '2026-11-26', privacyVersion: '2026-11-26' };
    expect(registry.upcast('UserRegistered', current)).toBe(current);
  });

  it('reads an email preference change from before versions as made under the first policy', () => {
    const old = { userId, promotions: true, news: false, specialOffers: true, at: now };
    expect(registry.parse('EmailPreferencesChanged', registry.upcast('EmailPreferencesChanged', old))).toEqual({
      ...old,
      privacyVersion: FIRST_LEGAL_VERSION,
      digest: 'weekly',
      backInStock: true,
    });
  });

  it('reads an email preference change from before digests as leaving them and back-in-stock emails at their defaults', () => {
    const old = { userId, promotions: false, news: true, specialOffers: false, privacyVersion: '2026-11-26', at: now };
    expect(registry.parse('EmailPreferencesChanged', registry.upcast('EmailPreferencesChanged', old))).toEqual({ ...old, digest: 'weekly', backInStock: true });
    const current = { ...old, digest: 'off', backInStock: false };
    expect(registry.upcast('EmailPreferencesChanged', current)).toBe(current);
  });
});
