import type { KnownErrors } from '../../lib/errorText';

/** Error codes of the subscription api, each with the reader's text; anything else shows the server's message. */
export const SUBSCRIPTION_ERRORS: KnownErrors = {
  ALREADY_SUBSCRIBED: 'subscription.error.alreadySubscribed',
  SUBSCRIPTION_NOT_ACTIVE: 'subscription.error.notActive',
  GRANTED_PLAN: 'subscription.error.granted',
  NOT_GRANTED: 'subscription.error.notGranted',
  ALREADY_CANCELLING: 'subscription.error.alreadyCancelling',
  NOTHING_TO_RESUME: 'subscription.error.nothingToResume',
  PAYMENTS_UNAVAILABLE: 'subscription.error.paymentsUnavailable',
  CHECKOUT_CLOSED: 'subscription.error.checkoutClosed',
  NO_CHECKOUT: 'subscription.error.noCheckout',
  INTERVAL_CHANGE_UNSUPPORTED: 'subscription.error.intervalChange',
  BRAND_NOT_FOUND: 'subscription.error.brandNotFound',
};
