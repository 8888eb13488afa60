import type { EventUpcasters } from '../core/events';
import { FIRST_LEGAL_VERSION } from './legal';
import { DEFAULT_EMAIL_PREFERENCES } from './profile';

type Data = Record<string, unknown>;

/** A registration from before the texts had versions accepted the first ones (the privacy policy if it said so). */
export function registrationVersions(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || 'termsVersion' in data) return data;
  const old = data as Data;
  return { ...old, termsVersion: FIRST_LEGAL_VERSION, privacyVersion: old.acceptedPrivacyAt ? FIRST_LEGAL_VERSION : null };
}

/** An email preference change from before versions was made under the first privacy policy. */
export function preferencesVersion(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || 'privacyVersion' in data) return data;
  return { ...(data as Data), privacyVersion: FIRST_LEGAL_VERSION };
}

/** A choice made before digests and back-in-stock emails existed left them at their defaults. */
export function preferencesKinds(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || 'digest' in data) return data;
  return { ...(data as Data), digest: DEFAULT_EMAIL_PREFERENCES.digest, backInStock: DEFAULT_EMAIL_PREFERENCES.backInStock };
}

export const accountUpcasters: EventUpcasters = {
  UserRegistered: [registrationVersions],
  EmailPreferencesChanged: [preferencesVersion, preferencesKinds],
};
