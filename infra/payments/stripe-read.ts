import type Stripe from 'stripe';
import type { DeclineCode } from '@vitrina/domain/subscriptions/payments';
import {
  BILLING_CYCLES,
  SUBSCRIPTION_TIERS,
  isBillingCycle,
  isSubscriptionTier,
  type BillingCycle,
  type SubscriptionTier,
} from '@vitrina/domain/subscriptions/tiers';
import type { PaymentEvent, ProviderSubscriptionRecord } from './port';

/**
 * Stripe's objects in Vitrina's words, the same whether a webhook or reconciliation read them: a paid invoice as a
 * payment, a refused one as a failure, a deleted subscription as its end, and Stripe's statuses and decline codes.
 */
export const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();
export const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

type Paid = Extract<PaymentEvent, { type: 'payment.succeeded' }>;
type Plan = NonNullable<Paid['plan']>;

/** The name a plan's Price carries at Stripe, so each Stripe account finds its own prices without configured ids. */
export const lookupKeyOf = (tier: SubscriptionTier, cycle: BillingCycle) => `vitrina_${tier}_${cycle}`.toLowerCase();
export const INTERVALS: Readonly<Record<BillingCycle, 'month' | 'year'>> = { MONTHLY: 'month', YEARLY: 'year' };
export const PLANS = SUBSCRIPTION_TIERS.flatMap((tier) => BILLING_CYCLES.map((cycle) => ({ tier, cycle, lookupKey: lookupKeyOf(tier, cycle) })));

/** The plan a price bills: by its lookup key, or, for a price that gave its key to a newer one, by the metadata Vitrina gave it. */
export function planOfPrice(price: Stripe.Price | null | undefined): Plan | undefined {
  const named = PLANS.find((plan) => plan.lookupKey === price?.lookup_key);
  const tier = named?.tier ?? price?.metadata?.tier;
  const cycle = named?.cycle ?? price?.metadata?.billing_cycle;
  if (!isSubscriptionTier(tier) || !isBillingCycle(cycle) || price?.recurring?.interval !== INTERVALS[cycle]) return undefined;
  return { tier, billingCycle: cycle };
}

const REASONS: Readonly<Record<string, 'first' | 'renewal' | 'plan_change'>> = {
  subscription_create: 'first',
  subscription_cycle: 'renewal',
  subscription_update: 'plan_change',
};

/** Fields of invoices from API versions before 2025-03-31.basil, which webhook endpoints pinned to them still send. */
export type AnyVersionInvoice = Stripe.Invoice & {
  subscription?: string | Stripe.Subscription | null;
  subscription_details?: { metadata: Stripe.Metadata | null } | null;
  payment_intent?: string | { id: string } | null;
  charge?: string | { id: string } | null;
};

function subscriptionOf(invoice: AnyVersionInvoice): { subscriptionId: string | null; reference: string | null } {
  const details = invoice.parent?.subscription_details;
  const line = invoice.lines?.data.find((candidate) => candidate.parent?.subscription_item_details?.subscription);
  const subscription = details?.subscription ?? invoice.subscription ?? line?.parent?.subscription_item_details?.subscription ?? null;
  const metadata = details?.metadata ?? invoice.subscription_details?.metadata ?? (typeof subscription === 'object' ? subscription?.metadata : null);
  return { subscriptionId: idOf(subscription), reference: metadata?.reference ?? invoice.metadata?.reference ?? null };
}

/** The period an invoice pays: its subscription line's, or for a proration alone, the line charging the new plan. */
function periodOf(invoice: Stripe.Invoice): { periodStart: string; periodEnd: string } {
  const lines = invoice.lines?.data ?? [];
  const line = lines.find((candidate) => candidate.parent?.subscription_item_details?.proration === false) ?? [...lines].sort((a, b) => b.amount - a.amount)[0];
  const period = line?.period ?? { start: invoice.period_start, end: invoice.period_end };
  return { periodStart: iso(period.start), periodEnd: iso(period.end) };
}

/** Fields of invoice lines from API versions before basil: the price itself, the line's type, whether it prorates. */
type AnyVersionLine = Stripe.InvoiceLineItem & { proration?: boolean; type?: string; price?: Stripe.Price | null };

/** Whether an invoice line is a proration, in the shape of any API version. */
const isProration = (line: AnyVersionLine) =>
  Boolean(line.parent?.subscription_item_details?.proration ?? line.parent?.invoice_item_details?.proration ?? line.proration);

/**
 * The lines that charge an invoice's plan: its subscription lines (a first payment, a renewal, a change across
 * intervals that started a new period), or, on an invoice that only prorates (an upgrade now, `always_invoice`), the
 * positive lines charging the new price for the rest of the period. Null when Stripe cut the list short.
 */
function planLinesOf(invoice: Stripe.Invoice): AnyVersionLine[] | null {
  if (!invoice.lines || invoice.lines.has_more) return null;
  const lines: AnyVersionLine[] = invoice.lines.data;
  const subscriptionLines = lines.filter((line) => (line.parent?.type === 'subscription_item_details' || line.type === 'subscription') && !isProration(line));
  return subscriptionLines.length > 0 ? subscriptionLines : lines.filter((line) => isProration(line) && line.amount > 0);
}

/**
 * The one price an invoice charges its plan at, as the invoice carries it: an id (basil's pricing.price_details, which
 * webhooks do not expand) or the Price itself (the `price` of lines before basil). Null where that is not one price.
 */
export function chargedPriceOf(invoice: Stripe.Invoice): string | Stripe.Price | null {
  const lines = planLinesOf(invoice) ?? [];
  const prices = lines.map((line) => line.pricing?.price_details?.price ?? line.price ?? null);
  const ids = new Set(prices.map(idOf));
  return ids.size === 1 && !ids.has(null) ? prices[0]! : null;
}

function paymentIdOf(invoice: AnyVersionInvoice): string {
  const payment = invoice.payments?.data[0]?.payment;
  return idOf(payment?.payment_intent) ?? idOf(payment?.charge) ?? idOf(invoice.payment_intent) ?? idOf(invoice.charge) ?? invoice.id;
}

/**
 * What an invoice bills, when it bills a Vitrina subscription: its subscription, reference and reason. An update that
 * prorates nothing is a schedule's phase starting a new period at the new plan (a change across intervals): a renewal.
 */
export function billingOf(invoice: AnyVersionInvoice) {
  const { subscriptionId, reference } = subscriptionOf(invoice);
  const prorates = (invoice.lines?.data ?? []).some(isProration);
  const reason = REASONS[invoice.billing_reason ?? ''] === 'plan_change' && !prorates ? 'renewal' : REASONS[invoice.billing_reason ?? ''];
  return reference && reason ? { subscriptionId, reference, reason } : null;
}

/**
 * A paid invoice as a payment, the same whether a webhook or reconciliation read it: only `eventId` differs (the
 * delivery's, or the invoice's own id) and the instant used when Stripe gives no `paid_at`. Its plan is the one its
 * charged price bills (see chargedPriceOf), named from the Price the invoice carries or the one `known` gives for its
 * id; left out for a price known neither way, one that is no Vitrina plan's, or where the invoice charges no single price.
 */
export function paidInvoice(invoice: AnyVersionInvoice, eventId: string, at: number, known: (priceId: string) => Stripe.Price | undefined): Paid | null {
  const billing = billingOf(invoice);
  if (!billing?.subscriptionId) return null;
  const charged = chargedPriceOf(invoice);
  const plan = planOfPrice(typeof charged === 'string' ? known(charged) : charged);
  return {
    type: 'payment.succeeded',
    eventId,
    ...billing,
    subscriptionId: billing.subscriptionId,
    paymentId: paymentIdOf(invoice),
    ...(plan ? { plan } : {}),
    amount: invoice.amount_paid / 100,
    currency: invoice.currency.toUpperCase(),
    paidAt: iso(invoice.status_transitions?.paid_at ?? at),
    ...periodOf(invoice),
  };
}

/**
 * The price the plan in force was billed at: the one the newest invoice (of `oldestFirst`) charged (see planLinesOf).
 * The item's own price is no witness: a downgrade from the next period (`proration_behavior: none`) has already set
 * it. Null where the invoices cannot tell: the newest is not paid (a refused renewal or upgrade), its lines' period does
 * not end with the item's current period (a new period not billed, as a schedule phase that kept the old anchor leaves
 * it), or it charges no single price.
 */
export function billedPriceOf(oldestFirst: readonly Stripe.Invoice[], item: Stripe.SubscriptionItem): string | null {
  const invoice = oldestFirst.findLast((candidate) => candidate.status !== 'void');
  if (invoice?.status !== 'paid') return null;
  const [price, lines] = [chargedPriceOf(invoice), planLinesOf(invoice)];
  if (!price || !lines || lines.some((line) => line.period.end !== item.current_period_end)) return null;
  return idOf(price);
}

export interface Refusal {
  code: DeclineCode;
  message: string | null;
}

/** A refused invoice charge; its failureId names the invoice's attempt, so a webhook and reconciliation agree. eventId null: the failureId. */
export function refusedInvoice(
  invoice: AnyVersionInvoice,
  refusal: Refusal,
  eventId: string | null,
  failedAt: string,
): Extract<PaymentEvent, { type: 'payment.failed' }> | null {
  const billing = billingOf(invoice);
  if (!billing) return null;
  const failureId = `${invoice.id}:${invoice.attempt_count}`;
  const message = refusal.message ?? invoice.last_finalization_error?.message ?? `Stripe could not charge the card (attempt ${invoice.attempt_count}).`;
  return { type: 'payment.failed', eventId: eventId ?? failureId, ...billing, failureId, code: refusal.code, message, failedAt };
}

export function endedSubscription(
  subscription: Stripe.Subscription,
  eventId: string,
  at: number,
): Extract<PaymentEvent, { type: 'subscription.ended' }> | null {
  const { reference } = subscription.metadata;
  if (!reference) return null;
  return { type: 'subscription.ended', eventId, reference, subscriptionId: subscription.id, endedAt: iso(subscription.ended_at ?? at) };
}

/** Stripe's subscription status in the record's words: ended, owing (past due, unpaid, never paid, paused), or running. */
export function recordStatusOf({ status, cancel_at_period_end: cancelling, cancel_at: cancelAt }: Stripe.Subscription): ProviderSubscriptionRecord['status'] {
  if (status === 'canceled' || status === 'incomplete_expired') return 'ended';
  if (status === 'past_due' || status === 'unpaid' || status === 'incomplete' || status === 'paused') return 'past_due';
  return cancelling || cancelAt ? 'cancelling' : 'active';
}

/** Stripe's decline codes (and, when it gives none, its error codes) in Vitrina's words. */
const DECLINES: Readonly<Record<string, DeclineCode>> = {
  insufficient_funds: 'insufficient_funds',
  card_velocity_exceeded: 'insufficient_funds',
  withdrawal_count_limit_exceeded: 'insufficient_funds',
  expired_card: 'expired_card',
  invalid_expiry_month: 'expired_card',
  invalid_expiry_year: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  invalid_cvc: 'incorrect_cvc',
  processing_error: 'processing_error',
  issuer_not_available: 'processing_error',
  try_again_later: 'processing_error',
  reenter_transaction: 'processing_error',
  authentication_required: 'authentication_required',
};

export function declineCodeOf(error: Stripe.PaymentIntent.LastPaymentError | null | undefined): DeclineCode {
  if (!error) return 'unknown';
  const known = DECLINES[error.decline_code ?? ''] ?? DECLINES[error.code ?? ''];
  return known ?? (error.type === 'card_error' ? 'card_declined' : 'unknown');
}
