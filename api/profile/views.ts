import { DEFAULT_EMAIL_PREFERENCES } from '@vitrina/domain/accounts/profile';
import type { UserDoc } from '@vitrina/projector/users';

/** GET /profile's answer: the account and what its owner may change on /profile. */
export function profileView(doc: UserDoc) {
  const preferences = doc.emailPreferences ?? DEFAULT_EMAIL_PREFERENCES;
  return {
    id: doc._id,
    username: doc.username,
    email: doc.email,
    type: doc.type,
    firstName: doc.firstName,
    lastName: doc.lastName,
    preferenceGender: doc.preferenceGender,
    language: doc.language,
    emailPreferences: { promotions: preferences.promotions, news: preferences.news, specialOffers: preferences.specialOffers },
  };
}
export type ProfileView = ReturnType<typeof profileView>;
