import type { Invoice, Payment, PreApproval } from 'mercadopago';
import type { DeclineCode } from '@vitrina/domain/subscriptions/payments';
import { periodEndOf } from '@vitrina/domain/subscriptions/periods';
import { ARS_PRICES, SUBSCRIPTION_TIERS, type BillingCycle } from '@vitrina/domain/subscriptions/tiers';
import type { PaymentEvent, ProviderSubscriptionRecord } from './port';

/**
 * Mercado Pago's resources in Vitrina's words, the same whether a notification or reconciliation read them: a
 * preapproval's charge, a plan change Vitrina charged itself, a preapproval's end, and refusals' decline codes.
 */
export type Preapproval = Awaited<ReturnType<PreApproval['get']>>;
export type Charge = Awaited<ReturnType<Invoice['get']>>;
/** A payment's fields its reading uses, as `get` and `search` both give them. */
export type PaymentFields = Pick<
  Awaited<ReturnType<Payment['get']>>,
  'status' | 'status_detail' | 'metadata' | 'external_reference' | 'transaction_amount' | 'currency_id' | 'date_approved' | 'date_created'
> & { id?: string | number };

export const cycleOf = (preapproval: Preapproval): BillingCycle => (preapproval.auto_recurring?.frequency === 12 ? 'YEARLY' : 'MONTHLY');
export const iso = (date: unknown) => new Date(String(date)).toISOString();

type Paid = Extract<PaymentEvent, { type: 'payment.succeeded' }>;

/**
 * The plan an amount pays for on a preapproval: the tier at that amount in the ARS price table, for the cycle of the
 * preapproval's frequency. Undefined where that is not plain: a frequency other than 1 or 12 months, another currency
 * (none given reads as the preapproval's pesos), or an amount at no plan's price.
 */
export function planAt(preapproval: Preapproval, amount: number, currency: string | null | undefined): Paid['plan'] {
  const { frequency, frequency_type: unit } = preapproval.auto_recurring ?? {};
  if (unit !== 'months' || (frequency !== 1 && frequency !== 12) || (currency ?? 'ARS') !== 'ARS') return undefined;
  const cycle = cycleOf(preapproval);
  const tier = SUBSCRIPTION_TIERS.find((candidate) => ARS_PRICES[candidate][cycle] === amount);
  return tier ? { tier, billingCycle: cycle } : undefined;
}

/**
 * One charge of a preapproval in Vitrina's words, the same from its notification and from reconciliation: the first
 * payment or a renewal, naming the plan its amount pays for (see planAt), or its refusal (failureId: the refused
 * payment's id).
 */
export function chargeEvent(
  charge: Charge,
  payment: PaymentFields & { point_of_interaction?: { transaction_data?: { subscription_sequence?: { number?: number } } } },
  preapproval: Preapproval,
  currency: string,
): PaymentEvent | null {
  const status = charge.payment?.status;
  if (!charge.payment || !charge.preapproval_id || (status !== 'approved' && status !== 'rejected')) return null;
  const first = payment.point_of_interaction?.transaction_data?.subscription_sequence?.number === 1;
  const base = {
    eventId: `payment:${payment.id}:${status}`,
    reference: charge.external_reference ?? preapproval.external_reference ?? '',
    subscriptionId: charge.preapproval_id,
    reason: first ? ('first' as const) : ('renewal' as const),
  };
  if (status === 'rejected') {
    const { id, status_detail: detail } = charge.payment;
    return {
      type: 'payment.failed',
      ...base,
      failureId: String(id),
      code: declineCodeOf(detail),
      message: detail,
      failedAt: iso(charge.last_modified ?? charge.debit_date),
    };
  }
  const periodStart = iso(charge.debit_date);
  const [amount, paidIn] = [Number(charge.transaction_amount), charge.currency_id ?? currency];
  const plan = planAt(preapproval, amount, paidIn);
  return {
    type: 'payment.succeeded',
    ...base,
    paymentId: String(payment.id),
    ...(plan ? { plan } : {}),
    amount,
    currency: paidIn,
    paidAt: iso(payment.date_approved ?? periodStart),
    periodStart,
    periodEnd: periodEndOf(periodStart, cycleOf(preapproval)),
  };
}

/**
 * A plan change Vitrina charged itself (see chargeProration), paid or refused. A paid one names the plan it moved to:
 * its metadata plan_amount on the preapproval's cycle (see planAt); left out without the preapproval.
 */
export function planChangeEvent(payment: PaymentFields, currency: string, preapproval: Preapproval | null): PaymentEvent | null {
  const { status } = payment;
  const metadata = (payment.metadata ?? {}) as Record<string, unknown>;
  if (metadata.reason !== 'plan_change' || (status !== 'approved' && status !== 'rejected')) return null;
  const base = {
    eventId: `payment:${payment.id}:${status}`,
    reference: payment.external_reference ?? '',
    subscriptionId: String(metadata.preapproval_id),
    reason: 'plan_change' as const,
  };
  if (status === 'rejected') {
    return {
      type: 'payment.failed',
      ...base,
      failureId: String(payment.id),
      code: declineCodeOf(payment.status_detail),
      message: payment.status_detail ?? status,
      failedAt: iso(payment.date_created),
    };
  }
  const plan =
    preapproval && preapproval.id === metadata.preapproval_id ? planAt(preapproval, Number(metadata.plan_amount), payment.currency_id ?? currency) : undefined;
  return {
    type: 'payment.succeeded',
    ...base,
    paymentId: String(payment.id),
    ...(plan ? { plan } : {}),
    amount: Number(payment.transaction_amount),
    currency: payment.currency_id ?? currency,
    paidAt: iso(payment.date_approved),
    periodStart: iso(metadata.period_start),
    periodEnd: iso(metadata.period_end),
  };
}

/**
 * The plan in force: the one the period's charge billed (the newest approved authorized payment), or the one a plan
 * change Vitrina charged after it moved the period to (its metadata plan_amount), the tier read from the ARS price
 * table for the preapproval's cycle. transaction_amount is no witness: it is the next charge's, which a downgrade from
 * the next period has already lowered. Undefined where that is not plain: no approved charge, a frequency other than
 * 1 or 12 months, another currency, or an amount that is no plan's price.
 */
export function planInForce(preapproval: Preapproval, charges: readonly Charge[], changes: readonly PaymentFields[]): ProviderSubscriptionRecord['plan'] {
  const charged = charges.findLast((charge) => charge.payment?.status === 'approved');
  if (!charged?.payment) return undefined;
  // Payment ids grow with time: a plan change paid after the period's charge moved that period.
  const moved = changes
    .filter((payment) => Number(payment.id) > Number(charged.payment!.id))
    .sort((a, b) => Number(a.id) - Number(b.id))
    .at(-1);
  if (!moved) return planAt(preapproval, Number(charged.transaction_amount), charged.currency_id);
  return planAt(preapproval, Number((moved.metadata as { plan_amount?: unknown } | undefined)?.plan_amount), moved.currency_id);
}

export function endEvent(preapproval: Preapproval): Extract<PaymentEvent, { type: 'subscription.ended' }> | null {
  const { id, status } = preapproval;
  if (!id || (status !== 'cancelled' && status !== 'finished')) return null;
  return {
    type: 'subscription.ended',
    eventId: `preapproval:${id}:${status}`,
    reference: preapproval.external_reference ?? '',
    subscriptionId: id,
    endedAt: iso(preapproval.last_modified),
  };
}

/** Mercado Pago's status_detail of a refused card payment in Vitrina's words; other card refusals read as declined. */
const DECLINES: Readonly<Record<string, DeclineCode>> = {
  cc_rejected_insufficient_amount: 'insufficient_funds',
  cc_rejected_bad_filled_security_code: 'incorrect_cvc',
  cc_rejected_bad_filled_date: 'expired_card',
  cc_rejected_call_for_authorize: 'authentication_required',
  cc_rejected_3ds_mandatory: 'authentication_required',
  cc_rejected_card_error: 'processing_error',
};
export const declineCodeOf = (detail: string | undefined): DeclineCode =>
  DECLINES[detail ?? ''] ?? (detail?.startsWith('cc_rejected_') ? 'card_declined' : 'unknown');
