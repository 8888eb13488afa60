import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { periodEndOf, prorate } from '@vitrina/domain/subscriptions/periods';
import { openSqlite } from '../sqlite/open';
import { holderGone, LEASE_HOLDER } from './lease-holder';
import {
  WebhookSignatureError,
  WebhookUnreadableError,
  type Checkout,
  type CheckoutStatus,
  type ProviderSubscriptionRecord,
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
  /** SQLite file of the provider's own records (checkouts, subscriptions, payments, its outbox); `:memory:` in tests. */
  file: string;
  /** Signs the webhooks (derived from the server secret). */
  webhookSecret: string;
  /** Where the checkout page lives: `${publicUrl}/checkout/test/<id>`. */
  publicUrl: string;
  /** Sends a webhook to Vitrina the way a provider does; the api wires it to its own webhook path. Rejects: not delivered. */
  deliver(delivery: Delivery): Promise<void>;
  now?: () => Date;
  toleranceSeconds?: number;
  /** How often, once started, the outbox is looked at for deliveries due again; 0: only after each change and on `advance`. */
  retryEveryMs?: number;
}

export const TEST_SIGNATURE_HEADER = 'vitrina-test-signature';
/** A checkout left unpaid this long expires, as Stripe's Checkout Sessions do after a day. */
export const TEST_CHECKOUT_TTL_MS = 24 * 3_600_000;
/** A delivery is retried until a 2xx for three days, as Stripe does, each wait twice the last, at most an hour. */
export const TEST_RETRY_FOR_MS = 3 * 86_400_000;
export const testRetryDelayMs = (attempts: number) => Math.min(3_600_000, 1_000 * 2 ** Math.min(attempts, 12));
/** A delivery being sent by one process is left alone by the others this long, unless a start finds that process gone. */
const LEASE_MS = 30_000;

const Webhook = z.object({ id: z.string().min(1).max(100), created: z.number().int(), type: z.string(), data: z.record(z.string(), z.unknown()) });

/** What a checkout's row and a subscription's both hold: whose it is, and the plan `planOfRow` reads. */
interface PlanRow {
  id: string;
  reference: string;
  tier: string;
  cycle: string;
  amount: number;
  currency: string;
}

interface SubscriptionRow extends PlanRow {
  card: TestCard;
  status: 'active' | 'cancelling' | 'ended' | 'past_due';
  period_start: string;
  period_end: string;
  next_tier: string | null;
  next_cycle: string | null;
  next_amount: number | null;
  ended_at: string | null;
}

interface CheckoutRow extends PlanRow {
  email: string;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'paid' | 'declined' | 'abandoned' | 'expired';
  created_at: string;
  subscription_id: string | null;
}

interface PaymentRow {
  id: string;
  subscription_id: string;
  reference: string;
  reason: 'first' | 'renewal' | 'plan_change';
  /** The plan paid for (null in files from before it was kept). */
  tier: string | null;
  cycle: string | null;
  amount: number;
  currency: string;
  paid_at: string;
  period_start: string;
  period_end: string;
}

interface FailureRow {
  id: string;
  subscription_id: string | null;
  reference: string;
  reason: 'first' | 'renewal' | 'plan_change';
  code: 'card_declined' | 'insufficient_funds';
  message: string;
  failed_at: string;
}

interface OutboxRow {
  seq: number;
  reference: string;
  body: Buffer;
  created_at: string;
  attempts: number;
}

type Plan = TestCheckout['plan'];
type Fact = Exclude<PaymentEvent, { type: 'ignored' }>;
const planOfRow = (row: PlanRow): Plan => ({ tier: row.tier, billingCycle: row.cycle, amount: row.amount, currency: row.currency }) as Plan;
/** The cards that are refused, with the code and the words (Stripe's) the refusal carries. */
const REFUSALS: Partial<Record<TestCard, { code: FailureRow['code']; message: string }>> = {
  declined: { code: 'card_declined', message: 'Your card was declined.' },
  insufficient_funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  fails_renewal: { code: 'card_declined', message: 'Your card was declined.' },
};

const paymentEventOf = (row: PaymentRow): Fact => ({
  type: 'payment.succeeded',
  eventId: row.id,
  reference: row.reference,
  subscriptionId: row.subscription_id,
  paymentId: row.id,
  reason: row.reason,
  ...(row.tier && row.cycle ? { plan: { tier: row.tier, billingCycle: row.cycle } as { tier: Plan['tier']; billingCycle: Plan['billingCycle'] } } : {}),
  amount: row.amount,
  currency: row.currency,
  paidAt: row.paid_at,
  periodStart: row.period_start,
  periodEnd: row.period_end,
});
const failureEventOf = (row: FailureRow): Fact => ({
  type: 'payment.failed',
  eventId: row.id,
  reference: row.reference,
  subscriptionId: row.subscription_id,
  reason: row.reason,
  failureId: row.id,
  code: row.code,
  message: row.message,
  failedAt: row.failed_at,
});

/**
 * A payment provider Vitrina runs itself, for `npm start`, demos and tests: checkouts paid on Vitrina's own "test
 * mode" page, subscriptions renewed by its own clock (`advance`), and every outcome sent as a signed webhook
 * through the same path the real providers use, so the whole lifecycle runs offline. Its records live in a SQLite
 * file of their own, as a provider's would live on its side, and it behaves as the real ones do where money is at
 * stake: each change and the webhook telling it are written in one transaction (an outbox), and a webhook is sent
 * again, with growing waits, until Vitrina answers 2xx, so a crash at any moment loses nothing; and what it holds
 * can be read back for reconciliation (`checkoutStatus`, `subscriptionRecord`).
 */
export class TestPayments implements PaymentsProvider, TestCheckoutDesk {
  readonly name = 'test' as const;
  readonly currency = 'USD';
  readonly changesInterval = true;
  readonly desk: TestCheckoutDesk = this;
  private readonly db: Database.Database;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  /** Flushes of this process, one after another: one that waits sees every delivery before it sent or given back. */
  private flushing: Promise<number> = Promise.resolve(0);

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
      CREATE INDEX IF NOT EXISTS subscriptions_due ON subscriptions (status, period_end);
      CREATE TABLE IF NOT EXISTS payments (id TEXT PRIMARY KEY, subscription_id TEXT NOT NULL, reference TEXT NOT NULL, reason TEXT NOT NULL,
        amount REAL NOT NULL, currency TEXT NOT NULL, paid_at TEXT NOT NULL, period_start TEXT NOT NULL, period_end TEXT NOT NULL);
      CREATE INDEX IF NOT EXISTS payments_subscription ON payments (subscription_id);
      CREATE TABLE IF NOT EXISTS failures (id TEXT PRIMARY KEY, subscription_id TEXT, checkout_id TEXT, reference TEXT NOT NULL,
        reason TEXT NOT NULL, code TEXT NOT NULL, message TEXT NOT NULL, failed_at TEXT NOT NULL);
      CREATE INDEX IF NOT EXISTS failures_subscription ON failures (subscription_id);
      CREATE TABLE IF NOT EXISTS outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, reference TEXT NOT NULL, body BLOB NOT NULL,
        created_at TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_at INTEGER NOT NULL, lease_until INTEGER,
        delivered_at TEXT, gave_up_at TEXT, last_error TEXT);
      CREATE INDEX IF NOT EXISTS outbox_due ON outbox (next_at) WHERE delivered_at IS NULL AND gave_up_at IS NULL;`);
    // Files from before reconciliation: the columns it reads.
    this.addColumn('checkouts', 'subscription_id', 'TEXT');
    this.addColumn('subscriptions', 'ended_at', 'TEXT');
    this.addColumn('payments', 'tier', 'TEXT');
    this.addColumn('payments', 'cycle', 'TEXT');
    this.addColumn('outbox', 'lease_host', 'TEXT');
    this.addColumn('outbox', 'lease_pid', 'INTEGER');
    this.addColumn('outbox', 'lease_life', 'TEXT');
    this.releaseLeasesOfTheGone();
  }

  /**
   * A delivery leased by a process that died (a crash while it sent) waits for no lease: it goes out at the next
   * flush, within seconds of the restart, rather than when the lease would have run out. Only holders whose pids are
   * ours are judged; a live one keeps its lease. Leases from files before holders were kept run out as before.
   */
  private releaseLeasesOfTheGone(): void {
    const holders = this.db
      .prepare(
        'SELECT DISTINCT lease_pid AS pid, lease_life AS life FROM outbox WHERE delivered_at IS NULL AND gave_up_at IS NULL AND lease_until > ? AND lease_host = ?',
      )
      .all(Date.now(), LEASE_HOLDER.host) as { pid: number; life: string }[];
    const release = this.db.prepare('UPDATE outbox SET lease_until = NULL WHERE delivered_at IS NULL AND lease_host = ? AND lease_pid = ? AND lease_life = ?');
    for (const { pid, life } of holders) if (holderGone(pid, life)) release.run(LEASE_HOLDER.host, pid, life);
  }

  private addColumn(table: string, column: string, type: string) {
    const columns = this.db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
    if (!columns.some((existing) => existing.name === column)) this.db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
  }

  /** Starts sending again, every `retryEveryMs`, the deliveries that are due (the api's process calls it). */
  async start(): Promise<void> {
    const every = this.options.retryEveryMs ?? 0;
    if (every > 0 && !this.timer) {
      this.timer = setInterval(() => void this.flushOutbox().catch(() => undefined), every);
      this.timer.unref();
    }
  }

  async startCheckout(request: CheckoutRequest): Promise<Checkout> {
    const id = `tco_${randomUUID()}`;
    const { plan } = request;
    this.db
      .prepare(
        `INSERT INTO checkouts (id, reference, tier, cycle, amount, currency, email, success_url, cancel_url, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?)`,
      )
      .run(
        id,
        request.reference,
        plan.tier,
        plan.billingCycle,
        plan.amount,
        plan.currency,
        request.customer.email,
        request.successUrl,
        request.cancelUrl,
        this.now().toISOString(),
      );
    return { id, url: `${this.options.publicUrl}/checkout/test/${id}` };
  }

  private checkoutRow(id: string): CheckoutRow | undefined {
    return this.db.prepare('SELECT * FROM checkouts WHERE id = ?').get(id) as CheckoutRow | undefined;
  }

  private expired(row: CheckoutRow): boolean {
    return (row.status === 'open' || row.status === 'declined') && Date.parse(row.created_at) + TEST_CHECKOUT_TTL_MS <= this.now().getTime();
  }

  async checkout(id: string): Promise<TestCheckout | null> {
    const row = this.checkoutRow(id);
    if (!row) return null;
    const status = this.expired(row) ? 'expired' : row.status;
    return {
      id: row.id,
      reference: row.reference,
      plan: planOfRow(row),
      customerEmail: row.email,
      status,
      successUrl: row.success_url,
      cancelUrl: row.cancel_url,
    };
  }

  async checkoutStatus(id: string): Promise<CheckoutStatus | null> {
    const row = this.checkoutRow(id);
    if (!row) return null;
    if (row.status === 'paid') return { id, status: 'paid', subscriptionId: row.subscription_id };
    return { id, status: row.status === 'abandoned' || row.status === 'expired' || this.expired(row) ? 'closed' : 'open', subscriptionId: null };
  }

  /** Expires a checkout before its time, as Stripe's "expire a Checkout Session" does. */
  async expireCheckout(id: string): Promise<void> {
    this.db.prepare("UPDATE checkouts SET status = 'expired' WHERE id = ? AND status IN ('open', 'declined')").run(id);
  }

  async pay(id: string, card: TestCard, when?: Date): Promise<TestCheckout> {
    const checkout = await this.checkout(id);
    if (!checkout || (checkout.status !== 'open' && checkout.status !== 'declined')) throw new Error('This checkout is closed.');
    const now = (when ?? this.now()).toISOString();
    if (card === 'declined' || card === 'insufficient_funds') {
      this.db.transaction(() => {
        this.db.prepare("UPDATE checkouts SET status = 'declined' WHERE id = ?").run(id);
        this.refuse({ card, subscriptionId: null, checkoutId: id, reference: checkout.reference, reason: 'first', failedAt: now });
      })();
      await this.flushOutbox();
      return { ...checkout, status: 'declined' };
    }
    const subscriptionId = `tsub_${randomUUID()}`;
    const { plan } = checkout;
    const periodEnd = periodEndOf(now, plan.billingCycle);
    this.db.transaction(() => {
      this.db.prepare("UPDATE checkouts SET status = 'paid', subscription_id = ? WHERE id = ?").run(subscriptionId, id);
      this.db
        .prepare(
          `INSERT INTO subscriptions (id, reference, tier, cycle, amount, currency, card, status, period_start, period_end)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'active', ?, ?)`,
        )
        .run(subscriptionId, checkout.reference, plan.tier, plan.billingCycle, plan.amount, plan.currency, card, now, periodEnd);
      this.charge({
        subscriptionId,
        reference: checkout.reference,
        reason: 'first',
        plan,
        amount: plan.amount,
        currency: plan.currency,
        paidAt: now,
        periodStart: now,
        periodEnd,
      });
    })();
    await this.flushOutbox();
    return { ...checkout, status: 'paid' };
  }

  async abandon(id: string): Promise<TestCheckout> {
    const checkout = await this.checkout(id);
    if (!checkout || checkout.status === 'paid') throw new Error('This checkout is closed.');
    this.db.prepare("UPDATE checkouts SET status = 'abandoned' WHERE id = ? AND status != 'paid'").run(id);
    return { ...checkout, status: 'abandoned' };
  }

  async changePlan(subscriptionId: string, change: PlanChange): Promise<void> {
    const row = this.subscription(subscriptionId);
    const { plan } = change;
    if (change.when === 'period_end') {
      // Back to the plan in force withdraws the change waiting for the next period.
      const current = plan.tier === row.tier && plan.billingCycle === row.cycle && plan.amount === row.amount;
      this.db
        .prepare('UPDATE subscriptions SET next_tier = ?, next_cycle = ?, next_amount = ? WHERE id = ?')
        .run(current ? null : plan.tier, current ? null : plan.billingCycle, current ? null : plan.amount, subscriptionId);
      return;
    }
    const now = this.now().toISOString();
    const from = { amount: row.amount, billingCycle: row.cycle as Plan['billingCycle'] };
    const proration = prorate(from, plan, { start: row.period_start, end: row.period_end }, now);
    this.db.transaction(() => {
      this.db
        .prepare(
          'UPDATE subscriptions SET tier = ?, cycle = ?, amount = ?, period_start = ?, period_end = ?, next_tier = NULL, next_cycle = NULL, next_amount = NULL WHERE id = ?',
        )
        .run(plan.tier, plan.billingCycle, plan.amount, proration.periodStart, proration.periodEnd, subscriptionId);
      this.charge({
        subscriptionId,
        reference: row.reference,
        reason: 'plan_change',
        plan,
        amount: proration.amount,
        currency: plan.currency,
        paidAt: now,
        periodStart: proration.periodStart,
        periodEnd: proration.periodEnd,
      });
    })();
    await this.flushOutbox();
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

  async subscriptionRecord(id: string): Promise<ProviderSubscriptionRecord | null> {
    const row = this.db.prepare('SELECT * FROM subscriptions WHERE id = ?').get(id) as SubscriptionRow | undefined;
    if (!row) return null;
    const payments = this.db.prepare('SELECT * FROM payments WHERE subscription_id = ? ORDER BY rowid').all(id) as PaymentRow[];
    const events = payments.map(paymentEventOf);
    if (row.status === 'past_due') {
      const failure = this.db.prepare('SELECT * FROM failures WHERE subscription_id = ? ORDER BY rowid DESC LIMIT 1').get(id) as FailureRow | undefined;
      if (failure) events.push(failureEventOf(failure));
    }
    if (row.status === 'ended')
      events.push({
        type: 'subscription.ended',
        eventId: `ended:${id}`,
        reference: row.reference,
        subscriptionId: id,
        endedAt: row.ended_at ?? row.period_end,
      });
    return { id, reference: row.reference, status: row.status, plan: planOfRow(row), events };
  }

  async updateCard(id: string, card: TestCard, when?: Date): Promise<TestSubscription> {
    const row = this.subscription(id);
    if (row.status === 'ended') throw new Error('This subscription has ended.');
    const now = (when ?? this.now()).toISOString();
    this.db.transaction(() => {
      this.db.prepare('UPDATE subscriptions SET card = ? WHERE id = ?').run(card, id);
      if (row.status !== 'past_due') return;
      if (card === 'declined' || card === 'insufficient_funds') {
        this.refuse({ card, subscriptionId: id, checkoutId: null, reference: row.reference, reason: 'renewal', failedAt: now });
      } else {
        // The failed period is charged again, to the new card, now.
        this.renewOnce({ ...row, card, status: 'active' }, now);
      }
    })();
    await this.flushOutbox();
    return (await this.subscriptionView(id))!;
  }

  /** The provider's billing clock: ends what was cancelled, charges every period that has ended by `now`, and sends what is due. */
  async advance(now: Date): Promise<void> {
    const due = this.db
      .prepare("SELECT * FROM subscriptions WHERE status IN ('active', 'cancelling') AND period_end <= ? ORDER BY period_end")
      .all(now.toISOString()) as SubscriptionRow[];
    for (const row of due) this.db.transaction(() => this.renewDue(row, now))();
    await this.flushOutbox();
  }

  /** One subscription's periods that have ended by `now`: each charged (or failed, or the subscription ended), then sent. */
  async renew(row: SubscriptionRow, now: Date): Promise<void> {
    this.db.transaction(() => this.renewDue(row, now))();
    await this.flushOutbox();
  }

  private renewDue(row: SubscriptionRow, now: Date): void {
    let current: SubscriptionRow | null = row;
    while (current && Date.parse(current.period_end) <= now.getTime()) {
      current = this.renewOnce(current);
    }
  }

  /** One period ends: the next is charged (at a scheduled plan if any), or fails, or the subscription ends. Null: stop. */
  private renewOnce(row: SubscriptionRow, paidAt?: string): SubscriptionRow | null {
    if (row.status === 'cancelling') {
      this.db.prepare("UPDATE subscriptions SET status = 'ended', ended_at = ? WHERE id = ?").run(row.period_end, row.id);
      this.send({ type: 'subscription.ended', reference: row.reference, subscriptionId: row.id, endedAt: row.period_end });
      return null;
    }
    if (row.card === 'fails_renewal' || row.card === 'declined' || row.card === 'insufficient_funds') {
      this.db.prepare("UPDATE subscriptions SET status = 'past_due' WHERE id = ?").run(row.id);
      this.refuse({ card: row.card, subscriptionId: row.id, checkoutId: null, reference: row.reference, reason: 'renewal', failedAt: row.period_end });
      return null;
    }
    const tier = row.next_tier ?? row.tier;
    const cycle = (row.next_cycle ?? row.cycle) as Plan['billingCycle'];
    const amount = row.next_amount ?? row.amount;
    const start = row.period_end;
    const end = periodEndOf(start, cycle);
    this.db
      .prepare(
        "UPDATE subscriptions SET status = 'active', tier = ?, cycle = ?, amount = ?, period_start = ?, period_end = ?, next_tier = NULL, next_cycle = NULL, next_amount = NULL WHERE id = ?",
      )
      .run(tier, cycle, amount, start, end, row.id);
    this.charge({
      subscriptionId: row.id,
      reference: row.reference,
      reason: 'renewal',
      plan: { tier, billingCycle: cycle },
      amount,
      currency: row.currency,
      paidAt: paidAt ?? start,
      periodStart: start,
      periodEnd: end,
    });
    return this.subscription(row.id);
  }

  /** The subscription as this provider holds it (tests and the contract's driver read it). */
  subscription(id: string): SubscriptionRow {
    const row = this.db.prepare('SELECT * FROM subscriptions WHERE id = ?').get(id) as SubscriptionRow | undefined;
    if (!row) throw new Error(`No test subscription ${id}`);
    return row;
  }

  /** Every payment this provider took, oldest first (the crash suite compares them with Vitrina's). */
  paymentsOf(reference: string): PaymentRow[] {
    return this.db.prepare('SELECT * FROM payments WHERE reference = ? ORDER BY rowid').all(reference) as PaymentRow[];
  }

  /** Deliveries not yet answered 2xx (waiting for their next try, or given up). */
  pendingDeliveries(): { waiting: number; gaveUp: number } {
    const row = this.db
      .prepare('SELECT SUM(delivered_at IS NULL AND gave_up_at IS NULL) AS waiting, SUM(gave_up_at IS NOT NULL) AS gaveUp FROM outbox')
      .get() as { waiting: number | null; gaveUp: number | null };
    return { waiting: row.waiting ?? 0, gaveUp: row.gaveUp ?? 0 };
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
    if (Math.abs(now.getTime() / 1000 - t) > (this.options.toleranceSeconds ?? 300))
      throw new WebhookSignatureError('The webhook is older than the replay window.');
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch (error) {
      throw new WebhookUnreadableError('The webhook body is not JSON.', error);
    }
    const parsed = Webhook.safeParse(json);
    if (!parsed.success) throw new WebhookUnreadableError('The webhook body is not a test provider event.');
    // The fields are checked where every adapter's reading is (PaymentEventSchema, at the webhook route).
    return { ...parsed.data.data, type: parsed.data.type, eventId: parsed.data.id } as PaymentEvent;
  }

  /**
   * Sends what the outbox holds that is due, oldest first, each signed now; a delivery Vitrina did not answer 2xx
   * waits twice as long as the last time before its next try, for three days. A reference whose delivery failed sends
   * nothing more in this round, so its facts arrive in order. Returns how many were delivered.
   */
  flushOutbox(): Promise<number> {
    this.flushing = this.flushing.then(
      () => this.flushOnce(),
      () => this.flushOnce(),
    );
    return this.flushing;
  }

  private async flushOnce(): Promise<number> {
    if (!this.db.open) return 0;
    const wall = Date.now();
    const due = this.db
      .prepare(
        'SELECT seq, reference, body, created_at, attempts FROM outbox WHERE delivered_at IS NULL AND gave_up_at IS NULL AND next_at <= ? ORDER BY seq LIMIT 200',
      )
      .all(wall) as OutboxRow[];
    const held = new Set<string>();
    let delivered = 0;
    for (const row of due) {
      if (held.has(row.reference) || !this.db.open) continue;
      const claimed = this.db
        .prepare(
          'UPDATE outbox SET lease_until = ?, lease_host = ?, lease_pid = ?, lease_life = ? WHERE seq = ? AND delivered_at IS NULL AND (lease_until IS NULL OR lease_until <= ?)',
        )
        .run(Date.now() + LEASE_MS, LEASE_HOLDER.host, LEASE_HOLDER.pid, LEASE_HOLDER.life, row.seq, Date.now()).changes;
      if (claimed === 0) {
        held.add(row.reference);
        continue;
      }
      try {
        await this.options.deliver(this.sign(row.body, Math.floor(this.now().getTime() / 1000)));
        if (this.db.open)
          this.db
            .prepare('UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, lease_until = NULL WHERE seq = ?')
            .run(new Date().toISOString(), row.seq);
        delivered += 1;
      } catch (error) {
        held.add(row.reference);
        if (!this.db.open) continue;
        const attempts = row.attempts + 1;
        const gaveUp = Date.parse(row.created_at) + TEST_RETRY_FOR_MS <= Date.now();
        this.db
          .prepare('UPDATE outbox SET attempts = ?, next_at = ?, lease_until = NULL, gave_up_at = ?, last_error = ? WHERE seq = ?')
          .run(
            attempts,
            Date.now() + testRetryDelayMs(attempts),
            gaveUp ? new Date().toISOString() : null,
            (error instanceof Error ? error.message : String(error)).slice(0, 500),
            row.seq,
          );
      }
    }
    return delivered;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flushing.catch(() => undefined);
    this.db.close();
  }

  /** A payment taken: recorded, and its webhook put in the outbox, in the caller's transaction. */
  private charge(payment: {
    subscriptionId: string;
    reference: string;
    reason: PaymentRow['reason'];
    plan: { tier: string; billingCycle: string };
    amount: number;
    currency: string;
    paidAt: string;
    periodStart: string;
    periodEnd: string;
  }): void {
    const id = `tpay_${randomUUID()}`;
    const row: PaymentRow = {
      id,
      subscription_id: payment.subscriptionId,
      reference: payment.reference,
      reason: payment.reason,
      tier: payment.plan.tier,
      cycle: payment.plan.billingCycle,
      amount: payment.amount,
      currency: payment.currency,
      paid_at: payment.paidAt,
      period_start: payment.periodStart,
      period_end: payment.periodEnd,
    };
    this.db
      .prepare(
        'INSERT INTO payments (id, subscription_id, reference, reason, tier, cycle, amount, currency, paid_at, period_start, period_end) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        row.id,
        row.subscription_id,
        row.reference,
        row.reason,
        row.tier,
        row.cycle,
        row.amount,
        row.currency,
        row.paid_at,
        row.period_start,
        row.period_end,
      );
    const { type, eventId: _fact, ...data } = paymentEventOf(row);
    this.send({ type, ...data });
  }

  /** A charge refused with a card's reason: recorded, and its webhook put in the outbox. */
  private refuse(refusal: {
    card: TestCard;
    subscriptionId: string | null;
    checkoutId: string | null;
    reference: string;
    reason: FailureRow['reason'];
    failedAt: string;
  }): void {
    const { code, message } = REFUSALS[refusal.card] ?? REFUSALS.declined!;
    const row: FailureRow = {
      id: `tfail_${randomUUID()}`,
      subscription_id: refusal.subscriptionId,
      reference: refusal.reference,
      reason: refusal.reason,
      code,
      message,
      failed_at: refusal.failedAt,
    };
    this.db
      .prepare('INSERT INTO failures (id, subscription_id, checkout_id, reference, reason, code, message, failed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(row.id, row.subscription_id, refusal.checkoutId, row.reference, row.reason, row.code, row.message, row.failed_at);
    const { type, eventId: _fact, ...data } = failureEventOf(row);
    this.send({ type, ...data });
  }

  /** A webhook put in the outbox, in the caller's transaction; `flushOutbox` sends it. */
  private send(event: Record<string, unknown> & { type: PaymentEvent['type']; reference: string }): void {
    const { type, ...data } = event;
    const body = Buffer.from(JSON.stringify({ id: `tevt_${randomUUID()}`, created: Math.floor(this.now().getTime() / 1000), type, data }));
    this.db.prepare('INSERT INTO outbox (reference, body, created_at, next_at) VALUES (?, ?, ?, ?)').run(event.reference, body, new Date().toISOString(), 0);
  }
}
