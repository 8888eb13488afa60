import { z } from 'zod';
import {
  BRAND_NAME_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LEGAL_NAME_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_PATTERN,
} from '@vitrina/domain/accounts/rules';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { BILLING_CYCLES, SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';
import { hasControlCharacters, isWellFormed, plainText } from '../http/text';

/** Input schemas of the accounts endpoints: strict, so unknown fields (type, brandId, prestige…) are refused. */
const text = (max: number) => plainText({ max });
export const Email = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ message: 'Please enter a valid email address' }));
const Password = z
  .string()
  .min(1, 'Password is required')
  .max(1_000)
  .refine((value) => isWellFormed(value) && !hasControlCharacters(value), 'Passwords cannot hold control characters or broken Unicode');
export const Username = z
  .string()
  .trim()
  .min(1, 'Username is required')
  .max(USERNAME_MAX_LENGTH)
  .regex(USERNAME_PATTERN, 'Usernames have 3 to 30 letters, digits, dots, dashes or underscores');
const DateOfBirth = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Not a real date')
  .refine((value) => {
    // The form offers the last 100 years; a day of slack for time zones ahead of UTC.
    const now = new Date();
    return value >= `${now.getUTCFullYear() - 100}-01-01` && Date.parse(`${value}T00:00:00Z`) <= now.getTime() + 86_400_000;
  }, 'Must be a date within the last 100 years');

const common = {
  token: z.string().max(10_000).optional(),
  username: Username,
  email: Email,
  password: Password,
  language: z.enum(LANGUAGES).optional(),
  acceptedTerms: z.literal(true, { message: 'You must accept the Terms and Conditions to create an account' }),
};

export const RegisterUserBody = z
  .object({
    ...common,
    type: z.literal('USER'),
    firstName: text(NAME_MAX_LENGTH),
    lastName: text(NAME_MAX_LENGTH),
    dateOfBirth: DateOfBirth,
    acceptedPrivacy: z.literal(true, { message: 'You must accept the privacy policy and cookies to create an account.' }),
  })
  .strict();

export const RegisterBrandBody = z
  .object({
    ...common,
    type: z.literal('BRAND'),
    acceptedPrivacy: z.boolean().optional(),
    brand: z
      .object({
        name: text(LEGAL_NAME_MAX_LENGTH),
        brand: text(BRAND_NAME_MAX_LENGTH),
        description: plainText({ min: 0, max: DESCRIPTION_MAX_LENGTH, multiline: true }).default(''),
        location: plainText({ min: 0, max: LOCATION_MAX_LENGTH }).default(''),
      })
      .strict(),
    subscription: z.object({ tier: z.enum(SUBSCRIPTION_TIERS), billingCycle: z.enum(BILLING_CYCLES) }).strict(),
  })
  .strict();

export const RegisterBody = z.discriminatedUnion('type', [RegisterUserBody, RegisterBrandBody]);
export type RegisterBody = z.infer<typeof RegisterBody>;

/** `captcha`: a solved challenge of GET /auth/captcha, which a login needs once the throttle asks for it. */
export const LoginBody = z.object({ email: Email, password: Password, captcha: z.string().max(10_000).optional() }).strict();
export const EmailBody = z.object({ email: Email }).strict();
const Token = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Malformed token');
export const VerifyEmailBody = z.object({ email: Email, token: Token }).strict();
export const ResetPasswordBody = z.object({ email: Email, token: Token, new_password: Password }).strict();
