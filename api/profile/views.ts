import { emailPreferencesOf } from '@vitrina/domain/accounts/profile';
import type { UserDoc } from '@vitrina/projector/users';

export { Profile } from '@vitrina/contract/profile';

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
    emailPreferences: {
      promotions: preferences.promotions,
      news: preferences.news,
      specialOffers: preferences.specialOffers,
      digest: preferences.digest,
      backInStock: preferences.backInStock,
    },
  };
}
export type ProfileView = ReturnType<typeof profileView>;
