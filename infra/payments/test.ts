import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { periodEndOf, prorate } from '@vitrina/domain/subscriptions/periods';
import { openSqlite } from '../sqlite/open';
import {
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type Delivery,
  type PaymentEvent,
  type PaymentsProvider,
  type PlanChange,
  type TestCard,
  type TestCheckout,
  type TestCheckoutDesk,
  type TestSubscription,
  type WebhookHeaders,
} from './port';

export interface TestPaymentsOptions {
  /** SQLite file of the provider's own records (checkouts, subscriptions); `:memory:` in tests. */
  file: string;
  /** Signs the webhooks (derived from the server secret). */
  webhookSecret: string;
  /** Where the checkout page lives: `${publicUrl}/checkout/test/<id>`. */
  publicUrl: string;
  /** Sends a webhook to Vitrina the way a provider does; the api wires it to its own webhook path. */
  deliver(delivery: Delivery): Promise<void>;
  now?: () => Date;
  toleranceSeconds?: number;
}

export const TEST_SIGNATURE_HEADER = 'vitrina-test-signature';

const Webhook = z.object({ id: z.string().min(1).max(100), created: z.number().int(), type: z.string(), data: z.record(z.string(), z.unknown()) });

interface SubscriptionRow {
  id: string;
  reference: string;
  tier: string;
  cycle: string;
  amount: number;
  currency: string;
  card: TestCard;
  status: 'active' | 'cancelling' | 'ended' | 'past_due';
  period_start: string;
  period_end: string;
  next_tier: string | null;
  next_cycle: string | null;
  next_amount: number | null;
}

interface CheckoutRow {
  id: string;
  reference: string;
  tier: string;
  cycle: string;
  amount: number;
  currency: string;
  email: string;
  success_url: string;
  cancel_url: string;
  status: TestCheckout['status'];
}

type Plan = TestCheckout['plan'];
const planOfRow = (row: { tier: string; cycle: string; amount: number; currency: string }): Plan =>
  ({ tier: row.tier, billingCycle: row.cycle, amount: row.amount, currency: row.currency }) as Plan;

/**
 * A payment provider Vitrina runs itself, for `npm start`, demos and tests: checkouts paid on Vitrina's own "test
 * mode" page, subscriptions renewed by its own clock (`advance`), and every outcome sent as a signed webhook
 * through the same path the real providers use, so the whole lifecycle runs offline. Its records live in a SQLite
 * file of their own, as a provider's would live on its side.
 */
export class TestPayments implements PaymentsProvider, TestCheckoutDesk {
  readonly name = 'test' as const;
  readonly currency = 'USD';
  readonly desk: TestCheckoutDesk = this;
  private readonly db: Database.Database;
  private readonly now: () => Date;

  constructor(private readonly options: TestPaymentsOptions) {
    this.db = openSqlite(options.file);
    this.now = options.now ?? (() => new Date());
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS checkouts (id TEXT PRIMARY KEY, reference TEXT NOT NULL, tier TEXT NOT NULL, cycle TEXT NOT NULL,
        amount REAL NOT NULL, currency TEXT NOT NULL, email TEXT NOT NULL, success_url TEXT NOT NULL, cancel_url TEXT NOT NULL,
        status TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS subscriptions (id TEXT PRIMARY KEY, reference TEXT NOT NULL, tier TEXT NOT NULL, cycle TEXT NOT NULL,
        amount REAL NOT NULL, currency TEXT NOT NULL, card TEXT NOT NULL, status TEXT NOT NULL, period_start TEXT NOT NULL,
        period_end TEXT NOT NULL, next_tier TEXT, next_cycle TEXT, next_amount REAL);
      CREATE INDEX IF NOT EXISTS subscriptions_due ON subscriptions (status, period_end);`);
  }

  async start(): Promise<void> {}

  async startCheckout(request: CheckoutRequest): Promise<Checkout> {
    const id = `tco_${randomUUID()}`;
    const { plan } = request;
    this.db
      .prepare('INSERT INTO checkouts VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(id, request.reference, plan.tier, plan.billingCycle, plan.amount, plan.currency, request.customer.email, request.successUrl, request.cancelUrl, 'open', this.now().toISOString());
    return { id, url: `${this.options.publicUrl}/checkout/test/${id}` };
  }

  async checkout(id: string): Promise<TestCheckout | null> {
    const row = this.db.prepare('SELECT * FROM checkouts WHERE id = ?').get(id) as CheckoutRow | undefined;
    if (!row) return null;
    return { id: row.id, reference: row.reference, plan: planOfRow(row), customerEmail: row.email, status: row.status, successUrl: row.success_url, cancelUrl: row.cancel_url };
  }

  async pay(id: string, card: TestCard, when?: Date): Promise<TestCheckout> {
    const checkout = await this.checkout(id);
    if (!checkout || checkout.status === 'paid' || checkout.status === 'abandoned') throw new Error('This checkout is closed.');
    const now = (when ?? this.now()).toISOString();
    if (card === 'declined') {
      this.db.prepare("UPDATE checkouts SET status = 'declined' WHERE id = ?").run(id);
      await this.send({ type: 'payment.failed', reference: checkout.reference, subscriptionId: null, reason: 'first', message: 'Your card was declined.', failedAt: now });
      return { ...checkout, status: 'declined' };
    }
    const subscriptionId = `tsub_${randomUUID()}`;
    const { plan } = checkout;
    const periodEnd = periodEndOf(now, plan.billingCycle);
    this.db.transaction(() => {
      this.db.prepare("UPDATE checkouts SET status = 'paid' WHERE id = ?").run(id);
      this.db
        .prepare("INSERT INTO subscriptions VALUES (?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, NULL, NULL, NULL)")
        .run(subscriptionId, checkout.reference, plan.tier, plan.billingCycle, plan.amount, plan.currency, card, now, periodEnd);
    })();
    await this.paid(subscriptionId, checkout.reference, 'first', plan.amount, plan.currency, now, now, periodEnd);
    return { ...checkout, status: 'paid' };
  }

  async abandon(id: string): Promise<TestCheckout> {
    const checkout = await this.checkout(id);
    if (!checkout || checkout.status === 'paid') throw new Error('This checkout is closed.');
    this.db.prepare("UPDATE checkouts SET status = 'abandoned' WHERE id = ?").run(id);
    return { ...checkout, status: 'abandoned' };
  }

  async changePlan(subscriptionId: string, change: PlanChange): Promise<void> {
    const row = this.subscription(subscriptionId);
    const { plan } = change;
    if (change.when === 'period_end') {
      this.db.prepare('UPDATE subscriptions SET next_tier = ?, next_cycle = ?, next_amount = ? WHERE id = ?').run(plan.tier, plan.billingCycle, plan.amount, subscriptionId);
      return;
    }
    const now = this.now().toISOString();
    const from = { amount: row.amount, billingCycle: row.cycle as Plan['billingCycle'] };
    const proration = prorate(from, plan, { start: row.period_start, end: row.period_end }, now);
    this.db
      .prepare('UPDATE subscriptions SET tier = ?, cycle = ?, amount = ?, period_start = ?, period_end = ?, next_tier = NULL, next_cycle = NULL, next_amount = NULL WHERE id = ?')
      .run(plan.tier, plan.billingCycle, plan.amount, proration.periodStart, proration.periodEnd, subscriptionId);
    await this.paid(subscriptionId, row.reference, 'plan_change', proration.amount, plan.currency, now, proration.periodStart, proration.periodEnd);
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<void> {
    this.subscription(subscriptionId);
    this.db.prepare("UPDATE subscriptions SET status = 'cancelling' WHERE id = ? AND status = 'active'").run(subscriptionId);
  }

  async resume(subscriptionId: string): Promise<void> {
    this.subscription(subscriptionId);
    this.db.prepare("UPDATE subscriptions SET status = 'active' WHERE id = ? AND status = 'cancelling'").run(subscriptionId);
  }

  /** The test provider's card page, like Stripe's customer portal: change the card, retry a failed renewal. */
  async portalUrl(subscriptionId: string): Promise<string | null> {
    this.subscription(subscriptionId);
    return `${this.options.publicUrl}/checkout/test/card/${subscriptionId}`;
  }

  async subscriptionView(id: string): Promise<TestSubscription | null> {
    const row = this.db.prepare('SELECT * FROM subscriptions WHERE id = ?').get(id) as SubscriptionRow | undefined;
    if (!row) return null;
    return { id: row.id, reference: row.reference, plan: planOfRow(row), card: row.card, status: row.status, periodEnd: row.period_end };
  }

  async updateCard(id: string, card: TestCard, when?: Date): Promise<TestSubscription> {
    const row = this.subscription(id);
    if (row.status === 'ended') throw new Error('This subscription has ended.');
    this.db.prepare('UPDATE subscriptions SET card = ? WHERE id = ?').run(card, id);
    if (row.status === 'past_due') {
      const now = (when ?? this.now()).toISOString();
      if (card === 'declined') {
        await this.send({ type: 'payment.failed', reference: row.reference, subscriptionId: id, reason: 'renewal', message: 'Your card was declined.', failedAt: now });
      } else {
        // The failed period is charged again, to the new card, now.
        this.db.prepare("UPDATE subscriptions SET status = 'active' WHERE id = ?").run(id);
        await this.renew({ ...row, card, status: 'active' }, new Date(now), now);
      }
    }
    return (await this.subscriptionView(id))!;
  }

  /** The provider's billing clock: ends what was cancelled, and charges every period that has ended by `now`. */
  async advance(now: Date): Promise<void> {
    const due = this.db
      .prepare("SELECT * FROM subscriptions WHERE status IN ('active', 'cancelling') AND period_end <= ? ORDER BY period_end")
      .all(now.toISOString()) as SubscriptionRow[];
    for (const row of due) await this.renew(row, now);
  }

  /** One subscription's period ends: the next is charged (at a scheduled plan if any), or the subscription ends. */
  async renew(row: SubscriptionRow, now: Date, paidAt?: string): Promise<void> {
    if (row.status === 'cancelling') {
      this.db.prepare("UPDATE subscriptions SET status = 'ended' WHERE id = ?").run(row.id);
      await this.send({ type: 'subscription.ended', reference: row.reference, subscriptionId: row.id, endedAt: row.period_end });
      return;
    }
    if (row.card === 'fails_renewal') {
      this.db.prepare("UPDATE subscriptions SET status = 'past_due' WHERE id = ?").run(row.id);
      await this.send({ type: 'payment.failed', reference: row.reference, subscriptionId: row.id, reason: 'renewal', message: 'Your card was declined.', failedAt: row.period_end });
      return;
    }
    const tier = row.next_tier ?? row.tier;
    const cycle = (row.next_cycle ?? row.cycle) as Plan['billingCycle'];
    const amount = row.next_amount ?? row.amount;
    const start = row.period_end;
    const end = periodEndOf(start, cycle);
    this.db
      .prepare('UPDATE subscriptions SET tier = ?, cycle = ?, amount = ?, period_start = ?, period_end = ?, next_tier = NULL, next_cycle = NULL, next_amount = NULL WHERE id = ?')
      .run(tier, cycle, amount, start, end, row.id);
    await this.paid(row.id, row.reference, 'renewal', amount, row.currency, paidAt ?? start, start, end);
    if (Date.parse(end) <= now.getTime()) await this.renew(this.subscription(row.id), now);
  }

  /** The subscription as this provider holds it (tests and the contract's driver read it). */
  subscription(id: string): SubscriptionRow {
    const row = this.db.prepare('SELECT * FROM subscriptions WHERE id = ?').get(id) as SubscriptionRow | undefined;
    if (!row) throw new Error(`No test subscription ${id}`);
    return row;
  }

  /** A delivery signed as this provider signs, `t` seconds since the epoch. */
  sign(body: Buffer, t: number): Delivery {
    const signature = createHmac('sha256', this.options.webhookSecret).update(`${t}.`).update(body).digest('hex');
    return { body, headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: `t=${t},v1=${signature}` } };
  }

  async verifyWebhook(rawBody: Buffer, headers: WebhookHeaders, now: Date): Promise<PaymentEvent> {
    const header = headers[TEST_SIGNATURE_HEADER] ?? '';
    const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
    const t = Number(parts.t);
    if (!Number.isInteger(t) || !parts.v1) throw new WebhookSignatureError();
    const expected = Buffer.from(this.sign(rawBody, t).headers[TEST_SIGNATURE_HEADER]!.split('v1=')[1]!, 'hex');
    const given = Buffer.from(parts.v1, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError();
    if (Math.abs(now.getTime() / 1000 - t) > (this.options.toleranceSeconds ?? 300)) throw new WebhookSignatureError('The webhook is older than the replay window.');
    const parsed = Webhook.safeParse(JSON.parse(rawBody.toString('utf8')));
    if (!parsed.success) throw new WebhookSignatureError('The webhook body is not a test provider event.');
    return { ...parsed.data.data, type: parsed.data.type, eventId: parsed.data.id } as PaymentEvent;
  }

  async close(): Promise<void> {
    this.db.close();
  }

  private async paid(subscriptionId: string, reference: string, reason: 'first' | 'renewal' | 'plan_change', amount: number, currency: string, paidAt: string, periodStart: string, periodEnd: string) {
    const paymentId = `tpay_${randomUUID()}`;
    await this.send({ type: 'payment.succeeded', reference, subscriptionId, paymentId, reason, amount, currency, paidAt, periodStart, periodEnd });
  }

  private async send(event: Record<string, unknown> & { type: PaymentEvent['type'] }): Promise<void> {
    const { type, ...data } = event;
    const body = Buffer.from(JSON.stringify({ id: `tevt_${randomUUID()}`, created: Math.floor(this.now().getTime() / 1000), type, data }));
    await this.options.deliver(this.sign(body, Math.floor(this.now().getTime() / 1000)));
  }
}
