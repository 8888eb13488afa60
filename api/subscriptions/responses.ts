import { z } from 'zod';
import { DECLINE_CODES, PAYMENT_PROVIDERS } from '@vitrina/domain/subscriptions/events';
import { SUBSCRIPTION_STATUSES } from '@vitrina/domain/subscriptions/standing';
import { BILLING_CYCLES, PRICE_CURRENCIES, SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';
import { PAYMENTS_PROVIDERS, TEST_CARDS } from '@vitrina/infra/payments/port';

/*
 * What the subscription and payments routes answer, for the OpenAPI document: the shapes of ./views.ts and of the
 * test provider's desk. Strict, so the tests, which hold every answer to its schema (api/http/response-check.ts),
 * fail when an answer grows a field.
 */

/** An instant as JSON writes it (ISO 8601, UTC). */
const Instant = z.iso.datetime();
const Tier = z.enum(SUBSCRIPTION_TIERS);
const Cycle = z.enum(BILLING_CYCLES);
const Currency = z.enum(PRICE_CURRENCIES);
/** Whole units of the currency, cents as decimals. */
const Amount = z.number();

/** One payment of the dashboard's history, newest first. */
const Payment = z
  .object({
    paymentId: z.string(),
    kind: z.enum(['first', 'renewal', 'proration']),
    tier: Tier,
    billingCycle: Cycle,
    amount: Amount,
    currency: Currency,
    provider: z.enum(PAYMENT_PROVIDERS),
    paidAt: Instant,
    periodEnd: Instant,
  })
  .strict();

/** The payment provider this site bills with, and whether it is the test one. */
const Billing = z.object({ provider: z.enum(PAYMENTS_PROVIDERS), currency: z.string(), testMode: z.boolean() }).strict();

/** A brand's subscription as its dashboard card shows it (GET /subscription, every write's answer, the admin grants). */
export const SubscriptionView = z
  .object({
    brandId: z.string(),
    brandName: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES).nullable().describe('Null: the brand has no subscription yet.'),
    tier: Tier.nullable(),
    billingCycle: Cycle.nullable(),
    amount: Amount.nullable(),
    currency: Currency.nullable(),
    provider: z.enum([...PAYMENT_PROVIDERS, 'grant']).nullable().describe('`grant`: a plan an admin granted.'),
    providerPaymentId: z.string().nullable(),
    createdAt: Instant.nullable(),
    paidAt: Instant.nullable(),
    expiresAt: Instant.nullable().describe('When the plan in force ends unless renewed; null for a grant with no end.'),
    graceEndsAt: Instant.nullable(),
    cancelAt: Instant.nullable(),
    granted: z.boolean(),
    scheduledChange: z.object({ tier: Tier, billingCycle: Cycle, amount: Amount, currency: Currency, effectiveAt: Instant }).strict().nullable(),
    checkout: z
      .object({ url: z.string(), tier: Tier, billingCycle: Cycle, amount: Amount, currency: Currency, provider: z.enum(PAYMENT_PROVIDERS), startedAt: Instant })
      .strict()
      .nullable()
      .describe('A checkout the brand left, resumable until it pays.'),
    /** code: why, for the page to say in the reader's language (null: recorded before codes); message: the provider's words. */
    lastFailure: z.object({ code: z.enum(DECLINE_CODES).nullable(), message: z.string(), at: Instant }).strict().nullable(),
    payments: z.array(Payment),
    clothes: z.number().int(),
    limit: z.number().int().nullable().describe("The tier's most clothes; null: no ceiling, or no plan."),
    billing: Billing,
  })
  .strict();

/** POST /subscription/checkout: where to send the person to pay. */
export const CheckoutStart = z.object({ url: z.string() }).strict();

/** GET /subscription/preview: what a change of plan would cost now, and when it takes effect. */
export const PlanPreview = z
  .object({
    kind: z.enum(['same', 'downgrade', 'upgrade']),
    tier: Tier,
    billingCycle: Cycle,
    amount: Amount,
    currency: Currency,
    dueNow: Amount.describe('The proration charged at once (an upgrade), else 0.'),
    effectiveAt: Instant,
  })
  .strict();

/** POST /subscription/portal: the provider's billing page, null when the subscription has none (a granted plan). */
export const BillingPortal = z.object({ url: z.string().nullable() }).strict();

/** GET /payments/provider: which provider bills, so every page can say "test mode". */
export const PaymentsProviderView = Billing.extend({ announce: z.boolean().describe('The test provider in production: pages say no real money moves.') }).strict();

/** A plan at its price, as the test provider holds it. */
const TestPlan = z.object({ tier: Tier, billingCycle: Cycle, amount: Amount, currency: z.string() }).strict();

/** GET /payments/test/checkouts/:id: the test provider's checkout, as its page shows it. */
export const TestCheckoutView = z
  .object({
    id: z.string(),
    reference: z.string().describe('The brand id.'),
    plan: TestPlan,
    customerEmail: z.string(),
    status: z.enum(['open', 'paid', 'declined', 'abandoned', 'expired']),
    successUrl: z.string(),
    cancelUrl: z.string(),
  })
  .strict();

/** POST /payments/test/checkouts/:id/pay and /abandon: the checkout's status and where to send the person next. */
export const TestCheckoutOutcome = z
  .object({ status: TestCheckoutView.shape.status, redirect: z.string().nullable().describe('Null while the checkout stays open (declined).') })
  .strict();

/** GET /payments/test/subscriptions/:id and POST …/card: the test provider's subscription and its card. */
export const TestSubscriptionView = z
  .object({
    id: z.string(),
    reference: z.string().describe('The brand id.'),
    plan: TestPlan,
    card: z.enum(TEST_CARDS),
    status: z.enum(['active', 'cancelling', 'ended', 'past_due']),
    periodEnd: Instant,
  })
  .strict();
