import * as z from 'zod/mini';
import { DIGEST_FREQUENCIES } from '@vitrina/domain/accounts/profile';
import { ROLE_TYPES } from '@vitrina/domain/accounts/roles';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { UNSUBSCRIBE_KINDS } from '@vitrina/domain/accounts/profile';

/*
 * What the profile's routes answer (api/profile: the profile, its sessions, an unsubscribe link), and the email preferences PUT /profile/email-preferences
 * takes as they are answered. Exact on the api's side, so the tests, which hold every answer to its schema (api/http/response-check.ts),
 * fail when an answer grows a field.
 */

/** `specialOffers`: price drops on favourites; `digest`: what is new from follows and saved searches, daily, weekly or never. */
export const EmailPreferences = z.object({
  promotions: z.boolean(),
  news: z.boolean(),
  specialOffers: z.boolean(),
  digest: z.enum(DIGEST_FREQUENCIES),
  backInStock: z.boolean(),
});
export type EmailPreferences = z.infer<typeof EmailPreferences>;

/** GET /profile, and the answer of each change to it: the account and what its owner may change on /profile. */
export const Profile = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  type: z.enum(ROLE_TYPES),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  preferenceGender: z.nullable(z.string()).check(z.describe('A gender id of the taxonomy, or null for no preference.')),
  language: z.enum(LANGUAGES),
  emailPreferences: EmailPreferences,
});
export type Profile = z.infer<typeof Profile>;

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop', 'tv', 'bot', 'unknown'] as const;
/** The address's class, for a place without a location database: this machine, a local network, a shared one, the internet. */
export const ADDRESS_CLASSES = ['this-device', 'local-network', 'shared-network', 'internet', 'unknown'] as const;

/** A browser where the person is signed in, never its secret; `current` marks the one asking. */
export const SessionView = z.object({
  handle: z.string(),
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  deviceType: z.enum(DEVICE_TYPES),
  place: z.object({ kind: z.enum(ADDRESS_CLASSES), network: z.nullable(z.string()) }),
  signedInAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof SessionView>;

/** GET /profile/sessions: every browser where the person is signed in, newest first. */
export const SessionList = z.object({ sessions: z.array(SessionView) });
/** DELETE /profile/sessions: how many other browsers were signed out. */
export const SessionsEnded = z.object({ ended: z.int() });
export type SessionList = z.infer<typeof SessionList>;

/** GET and POST /unsubscribe: the kind of email a signed link names, and whether the person still gets it. */
export const Unsubscription = z.object({
  kind: z.enum(UNSUBSCRIBE_KINDS),
  subscribed: z.boolean().check(z.describe('Whether the person still gets this kind of email.')),
  language: z.string().check(z.describe("The person's language, for the page that says it is done.")),
});
export type Unsubscription = z.infer<typeof Unsubscription>;
