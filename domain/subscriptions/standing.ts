import type { SubscriptionEventType } from './events';

/**
 * A subscription's status, as brands and admins read it:
 * - PENDING: chosen, never paid (checkout not done, or declined);
 * - ACTIVE: paid for the current period, or granted by an admin (a cancellation may be scheduled);
 * - PAST_DUE: a renewal failed or did not arrive; the grace period runs;
 * - LAPSED: the grace period ended unpaid;
 * - CANCELLED: the brand cancelled and the period ended, or a granted plan ended.
 */
export const SUBSCRIPTION_STATUSES = ['PENDING', 'ACTIVE', 'PAST_DUE', 'LAPSED', 'CANCELLED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * What a status means, the one rule: a brand in good standing (active, or past due within its grace) uploads within
 * its tier's limit and its visible clothes are public. Any other brand keeps every cloth and may edit them, but they
 * leave search, home, the brand page and favourites until it pays again; nothing is deleted.
 */
export function inGoodStanding(status: SubscriptionStatus | null | undefined): boolean {
  return status === 'ACTIVE' || status === 'PAST_DUE';
}

/** The status after an event, from the status before it: shared by the decider and every projection that needs it. */
export function statusAfter(status: SubscriptionStatus | null, type: SubscriptionEventType): SubscriptionStatus | null {
  switch (type) {
    case 'SubscriptionRequested':
      return status ?? 'PENDING';
    case 'SubscriptionPaid':
    case 'SubscriptionRenewed':
    case 'PlanGranted':
      return 'ACTIVE';
    case 'PaymentFailed':
    case 'RenewalOverdue':
      return 'PAST_DUE';
    case 'SubscriptionLapsed':
      return 'LAPSED';
    case 'SubscriptionEnded':
      return 'CANCELLED';
    case 'CheckoutStarted':
    case 'CheckoutFailed':
      return status ?? 'PENDING';
    case 'ProrationPaid':
    case 'RenewalReminderDue':
    case 'CancellationScheduled':
    case 'CancellationUndone':
    case 'PlanUpgraded':
    case 'DowngradeScheduled':
    case 'DowngradeWithdrawn':
      return status;
    default: {
      const unknown: never = type;
      throw new Error(`Unknown subscription event ${String(unknown)}`);
    }
  }
}
