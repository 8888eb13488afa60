import { z } from 'zod';
import { ROLE_TYPES } from '@vitrina/domain/accounts/roles';

/** GET /auth/captcha: the configured provider's challenge (infra/captcha/port.ts), solved in the browser. */
export const CaptchaChallenge = z.discriminatedUnion('provider', [
  z
    .object({
      provider: z.literal('altcha'),
      challenge: z.object({ algorithm: z.literal('SHA-256'), challenge: z.string(), maxnumber: z.number().int(), salt: z.string(), signature: z.string() }).strict(),
    })
    .strict(),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }).strict(),
]);

/** POST /auth/login: who signed in. */
export const LoggedIn = z.object({ user: z.string(), type: z.enum(ROLE_TYPES), preferenceGender: z.string().nullable(), emailVerified: z.boolean() }).strict();

/** POST /auth/register (201): the account is made, signed in on this browser, and its confirmation email is on its way. */
export const Registered = LoggedIn.extend({ message: z.literal('VERIFICATION_EMAIL_SENT') }).strict();

/** The email-link routes' answer: a sentence to show (asking for a link gets the same one whether or not the account exists). */
export const Message = z.object({ message: z.string() }).strict();

const Version = z.string().nullable();

/** GET /auth/me: the signed-in account and the versions of the legal texts it accepted; `{ user: null }` for a guest. */
export const Me = z
  .object({
    userId: z.string(),
    user: z.string(),
    email: z.string(),
    type: z.enum(ROLE_TYPES),
    preferenceGender: z.string().nullable(),
    emailVerified: z.boolean(),
    legal: z
      .object({
        terms: Version,
        privacy: Version,
        cookies: Version,
        mustAccept: z.boolean(),
        current: z.object({ terms: z.string(), privacy: z.string() }).strict(),
        cookieNotice: z.string(),
      })
      .strict(),
  })
  .strict()
  .or(z.object({ user: z.null() }).strict());
