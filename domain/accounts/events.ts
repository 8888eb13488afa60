import { DIGEST_FREQUENCIES } from './profile';
import { z } from 'zod';
import { Id, Instant, type EventsOf } from '../core/events';
import { ERASED_TEXT, ERASED_PASSWORD_HASH, type PersonalDeclarations } from '../core/personal';
import { LANGUAGES } from '../core/languages';
import { TermId } from '../taxonomy/events';
import { RoleType } from './roles';
import { NAME_MAX_LENGTH } from './rules';

const LegalVersion = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** sha256 of a token, hex: the only form in which a token ever reaches the log. */
const TokenHash = z.string().regex(/^[0-9a-f]{64}$/);
/** An argon2id PHC string. */
const PasswordHash = z.string().startsWith('$argon2id$').max(200);

export const UserRegistered = z
  .object({
    userId: Id,
    username: z.string(),
    email: z.string(),
    passwordHash: PasswordHash,
    type: RoleType,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    language: z.enum(LANGUAGES),
    acceptedTermsAt: Instant,
    acceptedPrivacyAt: Instant.nullable(),
    /** The versions of the texts accepted (domain/accounts/legal.ts); older events read as the first texts'. */
    termsVersion: LegalVersion,
    privacyVersion: LegalVersion.nullable(),
    registeredAt: Instant,
  })
  .strict();

/**
 * The emailed link's token is HMAC(server secret, nonce): the worker rebuilds it from this event to send the
 * email, while the log holds only the nonce and the token's hash.
 */
const Nonce = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);
export const EmailVerificationRequested = z.object({ userId: Id, nonce: Nonce, tokenHash: TokenHash, expiresAt: Instant }).strict();
export const EmailVerified = z.object({ userId: Id, verifiedAt: Instant }).strict();
export const PasswordResetRequested = z.object({ userId: Id, nonce: Nonce, tokenHash: TokenHash, expiresAt: Instant }).strict();
export const PasswordReset = z.object({ userId: Id, passwordHash: PasswordHash, resetAt: Instant }).strict();
export const PasswordChanged = z.object({ userId: Id, passwordHash: PasswordHash, changedAt: Instant }).strict();
export const UserTypeChanged = z.object({ userId: Id, from: RoleType, to: RoleType, changedBy: Id, changedAt: Instant }).strict();
export const UserDeactivated = z.object({ userId: Id, by: Id, at: Instant }).strict();
export const UserReactivated = z.object({ userId: Id, by: Id, at: Instant }).strict();
/** The settings of /profile, always all of them: a reader of the log never has to merge partial changes. */
export const ProfileUpdated = z
  .object({
    userId: Id,
    firstName: z.string().min(1).max(NAME_MAX_LENGTH).nullable(),
    lastName: z.string().min(1).max(NAME_MAX_LENGTH).nullable(),
    preferenceGender: TermId.nullable(),
    language: z.enum(LANGUAGES),
    at: Instant,
  })
  .strict();
/** With the version of the privacy policy in force when the person chose (older events: the first texts'). */
export const EmailPreferencesChanged = z
  .object({
    userId: Id,
    promotions: z.boolean(),
    news: z.boolean(),
    specialOffers: z.boolean(),
    /** Older events: 'weekly' and true, the defaults (./upcasters.ts). */
    digest: z.enum(DIGEST_FREQUENCIES),
    backInStock: z.boolean(),
    privacyVersion: LegalVersion,
    at: Instant,
  })
  .strict();
/** A signed-in person accepted new versions of the terms and the privacy policy. */
export const LegalTermsAccepted = z.object({ userId: Id, termsVersion: LegalVersion, privacyVersion: LegalVersion, at: Instant }).strict();
/**
 * Someone failed to log in to the account this many times within the login throttle's window (from anywhere): the
 * owner is told by email, with a way to reset the password. At most once a day an account; names no address.
 */
export const LoginFailuresNoticed = z.object({ userId: Id, failures: z.number().int().min(1).max(100_000), at: Instant }).strict();
/** A signed-in person accepted the cookie notice (a guest's answer stays in their browser, naming no one). */
export const CookieConsentGiven = z.object({ userId: Id, version: LegalVersion, at: Instant }).strict();

/**
 * The person asked to be forgotten (or an admin did it on their request): their data key is destroyed, so every
 * personal field of their events reads as erased from now on. `reservations` names their username's and email's
 * reservation streams (keyed hashes, naming no one), released after the hold (ERASED_HOLD_DAYS).
 */
export const AccountErased = z
  .object({ userId: Id, by: Id, reservations: z.array(z.string().regex(/^(username|email)-[0-9a-f]{40}$/)).max(2), erasedAt: Instant })
  .strict();

/** Reservation streams make username and email uniqueness atomic: the first append to a fresh stream wins. */
export const UsernameReserved = z.object({ userId: Id, username: z.string() }).strict();
export const UsernameReleased = z.object({ userId: Id }).strict();
export const EmailReserved = z.object({ userId: Id, email: z.string() }).strict();
export const EmailReleased = z.object({ userId: Id }).strict();

export const accountEventSchemas = {
  UserRegistered,
  EmailVerificationRequested,
  EmailVerified,
  PasswordResetRequested,
  PasswordReset,
  PasswordChanged,
  UserTypeChanged,
  UserDeactivated,
  UserReactivated,
  ProfileUpdated,
  EmailPreferencesChanged,
  LegalTermsAccepted,
  CookieConsentGiven,
  LoginFailuresNoticed,
  AccountErased,
  UsernameReserved,
  UsernameReleased,
  EmailReserved,
  EmailReleased,
} as const;

type Schemas = typeof accountEventSchemas;
export type AccountEvent = EventsOf<Schemas>;
export type UserEvent = Extract<
  AccountEvent,
  {
    type:
      | 'UserRegistered'
      | 'EmailVerificationRequested'
      | 'EmailVerified'
      | 'PasswordResetRequested'
      | 'PasswordReset'
      | 'PasswordChanged'
      | 'UserTypeChanged'
      | 'UserDeactivated'
      | 'UserReactivated'
      | 'ProfileUpdated'
      | 'EmailPreferencesChanged'
      | 'LegalTermsAccepted'
      | 'CookieConsentGiven'
      | 'LoginFailuresNoticed'
      | 'AccountErased';
  }
>;
export type ReservationEvent = Extract<AccountEvent, { type: 'UsernameReserved' | 'UsernameReleased' | 'EmailReserved' | 'EmailReleased' }>;

// Names, email, date of birth, username and password hash are the person's; ids, tokens' hashes and times are not.
export const accountPersonalData = {
  UserRegistered: {
    subject: 'userId',
    personal: { username: ERASED_TEXT, email: ERASED_TEXT, passwordHash: ERASED_PASSWORD_HASH, firstName: null, lastName: null, dateOfBirth: null },
    notPersonal: ['userId', 'acceptedTermsAt', 'acceptedPrivacyAt', 'termsVersion', 'privacyVersion', 'registeredAt'],
  },
  EmailVerificationRequested: { notPersonal: ['userId', 'nonce', 'tokenHash', 'expiresAt'] },
  EmailVerified: { notPersonal: ['userId', 'verifiedAt'] },
  PasswordResetRequested: { notPersonal: ['userId', 'nonce', 'tokenHash', 'expiresAt'] },
  PasswordReset: { subject: 'userId', personal: { passwordHash: ERASED_PASSWORD_HASH }, notPersonal: ['userId', 'resetAt'] },
  PasswordChanged: { subject: 'userId', personal: { passwordHash: ERASED_PASSWORD_HASH }, notPersonal: ['userId', 'changedAt'] },
  UserTypeChanged: { notPersonal: ['userId', 'changedBy', 'changedAt'] },
  UserDeactivated: { notPersonal: ['userId', 'by', 'at'] },
  UserReactivated: { notPersonal: ['userId', 'by', 'at'] },
  ProfileUpdated: { subject: 'userId', personal: { firstName: null, lastName: null }, notPersonal: ['userId', 'preferenceGender', 'at'] },
  EmailPreferencesChanged: { notPersonal: ['userId', 'privacyVersion', 'at'] },
  LegalTermsAccepted: { notPersonal: ['userId', 'termsVersion', 'privacyVersion', 'at'] },
  CookieConsentGiven: { notPersonal: ['userId', 'version', 'at'] },
  LoginFailuresNoticed: { notPersonal: ['userId', 'at'] },
  AccountErased: { notPersonal: ['userId', 'by', 'reservations[]', 'erasedAt'] },
  UsernameReserved: { subject: 'userId', personal: { username: ERASED_TEXT }, notPersonal: ['userId'] },
  UsernameReleased: { notPersonal: ['userId'] },
  EmailReserved: { subject: 'userId', personal: { email: ERASED_TEXT }, notPersonal: ['userId'] },
  EmailReleased: { notPersonal: ['userId'] },
} as const satisfies PersonalDeclarations<typeof accountEventSchemas>;
