import type { BillingCycle, SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import type { SessionUser } from '../../../../lib/session/sessionUser';
import { logout } from '../../api/logout';

/** Starts a checkout for the signed-in brand; the app hands over the subscriptions feature's call. */
export type StartCheckout = (plan: { tier: SubscriptionTier; billingCycle: BillingCycle }) => Promise<{ url: string }>;

/** Where a new brand pays, and the session it pays in. */
export interface PaymentStart {
  url: string;
  session: SessionUser;
}

/**
 * A brand just registered (and so signed in) starts the checkout of the plan it chose. Any failure is the caller's
 * to handle: the brand can pay from its dashboard. A checkout that fails also ends that session, so the page and
 * the server agree it is signed out.
 */
export async function payAfterRegistering(
  session: SessionUser,
  plan: { tier: SubscriptionTier; billingCycle: BillingCycle },
  startCheckout: StartCheckout,
): Promise<PaymentStart> {
  try {
    const { url } = await startCheckout(plan);
    return { url, session };
  } catch (error) {
    await logout().catch(() => undefined);
    throw error;
  }
}
