import { periodEndOf } from '@vitrina/domain/subscriptions/periods';
import { field, found, list, newId, page, strings, StripeError, text, type Json, type Params, type Route } from './stripe-standin-wire';

/**
 * The Stripe stand-in's billing: invoices and the payment intents that charge them, a price changed on a running
 * subscription (with or without proration), and subscription schedules, whose next phase a period's end starts.
 */
export interface StandInPrice {
  id: string;
  product: string;
  unitAmount: number;
  interval: 'month' | 'year';
  lookupKey: string | null;
  active: boolean;
}
export type PriceRecord = StandInPrice & { created: number; metadata: Record<string, string> };

/** Why the card is refused: a Stripe decline code, reported on the payment intent's last_payment_error. */
export type StandInDecline = 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'authentication_required' | 'processing_error' | 'generic_decline';

export interface StandInSubscription {
  id: string;
  customer: string;
  itemId: string;
  priceId: string;
  billedPriceId: string;
  start: number;
  end: number;
  status: 'active' | 'past_due' | 'canceled';
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
  created: number;
  endedAt: number | null;
  latestInvoice: string | null;
  schedule: string | null;
}

interface Phase {
  priceId: string;
  start: number;
  end: number;
  /** phase_start: the billing cycle restarts with the phase (billed then); automatic: the old anchor stays. */
  anchor: string;
  prorationBehavior: string;
  metadata: Record<string, string>;
}

interface Schedule {
  id: string;
  subscription: string;
  created: number;
  endBehavior: string;
  phases: Phase[];
  status: 'active' | 'released';
  releasedAt: number | null;
}

/** An invoice line: the price, the amount in cents (negative for unused time), the period, whether it is a proration. */
export type Line = [string, number, { start: number; end: number }, boolean];

/** What billing shares with the rest of the stand-in: its prices, subscriptions and customers, its clock and its webhook sender. */
export interface BillingGround {
  prices: Map<string, PriceRecord>;
  subscriptions: Map<string, StandInSubscription>;
  customers: Map<string, Json>;
  clock(): number;
  deliver(type: string, object: Json, created: number): void;
}

/** The error Stripe puts on a payment intent's last_payment_error for each decline (its code, and our own words). */
const DECLINES: Record<StandInDecline, { code: string; message: string }> = {
  insufficient_funds: { code: 'card_declined', message: 'The card does not have enough funds.' },
  expired_card: { code: 'expired_card', message: 'The card is past its expiry date.' },
  incorrect_cvc: { code: 'incorrect_cvc', message: 'The security code of the card is wrong.' },
  authentication_required: { code: 'authentication_required', message: 'The bank asks the cardholder to authenticate this charge.' },
  processing_error: { code: 'processing_error', message: 'The card could not be processed.' },
  generic_decline: { code: 'card_declined', message: 'The card was declined.' },
};

export const periodEnd = (start: number, interval: 'month' | 'year') =>
  Date.parse(periodEndOf(new Date(start * 1000).toISOString(), interval === 'month' ? 'MONTHLY' : 'YEARLY')) / 1000;

export function standInBilling({ prices, subscriptions, customers, clock, deliver }: BillingGround) {
  const invoices = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const invoicePayments = new Map<string, Json>();
  const schedules = new Map<string, Schedule>();

  const scheduleJson = (schedule: Schedule) => {
    const sub = found(subscriptions, 'subscription', schedule.subscription);
    const current = schedule.status === 'active' ? schedule.phases.find((phase) => phase.start <= sub.start && sub.start < phase.end) : undefined;
    return {
      id: schedule.id,
      object: 'subscription_schedule',
      application: null,
      canceled_at: null,
      completed_at: null,
      created: schedule.created,
      current_phase: current ? { start_date: current.start, end_date: current.end } : null,
      customer: sub.customer,
      default_settings: {
        application_fee_percent: null,
        billing_cycle_anchor: 'automatic',
        collection_method: 'charge_automatically',
        default_payment_method: null,
        description: null,
      },
      end_behavior: schedule.endBehavior,
      livemode: false,
      metadata: {},
      phases: schedule.phases.map((phase) => ({
        add_invoice_items: [],
        application_fee_percent: null,
        collection_method: null,
        currency: 'usd',
        default_payment_method: null,
        description: null,
        discounts: [],
        end_date: phase.end,
        invoice_settings: null,
        metadata: phase.metadata,
        on_behalf_of: null,
        items: [{ discounts: [], metadata: {}, price: phase.priceId, quantity: 1, tax_rates: [] }],
        proration_behavior: phase.prorationBehavior,
        billing_cycle_anchor: phase.anchor === 'phase_start' ? 'phase_start' : null,
        start_date: phase.start,
        transfer_data: null,
        trial_end: null,
      })),
      released_at: schedule.releasedAt,
      released_subscription: schedule.status === 'released' ? schedule.subscription : null,
      status: schedule.status,
      subscription: schedule.status === 'active' ? schedule.subscription : null,
      test_clock: null,
    };
  };
  function release(schedule: Schedule, at: number) {
    Object.assign(schedule, { status: 'released', releasedAt: at });
    found(subscriptions, 'subscription', schedule.subscription).schedule = null;
  }
  /** The phases an update gives, as Stripe reads them: each starts where the one before ends, and ends at end_date or after its duration. */
  function phasesOf(schedule: Schedule, params: Params): Phase[] {
    const given = Array.isArray(params.phases) ? params.phases : [];
    const { start: now } = found(subscriptions, 'subscription', schedule.subscription);
    const current = schedule.phases.find((phase) => phase.start <= now && now < phase.end) ?? schedule.phases[0]!;
    let start = current.start;
    return given.map((param, index) => {
      const items = field(param, 'items');
      const priceId = text(field(Array.isArray(items) ? items[0] : undefined, 'price')) ?? '';
      const price = found(prices, 'price', priceId);
      const startDate = text(field(param, 'start_date'));
      if (index === 0 && startDate !== undefined && Number(startDate) !== current.start)
        throw new StripeError(400, 'The start date of the current phase cannot be changed.', 'phases[0][start_date]');
      if (startDate !== undefined) start = Number(startDate);
      const duration = field(param, 'duration');
      const interval = text(field(duration, 'interval'));
      const endDate = text(field(param, 'end_date'));
      if (endDate === undefined && interval !== 'month' && interval !== 'year')
        throw new StripeError(400, 'Each phase needs an end_date or a duration in months or years.', `phases[${index}]`);
      const end = endDate !== undefined ? Number(endDate) : periodEnd(start, interval as 'month' | 'year');
      if (end <= start) throw new StripeError(400, 'A phase must end after it starts.', `phases[${index}][end_date]`);
      const anchor = text(field(param, 'billing_cycle_anchor')) ?? 'automatic';
      const phase = {
        priceId: price.id,
        start,
        end,
        anchor,
        prorationBehavior: text(field(param, 'proration_behavior')) ?? 'create_prorations',
        metadata: strings(field(param, 'metadata')),
      };
      start = end;
      return phase;
    });
  }
  /** At a period's end the schedule moves to the phase starting then, or, past its last phase, lets the subscription go (end_behavior release). */
  function advanceSchedule(sub: StandInSubscription, at: number): Phase | undefined {
    const schedule = sub.schedule ? found(schedules, 'subscription_schedule', sub.schedule) : undefined;
    if (!schedule) return undefined;
    const phase = schedule.phases.find((candidate) => candidate.start <= at && at < candidate.end);
    if (!phase) return void release(schedule, at);
    sub.priceId = phase.priceId;
    Object.assign(sub.metadata, phase.metadata);
    return phase;
  }

  /** The payment intent that charges an invoice, refused with a decline code or succeeded, and its invoice payment. */
  function charge(invoiceId: string, customer: string, due: number, decline: StandInDecline | null, at: number) {
    const { code, message } = decline ? DECLINES[decline] : { code: null, message: null };
    const intent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: due,
      amount_received: decline ? 0 : due,
      created: at,
      currency: 'usd',
      customer,
      livemode: false,
      last_payment_error: decline
        ? { type: 'card_error', charge: newId('ch'), code, decline_code: decline === 'expired_card' ? 'expired_card' : decline, message }
        : null,
      metadata: {},
      payment_method_types: ['card'],
      status: decline ? 'requires_payment_method' : 'succeeded',
    };
    intents.set(intent.id, intent);
    const payment = {
      id: newId('inpay'),
      object: 'invoice_payment',
      amount_paid: decline ? null : due,
      amount_requested: due,
      created: at,
      currency: 'usd',
      invoice: invoiceId,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: intent.id },
      status: decline ? 'open' : 'paid',
      status_transitions: { canceled_at: null, paid_at: decline ? null : at },
    };
    invoicePayments.set(payment.id, payment);
  }

  /** A subscription invoice, paid or left open, and the events Stripe sends about it. */
  function invoice(sub: StandInSubscription, reason: string, lines: Line[], paid: boolean, at: number, decline: StandInDecline = 'insufficient_funds') {
    const id = newId('in');
    const total = lines.reduce((sum, [, amount]) => sum + amount, 0);
    const due = Math.max(0, total);
    charge(id, sub.customer, due, paid ? null : decline, at);
    const json = {
      id,
      object: 'invoice',
      amount_due: due,
      amount_paid: paid ? due : 0,
      amount_remaining: paid ? 0 : due,
      attempt_count: 1,
      attempted: true,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created: at,
      currency: 'usd',
      customer: sub.customer,
      customer_email: found(customers, 'customer', sub.customer).email,
      last_finalization_error: null,
      livemode: false,
      metadata: {},
      next_payment_attempt: paid ? null : at + 3 * 86_400,
      number: null,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: { ...sub.metadata }, subscription: sub.id } },
      period_start: at,
      period_end: at,
      status: paid ? 'paid' : 'open',
      subtotal: total,
      total,
      status_transitions: { finalized_at: at, marked_uncollectible_at: null, paid_at: paid ? at : null, voided_at: null },
      lines: list(
        lines.map(([priceId, amount, period, proration]) => ({
          id: newId('il'),
          object: 'line_item',
          amount,
          currency: 'usd',
          invoice: id,
          livemode: false,
          metadata: {},
          period,
          quantity: 1,
          subtotal: amount,
          parent: proration
            ? {
                type: 'invoice_item_details',
                subscription_item_details: null,
                invoice_item_details: { invoice_item: newId('ii'), proration: true, proration_details: { credited_items: null }, subscription: sub.id },
              }
            : {
                type: 'subscription_item_details',
                invoice_item_details: null,
                subscription_item_details: {
                  invoice_item: null,
                  proration: false,
                  proration_details: { credited_items: null },
                  subscription: sub.id,
                  subscription_item: sub.itemId,
                },
              },
          pricing: {
            type: 'price_details',
            price_details: { price: priceId, product: found(prices, 'price', priceId).product },
            unit_amount_decimal: String(amount),
          },
        })),
        `/v1/invoices/${id}/lines`,
      ),
    };
    invoices.set(id, json);
    sub.latestInvoice = id;
    if (paid) {
      deliver('invoice.paid', json, at);
      deliver('invoice.payment_succeeded', json, at);
    } else deliver('invoice.payment_failed', json, at);
  }

  /** An item's new price, as Stripe applies it: a new interval starts a new period, billed at once. */
  function changePrice(sub: StandInSubscription, priceId: string, proration: string) {
    if (proration !== 'always_invoice' && proration !== 'none') {
      throw new StripeError(400, `The stand-in models proration_behavior always_invoice and none, not ${proration}.`, 'proration_behavior');
    }
    const [from, to, now] = [found(prices, 'price', sub.priceId), found(prices, 'price', priceId), clock()];
    const left = Math.min(sub.end - sub.start, Math.max(0, sub.end - now));
    const share = (amount: number) => Math.round((amount * left) / (sub.end - sub.start));
    const unused: Line[] = proration === 'none' ? [] : [[from.id, -share(from.unitAmount), { start: now, end: sub.end }, true]];
    sub.priceId = to.id;
    if (from.interval !== to.interval) {
      [sub.start, sub.end, sub.billedPriceId] = [now, periodEnd(now, to.interval), to.id];
      return invoice(sub, 'subscription_update', [...unused, [to.id, to.unitAmount, { start: sub.start, end: sub.end }, false]], true, now);
    }
    if (proration === 'none') return;
    sub.billedPriceId = to.id;
    invoice(sub, 'subscription_update', [...unused, [to.id, share(to.unitAmount), { start: now, end: sub.end }, true]], true, now);
  }

  /** The price the next period will be billed at: a schedule's phase starting then, or the item's price. */
  function nextPriceOf(sub: StandInSubscription): string {
    const schedule = sub.schedule ? found(schedules, 'subscription_schedule', sub.schedule) : undefined;
    return schedule?.phases.find((phase) => phase.start === sub.end)?.priceId ?? sub.priceId;
  }

  const routes: Route[] = [
    [
      'GET',
      /^invoices$/,
      (_, params) => {
        const subscription = text(params.subscription);
        const mine = [...invoices.values()].filter(
          (json) => !subscription || (json.parent as { subscription_details: Json }).subscription_details.subscription === subscription,
        );
        return page(mine.reverse(), params, '/v1/invoices');
      },
    ],
    ['GET', /^invoices\/(\w+)$/, (id) => found(invoices, 'invoice', id)],
    [
      'GET',
      /^invoice_payments$/,
      (_, params) => {
        const expand = Array.isArray(params.expand) ? params.expand : [];
        const mine = [...invoicePayments.values()].filter((payment) => payment.invoice === text(params.invoice)).reverse();
        const expanded = mine.map((payment) => {
          const { payment_intent: intent } = payment.payment as { payment_intent: string };
          return expand.includes('data.payment.payment_intent')
            ? { ...payment, payment: { type: 'payment_intent', payment_intent: found(intents, 'payment_intent', intent) } }
            : payment;
        });
        return page(expanded, params, '/v1/invoice_payments');
      },
    ],
    ['GET', /^payment_intents\/(\w+)$/, (id) => found(intents, 'payment_intent', id)],
    [
      'POST',
      /^subscription_schedules$/,
      (_, params) => {
        const sub = found(subscriptions, 'subscription', text(params.from_subscription) ?? '');
        if (params.phases !== undefined) throw new StripeError(400, 'Phases cannot be given with from_subscription; update the schedule afterwards.', 'phases');
        if (sub.schedule) throw new StripeError(400, `Subscription ${sub.id} already has a schedule attached.`, 'from_subscription');
        if (sub.status === 'canceled') throw new StripeError(400, 'A canceled subscription cannot be scheduled.', 'from_subscription');
        const phase: Phase = {
          priceId: sub.priceId,
          start: sub.start,
          end: sub.end,
          anchor: 'automatic',
          prorationBehavior: 'create_prorations',
          metadata: {},
        };
        const schedule: Schedule = {
          id: newId('sub_sched'),
          subscription: sub.id,
          created: clock(),
          endBehavior: 'release',
          phases: [phase],
          status: 'active',
          releasedAt: null,
        };
        schedules.set(schedule.id, schedule);
        sub.schedule = schedule.id;
        return scheduleJson(schedule);
      },
    ],
    ['GET', /^subscription_schedules\/(\w+)$/, (id) => scheduleJson(found(schedules, 'subscription_schedule', id))],
    [
      'POST',
      /^subscription_schedules\/(\w+)$/,
      (id, params) => {
        const schedule = found(schedules, 'subscription_schedule', id);
        if (schedule.status !== 'active') throw new StripeError(400, `You cannot update a subscription schedule that is ${schedule.status}.`);
        const endBehavior = text(params.end_behavior) ?? schedule.endBehavior;
        if (endBehavior !== 'release') throw new StripeError(400, `The stand-in models end_behavior release, not ${endBehavior}.`, 'end_behavior');
        if (params.phases !== undefined) schedule.phases = phasesOf(schedule, params);
        schedule.endBehavior = endBehavior;
        return scheduleJson(schedule);
      },
    ],
    [
      'POST',
      /^subscription_schedules\/(\w+)\/release$/,
      (id) => {
        const schedule = found(schedules, 'subscription_schedule', id);
        if (schedule.status !== 'active') throw new StripeError(400, `You cannot release a subscription schedule that is ${schedule.status}.`);
        release(schedule, clock());
        return scheduleJson(schedule);
      },
    ],
  ];

  return { routes, invoice, changePrice, advanceSchedule, nextPriceOf };
}
