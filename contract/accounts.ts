import * as z from 'zod/mini';
import { ROLE_TYPES } from '@vitrina/domain/accounts/roles';

/** GET /auth/captcha: the configured provider's challenge (infra/captcha/port.ts), solved in the browser. */
export const CaptchaChallenge = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('altcha'),
    challenge: z.object({ algorithm: z.literal('SHA-256'), challenge: z.string(), maxnumber: z.int(), salt: z.string(), signature: z.string() }),
  }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
]);

/** POST /auth/login: who signed in. */
export const LoggedIn = z.object({ user: z.string(), type: z.enum(ROLE_TYPES), preferenceGender: z.nullable(z.string()), emailVerified: z.boolean() });

/** POST /auth/register (201): the account is made, signed in on this browser, and its confirmation email is on its way. */
export const Registered = z.object(z.extend(LoggedIn, { message: z.literal('VERIFICATION_EMAIL_SENT') }).shape);

/** The email-link routes' answer: a sentence to show (asking for a link gets the same one whether or not the account exists). */
export const Message = z.object({ message: z.string() });

const Version = z.nullable(z.string());

/** GET /auth/me: the signed-in account and the versions of the legal texts it accepted; `{ user: null }` for a guest. */
export const Me = z.union([
  z.object({
    userId: z.string(),
    user: z.string(),
    email: z.string(),
    type: z.enum(ROLE_TYPES),
    preferenceGender: z.nullable(z.string()),
    emailVerified: z.boolean(),
    legal: z.object({
      terms: Version,
      privacy: Version,
      cookies: Version,
      mustAccept: z.boolean(),
      current: z.object({ terms: z.string(), privacy: z.string() }),
      cookieNotice: z.string(),
    }),
  }),
  z.object({ user: z.null() }),
]);

export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;
export type LoggedIn = z.infer<typeof LoggedIn>;
export type Registered = z.infer<typeof Registered>;
export type Message = z.infer<typeof Message>;
export type Me = z.infer<typeof Me>;
