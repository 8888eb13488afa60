import type { MessageId } from '../../i18n/messages';
import type { Subscription } from './api/getSubscription';

/** What the card says about a subscription's status: a message id and the instants it names. */
export interface StandingText {
  id: MessageId;
  /** ISO instants the message formats as dates. */
  dates?: { date: string };
}

/** The status in words (seed 4: the raw values are not shown), with the date that matters for each. */
export function standingOf(view: Pick<Subscription, 'status' | 'granted' | 'expiresAt' | 'cancelAt' | 'graceEndsAt'>): StandingText {
  const { status, granted, expiresAt, cancelAt, graceEndsAt } = view;
  switch (status) {
    case null:
      return { id: 'subscription.standing.none' };
    case 'PENDING':
      return { id: 'subscription.standing.pending' };
    case 'ACTIVE':
      if (granted) return expiresAt ? { id: 'subscription.standing.grantedUntil', dates: { date: expiresAt } } : { id: 'subscription.standing.granted' };
      if (cancelAt) return { id: 'subscription.standing.cancelling', dates: { date: cancelAt } };
      return expiresAt ? { id: 'subscription.standing.renews', dates: { date: expiresAt } } : { id: 'subscription.standing.active' };
    case 'PAST_DUE':
      return graceEndsAt ? { id: 'subscription.standing.pastDue', dates: { date: graceEndsAt } } : { id: 'subscription.standing.pastDueSoon' };
    case 'LAPSED':
      return { id: 'subscription.standing.lapsed' };
    case 'CANCELLED':
      return expiresAt ? { id: 'subscription.standing.endedOn', dates: { date: expiresAt } } : { id: 'subscription.standing.ended' };
  }
}

/** Which of the card's actions fit the subscription as it stands; the server decides again on each. */
export function actionsOf(view: Subscription) {
  const { status, granted, cancelAt, checkout, billing, provider } = view;
  const unpaid = status === null || status === 'PENDING' || status === 'LAPSED' || status === 'CANCELLED';
  const paidByBrand = (status === 'ACTIVE' || status === 'PAST_DUE') && !granted;
  return {
    pay: unpaid,
    resumeCheckout: unpaid && checkout !== null,
    changePlan: status === 'ACTIVE' && !granted && !cancelAt,
    cancel: paidByBrand && !cancelAt,
    resume: status === 'ACTIVE' && !granted && cancelAt !== null,
    // Stripe's customer portal, or the test provider's card page; Mercado Pago keeps cards in the payer's account.
    updateCard: paidByBrand && billing.provider !== 'mercadopago' && provider === billing.provider,
  };
}
export type SubscriptionActions = ReturnType<typeof actionsOf>;
