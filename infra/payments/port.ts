/**
 * The payments port: how Vitrina asks a payment provider to bill a brand, and how it reads what the provider says
 * back. Three adapters, chosen by PAYMENTS_PROVIDER: Stripe (official SDK), Mercado Pago (official SDK,
 * pre-approvals, ARS) and `test`, a provider Vitrina runs itself so the whole lifecycle works offline.
 *
 * Money changes state only through what the provider says: a webhook (the adapter verifies its signature and turns
 * it into a PaymentEvent in Vitrina's words) or, when a delivery was lost, reconciliation (the adapter reads what the
 * provider holds, `checkoutStatus` and `subscriptionRecord`, as the same PaymentEvents). Either way the api decides on
 * it like any other command, idempotently by the provider's payment id. Calls in the other direction (checkout, plan
 * change, cancel) only ask the provider to do something; they never mark anything paid.
 */
import { z } from 'zod';
import type { Language } from '@vitrina/domain/core/languages';
import { DECLINE_CODES, type DeclineCode } from '@vitrina/domain/subscriptions/payments';
import { BILLING_CYCLES, SUBSCRIPTION_TIERS, type BillingCycle, type SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import type { TestCard } from '@vitrina/domain/subscriptions/test-cards';

export const PAYMENTS_PROVIDERS = ['test', 'stripe', 'mercadopago'] as const;
export type PaymentsProviderName = (typeof PAYMENTS_PROVIDERS)[number];

/** A plan at its price, in whole units of `currency` (cents as decimals: 29.5). */
export interface PlanPrice {
  tier: SubscriptionTier;
  billingCycle: BillingCycle;
  amount: number;
  currency: string;
}

export interface CheckoutRequest {
  /** Vitrina's reference, echoed in every webhook about this subscription: the brand id. */
  reference: string;
  plan: PlanPrice;
  customer: { email: string; name: string };
  /** Where the provider sends the person back after paying, and after leaving without paying. */
  successUrl: string;
  cancelUrl: string;
  language: Language;
}

export interface Checkout {
  /** The provider's id for this checkout (Stripe Checkout Session, Mercado Pago pre-approval, test checkout). */
  id: string;
  /** Where to send the person to pay. */
  url: string;
}

/** Why a provider's subscription changes plan: at once with proration (upgrade), or from the next period (downgrade). */
export interface PlanChange {
  plan: PlanPrice;
  when: 'now' | 'period_end';
}

/** What a verified webhook says, in Vitrina's words. Amounts in whole units of `currency`. */
export type PaymentEvent =
  | {
      type: 'payment.succeeded';
      /** The provider's event id: recorded once, so a resent webhook changes nothing. */
      eventId: string;
      reference: string;
      subscriptionId: string;
      paymentId: string;
      /** first: the checkout's payment; renewal: a new period; plan_change: the proration of an upgrade. */
      reason: 'first' | 'renewal' | 'plan_change';
      /**
       * The plan this payment paid for, where the provider tells it: a proration's webhook may be decided before the
       * upgrade it pays for is recorded, and then names its plan only through this.
       */
      plan?: { tier: SubscriptionTier; billingCycle: BillingCycle };
      amount: number;
      currency: string;
      paidAt: string;
      /** The paid period; for a proration, the current period. */
      periodStart: string;
      periodEnd: string;
    }
  | {
      type: 'payment.failed';
      eventId: string;
      reference: string;
      subscriptionId: string | null;
      /** first: the checkout's card was declined; renewal: a period's charge failed. */
      reason: 'first' | 'renewal' | 'plan_change';
      /** The provider's id for this refusal (an invoice's attempt, a payment): the same in a webhook and in reconciliation. */
      failureId: string;
      /** Why, as a code the pages translate; `message` is the provider's own words, kept for operators. */
      code: DeclineCode;
      message: string;
      failedAt: string;
    }
  | {
      /** The subscription ended at the provider (cancelled there, e.g. from Stripe's customer portal). */
      type: 'subscription.ended';
      eventId: string;
      reference: string;
      subscriptionId: string;
      endedAt: string;
    }
  | {
      /** A delivery that is genuine but says nothing Vitrina acts on (checkout expired, customer updated...). */
      type: 'ignored';
      eventId: string;
      providerType: string;
    };

const Id = z.string().min(1).max(255);
const Instant = z.iso.datetime();
const Reason = z.enum(['first', 'renewal', 'plan_change']);
/**
 * What every adapter's reading must look like: checked once, where deliveries arrive, so a genuine delivery an adapter
 * read into something incomplete is refused as unreadable rather than failing deeper in.
 */
export const PaymentEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('payment.succeeded'),
    eventId: Id,
    reference: z.string().max(255),
    subscriptionId: Id,
    paymentId: Id,
    reason: Reason,
    plan: z.object({ tier: z.enum(SUBSCRIPTION_TIERS), billingCycle: z.enum(BILLING_CYCLES) }).optional(),
    amount: z.number().finite().nonnegative(),
    currency: z.string().length(3),
    paidAt: Instant,
    periodStart: Instant,
    periodEnd: Instant,
  }),
  z.object({
    type: z.literal('payment.failed'),
    eventId: Id,
    reference: z.string().max(255),
    subscriptionId: Id.nullable(),
    reason: Reason,
    failureId: Id,
    code: z.enum(DECLINE_CODES),
    message: z.string(),
    failedAt: Instant,
  }),
  z.object({ type: z.literal('subscription.ended'), eventId: Id, reference: z.string().max(255), subscriptionId: Id, endedAt: Instant }),
  z.object({ type: z.literal('ignored'), eventId: Id, providerType: z.string() }),
]);

/**
 * A delivery whose signature verifies but that Vitrina cannot read (not JSON, an event type it does not know, a field
 * missing): answered 400 and logged for an operator, nothing recorded. Never a 5xx, which a provider retries for days.
 */
export class WebhookUnreadableError extends Error {
  constructor(message = 'The webhook could not be read.', cause?: unknown) {
    super(message, { cause });
    this.name = 'WebhookUnreadableError';
  }
}

/** A signature that does not verify, or a delivery outside the replay window: answered 400, nothing recorded. */
export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature does not verify.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider refused or could not be reached: answered 502, nothing recorded. */
export class PaymentsProviderError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'PaymentsProviderError';
  }
}

export type WebhookHeaders = Readonly<Record<string, string | undefined>>;

/** A webhook as a provider sends it: the raw body bytes and its headers (lower-case names). */
export interface Delivery {
  body: Buffer;
  headers: Record<string, string>;
}

/** A checkout as the provider holds it now: still payable, paid (with the subscription it made), or closed (left or expired). */
export interface CheckoutStatus {
  id: string;
  status: 'open' | 'paid' | 'closed';
  subscriptionId: string | null;
}

/**
 * One subscription as the provider holds it, for reconciliation: its status and, oldest first, every payment it took
 * (ids as its webhooks give them), the refusal still outstanding when it is past due, and its end when it ended. Each
 * event's `eventId` names the fact itself (the payment, the refusal, the end), not a delivery.
 */
export interface ProviderSubscriptionRecord {
  id: string;
  reference: string;
  status: 'active' | 'cancelling' | 'past_due' | 'ended';
  /** The plan in force at the provider now, where the adapter can tell it (an upgrade Vitrina did not record shows here). */
  plan?: { tier: SubscriptionTier; billingCycle: BillingCycle };
  events: Exclude<PaymentEvent, { type: 'ignored' }>[];
}

/** A provider that cannot move a subscription between monthly and yearly billing (Mercado Pago): answered 409. */
export class IntervalChangeUnsupportedError extends Error {
  constructor(message = 'This payment provider cannot change a plan between monthly and yearly billing.') {
    super(message);
    this.name = 'IntervalChangeUnsupportedError';
  }
}

export interface PaymentsProvider {
  readonly name: PaymentsProviderName;
  /** The currency this provider bills Vitrina's plans in (Mercado Pago: ARS; Stripe and test: USD). */
  readonly currency: string;
  /** Prices found or created at start (Stripe lookup keys, Mercado Pago plans); test: nothing to do. */
  start(): Promise<void>;
  startCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Reconciliation: a checkout as the provider holds it; null when the provider does not know it. */
  checkoutStatus(checkoutId: string): Promise<CheckoutStatus | null>;
  /** Reconciliation: what the provider holds of a subscription; null when it does not know it. */
  subscriptionRecord(subscriptionId: string): Promise<ProviderSubscriptionRecord | null>;
  /** Whether a plan can move between monthly and yearly billing (at the period's end); false: changePlan refuses it. */
  readonly changesInterval: boolean;
  /**
   * Asks the provider to change the plan. A change between monthly and yearly takes effect at the period's end
   * (`when` is then 'period_end'); a provider with `changesInterval` false rejects it with IntervalChangeUnsupportedError.
   */
  changePlan(subscriptionId: string, change: PlanChange): Promise<void>;
  /** The subscription ends when its period does; undone by `resume` until then. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  resume(subscriptionId: string): Promise<void>;
  /** A page where the person changes their card; null when the provider has none. */
  portalUrl(subscriptionId: string, returnUrl: string): Promise<string | null>;
  /**
   * Verifies a delivery (raw body bytes as received, headers lower-cased) and reads it; rejects with
   * WebhookSignatureError when the signature is wrong or the delivery is older than the replay window. A provider
   * whose notifications only name a resource (Mercado Pago) reads it from its API after the signature verifies.
   */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders, now: Date): Promise<PaymentEvent>;
  /**
   * The provider's own billing clock, for a provider Vitrina runs itself (test): charges the subscriptions whose
   * period has ended by `now` and delivers the webhooks. Real providers bill on their side and leave it undefined.
   */
  advance?(now: Date): Promise<void>;
  /** The test provider only: its checkout desk (every page then says "test mode"). */
  readonly desk?: TestCheckoutDesk;
  close(): Promise<void>;
}

/** A checkout of the test provider, as its page shows it. */
export interface TestCheckout {
  id: string;
  reference: string;
  plan: PlanPrice;
  customerEmail: string;
  /** expired: left unpaid past its time (a day), as Stripe's Checkout Sessions expire. */
  status: 'open' | 'paid' | 'declined' | 'abandoned' | 'expired';
  successUrl: string;
  cancelUrl: string;
}

export { TEST_CARDS, type TestCard } from '@vitrina/domain/subscriptions/test-cards';

/** A subscription of the test provider, as its card page shows it. */
export interface TestSubscription {
  id: string;
  reference: string;
  plan: PlanPrice;
  card: TestCard;
  status: 'active' | 'cancelling' | 'ended' | 'past_due';
  periodEnd: string;
}

/** The test provider's desk: what Vitrina's own "test mode" checkout and card pages drive. */
export interface TestCheckoutDesk {
  checkout(id: string): Promise<TestCheckout | null>;
  /** Pays (or is declined) with a card; the provider's webhooks are delivered before it resolves. */
  pay(id: string, card: TestCard, now?: Date): Promise<TestCheckout>;
  abandon(id: string): Promise<TestCheckout>;
  subscriptionView(id: string): Promise<TestSubscription | null>;
  /** Changes the card, as a provider's customer portal does; a past-due renewal is charged to the new card at once. */
  updateCard(id: string, card: TestCard, now?: Date): Promise<TestSubscription>;
}
