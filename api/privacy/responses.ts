import { z } from 'zod';
import { RoleType } from '@vitrina/domain/accounts/roles';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { EmailPreferencesBody } from '../profile/schemas';

/** An event of the person's streams as the export lists it; its secrets read "[secret, not exported]". */
const LogEntry = z.object({ type: z.string(), at: z.string(), stream: z.string(), data: z.record(z.string(), z.unknown()) }).strict();

/** A consent on record: a legal text's version accepted, or a choice of emails (under the privacy policy's version). */
const Consent = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['terms', 'privacy', 'cookies']), version: z.string().nullable(), acceptedAt: z.string() }).strict(),
  z
    .object({ kind: z.literal('emailPreferences'), version: z.string(), acceptedAt: z.string(), promotions: z.boolean(), news: z.boolean(), specialOffers: z.boolean(), digest: z.string(), backInStock: z.boolean() })
    .strict(),
]);

/** A live session of the person, never its secret; `current` marks the one that asked for the export. */
const ExportedSession = z
  .object({ ip: z.string().optional(), userAgent: z.string().optional(), createdAt: z.string(), lastSeenAt: z.string(), expiresAt: z.string(), current: z.boolean() })
  .strict();

/** GET /profile/export (a JSON download): everything held about the caller, from the log (./export.ts). */
export const PersonalDataExport = z
  .object({
    exportedAt: z.string(),
    about: z.string(),
    profile: z
      .object({
        userId: z.string(),
        username: z.string(),
        email: z.string(),
        emailVerified: z.boolean(),
        type: RoleType,
        active: z.boolean(),
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
        dateOfBirth: z.string().nullable(),
        language: z.enum(LANGUAGES),
        preferenceGender: z.string().nullable(),
        registeredAt: z.string(),
        brandId: z.string().nullable(),
      })
      .strict(),
    emailPreferences: EmailPreferencesBody,
    consents: z.array(Consent),
    favourites: z.array(LogEntry),
    follows: z.array(LogEntry),
    savedSearches: z.array(LogEntry),
    recommendations: z.array(LogEntry),
    browseHistory: z.array(z.object({ clothId: z.string(), viewedAt: z.string() }).strict()),
    sessions: z.array(ExportedSession),
    log: z.array(LogEntry),
  })
  .strict();
