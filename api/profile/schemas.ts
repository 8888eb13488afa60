import { z } from 'zod';
import { DIGEST_FREQUENCIES } from '@vitrina/domain/accounts/profile';
import { NAME_MAX_LENGTH } from '@vitrina/domain/accounts/rules';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { TermId } from '@vitrina/domain/taxonomy/events';
import { ResetPasswordBody } from '../accounts/schemas';
import { plainText } from '../http/text';

/** A name may be left empty (brand accounts register without one), which the profile then shows as null. */
const Name = plainText({ min: 0, max: NAME_MAX_LENGTH }).transform((value) => value || null);

export const SettingsBody = z
  .object({ firstName: Name, lastName: Name, preferenceGender: TermId.nullable(), language: z.enum(LANGUAGES) })
  .strict();
export type SettingsBody = z.infer<typeof SettingsBody>;

/** `specialOffers`: price drops on favourites; `digest`: what is new from follows and saved searches, daily, weekly or never. */
export const EmailPreferencesBody = z.object({ promotions: z.boolean(), news: z.boolean(), specialOffers: z.boolean(), digest: z.enum(DIGEST_FREQUENCIES), backInStock: z.boolean() }).strict();
export type EmailPreferencesBody = z.infer<typeof EmailPreferencesBody>;

// The same parsing of a password as registration and reset; its policy (length, common ones) is checked apart.
const Password = ResetPasswordBody.shape.new_password;
export const ChangePasswordBody = z.object({ current_password: Password, new_password: Password }).strict();
