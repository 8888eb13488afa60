import { z } from 'zod';
import { Id, Instant, type EventsOf } from '../core/events';
import type { PersonalDeclarations } from '../core/personal';
import { DECLINE_CODES, PAYMENT_PROVIDERS } from './payments';
import { BILLING_CYCLES, PRICE_CURRENCIES, PRICE_CURRENCY, SUBSCRIPTION_TIERS } from './tiers';

const Tier = z.enum(SUBSCRIPTION_TIERS);
const Cycle = z.enum(BILLING_CYCLES);
/** In whole units of the currency, cents as decimals. */
const Amount = z.number().nonnegative().max(100_000_000);
const Currency = z.enum(PRICE_CURRENCIES);
const ProviderId = z.string().min(1).max(255);
const Provider = z.enum(PAYMENT_PROVIDERS);

const Decline = { code: z.enum(DECLINE_CODES).optional(), providerFailureId: ProviderId.optional() };
/**
 * How Vitrina learned of a provider's fact: its webhook, or reconciliation (asking the provider what it holds, after a
 * delivery was lost). Events before reconciliation existed came from webhooks.
 */
export const PAYMENT_SOURCES = ['webhook', 'reconciliation'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];
const Source = z.enum(PAYMENT_SOURCES).optional();

/** A brand's subscription stream, `subscription-<brandId>`: its plan, payments and life. */
export const subscriptionStream = (brandId: string) => `subscription-${brandId}`;

/** Chosen at brand registration: the plan the brand means to pay for. Nothing is paid yet. */
export const SubscriptionRequested = z
  .object({
    brandId: Id,
    tier: Tier,
    billingCycle: Cycle,
    amount: Amount,
    currency: z.literal(PRICE_CURRENCY),
    requestedAt: Instant,
  })
  .strict();

/** A plan, its price, and the provider that bills it: what a checkout is started for and a payment pays. */
const billedPlan = { brandId: Id, tier: Tier, billingCycle: Cycle, amount: Amount, currency: Currency, provider: Provider };

/** The brand was sent to a provider's checkout for a plan; it may pay, be declined or leave. */
export const CheckoutStarted = z
  .object({
    ...billedPlan,
    checkoutId: ProviderId,
    checkoutUrl: z.string().url().max(2000),
    startedAt: Instant,
  })
  .strict();

/** The checkout's payment was refused (a declined card): the brand can try again. */
export const CheckoutFailed = z
  .object({ brandId: Id, provider: Provider, providerEventId: ProviderId, message: z.string().max(500), failedAt: Instant, ...Decline, source: Source })
  .strict();

const payment = {
  ...billedPlan,
  providerSubscriptionId: ProviderId,
  providerPaymentId: ProviderId,
  providerEventId: ProviderId,
  paidAt: Instant,
  periodStart: Instant,
  periodEnd: Instant,
  source: Source,
};

/** The first payment of a plan: the subscription is active until `periodEnd`. */
export const SubscriptionPaid = z.object(payment).strict();
/** A new period paid (at the plan in force for it: a scheduled downgrade takes effect here). */
export const SubscriptionRenewed = z.object(payment).strict();
/** The proration of an upgrade, paid. */
export const ProrationPaid = z.object(payment).strict();

/** A renewal (or an upgrade's proration) was refused: past due until `graceEndsAt`. */
export const PaymentFailed = z
  .object({
    brandId: Id,
    provider: Provider,
    providerEventId: ProviderId,
    message: z.string().max(500),
    failedAt: Instant,
    graceEndsAt: Instant,
    ...Decline,
    source: Source,
  })
  .strict();
/** The period ended and no renewal arrived (a day's tolerance given): past due until `graceEndsAt`. */
export const RenewalOverdue = z.object({ brandId: Id, periodEnd: Instant, graceEndsAt: Instant, at: Instant }).strict();
/** The grace period ended unpaid: the brand's clothes leave public view until it pays. */
export const SubscriptionLapsed = z.object({ brandId: Id, lapsedAt: Instant }).strict();
/** A yearly plan renews in a week (sent once per period). */
export const RenewalReminderDue = z.object({ brandId: Id, periodEnd: Instant, amount: Amount, currency: Currency, at: Instant }).strict();

/** The brand confirmed cancelling: the plan ends at `cancelAt` (its period's end) unless resumed before. */
export const CancellationScheduled = z.object({ brandId: Id, by: Id, cancelAt: Instant, scheduledAt: Instant }).strict();
export const CancellationUndone = z.object({ brandId: Id, by: Id, undoneAt: Instant }).strict();
/** The plan ended: a cancellation took effect, a granted plan expired or was revoked, or the provider ended it. */
export const SubscriptionEnded = z
  .object({ brandId: Id, reason: z.enum(['cancelled', 'grant_expired', 'grant_revoked', 'provider']), endedAt: Instant, by: Id.nullable(), source: Source })
  .strict();

/**
 * An upgrade, in force at once; its proration is charged by the provider (ProrationPaid follows). `by` null: the
 * provider had made it and reconciliation recorded it (the site stopped between asking the provider and recording).
 */
export const PlanUpgraded = z
  .object({
    brandId: Id,
    by: Id.nullable(),
    source: Source,
    fromTier: Tier,
    fromBillingCycle: Cycle,
    tier: Tier,
    billingCycle: Cycle,
    amount: Amount,
    currency: Currency,
    prorationAmount: Amount,
    periodStart: Instant,
    periodEnd: Instant,
    upgradedAt: Instant,
  })
  .strict();
/** A downgrade, in force from the next period (the renewal is charged at its price). */
export const DowngradeScheduled = z
  .object({ brandId: Id, by: Id, tier: Tier, billingCycle: Cycle, amount: Amount, currency: Currency, effectiveAt: Instant, scheduledAt: Instant })
  .strict();
export const DowngradeWithdrawn = z.object({ brandId: Id, by: Id, withdrawnAt: Instant }).strict();

/** An admin gave the brand a plan with no payment (a partner); `expiresAt` null: no end. */
export const PlanGranted = z.object({ brandId: Id, tier: Tier, grantedBy: Id, expiresAt: Instant.nullable(), grantedAt: Instant }).strict();

export const subscriptionEventSchemas = {
  SubscriptionRequested,
  CheckoutStarted,
  CheckoutFailed,
  SubscriptionPaid,
  SubscriptionRenewed,
  ProrationPaid,
  PaymentFailed,
  RenewalOverdue,
  SubscriptionLapsed,
  RenewalReminderDue,
  CancellationScheduled,
  CancellationUndone,
  SubscriptionEnded,
  PlanUpgraded,
  DowngradeScheduled,
  DowngradeWithdrawn,
  PlanGranted,
} as const;

type Schemas = typeof subscriptionEventSchemas;
export type SubscriptionEventType = keyof Schemas;
export type SubscriptionEvent = EventsOf<Schemas>;
export type SubscriptionEventOf<K extends SubscriptionEventType> = Extract<SubscriptionEvent, { type: K }>;
export const SUBSCRIPTION_EVENT_TYPES = Object.keys(subscriptionEventSchemas) as SubscriptionEventType[];

// The fields of `payment`, which the three paid events share.
const PAYMENT_NOT_PERSONAL = ['brandId', 'providerSubscriptionId', 'providerPaymentId', 'providerEventId', 'paidAt', 'periodStart', 'periodEnd'] as const;

// Subscriptions and payments are the brand's (providers' ids, amounts, times).
export const subscriptionPersonalData = {
  SubscriptionRequested: { notPersonal: ['brandId', 'requestedAt'] },
  CheckoutStarted: { notPersonal: ['brandId', 'checkoutId', 'checkoutUrl', 'startedAt'] },
  CheckoutFailed: { notPersonal: ['brandId', 'providerEventId', 'message', 'failedAt', 'providerFailureId'] },
  SubscriptionPaid: { notPersonal: PAYMENT_NOT_PERSONAL },
  SubscriptionRenewed: { notPersonal: PAYMENT_NOT_PERSONAL },
  ProrationPaid: { notPersonal: PAYMENT_NOT_PERSONAL },
  PaymentFailed: { notPersonal: ['brandId', 'providerEventId', 'message', 'failedAt', 'graceEndsAt', 'providerFailureId'] },
  RenewalOverdue: { notPersonal: ['brandId', 'periodEnd', 'graceEndsAt', 'at'] },
  SubscriptionLapsed: { notPersonal: ['brandId', 'lapsedAt'] },
  RenewalReminderDue: { notPersonal: ['brandId', 'periodEnd', 'at'] },
  CancellationScheduled: { notPersonal: ['brandId', 'by', 'cancelAt', 'scheduledAt'] },
  CancellationUndone: { notPersonal: ['brandId', 'by', 'undoneAt'] },
  SubscriptionEnded: { notPersonal: ['brandId', 'endedAt', 'by'] },
  PlanUpgraded: { notPersonal: ['brandId', 'by', 'periodStart', 'periodEnd', 'upgradedAt'] },
  DowngradeScheduled: { notPersonal: ['brandId', 'by', 'effectiveAt', 'scheduledAt'] },
  DowngradeWithdrawn: { notPersonal: ['brandId', 'by', 'withdrawnAt'] },
  PlanGranted: { notPersonal: ['brandId', 'grantedBy', 'expiresAt', 'grantedAt'] },
} as const satisfies PersonalDeclarations<typeof subscriptionEventSchemas>;
