import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { periodEndOf } from '@vitrina/domain/subscriptions/periods';

/**
 * A stand-in for Stripe, for tests: a local HTTP server speaking the part of Stripe's v1 API the adapter calls
 * (form-encoded requests, JSON objects shaped as the SDK's pinned API version documents them, Stripe's error
 * bodies), and plain methods that play the customer at Checkout and Stripe's billing clock. What Stripe would send
 * to the webhook endpoint is signed as Stripe signs it and queued for `takeDeliveries`.
 */
export interface StripeDelivery {
  body: Buffer;
  headers: Record<string, string>;
}

export interface StandInPrice {
  id: string;
  product: string;
  unitAmount: number;
  interval: 'month' | 'year';
  lookupKey: string | null;
  active: boolean;
}

export interface StandInPlan {
  status: 'active' | 'past_due' | 'canceled';
  cancelAtPeriodEnd: boolean;
  /** What the current period was billed at. */
  price: StandInPrice;
  /** What the next period will be billed at: a schedule's next phase, or the item's price (a `proration_behavior: none` change sets it). */
  nextPrice: StandInPrice;
}

/** Why the card is refused: a Stripe decline code, reported on the payment intent's last_payment_error. */
export type StandInDecline = 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'authentication_required' | 'processing_error' | 'generic_decline';

export interface StripeStandIn {
  host: string;
  port: number;
  protocol: 'http';
  secretKey: string;
  /** Every API request received, in order, its form or query decoded. */
  requests: { method: string; path: string; params: Params }[];
  prices(): StandInPrice[];
  completeCheckout(sessionId: string, outcome: 'pay' | 'decline'): void;
  /** The session passes its expires_at unpaid (Stripe then sends checkout.session.expired). */
  expireCheckout(sessionId: string): void;
  /** The period ends: the subscription's schedule moves to its next phase, and the next period is charged or refused. */
  renew(subscriptionId: string, outcome: 'pay' | 'fail', decline?: StandInDecline): void;
  planOf(subscriptionId: string): StandInPlan;
  /** The Stripe-Signature header for a body sent at `timestamp` (unix seconds, now unless told). */
  sign(body: string | Buffer, timestamp?: number): string;
  /** Queues a delivery of an event object as given, for shapes the stand-in does not make itself. */
  send(event: Json): void;
  takeDeliveries(): StripeDelivery[];
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
type Param = string | Params | Param[];
export type Params = { [key: string]: Param };

interface Subscription {
  id: string;
  customer: string;
  itemId: string;
  priceId: string;
  billedPriceId: string;
  start: number;
  end: number;
  status: StandInPlan['status'];
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
type Line = [string, number, { start: number; end: number }, boolean];
type PriceRecord = StandInPrice & { created: number; metadata: Record<string, string> };

interface Session {
  id: string;
  priceId: string;
  json: Json;
  subscriptionMetadata: Record<string, string>;
}

class StripeError extends Error {
  constructor(readonly status: number, message: string, readonly param?: string) {
    super(message);
  }
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });
/** One page of a list given newest first, as Stripe pages: `limit` (10 unless told, at most 100) after `starting_after`. */
function page(newestFirst: Json[], params: Params, url: string) {
  const limit = Math.min(100, Math.max(1, Number(text(params.limit) ?? 10)));
  const after = text(params.starting_after);
  const from = after ? newestFirst.findIndex((item) => item.id === after) + 1 : 0;
  return { object: 'list', data: newestFirst.slice(from, from + limit), has_more: from + limit < newestFirst.length, url };
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
const strings = (value: Param | undefined): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};
const view = ({ id, product, unitAmount, interval, lookupKey, active }: PriceRecord): StandInPrice => ({ id, product, unitAmount, interval, lookupKey, active });
const field = (value: Param | undefined, key: string) => (value && typeof value === 'object' && !Array.isArray(value) ? value[key] : undefined);
const text = (value: Param | undefined) => (typeof value === 'string' ? value : undefined);

/** Decodes Stripe's bracket notation (`line_items[0][price]=…`) into nested objects and arrays. */
function decodeParams(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.split('[').map((segment) => segment.replace(/]$/, ''));
    let node: Params = root;
    path.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) node[name] = value;
      else node = (node[name] ??= {}) as Params;
    });
  }
  const arrays = (param: Param): Param => {
    if (typeof param === 'string' || Array.isArray(param)) return param;
    const keys = Object.keys(param);
    const indexed = keys.length > 0 && keys.every((key) => /^\d+$/.test(key));
    const mapped = Object.fromEntries(keys.map((key) => [key, arrays(param[key]!)]));
    return indexed ? keys.sort((a, b) => Number(a) - Number(b)).map((key) => mapped[key]!) : mapped;
  };
  return arrays(root) as Params;
}

export async function startStripeStandIn(options: { webhookSecret: string; secretKey?: string; now?: () => Date }): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? 'sk_test_vitrina_standin';
  const clock = () => Math.floor((options.now ?? (() => new Date()))().getTime() / 1000);
  const prices = new Map<string, PriceRecord>();
  const products = new Map<string, Json>();
  const sessions = new Map<string, Session>();
  const subscriptions = new Map<string, Subscription>();
  const invoices = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const invoicePayments = new Map<string, Json>();
  const schedules = new Map<string, Schedule>();
  const customers = new Map<string, Json>();
  const deliveries: StripeDelivery[] = [];
  const requests: StripeStandIn['requests'] = [];
  let baseUrl = '';

  const found = <T>(map: Map<string, T>, kind: string, id: string): T => {
    const value = map.get(id);
    if (!value) throw new StripeError(404, `No such ${kind}: '${id}'`, 'id');
    return value;
  };
  const priceJson = (price: PriceRecord) => ({
    id: price.id, object: 'price', active: price.active, billing_scheme: 'per_unit', created: price.created, currency: 'usd',
    livemode: false, lookup_key: price.lookupKey, metadata: price.metadata, nickname: null, product: price.product,
    recurring: { interval: price.interval, interval_count: 1, meter: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified', type: 'recurring', unit_amount: price.unitAmount, unit_amount_decimal: String(price.unitAmount),
  });
  const subscriptionJson = (sub: Subscription) => ({
    id: sub.id, object: 'subscription', billing_cycle_anchor: sub.start, cancel_at: sub.cancelAtPeriodEnd ? sub.end : null,
    cancel_at_period_end: sub.cancelAtPeriodEnd, canceled_at: sub.endedAt, collection_method: 'charge_automatically',
    created: sub.created, currency: 'usd', customer: sub.customer, ended_at: sub.endedAt, latest_invoice: sub.latestInvoice,
    livemode: false, metadata: sub.metadata, schedule: sub.schedule, start_date: sub.created, status: sub.status,
    items: list([{
      id: sub.itemId, object: 'subscription_item', created: sub.created, current_period_start: sub.start, current_period_end: sub.end,
      metadata: {}, price: priceJson(found(prices, 'price', sub.priceId)), quantity: 1, subscription: sub.id,
    }], `/v1/subscription_items?subscription=${sub.id}`),
  });

  const scheduleJson = (schedule: Schedule) => {
    const sub = found(subscriptions, 'subscription', schedule.subscription);
    const current = schedule.status === 'active' ? schedule.phases.find((phase) => phase.start <= sub.start && sub.start < phase.end) : undefined;
    return {
      id: schedule.id, object: 'subscription_schedule', application: null, canceled_at: null, completed_at: null, created: schedule.created,
      current_phase: current ? { start_date: current.start, end_date: current.end } : null, customer: sub.customer,
      default_settings: { application_fee_percent: null, billing_cycle_anchor: 'automatic', collection_method: 'charge_automatically', default_payment_method: null, description: null },
      end_behavior: schedule.endBehavior, livemode: false, metadata: {},
      phases: schedule.phases.map((phase) => ({
        add_invoice_items: [], application_fee_percent: null, collection_method: null, currency: 'usd', default_payment_method: null,
        description: null, discounts: [], end_date: phase.end, invoice_settings: null, metadata: phase.metadata, on_behalf_of: null,
        items: [{ discounts: [], metadata: {}, price: phase.priceId, quantity: 1, tax_rates: [] }], proration_behavior: phase.prorationBehavior,
        billing_cycle_anchor: phase.anchor === 'phase_start' ? 'phase_start' : null,
        start_date: phase.start, transfer_data: null, trial_end: null,
      })),
      released_at: schedule.releasedAt, released_subscription: schedule.status === 'released' ? schedule.subscription : null, status: schedule.status,
      subscription: schedule.status === 'active' ? schedule.subscription : null, test_clock: null,
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
      if (index === 0 && startDate !== undefined && Number(startDate) !== current.start) throw new StripeError(400, 'The start date of the current phase cannot be changed.', 'phases[0][start_date]');
      if (startDate !== undefined) start = Number(startDate);
      const duration = field(param, 'duration');
      const interval = text(field(duration, 'interval'));
      const endDate = text(field(param, 'end_date'));
      if (endDate === undefined && interval !== 'month' && interval !== 'year') throw new StripeError(400, 'Each phase needs an end_date or a duration in months or years.', `phases[${index}]`);
      const end = endDate !== undefined ? Number(endDate) : periodEnd(start, interval as 'month' | 'year');
      if (end <= start) throw new StripeError(400, 'A phase must end after it starts.', `phases[${index}][end_date]`);
      const anchor = text(field(param, 'billing_cycle_anchor')) ?? 'automatic';
      const phase = { priceId: price.id, start, end, anchor, prorationBehavior: text(field(param, 'proration_behavior')) ?? 'create_prorations', metadata: strings(field(param, 'metadata')) };
      start = end;
      return phase;
    });
  }
  /** At a period's end the schedule moves to the phase starting then, or, past its last phase, lets the subscription go (end_behavior release). */
  function advanceSchedule(sub: Subscription, at: number): Phase | undefined {
    const schedule = sub.schedule ? found(schedules, 'subscription_schedule', sub.schedule) : undefined;
    if (!schedule) return undefined;
    const phase = schedule.phases.find((candidate) => candidate.start <= at && at < candidate.end);
    if (!phase) return void release(schedule, at);
    sub.priceId = phase.priceId;
    Object.assign(sub.metadata, phase.metadata);
    return phase;
  }

  function deliver(type: string, object: Json, created: number) {
    const event = {
      id: newId('evt'), object: 'event', api_version: Stripe.API_VERSION, created, data: { object },
      livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type,
    };
    send(event);
  }
  function send(event: Json) {
    const body = JSON.stringify(event, null, 2);
    deliveries.push({ body: Buffer.from(body), headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': sign(body) } });
  }
  function sign(body: string | Buffer, timestamp = clock()) {
    const signature = createHmac('sha256', options.webhookSecret).update(`${timestamp}.${body.toString()}`).digest('hex');
    return `t=${timestamp},v1=${signature}`;
  }

  /** The payment intent that charges an invoice, refused with a decline code or succeeded, and its invoice payment. */
  function charge(invoiceId: string, customer: string, due: number, decline: StandInDecline | null, at: number) {
    const { code, message } = decline ? DECLINES[decline] : { code: null, message: null };
    const intent = {
      id: newId('pi'), object: 'payment_intent', amount: due, amount_received: decline ? 0 : due, created: at, currency: 'usd', customer, livemode: false,
      last_payment_error: decline ? { type: 'card_error', charge: newId('ch'), code, decline_code: decline === 'expired_card' ? 'expired_card' : decline, message } : null,
      metadata: {}, payment_method_types: ['card'], status: decline ? 'requires_payment_method' : 'succeeded',
    };
    intents.set(intent.id, intent);
    const payment = {
      id: newId('inpay'), object: 'invoice_payment', amount_paid: decline ? null : due, amount_requested: due, created: at, currency: 'usd', invoice: invoiceId,
      is_default: true, livemode: false, payment: { type: 'payment_intent', payment_intent: intent.id }, status: decline ? 'open' : 'paid',
      status_transitions: { canceled_at: null, paid_at: decline ? null : at },
    };
    invoicePayments.set(payment.id, payment);
  }

  /** A subscription invoice, paid or left open, and the events Stripe sends about it. */
  function invoice(sub: Subscription, reason: string, lines: Line[], paid: boolean, at: number, decline: StandInDecline = 'insufficient_funds') {
    const id = newId('in');
    const total = lines.reduce((sum, [, amount]) => sum + amount, 0);
    const due = Math.max(0, total);
    charge(id, sub.customer, due, paid ? null : decline, at);
    const json = {
      id, object: 'invoice', amount_due: due, amount_paid: paid ? due : 0, amount_remaining: paid ? 0 : due, attempt_count: 1,
      attempted: true, billing_reason: reason, collection_method: 'charge_automatically', created: at, currency: 'usd',
      customer: sub.customer, customer_email: found(customers, 'customer', sub.customer).email, last_finalization_error: null,
      livemode: false, metadata: {}, next_payment_attempt: paid ? null : at + 3 * 86_400, number: null,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: { ...sub.metadata }, subscription: sub.id } },
      period_start: at, period_end: at, status: paid ? 'paid' : 'open', subtotal: total, total,
      status_transitions: { finalized_at: at, marked_uncollectible_at: null, paid_at: paid ? at : null, voided_at: null },
      lines: list(lines.map(([priceId, amount, period, proration]) => ({
        id: newId('il'), object: 'line_item', amount, currency: 'usd', invoice: id, livemode: false, metadata: {}, period, quantity: 1, subtotal: amount,
        parent: proration
          ? { type: 'invoice_item_details', subscription_item_details: null, invoice_item_details: { invoice_item: newId('ii'), proration: true, proration_details: { credited_items: null }, subscription: sub.id } }
          : { type: 'subscription_item_details', invoice_item_details: null, subscription_item_details: { invoice_item: null, proration: false, proration_details: { credited_items: null }, subscription: sub.id, subscription_item: sub.itemId } },
        pricing: { type: 'price_details', price_details: { price: priceId, product: found(prices, 'price', priceId).product }, unit_amount_decimal: String(amount) },
      })), `/v1/invoices/${id}/lines`),
    };
    invoices.set(id, json);
    sub.latestInvoice = id;
    if (paid) {
      deliver('invoice.paid', json, at);
      deliver('invoice.payment_succeeded', json, at);
    } else deliver('invoice.payment_failed', json, at);
  }

  const periodEnd = (start: number, interval: 'month' | 'year') =>
    Date.parse(periodEndOf(new Date(start * 1000).toISOString(), interval === 'month' ? 'MONTHLY' : 'YEARLY')) / 1000;

  /** An item's new price, as Stripe applies it: a new interval starts a new period, billed at once. */
  function changePrice(sub: Subscription, priceId: string, proration: string) {
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

  function expire(session: Session) {
    Object.assign(session.json, { status: 'expired', expires_at: Math.min(Number(session.json.expires_at), clock()) });
    deliver('checkout.session.expired', session.json, clock());
  }

  const routes: [string, RegExp, (id: string, params: Params) => unknown][] = [
    ['GET', /^prices$/, (_, params) => {
      const keys = Array.isArray(params.lookup_keys) ? params.lookup_keys : [];
      const active = text(params.active);
      const matching = [...prices.values()].filter((price) => (keys.length === 0 || keys.includes(price.lookupKey ?? '')) && (active === undefined || String(price.active) === active));
      return list(matching.map(priceJson), '/v1/prices');
    }],
    ['GET', /^prices\/([\w-]+)$/, (id) => priceJson(found(prices, 'price', id))],
    ['POST', /^prices$/, (_, params) => {
      const product = found(products, 'product', text(params.product) ?? '');
      const interval = text(strings(params.recurring).interval);
      const unitAmount = Number(text(params.unit_amount));
      if (text(params.currency) !== 'usd' || (interval !== 'month' && interval !== 'year') || !Number.isInteger(unitAmount)) {
        throw new StripeError(400, 'The stand-in makes only recurring usd prices with a whole unit_amount and a month or year interval.');
      }
      const lookupKey = text(params.lookup_key) ?? null;
      const holder = [...prices.values()].find((price) => lookupKey && price.lookupKey === lookupKey);
      if (holder && text(params.transfer_lookup_key) !== 'true') throw new StripeError(400, `A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
      if (holder) holder.lookupKey = null;
      const price: PriceRecord = { id: newId('price'), product: String(product.id), unitAmount, interval, lookupKey, active: true, created: clock(), metadata: strings(params.metadata) };
      prices.set(price.id, price);
      return priceJson(price);
    }],
    ['POST', /^products$/, (_, params) => {
      if (!text(params.name)) throw new StripeError(400, 'Missing required param: name.', 'name');
      const product = { id: newId('prod'), object: 'product', active: true, created: clock(), livemode: false, metadata: strings(params.metadata), name: text(params.name), type: 'service' };
      products.set(product.id, product);
      return product;
    }],
    ['POST', /^checkout\/sessions$/, (_, params) => {
      const items = Array.isArray(params.line_items) ? params.line_items.map(strings) : [];
      if (text(params.mode) !== 'subscription' || items.length !== 1 || items[0]!.quantity !== '1') {
        throw new StripeError(400, 'The stand-in takes subscription checkouts of one line item, quantity 1.', 'line_items');
      }
      const price = found(prices, 'price', items[0]!.price ?? '');
      const id = `cs_test_${randomBytes(24).toString('hex')}`;
      const json: Json = {
        id, object: 'checkout.session', cancel_url: text(params.cancel_url) ?? null, client_reference_id: text(params.client_reference_id) ?? null,
        created: clock(), currency: 'usd', customer: null, customer_email: text(params.customer_email) ?? null, expires_at: clock() + 86_400,
        invoice: null, livemode: false, locale: text(params.locale) ?? null, metadata: strings(params.metadata), mode: 'subscription',
        payment_status: 'unpaid', status: 'open', subscription: null, success_url: text(params.success_url) ?? null, url: `${baseUrl}/c/pay/${id}`,
      };
      sessions.set(id, { id, priceId: price.id, json, subscriptionMetadata: strings(field(params.subscription_data, 'metadata')) });
      return json;
    }],
    ['GET', /^checkout\/sessions\/(\w+)$/, (id) => {
      const session = found(sessions, 'checkout.session', id);
      if (session.json.status === 'open' && clock() >= Number(session.json.expires_at)) expire(session);
      return session.json;
    }],
    ['GET', /^subscriptions\/(\w+)$/, (id) => subscriptionJson(found(subscriptions, 'subscription', id))],
    ['POST', /^subscriptions\/(\w+)$/, (id, params) => {
      const sub = found(subscriptions, 'subscription', id);
      if (sub.status === 'canceled') throw new StripeError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
      const cancel = text(params.cancel_at_period_end);
      if (cancel !== undefined && sub.schedule) {
        throw new StripeError(400, `Subscription ${sub.id} is managed by schedule ${sub.schedule}: update its cancellation through the schedule, or release it.`);
      }
      if (cancel !== undefined) sub.cancelAtPeriodEnd = cancel === 'true';
      Object.assign(sub.metadata, strings(params.metadata));
      for (const item of Array.isArray(params.items) ? params.items.map(strings) : []) {
        if (item.id !== sub.itemId) throw new StripeError(400, `No such subscription item: '${item.id}'`, 'items');
        if (item.price && item.price !== sub.priceId) changePrice(sub, item.price, text(params.proration_behavior) ?? 'create_prorations');
      }
      return subscriptionJson(sub);
    }],
    ['POST', /^billing_portal\/sessions$/, (_, params) => {
      const customer = found(customers, 'customer', text(params.customer) ?? '');
      const id = newId('bps');
      return {
        id, object: 'billing_portal.session', configuration: 'bpc_standin', created: clock(), customer: customer.id, livemode: false,
        locale: null, on_behalf_of: null, return_url: text(params.return_url) ?? null, url: `${baseUrl}/p/session/${id}`,
      };
    }],
    ['GET', /^invoices$/, (_, params) => {
      const subscription = text(params.subscription);
      const mine = [...invoices.values()].filter((json) => !subscription || (json.parent as { subscription_details: Json }).subscription_details.subscription === subscription);
      return page(mine.reverse(), params, '/v1/invoices');
    }],
    ['GET', /^invoices\/(\w+)$/, (id) => found(invoices, 'invoice', id)],
    ['GET', /^invoice_payments$/, (_, params) => {
      const expand = Array.isArray(params.expand) ? params.expand : [];
      const mine = [...invoicePayments.values()].filter((payment) => payment.invoice === text(params.invoice)).reverse();
      const expanded = mine.map((payment) => {
        const { payment_intent: intent } = payment.payment as { payment_intent: string };
        return expand.includes('data.payment.payment_intent') ? { ...payment, payment: { type: 'payment_intent', payment_intent: found(intents, 'payment_intent', intent) } } : payment;
      });
      return page(expanded, params, '/v1/invoice_payments');
    }],
    ['GET', /^payment_intents\/(\w+)$/, (id) => found(intents, 'payment_intent', id)],
    ['POST', /^subscription_schedules$/, (_, params) => {
      const sub = found(subscriptions, 'subscription', text(params.from_subscription) ?? '');
      if (params.phases !== undefined) throw new StripeError(400, 'Phases cannot be given with from_subscription; update the schedule afterwards.', 'phases');
      if (sub.schedule) throw new StripeError(400, `Subscription ${sub.id} already has a schedule attached.`, 'from_subscription');
      if (sub.status === 'canceled') throw new StripeError(400, 'A canceled subscription cannot be scheduled.', 'from_subscription');
      const phase: Phase = { priceId: sub.priceId, start: sub.start, end: sub.end, anchor: 'automatic', prorationBehavior: 'create_prorations', metadata: {} };
      const schedule: Schedule = { id: newId('sub_sched'), subscription: sub.id, created: clock(), endBehavior: 'release', phases: [phase], status: 'active', releasedAt: null };
      schedules.set(schedule.id, schedule);
      sub.schedule = schedule.id;
      return scheduleJson(schedule);
    }],
    ['GET', /^subscription_schedules\/(\w+)$/, (id) => scheduleJson(found(schedules, 'subscription_schedule', id))],
    ['POST', /^subscription_schedules\/(\w+)$/, (id, params) => {
      const schedule = found(schedules, 'subscription_schedule', id);
      if (schedule.status !== 'active') throw new StripeError(400, `You cannot update a subscription schedule that is ${schedule.status}.`);
      const endBehavior = text(params.end_behavior) ?? schedule.endBehavior;
      if (endBehavior !== 'release') throw new StripeError(400, `The stand-in models end_behavior release, not ${endBehavior}.`, 'end_behavior');
      if (params.phases !== undefined) schedule.phases = phasesOf(schedule, params);
      schedule.endBehavior = endBehavior;
      return scheduleJson(schedule);
    }],
    ['POST', /^subscription_schedules\/(\w+)\/release$/, (id) => {
      const schedule = found(schedules, 'subscription_schedule', id);
      if (schedule.status !== 'active') throw new StripeError(400, `You cannot release a subscription schedule that is ${schedule.status}.`);
      release(schedule, clock());
      return scheduleJson(schedule);
    }],
    ['GET', /^customers\/(\w+)$/, (id) => found(customers, 'customer', id)],
  ];

  function route(method: string, path: string, params: Params): unknown {
    for (const [verb, pattern, answer] of routes) {
      const match = verb === method ? pattern.exec(path) : null;
      if (match) return answer(match[1] ?? '', params);
    }
    throw new StripeError(404, `Unrecognized request URL (${method}: /v1/${path}).`);
  }

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', baseUrl);
      const reply = (status: number, value: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') }).end(JSON.stringify(value));
      if (!url.pathname.startsWith('/v1/')) return void response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Stripe stand-in</h1>');
      const path = url.pathname.slice('/v1/'.length);
      const params = decodeParams(request.method === 'GET' ? url.search.slice(1) : body);
      requests.push({ method: request.method ?? 'GET', path: url.pathname, params });
      const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (key !== secretKey) {
        const message = key ? `Invalid API Key provided: ${key.slice(0, 8)}****` : 'You did not provide an API key.';
        return reply(401, { error: { type: 'invalid_request_error', message } });
      }
      try {
        reply(200, route(request.method ?? 'GET', path, params));
      } catch (error) {
        if (!(error instanceof StripeError)) return reply(500, { error: { type: 'api_error', message: String(error) } });
        const code = error.status === 404 ? { code: 'resource_missing' } : {};
        reply(error.status, { error: { type: 'invalid_request_error', message: error.message, ...code, ...(error.param ? { param: error.param } : {}) } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    secretKey,
    requests,
    prices: () => [...prices.values()].map(view),
    completeCheckout(sessionId, outcome) {
      const session = found(sessions, 'checkout.session', sessionId);
      if (session.json.status !== 'open') throw new Error(`Checkout ${sessionId} is ${String(session.json.status)}.`);
      // A declined card leaves the person on the checkout page: the session stays open and nothing is sent.
      if (outcome === 'decline') return;
      const now = clock();
      const customer = { id: newId('cus'), object: 'customer', created: now, email: session.json.customer_email, livemode: false, metadata: {} };
      customers.set(customer.id, customer);
      const price = found(prices, 'price', session.priceId);
      const sub: Subscription = {
        id: newId('sub'), customer: customer.id, itemId: newId('si'), priceId: price.id, billedPriceId: price.id, start: now,
        end: periodEnd(now, price.interval), status: 'active', cancelAtPeriodEnd: false, metadata: { ...session.subscriptionMetadata },
        created: now, endedAt: null, latestInvoice: null, schedule: null,
      };
      subscriptions.set(sub.id, sub);
      Object.assign(session.json, { status: 'complete', payment_status: 'paid', customer: customer.id, subscription: sub.id });
      deliver('checkout.session.completed', session.json, now);
      invoice(sub, 'subscription_create', [[price.id, price.unitAmount, { start: sub.start, end: sub.end }, false]], true, now);
      session.json.invoice = sub.latestInvoice;
    },
    expireCheckout(sessionId) {
      const session = found(sessions, 'checkout.session', sessionId);
      if (session.json.status !== 'open') throw new Error(`Checkout ${sessionId} is ${String(session.json.status)}.`);
      expire(session);
    },
    renew(subscriptionId, outcome, decline) {
      const sub = found(subscriptions, 'subscription', subscriptionId);
      if (sub.status === 'canceled') throw new Error(`Subscription ${subscriptionId} has ended.`);
      const at = sub.end;
      if (sub.cancelAtPeriodEnd) {
        Object.assign(sub, { status: 'canceled', endedAt: at });
        return deliver('customer.subscription.deleted', subscriptionJson(sub), at);
      }
      const before = found(prices, 'price', sub.priceId);
      const phase = advanceSchedule(sub, at);
      const price = found(prices, 'price', sub.priceId);
      // A phase that changes the interval bills its new period as an update, if it restarts the cycle; else Stripe
      // keeps the old anchor and the new price runs unbilled until then.
      const reanchored = phase?.start === at && price.interval !== before.interval;
      if (reanchored && phase.anchor !== 'phase_start') return void ([sub.start, sub.end] = [at, periodEnd(at, before.interval)]);
      [sub.start, sub.end, sub.billedPriceId, sub.status] = [at, periodEnd(at, price.interval), price.id, outcome === 'pay' ? 'active' : 'past_due'];
      invoice(sub, reanchored ? 'subscription_update' : 'subscription_cycle', [[price.id, price.unitAmount, { start: sub.start, end: sub.end }, false]], outcome === 'pay', at, decline);
    },
    planOf(subscriptionId) {
      const sub = found(subscriptions, 'subscription', subscriptionId);
      const schedule = sub.schedule ? found(schedules, 'subscription_schedule', sub.schedule) : undefined;
      const next = schedule?.phases.find((phase) => phase.start === sub.end)?.priceId ?? sub.priceId;
      const [price, nextPrice] = [view(found(prices, 'price', sub.billedPriceId)), view(found(prices, 'price', next))];
      return { status: sub.status, cancelAtPeriodEnd: sub.cancelAtPeriodEnd, price, nextPrice };
    },
    sign,
    send,
    takeDeliveries: () => deliveries.splice(0),
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
