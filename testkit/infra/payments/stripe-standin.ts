import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { periodEnd, standInBilling, type PriceRecord, type StandInDecline, type StandInPrice, type StandInSubscription } from './stripe-standin-billing';
import { decodeParams, field, found, list, newId, strings, StripeError, text, type Json, type Params, type Route } from './stripe-standin-wire';

export type { StandInDecline, StandInPrice } from './stripe-standin-billing';
export type { Params } from './stripe-standin-wire';

/**
 * A stand-in for Stripe, for tests: a local HTTP server speaking the part of Stripe's v1 API the adapter calls
 * (form-encoded requests, JSON objects shaped as the SDK's pinned API version documents them, Stripe's error
 * bodies), and plain methods that play the customer at Checkout and Stripe's billing clock. What Stripe would send
 * to the webhook endpoint is signed as Stripe signs it and queued for `takeDeliveries`. Its billing (invoices, payment
 * intents, schedules) is in stripe-standin-billing.ts, the way it speaks Stripe's wire format in stripe-standin-wire.ts.
 */
export interface StripeDelivery {
  body: Buffer;
  headers: Record<string, string>;
}

export interface StandInPlan {
  status: 'active' | 'past_due' | 'canceled';
  cancelAtPeriodEnd: boolean;
  /** What the current period was billed at. */
  price: StandInPrice;
  /** What the next period will be billed at: a schedule's next phase, or the item's price (a `proration_behavior: none` change sets it). */
  nextPrice: StandInPrice;
}

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

interface Session {
  id: string;
  priceId: string;
  json: Json;
  subscriptionMetadata: Record<string, string>;
}

const view = ({ id, product, unitAmount, interval, lookupKey, active }: PriceRecord): StandInPrice => ({
  id,
  product,
  unitAmount,
  interval,
  lookupKey,
  active,
});

export async function startStripeStandIn(options: { webhookSecret: string; secretKey?: string; now?: () => Date }): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? 'sk_test_vitrina_standin';
  const clock = () => Math.floor((options.now ?? (() => new Date()))().getTime() / 1000);
  const prices = new Map<string, PriceRecord>();
  const products = new Map<string, Json>();
  const sessions = new Map<string, Session>();
  const subscriptions = new Map<string, StandInSubscription>();
  const customers = new Map<string, Json>();
  const deliveries: StripeDelivery[] = [];
  const requests: StripeStandIn['requests'] = [];
  let baseUrl = '';

  const priceJson = (price: PriceRecord) => ({
    id: price.id,
    object: 'price',
    active: price.active,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: 'usd',
    livemode: false,
    lookup_key: price.lookupKey,
    metadata: price.metadata,
    nickname: null,
    product: price.product,
    recurring: { interval: price.interval, interval_count: 1, meter: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    type: 'recurring',
    unit_amount: price.unitAmount,
    unit_amount_decimal: String(price.unitAmount),
  });
  const subscriptionJson = (sub: StandInSubscription) => ({
    id: sub.id,
    object: 'subscription',
    billing_cycle_anchor: sub.start,
    cancel_at: sub.cancelAtPeriodEnd ? sub.end : null,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    canceled_at: sub.endedAt,
    collection_method: 'charge_automatically',
    created: sub.created,
    currency: 'usd',
    customer: sub.customer,
    ended_at: sub.endedAt,
    latest_invoice: sub.latestInvoice,
    livemode: false,
    metadata: sub.metadata,
    schedule: sub.schedule,
    start_date: sub.created,
    status: sub.status,
    items: list(
      [
        {
          id: sub.itemId,
          object: 'subscription_item',
          created: sub.created,
          current_period_start: sub.start,
          current_period_end: sub.end,
          metadata: {},
          price: priceJson(found(prices, 'price', sub.priceId)),
          quantity: 1,
          subscription: sub.id,
        },
      ],
      `/v1/subscription_items?subscription=${sub.id}`,
    ),
  });
  function deliver(type: string, object: Json, created: number) {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
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
  const billing = standInBilling({ prices, subscriptions, customers, clock, deliver });

  function expire(session: Session) {
    Object.assign(session.json, { status: 'expired', expires_at: Math.min(Number(session.json.expires_at), clock()) });
    deliver('checkout.session.expired', session.json, clock());
  }

  const ownRoutes: Route[] = [
    [
      'GET',
      /^prices$/,
      (_, params) => {
        const keys = Array.isArray(params.lookup_keys) ? params.lookup_keys : [];
        const active = text(params.active);
        const matching = [...prices.values()].filter(
          (price) => (keys.length === 0 || keys.includes(price.lookupKey ?? '')) && (active === undefined || String(price.active) === active),
        );
        return list(matching.map(priceJson), '/v1/prices');
      },
    ],
    ['GET', /^prices\/([\w-]+)$/, (id) => priceJson(found(prices, 'price', id))],
    [
      'POST',
      /^prices$/,
      (_, params) => {
        const product = found(products, 'product', text(params.product) ?? '');
        const interval = text(strings(params.recurring).interval);
        const unitAmount = Number(text(params.unit_amount));
        if (text(params.currency) !== 'usd' || (interval !== 'month' && interval !== 'year') || !Number.isInteger(unitAmount)) {
          throw new StripeError(400, 'The stand-in makes only recurring usd prices with a whole unit_amount and a month or year interval.');
        }
        const lookupKey = text(params.lookup_key) ?? null;
        const holder = [...prices.values()].find((price) => lookupKey && price.lookupKey === lookupKey);
        if (holder && text(params.transfer_lookup_key) !== 'true')
          throw new StripeError(400, `A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
        if (holder) holder.lookupKey = null;
        const price: PriceRecord = {
          id: newId('price'),
          product: String(product.id),
          unitAmount,
          interval,
          lookupKey,
          active: true,
          created: clock(),
          metadata: strings(params.metadata),
        };
        prices.set(price.id, price);
        return priceJson(price);
      },
    ],
    [
      'POST',
      /^products$/,
      (_, params) => {
        if (!text(params.name)) throw new StripeError(400, 'Missing required param: name.', 'name');
        const product = {
          id: newId('prod'),
          object: 'product',
          active: true,
          created: clock(),
          livemode: false,
          metadata: strings(params.metadata),
          name: text(params.name),
          type: 'service',
        };
        products.set(product.id, product);
        return product;
      },
    ],
    [
      'POST',
      /^checkout\/sessions$/,
      (_, params) => {
        const items = Array.isArray(params.line_items) ? params.line_items.map(strings) : [];
        if (text(params.mode) !== 'subscription' || items.length !== 1 || items[0]!.quantity !== '1') {
          throw new StripeError(400, 'The stand-in takes subscription checkouts of one line item, quantity 1.', 'line_items');
        }
        const price = found(prices, 'price', items[0]!.price ?? '');
        const id = `cs_test_${randomBytes(24).toString('hex')}`;
        const json: Json = {
          id,
          object: 'checkout.session',
          cancel_url: text(params.cancel_url) ?? null,
          client_reference_id: text(params.client_reference_id) ?? null,
          created: clock(),
          currency: 'usd',
          customer: null,
          customer_email: text(params.customer_email) ?? null,
          expires_at: clock() + 86_400,
          invoice: null,
          livemode: false,
          locale: text(params.locale) ?? null,
          metadata: strings(params.metadata),
          mode: 'subscription',
          payment_status: 'unpaid',
          status: 'open',
          subscription: null,
          success_url: text(params.success_url) ?? null,
          url: `${baseUrl}/c/pay/${id}`,
        };
        sessions.set(id, { id, priceId: price.id, json, subscriptionMetadata: strings(field(params.subscription_data, 'metadata')) });
        return json;
      },
    ],
    [
      'GET',
      /^checkout\/sessions\/(\w+)$/,
      (id) => {
        const session = found(sessions, 'checkout.session', id);
        if (session.json.status === 'open' && clock() >= Number(session.json.expires_at)) expire(session);
        return session.json;
      },
    ],
    ['GET', /^subscriptions\/(\w+)$/, (id) => subscriptionJson(found(subscriptions, 'subscription', id))],
    [
      'POST',
      /^subscriptions\/(\w+)$/,
      (id, params) => {
        const sub = found(subscriptions, 'subscription', id);
        if (sub.status === 'canceled') throw new StripeError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
        const cancel = text(params.cancel_at_period_end);
        if (cancel !== undefined && sub.schedule) {
          throw new StripeError(
            400,
            `Subscription ${sub.id} is managed by schedule ${sub.schedule}: update its cancellation through the schedule, or release it.`,
          );
        }
        if (cancel !== undefined) sub.cancelAtPeriodEnd = cancel === 'true';
        Object.assign(sub.metadata, strings(params.metadata));
        for (const item of Array.isArray(params.items) ? params.items.map(strings) : []) {
          if (item.id !== sub.itemId) throw new StripeError(400, `No such subscription item: '${item.id}'`, 'items');
          if (item.price && item.price !== sub.priceId) billing.changePrice(sub, item.price, text(params.proration_behavior) ?? 'create_prorations');
        }
        return subscriptionJson(sub);
      },
    ],
    [
      'POST',
      /^billing_portal\/sessions$/,
      (_, params) => {
        const customer = found(customers, 'customer', text(params.customer) ?? '');
        const id = newId('bps');
        return {
          id,
          object: 'billing_portal.session',
          configuration: 'bpc_standin',
          created: clock(),
          customer: customer.id,
          livemode: false,
          locale: null,
          on_behalf_of: null,
          return_url: text(params.return_url) ?? null,
          url: `${baseUrl}/p/session/${id}`,
        };
      },
    ],
    ['GET', /^customers\/(\w+)$/, (id) => found(customers, 'customer', id)],
  ];
  const routes = [...ownRoutes, ...billing.routes];

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
      const sub: StandInSubscription = {
        id: newId('sub'),
        customer: customer.id,
        itemId: newId('si'),
        priceId: price.id,
        billedPriceId: price.id,
        start: now,
        end: periodEnd(now, price.interval),
        status: 'active',
        cancelAtPeriodEnd: false,
        metadata: { ...session.subscriptionMetadata },
        created: now,
        endedAt: null,
        latestInvoice: null,
        schedule: null,
      };
      subscriptions.set(sub.id, sub);
      Object.assign(session.json, { status: 'complete', payment_status: 'paid', customer: customer.id, subscription: sub.id });
      deliver('checkout.session.completed', session.json, now);
      billing.invoice(sub, 'subscription_create', [[price.id, price.unitAmount, { start: sub.start, end: sub.end }, false]], true, now);
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
      const phase = billing.advanceSchedule(sub, at);
      const price = found(prices, 'price', sub.priceId);
      // A phase that changes the interval bills its new period as an update, if it restarts the cycle; else Stripe
      // keeps the old anchor and the new price runs unbilled until then.
      const reanchored = phase?.start === at && price.interval !== before.interval;
      if (reanchored && phase.anchor !== 'phase_start') return void ([sub.start, sub.end] = [at, periodEnd(at, before.interval)]);
      [sub.start, sub.end, sub.billedPriceId, sub.status] = [at, periodEnd(at, price.interval), price.id, outcome === 'pay' ? 'active' : 'past_due'];
      billing.invoice(
        sub,
        reanchored ? 'subscription_update' : 'subscription_cycle',
        [[price.id, price.unitAmount, { start: sub.start, end: sub.end }, false]],
        outcome === 'pay',
        at,
        decline,
      );
    },
    planOf(subscriptionId) {
      const sub = found(subscriptions, 'subscription', subscriptionId);
      const [price, nextPrice] = [view(found(prices, 'price', sub.billedPriceId)), view(found(prices, 'price', billing.nextPriceOf(sub)))];
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
