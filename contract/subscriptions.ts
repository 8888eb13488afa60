import * as z from 'zod/mini';
import { DECLINE_CODES, PAYMENT_PROVIDERS } from '@vitrina/domain/subscriptions/payments';
import { SUBSCRIPTION_STATUSES } from '@vitrina/domain/subscriptions/standing';
import { BILLING_CYCLES, PRICE_CURRENCIES, SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';
import { TEST_CARDS } from '@vitrina/domain/subscriptions/test-cards';
import { Billing } from './payments';

// GET /payments/provider's answer is in ./payments.ts, apart: every page's shell reads it, and should carry no more.
export { PaymentsProviderView } from './payments';

/*
 * What the subscription and payments routes answer, for the OpenAPI document: the shapes of ./views.ts and of the
 * test provider's desk. Exact on the api's side, so the tests, which hold every answer to its schema (api/http/response-check.ts),
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
export const Payment = z.object({
  paymentId: z.string(),
  kind: z.enum(['first', 'renewal', 'proration']),
  tier: Tier,
  billingCycle: Cycle,
  amount: Amount,
  currency: Currency,
  provider: z.enum(PAYMENT_PROVIDERS),
  paidAt: Instant,
  periodEnd: Instant,
});

/** A brand's subscription as its dashboard card shows it (GET /subscription, every write's answer, the admin grants). */
export const SubscriptionView = z.object({
  brandId: z.string(),
  brandName: z.string(),
  status: z.nullable(z.enum(SUBSCRIPTION_STATUSES)).check(z.describe('Null: the brand has no subscription yet.')),
  tier: z.nullable(Tier),
  billingCycle: z.nullable(Cycle),
  amount: z.nullable(Amount),
  currency: z.nullable(Currency),
  provider: z.nullable(z.enum([...PAYMENT_PROVIDERS, 'grant'])).check(z.describe('`grant`: a plan an admin granted.')),
  providerPaymentId: z.nullable(z.string()),
  createdAt: z.nullable(Instant),
  paidAt: z.nullable(Instant),
  expiresAt: z.nullable(Instant).check(z.describe('When the plan in force ends unless renewed; null for a grant with no end.')),
  graceEndsAt: z.nullable(Instant),
  cancelAt: z.nullable(Instant),
  granted: z.boolean(),
  scheduledChange: z.nullable(z.object({ tier: Tier, billingCycle: Cycle, amount: Amount, currency: Currency, effectiveAt: Instant })),
  checkout: z
    .nullable(
      z.object({
        url: z.string(),
        tier: Tier,
        billingCycle: Cycle,
        amount: Amount,
        currency: Currency,
        provider: z.enum(PAYMENT_PROVIDERS),
        startedAt: Instant,
      }),
    )
    .check(z.describe('A checkout the brand left, resumable until it pays.')),
  /** code: why, for the page to say in the reader's language (null: recorded before codes); message: the provider's words. */
  lastFailure: z.nullable(z.object({ code: z.nullable(z.enum(DECLINE_CODES)), message: z.string(), at: Instant })),
  payments: z.array(Payment),
  clothes: z.int(),
  limit: z.nullable(z.int()).check(z.describe("The tier's most clothes; null: no ceiling, or no plan.")),
  billing: Billing,
});

/** POST /subscription/checkout: where to send the person to pay. */
export const CheckoutStart = z.object({ url: z.string().check(z.minLength(1)) });

/** GET /subscription/preview: what a change of plan would cost now, and when it takes effect. */
export const PlanPreview = z.object({
  kind: z.enum(['same', 'downgrade', 'upgrade']),
  tier: Tier,
  billingCycle: Cycle,
  amount: Amount,
  currency: Currency,
  dueNow: Amount.check(z.describe('The proration charged at once (an upgrade), else 0.')),
  effectiveAt: Instant,
});

/** POST /subscription/portal: the provider's billing page, null when the subscription has none (a granted plan). */
export const BillingPortal = z.object({ url: z.nullable(z.string()) });

/** A plan at its price, as the test provider holds it. */
const TestPlan = z.object({ tier: Tier, billingCycle: Cycle, amount: Amount, currency: z.string() });

/** GET /payments/test/checkouts/:id: the test provider's checkout, as its page shows it. */
export const TestCheckoutView = z.object({
  id: z.string(),
  reference: z.string().check(z.describe('The brand id.')),
  plan: TestPlan,
  customerEmail: z.string(),
  status: z.enum(['open', 'paid', 'declined', 'abandoned', 'expired']),
  successUrl: z.string(),
  cancelUrl: z.string(),
});

/** POST /payments/test/checkouts/:id/pay and /abandon: the checkout's status and where to send the person next. */
export const TestCheckoutOutcome = z.object({
  status: TestCheckoutView.shape.status,
  redirect: z.nullable(z.string()).check(z.describe('Null while the checkout stays open (declined).')),
});

/** GET /payments/test/subscriptions/:id and POST …/card: the test provider's subscription and its card. */
export const TestSubscriptionView = z.object({
  id: z.string(),
  reference: z.string().check(z.describe('The brand id.')),
  plan: TestPlan,
  card: z.enum(TEST_CARDS),
  status: z.enum(['active', 'cancelling', 'ended', 'past_due']),
  periodEnd: Instant,
});

export type Payment = z.infer<typeof Payment>;
export type SubscriptionView = z.infer<typeof SubscriptionView>;
export type CheckoutStart = z.infer<typeof CheckoutStart>;
export type PlanPreview = z.infer<typeof PlanPreview>;
export type BillingPortal = z.infer<typeof BillingPortal>;
export type TestCheckoutView = z.infer<typeof TestCheckoutView>;
export type TestCheckoutOutcome = z.infer<typeof TestCheckoutOutcome>;
export type TestSubscriptionView = z.infer<typeof TestSubscriptionView>;
