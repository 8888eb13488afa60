import { SUBSCRIPTION_EVENT_TYPES, type SubscriptionEvent } from '@vitrina/domain/subscriptions/events';
import type { DeclineCode } from '@vitrina/domain/subscriptions/payments';
import { statusAfter, type SubscriptionStatus } from '@vitrina/domain/subscriptions/standing';
import type { Doc } from '@vitrina/infra/readstore/port';
import type { Projection } from './projection';

export type SubscriptionPayment = {
  paymentId: string;
  kind: 'first' | 'renewal' | 'proration';
  tier: string;
  billingCycle: string;
  amount: number;
  currency: string;
  provider: string;
  paidAt: string;
  periodEnd: string;
};

/** A brand's subscription as the dashboard and the admin lists show it (seed section 3), keyed by brand id. */
export interface SubscriptionDoc extends Doc {
  tier: string;
  billingCycle: string;
  status: SubscriptionStatus;
  amount: number;
  currency: string;
  /** stripe, mercadopago, test; `grant` for a plan an admin granted. */
  provider: string | null;
  providerPaymentId: string | null;
  providerSubscriptionId: string | null;
  createdAt: string;
  paidAt: string | null;
  /** When the plan in force ends unless renewed (the period's end), or ends for good; null: a grant with no end. */
  expiresAt: string | null;
  periodStart: string | null;
  graceEndsAt: string | null;
  cancelAt: string | null;
  scheduledChange: { tier: string; billingCycle: string; amount: number; currency: string; effectiveAt: string } | null;
  checkout: { url: string; tier: string; billingCycle: string; amount: number; currency: string; provider: string; startedAt: string } | null;
  /** The last refusal: its code (null before codes were recorded) for the pages to translate, the provider's words for operators. */
  lastFailure: { code: DeclineCode | null; message: string; at: string } | null;
  grantedBy: string | null;
  payments: SubscriptionPayment[];
  updatedAt: string;
}

/** How long before the upgrade it pays for a proration can be recorded (the provider's webhook came first). */
const PRORATION_AHEAD_MS = 10 * 60_000;

const KIND = { SubscriptionPaid: 'first', SubscriptionRenewed: 'renewal', ProrationPaid: 'proration' } as const;

/** The next state of a brand's subscription document after one event (null before the first). */
export function nextSubscriptionDoc(doc: SubscriptionDoc | null, event: SubscriptionEvent, at: string): SubscriptionDoc | null {
  const status = statusAfter(doc?.status ?? null, event.type) ?? 'PENDING';
  if (!doc) {
    if (event.type !== 'SubscriptionRequested' && event.type !== 'CheckoutStarted' && event.type !== 'PlanGranted') return null;
    const d = event.data;
    const tier = d.tier;
    const billingCycle = 'billingCycle' in d ? d.billingCycle : 'YEARLY';
    doc = {
      _id: d.brandId,
      tier,
      billingCycle,
      status,
      amount: 'amount' in d ? d.amount : 0,
      currency: 'currency' in d ? d.currency : 'USD',
      provider: null,
      providerPaymentId: null,
      providerSubscriptionId: null,
      createdAt: at,
      paidAt: null,
      expiresAt: null,
      periodStart: null,
      graceEndsAt: null,
      cancelAt: null,
      scheduledChange: null,
      checkout: null,
      lastFailure: null,
      grantedBy: null,
      payments: [],
      updatedAt: at,
    };
  }
  const next: SubscriptionDoc = { ...doc, status, updatedAt: at };
  switch (event.type) {
    case 'SubscriptionRequested':
      return { ...next, tier: event.data.tier, billingCycle: event.data.billingCycle, amount: event.data.amount, currency: event.data.currency };
    case 'CheckoutStarted': {
      const { checkoutUrl: url, tier, billingCycle, amount, currency, provider, startedAt } = event.data;
      return { ...next, checkout: { url, tier, billingCycle, amount, currency, provider, startedAt }, lastFailure: null };
    }
    case 'CheckoutFailed':
      return { ...next, lastFailure: { code: event.data.code ?? null, message: event.data.message, at: event.data.failedAt } };
    case 'SubscriptionPaid':
    case 'SubscriptionRenewed':
    case 'ProrationPaid': {
      const d = event.data;
      const payment: SubscriptionPayment = {
        paymentId: d.providerPaymentId,
        kind: KIND[event.type],
        tier: d.tier,
        billingCycle: d.billingCycle,
        amount: d.amount,
        currency: d.currency,
        provider: d.provider,
        paidAt: d.paidAt,
        periodEnd: d.periodEnd,
      };
      const paid = { ...next, providerPaymentId: d.providerPaymentId, paidAt: d.paidAt, payments: [payment, ...doc.payments] };
      if (event.type === 'ProrationPaid') return paid;
      return {
        ...paid,
        tier: d.tier,
        billingCycle: d.billingCycle,
        amount: d.amount,
        currency: d.currency,
        provider: d.provider,
        providerSubscriptionId: d.providerSubscriptionId,
        periodStart: d.periodStart,
        expiresAt: d.periodEnd,
        graceEndsAt: null,
        cancelAt: event.type === 'SubscriptionPaid' ? null : doc.cancelAt,
        scheduledChange: null,
        checkout: null,
        lastFailure: null,
        grantedBy: null,
      };
    }
    case 'PaymentFailed':
      return {
        ...next,
        graceEndsAt: event.data.graceEndsAt,
        lastFailure: { code: event.data.code ?? null, message: event.data.message, at: event.data.failedAt },
      };
    case 'RenewalOverdue':
      return { ...next, graceEndsAt: event.data.graceEndsAt };
    case 'SubscriptionLapsed':
      return { ...next, graceEndsAt: null, cancelAt: null, scheduledChange: null, expiresAt: event.data.lapsedAt };
    case 'RenewalReminderDue':
      return next;
    case 'CancellationScheduled':
      return { ...next, cancelAt: event.data.cancelAt, scheduledChange: null };
    case 'CancellationUndone':
      return { ...next, cancelAt: null };
    case 'SubscriptionEnded':
      return { ...next, cancelAt: null, scheduledChange: null, graceEndsAt: null, expiresAt: event.data.endedAt };
    case 'PlanUpgraded': {
      const d = event.data;
      // A provider may tell the upgrade's proration before Vitrina records the upgrade: the row names the plan it paid for.
      const payments = doc.payments.map((payment, index) =>
        index === 0 &&
        payment.kind === 'proration' &&
        payment.tier === d.fromTier &&
        payment.billingCycle === d.fromBillingCycle &&
        Date.parse(payment.paidAt) >= Date.parse(d.upgradedAt) - PRORATION_AHEAD_MS
          ? { ...payment, tier: d.tier, billingCycle: d.billingCycle }
          : payment,
      );
      return {
        ...next,
        payments,
        tier: d.tier,
        billingCycle: d.billingCycle,
        amount: d.amount,
        currency: d.currency,
        periodStart: d.periodStart,
        expiresAt: d.periodEnd,
        scheduledChange: null,
      };
    }
    case 'DowngradeScheduled': {
      const { tier, billingCycle, amount, currency, effectiveAt } = event.data;
      return { ...next, scheduledChange: { tier, billingCycle, amount, currency, effectiveAt } };
    }
    case 'DowngradeWithdrawn':
      return { ...next, scheduledChange: null };
    case 'PlanGranted': {
      const d = event.data;
      return {
        ...next,
        tier: d.tier,
        amount: 0,
        provider: 'grant',
        providerSubscriptionId: null,
        periodStart: d.grantedAt,
        expiresAt: d.expiresAt,
        graceEndsAt: null,
        cancelAt: null,
        scheduledChange: null,
        checkout: null,
        lastFailure: null,
        grantedBy: d.grantedBy,
      };
    }
    default: {
      const unknown: never = event;
      throw new Error(`Unknown subscription event ${JSON.stringify(unknown)}`);
    }
  }
}

/** Brands' subscriptions: plan, status, dates, the checkout to resume, and the payment history. */
export const subscriptionsProjection: Projection = {
  name: 'subscriptions',
  version: 2,
  collections: ['subscriptions'],
  eventTypes: SUBSCRIPTION_EVENT_TYPES,
  indexes: { subscriptions: [{ fields: { status: 1 } }, { fields: { expiresAt: 1 } }, { fields: { graceEndsAt: 1 } }] },
  async apply(events, session) {
    const subscriptions = session.collection<SubscriptionDoc>('subscriptions');
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as SubscriptionEvent;
      const current = await subscriptions.findOne({ _id: event.data.brandId });
      const next = nextSubscriptionDoc(current, event, recorded.metadata.at);
      if (next) await subscriptions.replaceOne({ _id: next._id }, next, { upsert: true });
    }
  },
};
