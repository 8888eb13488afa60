import { useMutation } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import type { BillingCycle, SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { api } from '../../../lib/api';
import { Registered } from '@vitrina/contract/accounts';
import type { SessionUser } from '../../../lib/session/sessionUser';
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

/**
 * Passes the captcha, then registers, which signs the new account in as a login does (the server sets the cookie,
 * the answer says who); favourites wait for its email to be confirmed.
 */
export async function register(registration: Registration, signal?: AbortSignal): Promise<SessionUser> {
  const token = await obtainCaptchaToken(signal);
  const { message: _sent, ...session } = Registered.parse(await api.post('auth/register', { token, ...registration }, signal ? { signal } : {}));
  return { ...session, email: registration.email };
}

export function useRegister() {
  return useMutation({ mutationFn: (registration: Registration) => register(registration) });
}
