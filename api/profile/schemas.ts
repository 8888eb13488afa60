import { z } from 'zod';
import * as zm from 'zod/mini';
import { EmailPreferences } from '@vitrina/contract/profile';
import { NAME_MAX_LENGTH } from '@vitrina/domain/accounts/rules';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { TermId } from '@vitrina/domain/taxonomy/events';
import { ResetPasswordBody } from '../accounts/schemas';
import { plainText } from '../http/text';

/** A name may be left empty (brand accounts register without one), which the profile then shows as null. */
const Name = plainText({ min: 0, max: NAME_MAX_LENGTH }).transform((value) => value || null);

export const SettingsBody = z.object({ firstName: Name, lastName: Name, preferenceGender: TermId.nullable(), language: z.enum(LANGUAGES) }).strict();
export type SettingsBody = z.infer<typeof SettingsBody>;

/** The email preferences as the profile answers them (contract/profile.ts), and nothing else: a body is exact, where an answer web reads is lenient. */
export const EmailPreferencesBody = zm.strictObject(EmailPreferences.shape);
export type EmailPreferencesBody = EmailPreferences;

// The same parsing of a password as registration and reset; its policy (length, common ones) is checked apart.
const Password = ResetPasswordBody.shape.new_password;
export const ChangePasswordBody = z.object({ current_password: Password, new_password: Password }).strict();
