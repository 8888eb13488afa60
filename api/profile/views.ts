import { z } from 'zod';
import { RoleType } from '@vitrina/domain/accounts/roles';
import { emailPreferencesOf } from '@vitrina/domain/accounts/profile';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import type { UserDoc } from '@vitrina/projector/users';
import { EmailPreferencesBody } from './schemas';

/** GET /profile, and the answer of each change to it: the account and what its owner may change on /profile. */
export const Profile = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    type: RoleType,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    preferenceGender: z.string().nullable().describe('A gender id of the taxonomy, or null for no preference.'),
    language: z.enum(LANGUAGES),
    emailPreferences: EmailPreferencesBody,
  })
  .strict();

/**
 * Profile from the account's row. Not typed as it: the row keeps the language as any string (projector/users.ts),
 * which Profile holds to the site's languages.
 */
export function profileView(doc: UserDoc) {
  const preferences = emailPreferencesOf(doc.emailPreferences);
  return {
    id: doc._id,
    username: doc.username,
    email: doc.email,
    type: doc.type,
    firstName: doc.firstName,
    lastName: doc.lastName,
    preferenceGender: doc.preferenceGender,
    language: doc.language,
    emailPreferences: { promotions: preferences.promotions, news: preferences.news, specialOffers: preferences.specialOffers, digest: preferences.digest, backInStock: preferences.backInStock },
  };
}
export type ProfileView = ReturnType<typeof profileView>;
