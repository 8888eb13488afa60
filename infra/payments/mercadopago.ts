import { z } from 'zod';
import { Invoice, MercadoPagoConfig, MPNotFoundError, Payment, PreApproval, PreApprovalPlan, WebhookSignatureValidator } from 'mercadopago';
import { prorate } from '@vitrina/domain/subscriptions/periods';
import { ARS_PRICES, BILLING_CYCLES, SUBSCRIPTION_TIERS, type BillingCycle, type SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import {
  IntervalChangeUnsupportedError,
  PaymentsProviderError,
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type CheckoutStatus,
  type PaymentEvent,
  type PaymentsProvider,
  type PlanChange,
  type ProviderSubscriptionRecord,
  type WebhookHeaders,
} from '@vitrina/infra/payments/port';
import {
  chargeEvent,
  cycleOf,
  declineCodeOf,
  endEvent,
  iso,
  planChangeEvent,
  planInForce,
  type Charge,
  type PaymentFields,
  type Preapproval,
} from '@vitrina/infra/payments/mercadopago-read';

export interface MercadoPagoPaymentsOptions {
  accessToken: string;
  webhookSecret: string;
  /** Where the SDK sends its requests instead of https://api.mercadopago.com: a local stand-in, in tests. */
  baseUrl?: string;
  /** How far a notification's signed `ts` may be from now; default 300 seconds. */
  toleranceSeconds?: number;
  /** Where a payer who subscribes from a plan's own page comes back to; Mercado Pago requires one per plan. */
  planBackUrl?: string;
}

type SdkOptions = NonNullable<ConstructorParameters<typeof MercadoPagoConfig>[0]['options']>;
type RecordEvent = ProviderSubscriptionRecord['events'][number];
type Plan = { id: string; reason: string; amount: number; cycle: BillingCycle };

const MONTHS: Record<BillingCycle, number> = { MONTHLY: 1, YEARLY: 12 };
const CYCLE_NAMES: Record<BillingCycle, string> = { MONTHLY: 'mensual', YEARLY: 'anual' };
const PAGE = 50;

const Notification = z.looseObject({
  id: z.union([z.string(), z.number()]).optional(),
  type: z.string().optional(),
  topic: z.string().optional(),
  data: z.looseObject({ id: z.union([z.string(), z.number()]).optional() }).optional(),
});

/**
 * Mercado Pago through its official SDK: one preapproval plan per tier and cycle, in pesos, and a pending
 * preapproval per checkout that the payer authorizes at its init_point. Notifications only name a resource, so
 * `verifyWebhook` checks the signature and then reads the authorized payment, payment or preapproval it names.
 */
export class MercadoPagoPayments implements PaymentsProvider {
  readonly name = 'mercadopago' as const;
  readonly currency = 'ARS';
  /** A preapproval's frequency cannot be changed; moving between monthly and yearly would take a new subscription. */
  readonly changesInterval = false;
  private readonly plans: PreApprovalPlan;
  private readonly preapprovals: PreApproval;
  private readonly invoices: Invoice;
  private readonly payments: Payment;
  private readonly planCache = new Map<string, Plan>();

  constructor(private readonly options: MercadoPagoPaymentsOptions) {
    if (!options.accessToken || !options.webhookSecret) throw new Error('Mercado Pago needs an access token and a webhook secret');
    const config = this.sdkConfig();
    [this.plans, this.preapprovals, this.invoices, this.payments] = [
      new PreApprovalPlan(config),
      new PreApproval(config),
      new Invoice(config),
      new Payment(config),
    ];
  }

  async start(): Promise<void> {
    const existing = await this.call('read its preapproval plans', () => this.activePlans());
    for (const tier of SUBSCRIPTION_TIERS) {
      for (const cycle of BILLING_CYCLES) {
        const recurring = { frequency: MONTHS[cycle], frequency_type: 'months', transaction_amount: ARS_PRICES[tier][cycle], currency_id: 'ARS' };
        const reason = `Vitrina ${tier} ${CYCLE_NAMES[cycle]}`;
        const same = existing.find(
          ({ reason: other, auto_recurring: found }) =>
            other === reason &&
            found?.frequency === recurring.frequency &&
            found.transaction_amount === recurring.transaction_amount &&
            found.currency_id === recurring.currency_id,
        );
        const back_url = this.options.planBackUrl ?? 'https://www.mercadopago.com.ar';
        const plan = same ?? (await this.call(`create the plan ${reason}`, () => this.plans.create({ body: { reason, back_url, auto_recurring: recurring } })));
        this.planCache.set(`${tier}:${cycle}`, { id: String(plan.id), reason, amount: recurring.transaction_amount, cycle });
      }
    }
  }

  async startCheckout(request: CheckoutRequest): Promise<Checkout> {
    const plan = await this.plan(request.plan.tier, request.plan.billingCycle);
    // Mercado Pago takes a preapproval_plan_id only with a card token; a checkout left to the payer copies the plan.
    const body = {
      reason: plan.reason,
      external_reference: request.reference,
      payer_email: request.customer.email,
      back_url: request.successUrl,
      status: 'pending',
      auto_recurring: { frequency: MONTHS[plan.cycle], frequency_type: 'months', transaction_amount: plan.amount, currency_id: 'ARS' },
    };
    const created = await this.call('start a checkout', () => this.preapprovals.create({ body }));
    if (!created.id || !created.init_point) throw new PaymentsProviderError('Mercado Pago answered a preapproval without id or init_point');
    return { id: created.id, url: created.init_point };
  }

  /** A checkout is its preapproval: pending while unpaid (a declined card leaves it so), then the subscription itself. */
  async checkoutStatus(checkoutId: string): Promise<CheckoutStatus | null> {
    const preapproval = await this.readIfAny(checkoutId);
    if (!preapproval) return null;
    if (preapproval.status === 'pending') return { id: checkoutId, status: 'open', subscriptionId: null };
    const made = preapproval.status === 'authorized' || preapproval.status === 'paused' || Number(preapproval.summarized?.charged_quantity) > 0;
    return { id: checkoutId, status: made ? 'paid' : 'closed', subscriptionId: made ? checkoutId : null };
  }

  /**
   * The preapproval's charges (its authorized payments) and the plan changes Vitrina charged itself (payments found by
   * the brand's external_reference, tagged with the preapproval), read by the same functions as their notifications.
   * A refused plan change leaves the subscription as it was, so the record has no place for it. The plan in force is
   * named while the subscription runs (see planInForce).
   */
  async subscriptionRecord(subscriptionId: string): Promise<ProviderSubscriptionRecord | null> {
    const preapproval = await this.readIfAny(subscriptionId);
    // A pending preapproval is a checkout no one has paid yet, not a subscription.
    if (!preapproval || preapproval.status === 'pending') return null;
    return this.call(`reconcile the preapproval ${subscriptionId}`, async () => {
      const [charges, changes] = await Promise.all([this.chargesOf(subscriptionId), this.planChangesOf(preapproval)]);
      const latest = charges.at(-1);
      // The SDK's response type leaves out the end_date the API returns (cancelAtPeriodEnd sets it).
      const { end_date: endDate } = (preapproval.auto_recurring ?? {}) as { end_date?: string | null };
      const status =
        preapproval.status === 'cancelled' || preapproval.status === 'finished'
          ? 'ended'
          : latest?.status === 'recycling' || preapproval.status === 'paused'
            ? 'past_due'
            : endDate
              ? 'cancelling'
              : 'active';
      const read = async (charge: Charge) => chargeEvent(charge, await this.payments.get({ id: String(charge.payment?.id) }), preapproval, this.currency);
      const paid = await Promise.all(charges.filter((charge) => charge.payment?.status === 'approved').map(read));
      // Payment ids grow with time; the dates are billing dates, which a retried charge leaves behind a later payment.
      const payments = [...paid, ...changes.map((payment) => planChangeEvent(payment, this.currency, preapproval))]
        .filter((event): event is Extract<PaymentEvent, { type: 'payment.succeeded' }> => event?.type === 'payment.succeeded')
        .sort((a, b) => Number(a.paymentId) - Number(b.paymentId));
      const refused = status === 'past_due' && latest?.payment?.status === 'rejected' ? await read(latest) : null;
      const ended = endEvent(preapproval);
      const events: RecordEvent[] = [...payments, ...(refused?.type === 'payment.failed' ? [refused] : []), ...(ended ? [ended] : [])];
      // Past due, the newest approved charge is an earlier period's; ended, no plan is in force.
      const plan = status === 'active' || status === 'cancelling' ? planInForce(preapproval, charges, changes) : undefined;
      return { id: subscriptionId, reference: preapproval.external_reference ?? '', status, ...(plan ? { plan } : {}), events };
    });
  }

  async changePlan(subscriptionId: string, { plan, when }: PlanChange): Promise<void> {
    const preapproval = await this.read(subscriptionId);
    const cycle = cycleOf(preapproval);
    if (plan.billingCycle !== cycle)
      throw new IntervalChangeUnsupportedError(`Mercado Pago cannot change a preapproval's frequency (${cycle} to ${plan.billingCycle}).`);
    const { amount } = await this.plan(plan.tier, plan.billingCycle);
    if (when === 'now') await this.chargeProration(preapproval, amount);
    // A new transaction_amount applies from the next debit on, which is exactly "from the next period".
    await this.update(preapproval, 'change the plan', { transaction_amount: amount });
  }

  /**
   * Mercado Pago cancels a preapproval at once, and pausing stops its charges at once too. An end_date at the paid
   * period's end lets the period run and makes no further charge; Mercado Pago then ends the preapproval itself.
   */
  async cancelAtPeriodEnd(subscriptionId: string): Promise<void> {
    const preapproval = await this.read(subscriptionId);
    await this.update(preapproval, 'cancel at the period end', { end_date: preapproval.next_payment_date });
  }

  async resume(subscriptionId: string): Promise<void> {
    await this.update(await this.read(subscriptionId), 'resume', { end_date: null });
  }

  /** The payer changes their card in their own Mercado Pago account. */
  async portalUrl(): Promise<string | null> {
    return null;
  }

  async verifyWebhook(rawBody: Buffer, headers: WebhookHeaders, now: Date): Promise<PaymentEvent> {
    const notification = parseNotification(rawBody);
    const dataId = notification.data?.id === undefined ? undefined : String(notification.data.id);
    this.verifySignature(dataId, headers, now);
    const type = notification.type ?? notification.topic ?? 'unknown';
    const ignored = (providerType: string): PaymentEvent => ({ type: 'ignored', eventId: String(notification.id ?? `${type}:${dataId}`), providerType });
    if (!dataId) return ignored(type);
    try {
      if (type === 'subscription_authorized_payment') return (await this.readCharge(dataId)) ?? ignored(type);
      if (type === 'payment') return (await this.readPayment(dataId)) ?? ignored(type);
      if (type === 'subscription_preapproval') return (await this.readEnd(dataId)) ?? ignored(type);
      return ignored(type);
    } catch (error) {
      if (error instanceof MPNotFoundError) return ignored(`${type}:not_found`);
      throw new PaymentsProviderError(`Mercado Pago could not read the ${type} ${dataId}: ${messageOf(error)}`, error);
    }
  }

  async close(): Promise<void> {}

  private verifySignature(dataId: string | undefined, headers: WebhookHeaders, now: Date) {
    try {
      const id = dataId && /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
      WebhookSignatureValidator.validate({
        xSignature: headers['x-signature'],
        xRequestId: headers['x-request-id'],
        dataId: id,
        secret: this.options.webhookSecret,
      });
    } catch (error) {
      throw new WebhookSignatureError(`The Mercado Pago signature does not verify: ${messageOf(error)}`);
    }
    // The SDK assumes seconds, but some deliveries carry milliseconds; no instant of this era has 12 digits of seconds.
    const ts = Number(/(?:^|,)\s*ts=(\d+)/.exec(headers['x-signature'] ?? '')?.[1]);
    const seconds = ts >= 1e11 ? ts / 1000 : ts;
    if (!(Math.abs(now.getTime() / 1000 - seconds) <= (this.options.toleranceSeconds ?? 300))) {
      throw new WebhookSignatureError('The Mercado Pago notification is outside the replay window.');
    }
  }

  private async readCharge(id: string): Promise<PaymentEvent | null> {
    const charge = await this.invoices.get({ id });
    const status = charge.payment?.status;
    if (!charge.payment || !charge.preapproval_id || (status !== 'approved' && status !== 'rejected')) return null;
    const [payment, preapproval] = await Promise.all([
      this.payments.get({ id: String(charge.payment.id) }),
      this.preapprovals.get({ id: charge.preapproval_id }),
    ]);
    return chargeEvent(charge, payment, preapproval, this.currency);
  }

  private async readPayment(id: string): Promise<PaymentEvent | null> {
    const payment = await this.payments.get({ id });
    const { status } = payment;
    const tag = (payment.metadata ?? {}) as { reason?: unknown; preapproval_id?: unknown };
    if (tag.reason === 'plan_change') {
      // Its preapproval gives the cycle of the plan it paid for (a refusal names none).
      const preapproval = status === 'approved' && tag.preapproval_id ? await this.readIfAny(String(tag.preapproval_id)) : null;
      return planChangeEvent(payment, this.currency, preapproval);
    }
    // A subscription's charges are read from its authorized payments; only a card declined at the checkout has none.
    const subscriptionId = payment.point_of_interaction?.transaction_data?.subscription_id;
    if (status !== 'rejected' || !subscriptionId) return null;
    const preapproval = await this.preapprovals.get({ id: subscriptionId });
    if (preapproval.status !== 'pending') return null;
    return {
      type: 'payment.failed',
      eventId: `payment:${payment.id}:${status}`,
      reference: preapproval.external_reference ?? '',
      subscriptionId,
      reason: 'first',
      failureId: String(payment.id),
      code: declineCodeOf(payment.status_detail),
      message: payment.status_detail ?? status,
      failedAt: iso(payment.date_created),
    };
  }

  private async readEnd(id: string): Promise<PaymentEvent | null> {
    return endEvent(await this.preapprovals.get({ id }));
  }

  /** The preapproval's authorized payments (one per billing, retried in place), oldest first. */
  private async chargesOf(preapprovalId: string): Promise<Charge[]> {
    const found: Charge[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const { results = [], paging } = await this.invoices.search({ options: { preapproval_id: preapprovalId, limit: PAGE, offset } });
      found.push(...results);
      if (results.length < PAGE || offset + PAGE >= (paging?.total ?? Infinity)) break;
    }
    return found.sort((a, b) => Date.parse(String(a.debit_date)) - Date.parse(String(b.debit_date)) || Number(a.id) - Number(b.id));
  }

  /** The approved plan-change payments Vitrina made for the preapproval: searched by the brand's reference, then by their tag. */
  private async planChangesOf(preapproval: Preapproval): Promise<PaymentFields[]> {
    const reference = preapproval.external_reference;
    if (!reference) return [];
    const found: PaymentFields[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const { results = [], paging } = await this.payments.search({
        options: { external_reference: reference, sort: 'date_created', criteria: 'asc', limit: PAGE, offset },
      });
      found.push(
        ...results.filter(({ status, metadata }) => {
          const tag = (metadata ?? {}) as { reason?: unknown; preapproval_id?: unknown };
          return status === 'approved' && tag.reason === 'plan_change' && tag.preapproval_id === preapproval.id;
        }),
      );
      if (results.length < PAGE || offset + PAGE >= (paging?.total ?? Infinity)) return found;
    }
  }

  /**
   * Mercado Pago has no proration: Vitrina charges the difference for the rest of the paid period as a one-off
   * payment to the payer's card on file, tagged (metadata reason plan_change) so its notification reads as the upgrade.
   */
  private async chargeProration(preapproval: Preapproval, amount: number) {
    const [start, end] = [preapproval.summarized?.last_charged_date, preapproval.next_payment_date];
    if (!start || !end) throw new PaymentsProviderError(`The preapproval ${preapproval.id} has no paid period to prorate`);
    // After an upgrade this period the amount holds the higher plan; after a scheduled downgrade the last charge does.
    const current = Math.max(Number(preapproval.summarized?.last_charged_amount), Number(preapproval.auto_recurring?.transaction_amount));
    const cycle = cycleOf(preapproval);
    const { amount: difference } = prorate({ amount: current, billingCycle: cycle }, { amount, billingCycle: cycle }, { start, end }, new Date().toISOString());
    if (difference <= 0) return;
    // Its own config: the SDK keeps a call's requestOptions (this idempotency key) for every later call.
    const payments = new Payment(this.sdkConfig({ idempotencyKey: `plan-change-${preapproval.id}-${amount}-${iso(start)}` }));
    const payment = await this.call('charge the plan change', () =>
      payments.create({
        body: {
          transaction_amount: difference,
          description: 'Vitrina: cambio de plan',
          external_reference: preapproval.external_reference,
          payment_method_id: preapproval.payment_method_id ?? undefined,
          payer: { type: 'customer', id: String(preapproval.payer_id), email: preapproval.payer_email },
          binary_mode: true,
          metadata: { preapproval_id: preapproval.id, reason: 'plan_change', plan_amount: amount, period_start: iso(start), period_end: iso(end) },
        },
      }),
    );
    if (payment.status !== 'approved') throw new PaymentsProviderError(`Mercado Pago refused the plan change of ${preapproval.id}: ${payment.status_detail}`);
  }

  private async plan(tier: SubscriptionTier, cycle: BillingCycle): Promise<Plan> {
    if (this.planCache.size === 0) await this.start();
    const plan = this.planCache.get(`${tier}:${cycle}`);
    if (!plan) throw new PaymentsProviderError(`No Mercado Pago plan for ${tier} ${cycle}`);
    return plan;
  }

  private async activePlans() {
    const found: Awaited<ReturnType<PreApprovalPlan['get']>>[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const { results = [] } = await this.plans.search({ options: { status: 'active', q: 'Vitrina', limit: PAGE, offset } });
      found.push(...results);
      if (results.length < PAGE) return found;
    }
  }

  private read(id: string) {
    return this.call(`read the preapproval ${id}`, () => this.preapprovals.get({ id }));
  }

  private async readIfAny(id: string): Promise<Preapproval | null> {
    try {
      return await this.preapprovals.get({ id });
    } catch (error) {
      if (error instanceof MPNotFoundError) return null;
      throw new PaymentsProviderError(`Mercado Pago could not read the preapproval ${id}: ${messageOf(error)}`, error);
    }
  }

  private async update({ id, auto_recurring: current }: Preapproval, what: string, recurring: { transaction_amount?: number; end_date?: string | null }) {
    const auto_recurring = { transaction_amount: Number(current?.transaction_amount), currency_id: current?.currency_id ?? this.currency, ...recurring };
    await this.call(what, () => this.preapprovals.update({ id: String(id), body: { auto_recurring } }));
  }

  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw error instanceof PaymentsProviderError ? error : new PaymentsProviderError(`Mercado Pago could not ${what}: ${messageOf(error)}`, error);
    }
  }

  private sdkConfig(extra: SdkOptions = {}) {
    const options: SdkOptions = { timeout: 10_000, ...(this.options.baseUrl ? towards(this.options.baseUrl) : {}), ...extra };
    return new MercadoPagoConfig({ accessToken: this.options.accessToken, options });
  }
}

/**
 * The SDK has no base-URL option: its RestClient puts the constant AppConfig.BASE_URL before every path and calls the
 * global fetch. It does hand options it does not know on to that fetch, and Node's fetch takes an undici
 * `dispatcher`, so this one re-aims the SDK's requests at `baseUrl` (for one config, not the whole process).
 */
function towards(baseUrl: string): SdkOptions {
  const target = new URL(baseUrl);
  const prefix = target.pathname.replace(/\/$/, '');
  type Dispatcher = { dispatch(options: { path: string; origin?: string }, handler: unknown): boolean };
  const dispatcher: Dispatcher = {
    dispatch(options, handler) {
      const global = (globalThis as Record<symbol, Dispatcher | undefined>)[Symbol.for('undici.globalDispatcher.1')];
      if (!global) throw new Error("Node's fetch has no global dispatcher to send through");
      return global.dispatch({ ...options, origin: target.origin, path: `${prefix}${options.path}` }, handler);
    },
  };
  const options: SdkOptions & { dispatcher: Dispatcher } = { dispatcher };
  return options;
}

function parseNotification(rawBody: Buffer) {
  try {
    return Notification.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    throw new WebhookSignatureError('The body is not a Mercado Pago notification.');
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
