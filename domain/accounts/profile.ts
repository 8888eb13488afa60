import type { Language } from '../core/languages';

/** What a person sets on /profile: their names, the gender suggestions are pre-filtered by, and their language. */
export interface ProfileSettings {
  firstName: string | null;
  lastName: string | null;
  /** A gender id of the taxonomy, or null for no preference. */
  preferenceGender: string | null;
  language: Language;
}

/** How often a person hears of what is new for them (followed brands and influencers, saved searches). */
export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/**
 * Which optional emails a person accepts. Account emails (verification, reset) are sent regardless. A type, not
 * an interface, so read-model documents (JSON values) can hold it. `specialOffers` is price drops on favourites.
 */
export type EmailPreferences = {
  promotions: boolean;
  news: boolean;
  specialOffers: boolean;
  digest: DigestFrequency;
  backInStock: boolean;
};

/**
 * Accounts that never chose: what people asked to hear of (price drops and returns of their own favourites, a
 * weekly digest of what they follow and search for, sent only when something is new) is on; promotions and news are
 * off until asked for. Every such email links to /profile and carries a one-click unsubscribe.
 */
export const DEFAULT_EMAIL_PREFERENCES: Readonly<EmailPreferences> = Object.freeze({
  promotions: false,
  news: false,
  specialOffers: true,
  digest: 'weekly',
  backInStock: true,
});

/** Preferences as stored before digests and back-in-stock emails existed read as their defaults. */
export function emailPreferencesOf(stored: Partial<EmailPreferences> | undefined): EmailPreferences {
  return { ...DEFAULT_EMAIL_PREFERENCES, ...stored };
}

export function sameEmailPreferences(a: EmailPreferences, b: EmailPreferences): boolean {
  return a.promotions === b.promotions && a.news === b.news && a.specialOffers === b.specialOffers && a.digest === b.digest && a.backInStock === b.backInStock;
}

/** The emails a signed link can turn off without a login (RFC 8058), and the preference each one is. */
export const UNSUBSCRIBE_KINDS = ['digest', 'backInStock', 'priceDrops'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

export function withoutKind(preferences: EmailPreferences, kind: UnsubscribeKind): EmailPreferences {
  if (kind === 'digest') return { ...preferences, digest: 'off' };
  if (kind === 'backInStock') return { ...preferences, backInStock: false };
  return { ...preferences, specialOffers: false };
}

export function sameSettings(a: ProfileSettings, b: ProfileSettings): boolean {
  return a.firstName === b.firstName && a.lastName === b.lastName && a.preferenceGender === b.preferenceGender && a.language === b.language;
}
