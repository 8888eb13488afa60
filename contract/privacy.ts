import * as z from 'zod/mini';
import { ROLE_TYPES } from '@vitrina/domain/accounts/roles';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { EmailPreferences } from './profile';

/** An event of the person's streams as the export lists it; its secrets read "[secret, not exported]". */
const LogEntry = z.object({ type: z.string(), at: z.string(), stream: z.string(), data: z.record(z.string(), z.unknown()) });

/** A consent on record: a legal text's version accepted, or a choice of emails (under the privacy policy's version). */
const Consent = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['terms', 'privacy', 'cookies']), version: z.nullable(z.string()), acceptedAt: z.string() }),
  z.object({
    kind: z.literal('emailPreferences'),
    version: z.string(),
    acceptedAt: z.string(),
    promotions: z.boolean(),
    news: z.boolean(),
    specialOffers: z.boolean(),
    digest: z.string(),
    backInStock: z.boolean(),
  }),
]);

/** A live session of the person, never its secret; `current` marks the one that asked for the export. */
const ExportedSession = z.object({
  ip: z.optional(z.string()),
  userAgent: z.optional(z.string()),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});

/** GET /profile/export (a JSON download): everything held about the caller, from the log (./export.ts). */
export const PersonalDataExport = z.object({
  exportedAt: z.string(),
  about: z.string(),
  profile: z.object({
    userId: z.string(),
    username: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    type: z.enum(ROLE_TYPES),
    active: z.boolean(),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    dateOfBirth: z.nullable(z.string()),
    language: z.enum(LANGUAGES),
    preferenceGender: z.nullable(z.string()),
    registeredAt: z.string(),
    brandId: z.nullable(z.string()),
  }),
  emailPreferences: EmailPreferences,
  consents: z.array(Consent),
  favourites: z.array(LogEntry),
  follows: z.array(LogEntry),
  savedSearches: z.array(LogEntry),
  recommendations: z.array(LogEntry),
  browseHistory: z.array(z.object({ clothId: z.string(), viewedAt: z.string() })),
  sessions: z.array(ExportedSession),
  log: z.array(LogEntry),
});

export type PersonalDataExport = z.infer<typeof PersonalDataExport>;
