import type { Language } from '../core/languages';

/** What a person sets on /profile: their names, the gender suggestions are pre-filtered by, and their language. */
export interface ProfileSettings {
  firstName: string | null;
  lastName: string | null;
  /** A gender id of the taxonomy, or null for no preference. */
  preferenceGender: string | null;
  language: Language;
}

/**
 * Which optional emails a person accepts. Account emails (verification, reset) are sent regardless. A type, not
 * an interface, so read-model documents (JSON values) can hold it.
 */
export type EmailPreferences = {
  promotions: boolean;
  news: boolean;
  specialOffers: boolean;
};

/**
 * Accounts that never chose: price drops on one's own favourites are what people save for, so special offers are
 * on; promotions and news are off until asked for. Every such email links to /profile to turn it off.
 */
export const DEFAULT_EMAIL_PREFERENCES: Readonly<EmailPreferences> = Object.freeze({ promotions: false, news: false, specialOffers: true });

export function sameEmailPreferences(a: EmailPreferences, b: EmailPreferences): boolean {
  return a.promotions === b.promotions && a.news === b.news && a.specialOffers === b.specialOffers;
}

export function sameSettings(a: ProfileSettings, b: ProfileSettings): boolean {
  return a.firstName === b.firstName && a.lastName === b.lastName && a.preferenceGender === b.preferenceGender && a.language === b.language;
}
