import type { Language } from '@vitrina/domain/core/languages';
import type { BillingCycle, SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { emailError, newPasswordError, usernameError } from '../../../../lib/validation';
import type { FieldErrors } from '../../../../lib/validation';
import type { Registration } from '../../api/register';

export type RegisterKind = 'USER' | 'BRAND';

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** '' until chosen; day and month count from 1. */
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  legalName: string;
  brandName: string;
  description: string;
  location: string;
  tier: SubscriptionTier | null;
  billingCycle: BillingCycle;
  acceptedTerms: boolean;
  acceptedPrivacy: boolean;
}

export type RegisterField = keyof RegisterValues | 'dateOfBirth';
export type RegisterErrors = FieldErrors<RegisterField>;

export const EMPTY_REGISTRATION: RegisterValues = {
  username: '',
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
  legalName: '',
  brandName: '',
  description: '',
  location: '',
  tier: null,
  billingCycle: 'MONTHLY',
  acceptedTerms: false,
  acceptedPrivacy: false,
};

export type RegisterStep = 'account' | 'brand' | 'subscription' | 'terms' | 'privacy';

/** The spec's wizard: a person in 3 steps, a brand in 4. */
export const STEPS: Record<RegisterKind, readonly RegisterStep[]> = {
  USER: ['account', 'terms', 'privacy'],
  BRAND: ['account', 'brand', 'subscription', 'terms'],
};

export const BIRTH_YEAR_CHOICES = 100;

/** The last 100 years, newest first. */
export function birthYearChoices(now: Date): number[] {
  const current = now.getFullYear();
  return Array.from({ length: BIRTH_YEAR_CHOICES }, (_, index) => current - index);
}

/** YYYY-MM-DD, zero-padded, as the api expects. */
export function formatDateOfBirth(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function dateOfBirthError(values: RegisterValues, now: Date): RegisterErrors['dateOfBirth'] {
  if (!values.birthDay || !values.birthMonth || !values.birthYear) return 'validation.dateOfBirthRequired';
  const [year, month, day] = [values.birthYear, values.birthMonth, values.birthDay].map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  const exists = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists && date <= now ? undefined : 'validation.dateOfBirthInvalid';
}

function required(value: string, message: NonNullable<RegisterErrors[RegisterField]>) {
  return value.trim() ? undefined : message;
}

/** The problems that keep one step from advancing (empty when it may). */
export function validateStep(step: RegisterStep, kind: RegisterKind, values: RegisterValues, now: Date): RegisterErrors {
  switch (step) {
    case 'account': {
      const account: RegisterErrors = {
        username: usernameError(values.username),
        email: emailError(values.email),
        password: newPasswordError(values.password),
      };
      if (kind === 'BRAND') return account;
      return {
        ...account,
        firstName: required(values.firstName, 'validation.firstNameRequired'),
        lastName: required(values.lastName, 'validation.lastNameRequired'),
        dateOfBirth: dateOfBirthError(values, now),
      };
    }
    case 'brand':
      return {
        legalName: required(values.legalName, 'validation.legalNameRequired'),
        brandName: required(values.brandName, 'validation.brandNameRequired'),
      };
    case 'subscription':
      return { tier: values.tier ? undefined : 'register.subscription.required' };
    case 'terms':
      return { acceptedTerms: values.acceptedTerms ? undefined : 'register.terms.required' };
    case 'privacy':
      return { acceptedPrivacy: values.acceptedPrivacy ? undefined : 'register.privacy.required' };
    default: {
      const never: never = step;
      throw new Error(`Unknown step ${String(never)}`);
    }
  }
}

function optional(value: string): string | undefined {
  return value.trim() || undefined;
}

/** The register call's body for a wizard that passed every step; only the fields of its kind are sent. */
export function toRegistration(kind: RegisterKind, values: RegisterValues, language: Language): Registration {
  const account = {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    language,
    acceptedTerms: true as const,
  };
  if (kind === 'USER') {
    return {
      ...account,
      type: 'USER',
      acceptedPrivacy: true,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      dateOfBirth: formatDateOfBirth(Number(values.birthYear), Number(values.birthMonth), Number(values.birthDay)),
    };
  }
  if (!values.tier) throw new Error('A brand registration needs a subscription tier');
  const description = optional(values.description);
  const location = optional(values.location);
  return {
    ...account,
    type: 'BRAND',
    brand: {
      name: values.legalName.trim(),
      brand: values.brandName.trim(),
      ...(description ? { description } : {}),
      ...(location ? { location } : {}),
    },
    subscription: { tier: values.tier, billingCycle: values.billingCycle },
  };
}
