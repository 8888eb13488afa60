import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { periodEndOf } from '@vitrina/domain/subscriptions/periods';

/**
 * A stand-in for Mercado Pago, for tests: a local HTTP server speaking the part of its REST API that subscriptions
 * use (preapproval plans, preapprovals, authorized payments, payments), with Bearer tokens and Mercado Pago's error
 * bodies, and the other side of it as plain methods: the payer at the checkout and the billing clock. Every change
 * queues a webhook signed as Mercado Pago documents it: `x-signature: ts=…,v1=HMAC(id:…;request-id:…;ts:…;)`.
 */
type Json = Record<string, unknown>;
interface Recurring {
  frequency: number;
  frequency_type: string;
  transaction_amount: number;
  currency_id: string;
  end_date?: string;
}
interface Preapproval extends Json {
  id: string;
  status: string;
  auto_recurring: Recurring;
  payer_email: string;
  summarized: Json;
  next_payment_date?: string;
  payer_id?: number;
}
interface Invoice extends Json {
  id: number;
  preapproval_id: string;
  status: string;
  debit_date: string;
  payment: { id: number; status: string; status_detail: string };
}
export interface MercadoPagoDelivery {
  body: Buffer;
  headers: Record<string, string>;
}
export type MercadoPagoRecords = { preapproval: Preapproval; invoices: Invoice[]; payments: Json[] };
/** A refused card's status_detail, as Mercado Pago documents them. */
export type RejectionDetail =
  | 'cc_rejected_insufficient_amount'
  | 'cc_rejected_bad_filled_security_code'
  | 'cc_rejected_bad_filled_date'
  | 'cc_rejected_call_for_authorize'
  | 'cc_rejected_card_disabled'
  | 'cc_rejected_card_error'
  | 'cc_rejected_other_reason';

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startMercadoPagoStandIn({ accessToken, webhookSecret }: { accessToken: string; webhookSecret: string }) {
  const plans: Json[] = [];
  const preapprovals = new Map<string, Preapproval>();
  const invoices = new Map<number, Invoice>();
  const payments = new Map<number, Json>();
  const replies = new Map<string, unknown>();
  const deliveries: MercadoPagoDelivery[] = [];
  const userAgents = new Set<string>();
  let ids = 1_000_000_000;
  let url = '';
  const hex = () => randomBytes(16).toString('hex');
  const now = () => new Date().toISOString();
  const need = (ok: unknown, message: string) => {
    if (!ok) throw new Refusal(400, 'bad_request', message);
  };
  /** A search answer as Mercado Pago pages it: `paging` and the `results` from `offset`, `limit` of them (30 unless told). */
  const search = (found: Json[], query: URLSearchParams) => {
    const [offset, limit] = [Number(query.get('offset') ?? 0), Number(query.get('limit') ?? 30)];
    return { paging: { total: found.length, offset, limit }, results: found.slice(offset, offset + limit) };
  };
  const preapproval = (id: string) => preapprovals.get(id) ?? fail(new Refusal(404, 'not_found', `Preapproval ${id} not found`));

  const sign = (body: Buffer, ts: number, requestId?: string) => {
    const dataId = String((JSON.parse(body.toString()) as { data?: { id?: string } }).data?.id ?? '');
    const id = /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
    const manifest = `${id ? `id:${id};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
    const signature = `ts=${ts},v1=${createHmac('sha256', webhookSecret).update(manifest).digest('hex')}`;
    return { 'content-type': 'application/json', 'x-signature': signature, ...(requestId ? { 'x-request-id': requestId } : {}) };
  };
  const notify = (type: string, dataId: string, action: string) => {
    const notification = {
      id: (ids += 1) * 10,
      live_mode: false,
      type,
      date_created: now(),
      user_id: 123456789,
      api_version: 'v1',
      action,
      data: { id: dataId },
    };
    const body = Buffer.from(JSON.stringify(notification));
    deliveries.push({ body, headers: sign(body, Math.floor(Date.now() / 1000), randomUUID()) });
  };

  const createPayment = (fields: Json, approved: boolean, detail: string = approved ? 'accredited' : 'cc_rejected_insufficient_amount') => {
    const id = (ids += 1);
    const payment = {
      date_created: now(),
      date_approved: approved ? now() : null,
      currency_id: 'ARS',
      ...fields,
      id,
      status: approved ? 'approved' : 'rejected',
      status_detail: detail,
    };
    payments.set(id, payment);
    notify('payment', String(id), 'payment.created');
    return payment;
  };
  const subscriptionPayment = (pre: Preapproval, approved: boolean, billingDate: string, sequence: number, detail?: RejectionDetail) =>
    createPayment(
      {
        transaction_amount: pre.auto_recurring.transaction_amount,
        description: pre.reason,
        external_reference: pre.external_reference,
        payer: { id: pre.payer_id, email: pre.payer_email },
        date_created: billingDate,
        date_approved: approved ? billingDate : null,
        metadata: { preapproval_id: pre.id },
        point_of_interaction: {
          type: 'SUBSCRIPTIONS',
          transaction_data: { subscription_id: pre.id, billing_date: billingDate, subscription_sequence: { number: sequence, total: null } },
        },
      },
      approved,
      detail,
    );

  /** The billing clock reaches the preapproval's next_payment_date (or retries a refused charge, as Mercado Pago does). */
  function charge(id: string, outcome: 'approved' | 'rejected', detail?: RejectionDetail) {
    const pre = preapproval(id);
    need(pre.status === 'authorized', `Preapproval ${id} is ${pre.status}`);
    const due = pre.next_payment_date!;
    const { end_date: end } = pre.auto_recurring;
    if (end && Date.parse(due) >= Date.parse(end)) return void update(pre, { status: 'cancelled' });
    const mine = [...invoices.values()].filter((invoice) => invoice.preapproval_id === id);
    const retry = mine.find((invoice) => invoice.status === 'recycling');
    const approved = outcome === 'approved';
    const payment = subscriptionPayment(pre, approved, retry?.debit_date ?? due, retry ? mine.indexOf(retry) + 1 : mine.length + 1, detail);
    const invoice: Invoice = retry ?? {
      id: (ids += 1),
      type: 'recurring',
      preapproval_id: id,
      reason: pre.reason,
      external_reference: pre.external_reference,
      date_created: due,
      debit_date: due,
      transaction_amount: pre.auto_recurring.transaction_amount,
      currency_id: pre.auto_recurring.currency_id,
      retry_attempt: 0,
      status: '',
      payment: { id: 0, status: '', status_detail: '' },
    };
    const attempt = retry ? Number(retry.retry_attempt) + 1 : 0;
    Object.assign(invoice, {
      status: approved ? 'processed' : 'recycling',
      retry_attempt: attempt,
      last_modified: now(),
      payment: { id: payment.id, status: payment.status, status_detail: payment.status_detail },
    });
    invoices.set(invoice.id, invoice);
    if (approved) {
      const summary = pre.summarized as { charged_quantity: number; charged_amount: number };
      pre.next_payment_date = periodEndOf(invoice.debit_date, pre.auto_recurring.frequency === 12 ? 'YEARLY' : 'MONTHLY');
      Object.assign(summary, {
        charged_quantity: summary.charged_quantity + 1,
        charged_amount: summary.charged_amount + Number(invoice.transaction_amount),
        last_charged_date: invoice.debit_date,
        last_charged_amount: invoice.transaction_amount,
        semaphore: 'green',
      });
    } else pre.summarized.semaphore = 'red';
    notify('subscription_authorized_payment', String(invoice.id), retry ? 'updated' : 'created');
  }

  function update(pre: Preapproval, body: Json) {
    need(pre.status !== 'cancelled', 'You can not modify a cancelled preapproval');
    const recurring = (body.auto_recurring ?? {}) as Partial<Record<keyof Recurring, unknown>>;
    if (recurring.transaction_amount !== undefined) need(Number(recurring.transaction_amount) > 0, 'auto_recurring.transaction_amount must be positive');
    need(recurring.currency_id === undefined || recurring.currency_id === pre.auto_recurring.currency_id, 'auto_recurring.currency_id can not be modified');
    need(recurring.frequency === undefined || recurring.frequency === pre.auto_recurring.frequency, 'auto_recurring.frequency can not be modified');
    if (recurring.transaction_amount !== undefined) pre.auto_recurring.transaction_amount = Number(recurring.transaction_amount);
    if (recurring.end_date === null) delete pre.auto_recurring.end_date;
    else if (typeof recurring.end_date === 'string') pre.auto_recurring.end_date = new Date(recurring.end_date).toISOString();
    if (body.status !== undefined) need(['authorized', 'paused', 'cancelled'].includes(String(body.status)), `Invalid status ${String(body.status)}`);
    for (const key of ['status', 'reason', 'external_reference', 'back_url'] as const) if (typeof body[key] === 'string') pre[key] = body[key];
    pre.last_modified = now();
    notify('subscription_preapproval', pre.id, 'updated');
    return pre;
  }

  const routes: [string, RegExp, (id: string, body: Json, query: URLSearchParams) => unknown][] = [
    [
      'POST',
      /^\/preapproval_plan\/?$/,
      (_, body) => {
        const recurring = (body.auto_recurring ?? {}) as Partial<Recurring>;
        need(body.reason && body.back_url, 'reason and back_url are required');
        need(
          Number(recurring.frequency) > 0 && ['days', 'months'].includes(String(recurring.frequency_type)),
          'auto_recurring.frequency and frequency_type are required',
        );
        need(Number(recurring.transaction_amount) > 0 && recurring.currency_id, 'auto_recurring.transaction_amount and currency_id are required');
        const id = hex();
        const plan = { id, status: 'active', date_created: now(), init_point: `${url}/subscriptions/checkout?preapproval_plan_id=${id}`, ...body };
        plans.push(plan);
        return plan;
      },
    ],
    [
      'GET',
      /^\/preapproval_plan\/search$/,
      (_, __, query) => {
        const q = (query.get('q') ?? '').toLowerCase();
        const found = plans.filter((plan) => (!query.get('status') || plan.status === query.get('status')) && String(plan.reason).toLowerCase().includes(q));
        const [offset, limit] = [Number(query.get('offset') ?? 0), Number(query.get('limit') ?? 20)];
        return { paging: { total: found.length, offset, limit }, results: found.slice(offset, offset + limit) };
      },
    ],
    [
      'POST',
      /^\/preapproval\/?$/,
      (_, body) => {
        need(!body.preapproval_plan_id || body.card_token_id, 'card_token_id is required');
        need(body.status === 'pending', 'status must be pending for a preapproval without card_token_id');
        const recurring = (body.auto_recurring ?? {}) as Partial<Recurring>;
        need(body.reason && body.payer_email && body.back_url, 'reason, payer_email and back_url are required');
        need(Number(recurring.frequency) > 0 && Number(recurring.transaction_amount) > 0 && recurring.currency_id, 'auto_recurring is incomplete');
        const id = hex();
        const created: Preapproval = {
          ...body,
          id,
          status: 'pending',
          date_created: now(),
          last_modified: now(),
          init_point: `${url}/subscriptions/checkout?preapproval_id=${id}`,
          auto_recurring: { ...(recurring as Recurring) },
          payer_email: String(body.payer_email),
          summarized: {
            quotas: null,
            charged_quantity: 0,
            charged_amount: 0,
            pending_charge_quantity: 0,
            pending_charge_amount: 0,
            last_charged_date: null,
            last_charged_amount: null,
            semaphore: null,
          },
        };
        preapprovals.set(id, created);
        notify('subscription_preapproval', id, 'created');
        return created;
      },
    ],
    ['GET', /^\/preapproval\/(\w+)$/, (id) => preapproval(id)],
    ['PUT', /^\/preapproval\/(\w+)$/, (id, body) => update(preapproval(id), body)],
    [
      'GET',
      /^\/authorized_payments\/search$/,
      (_, __, query) => {
        const preapprovalId = query.get('preapproval_id');
        return search(
          [...invoices.values()].filter((invoice) => !preapprovalId || invoice.preapproval_id === preapprovalId),
          query,
        );
      },
    ],
    ['GET', /^\/authorized_payments\/(\d+)$/, (id) => invoices.get(Number(id)) ?? fail(new Refusal(404, 'not_found', `Authorized payment ${id} not found`))],
    [
      'GET',
      /^\/v1\/payments\/search$/,
      (_, __, query) => {
        const reference = query.get('external_reference');
        const found = [...payments.values()].filter((payment) => !reference || payment.external_reference === reference);
        const newestFirst = query.get('criteria') === 'desc';
        return search(newestFirst ? found.reverse() : found, query);
      },
    ],
    ['GET', /^\/v1\/payments\/(\d+)$/, (id) => payments.get(Number(id)) ?? fail(new Refusal(404, 'not_found', `Payment ${id} not found`))],
    // A one-off charge of a customer's card on file: approved when a preapproval of that payer holds a working card.
    [
      'POST',
      /^\/v1\/payments$/,
      (_, body) => {
        const payer = (body.payer ?? {}) as { type?: string; id?: string; email?: string };
        need(Number(body.transaction_amount) > 0, 'transaction_amount must be positive');
        need(body.token || body.payment_method_id, 'payment_method_id is required');
        need(payer.type === 'customer' && payer.id, 'payer.id of a customer is required to charge a card on file');
        const onFile = [...preapprovals.values()].some((pre) => String(pre.payer_id) === String(payer.id) && pre.status === 'authorized');
        return createPayment({ ...body, binary_mode: true }, onFile, onFile ? 'accredited' : 'cc_rejected_card_disabled');
      },
    ],
  ];

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const reply = (status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      const refuse = (refusal: Refusal) => reply(refusal.status, { message: refusal.message, error: refusal.error, status: refusal.status, cause: [] });
      userAgents.add(String(request.headers['user-agent']));
      if (request.headers.authorization !== `Bearer ${accessToken}`) return refuse(new Refusal(401, 'unauthorized', 'invalid access token'));
      const target = new URL(request.url ?? '/', url);
      const idempotencyKey = request.headers['x-idempotency-key'];
      const key = request.method === 'POST' && idempotencyKey ? `${target.pathname} ${String(idempotencyKey)}` : undefined;
      if (key && replies.has(key)) return reply(201, replies.get(key));
      for (const [method, path, handle] of routes) {
        const match = request.method === method ? path.exec(target.pathname) : null;
        if (!match) continue;
        try {
          const answer = handle(match[1] ?? '', raw ? (JSON.parse(raw) as Json) : {}, target.searchParams);
          if (key) replies.set(key, answer);
          return reply(request.method === 'POST' ? 201 : 200, answer);
        } catch (error) {
          return error instanceof Refusal ? refuse(error) : reply(500, { message: String(error), error: 'internal_error', status: 500, cause: [] });
        }
      }
      refuse(new Refusal(404, 'not_found', `Resource ${target.pathname} not found`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    /** The User-Agent of every caller: the official SDK names itself there. */
    userAgents,
    plans: () => [...plans],
    /** The payer at the preapproval's init_point: a working card authorizes it and pays the first period at once. */
    authorize(preapprovalId: string, card: 'good' | 'declined', detail?: RejectionDetail) {
      const pre = preapproval(preapprovalId);
      need(pre.status === 'pending', `Preapproval ${preapprovalId} is ${pre.status}`);
      pre.payer_id ??= ids += 1;
      if (card === 'declined') return void subscriptionPayment(pre, false, now(), 1, detail);
      Object.assign(pre, { status: 'authorized', payment_method_id: 'visa', next_payment_date: now(), last_modified: now() });
      notify('subscription_preapproval', pre.id, 'updated');
      charge(pre.id, 'approved');
    },
    charge,
    /**
     * The payer never comes back to authorize. Mercado Pago documents no expiry for a pending preapproval, so the
     * checkout is closed as its owner would close it: cancelled before any charge.
     */
    expire(preapprovalId: string) {
      const pre = preapproval(preapprovalId);
      need(pre.status === 'pending', `Preapproval ${preapprovalId} is ${pre.status}`);
      update(pre, { status: 'cancelled' });
    },
    /** The payer cancels from their Mercado Pago account: at once, as Mercado Pago cancels. */
    cancelByPayer: (preapprovalId: string) => void update(preapproval(preapprovalId), { status: 'cancelled' }),
    /** A genuine notification naming any resource, known or not. */
    notify: (type: string, dataId: string) => notify(type, dataId, `${type}.updated`),
    sign,
    records: (preapprovalId: string): MercadoPagoRecords => ({
      preapproval: preapproval(preapprovalId),
      invoices: [...invoices.values()].filter((invoice) => invoice.preapproval_id === preapprovalId),
      payments: [...payments.values()].filter((payment) => (payment.metadata as Json | undefined)?.preapproval_id === preapprovalId),
    }),
    takeDeliveries: () => deliveries.splice(0),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type MercadoPagoStandIn = Awaited<ReturnType<typeof startMercadoPagoStandIn>>;

function fail(refusal: Refusal): never {
  throw refusal;
}
