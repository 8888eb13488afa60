import type Stripe from 'stripe';
import type { DeclineCode } from '@vitrina/domain/subscriptions/events';
import type { PaymentEvent, ProviderSubscriptionRecord } from './port';

/**
 * Stripe's objects in Vitrina's words, the same whether a webhook or reconciliation read them: a paid invoice as a
 * payment, a refused one as a failure, a deleted subscription as its end, and Stripe's statuses and decline codes.
 */
export const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();
export const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

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
  const line =
    lines.find((candidate) => candidate.parent?.subscription_item_details?.proration === false) ??
    [...lines].sort((a, b) => b.amount - a.amount)[0];
  const period = line?.period ?? { start: invoice.period_start, end: invoice.period_end };
  return { periodStart: iso(period.start), periodEnd: iso(period.end) };
}

/** Whether an invoice line is a proration, in the shape of any API version. */
const isProration = (line: Stripe.InvoiceLineItem & { proration?: boolean }) =>
  Boolean(line.parent?.subscription_item_details?.proration ?? line.parent?.invoice_item_details?.proration ?? line.proration);

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
 * delivery's, or the invoice's own id) and the instant used when Stripe gives no `paid_at`.
 */
export function paidInvoice(invoice: AnyVersionInvoice, eventId: string, at: number): Extract<PaymentEvent, { type: 'payment.succeeded' }> | null {
  const billing = billingOf(invoice);
  if (!billing?.subscriptionId) return null;
  return {
    type: 'payment.succeeded', eventId, ...billing, subscriptionId: billing.subscriptionId,
    paymentId: paymentIdOf(invoice), amount: invoice.amount_paid / 100, currency: invoice.currency.toUpperCase(),
    paidAt: iso(invoice.status_transitions?.paid_at ?? at), ...periodOf(invoice),
  };
}

/**
 * The price the plan in force was billed at, read from the newest invoice (of `oldestFirst`): its subscription line
 * (a first payment, a renewal, a change across intervals that started a new period), or, on an invoice that only
 * prorates (an upgrade now, `always_invoice`), the line charging the new price for the rest of the period. The item's
 * own price is no witness: a downgrade from the next period (`proration_behavior: none`) has already set it. Null
 * where the invoices cannot tell: the newest is not paid (a refused renewal or upgrade), its line's period does not end
 * with the item's current period (a new period not billed, as a schedule phase that kept the old anchor leaves it), or
 * it names no single price.
 */
export function billedPriceOf(oldestFirst: readonly Stripe.Invoice[], item: Stripe.SubscriptionItem): string | null {
  const invoice = oldestFirst.findLast((candidate) => candidate.status !== 'void');
  if (invoice?.status !== 'paid' || !invoice.lines || invoice.lines.has_more) return null;
  const lines = invoice.lines.data;
  const subscriptionLines = lines.filter((line) => line.parent?.type === 'subscription_item_details' && !isProration(line));
  const billed = subscriptionLines.length > 0 ? subscriptionLines : lines.filter((line) => isProration(line) && line.amount > 0);
  const prices = new Set(billed.map((line) => idOf(line.pricing?.price_details?.price)));
  const [price] = prices;
  if (prices.size !== 1 || !price || billed.some((line) => line.period.end !== item.current_period_end)) return null;
  return price;
}

export interface Refusal {
  code: DeclineCode;
  message: string | null;
}

/** A refused invoice charge; its failureId names the invoice's attempt, so a webhook and reconciliation agree. eventId null: the failureId. */
export function refusedInvoice(invoice: AnyVersionInvoice, refusal: Refusal, eventId: string | null, failedAt: string): Extract<PaymentEvent, { type: 'payment.failed' }> | null {
  const billing = billingOf(invoice);
  if (!billing) return null;
  const failureId = `${invoice.id}:${invoice.attempt_count}`;
  const message = refusal.message ?? invoice.last_finalization_error?.message ?? `Stripe could not charge the card (attempt ${invoice.attempt_count}).`;
  return { type: 'payment.failed', eventId: eventId ?? failureId, ...billing, failureId, code: refusal.code, message, failedAt };
}

export function endedSubscription(subscription: Stripe.Subscription, eventId: string, at: number): Extract<PaymentEvent, { type: 'subscription.ended' }> | null {
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
  insufficient_funds: 'insufficient_funds', card_velocity_exceeded: 'insufficient_funds', withdrawal_count_limit_exceeded: 'insufficient_funds',
  expired_card: 'expired_card', invalid_expiry_month: 'expired_card', invalid_expiry_year: 'expired_card',
  incorrect_cvc: 'incorrect_cvc', invalid_cvc: 'incorrect_cvc',
  processing_error: 'processing_error', issuer_not_available: 'processing_error', try_again_later: 'processing_error', reenter_transaction: 'processing_error',
  authentication_required: 'authentication_required',
};

export function declineCodeOf(error: Stripe.PaymentIntent.LastPaymentError | null | undefined): DeclineCode {
  if (!error) return 'unknown';
  const known = DECLINES[error.decline_code ?? ''] ?? DECLINES[error.code ?? ''];
  return known ?? (error.type === 'card_error' ? 'card_declined' : 'unknown');
}
