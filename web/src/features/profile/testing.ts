import { json } from '../../test/fakeApi';
import type { RecordedRequest } from '../../test/fakeApi';
import { taxonomyData } from '../../test/answers';
import type { Profile } from './api/getProfile';

/** What the profile's web tests answer with. */
export const PROFILE: Profile = {
  id: 'u1',
  username: 'lucia',
  email: 'lucia@example.com',
  type: 'USER',
  firstName: 'Lucía',
  lastName: null,
  preferenceGender: null,
  language: 'en',
  emailPreferences: { promotions: false, news: false, specialOffers: true, digest: 'weekly', backInStock: true },
};

export const TAXONOMY = taxonomyData({
  genders: [
    { id: 'mujer', name: 'Women', names: { es: 'Mujer' } },
    { id: 'hombre', name: 'Men', names: { es: 'Hombre' } },
  ],
});

/** PUT /profile/settings as the api answers: the profile with the settings applied, empty names as none. */
export function savedSettings(request: RecordedRequest, profile: Profile = PROFILE): Response {
  const body = request.body as Record<string, string | null>;
  return json(200, { ...profile, ...body, firstName: body.firstName || null, lastName: body.lastName || null });
}

/** PUT /profile/email-preferences as the api answers. */
export function savedPreferences(request: RecordedRequest, profile: Profile = PROFILE): Response {
  return json(200, { ...profile, emailPreferences: request.body });
}
