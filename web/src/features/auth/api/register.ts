import { useMutation } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import type { BillingCycle, SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { api } from '../../../lib/api';
import { obtainCaptchaToken } from '../captcha/captchaToken';

interface AccountFields {
  username: string;
  email: string;
  password: string;
  language: Language;
  acceptedTerms: true;
}

export interface UserRegistration extends AccountFields {
  type: 'USER';
  acceptedPrivacy: true;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
}

export interface BrandRegistration extends AccountFields {
  type: 'BRAND';
  brand: { name: string; brand: string; description?: string; location?: string };
  subscription: { tier: SubscriptionTier; billingCycle: BillingCycle };
}

/** The body of POST /auth/register without the captcha token; the server refuses any other field. */
export type Registration = UserRegistration | BrandRegistration;

/** Passes the captcha, then registers; the account stays signed out until its email is verified. */
export async function register(registration: Registration, signal?: AbortSignal): Promise<void> {
  const token = await obtainCaptchaToken(signal);
  await api.post('auth/register', { token, ...registration }, signal ? { signal } : {});
}

export function useRegister() {
  return useMutation({ mutationFn: (registration: Registration) => register(registration) });
}
