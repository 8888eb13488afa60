import * as z from 'zod/mini';
import { DIGEST_FREQUENCIES } from '@vitrina/domain/accounts/profile';
import { RoleType } from '@vitrina/domain/accounts/roles';
import { LANGUAGES } from '@vitrina/domain/core/languages';

/*
 * What the profile's routes answer (api/profile), and the email preferences PUT /profile/email-preferences
 * takes as they are answered. Strict, so the tests, which hold every answer to its schema (api/http/response-check.ts),
 * fail when an answer grows a field.
 */

/** `specialOffers`: price drops on favourites; `digest`: what is new from follows and saved searches, daily, weekly or never. */
export const EmailPreferences = z.strictObject({ promotions: z.boolean(), news: z.boolean(), specialOffers: z.boolean(), digest: z.enum(DIGEST_FREQUENCIES), backInStock: z.boolean() });
export type EmailPreferences = z.infer<typeof EmailPreferences>;

/** GET /profile, and the answer of each change to it: the account and what its owner may change on /profile. */
export const Profile = z.strictObject({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  type: RoleType,
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  preferenceGender: z.nullable(z.string()).check(z.describe('A gender id of the taxonomy, or null for no preference.')),
  language: z.enum(LANGUAGES),
  emailPreferences: EmailPreferences,
});
export type Profile = z.infer<typeof Profile>;
