import type { BillingCycle, SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import type { SessionUser } from '../../../../lib/session/sessionUser';
import { login } from '../../api/login';
import { logout } from '../../api/logout';
import type { Credentials } from '../../api/login';

/** Starts a checkout for the signed-in brand; the app hands over the subscriptions feature's call. */
export type StartCheckout = (plan: { tier: SubscriptionTier; billingCycle: BillingCycle }) => Promise<{ url: string }>;

/** Where a new brand pays, and the session it pays in. */
export interface PaymentStart {
  url: string;
  session: SessionUser;
}

/**
 * A brand just registered signs in with the credentials it entered, as the login form does, and starts the
 * checkout of the plan it chose. Any failure is the caller's to handle: the brand can pay from its dashboard. A
 * checkout that fails after the login also ends that session, so the page and the server agree it is signed out.
 */
export async function payAfterRegistering(
  credentials: Credentials,
  plan: { tier: SubscriptionTier; billingCycle: BillingCycle },
  startCheckout: StartCheckout,
): Promise<PaymentStart> {
  const session = await login(credentials);
  try {
    const { url } = await startCheckout(plan);
    return { url, session };
  } catch (error) {
    await logout().catch(() => undefined);
    throw error;
  }
}
