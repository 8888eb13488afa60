import Stripe from 'stripe';
import { BILLING_CYCLES, SUBSCRIPTION_TIERS, priceOf, type BillingCycle, type SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import {
  PaymentsProviderError,
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentsProvider,
  type PlanChange,
  type PlanPrice,
  type WebhookHeaders,
} from './port';

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the API answers; a local stand-in in tests, api.stripe.com otherwise. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** How old a delivery may be, against the `now` Vitrina verifies it at. */
  toleranceSeconds?: number;
  maxNetworkRetries?: number;
}

/** The name a plan's Price carries at Stripe, so each Stripe account finds its own prices without configured ids. */
export const lookupKeyOf = (tier: SubscriptionTier, cycle: BillingCycle) => `vitrina_${tier}_${cycle}`.toLowerCase();

const INTERVALS: Readonly<Record<BillingCycle, 'month' | 'year'>> = { MONTHLY: 'month', YEARLY: 'year' };
const PLANS = SUBSCRIPTION_TIERS.flatMap((tier) => BILLING_CYCLES.map((cycle) => ({ tier, cycle, lookupKey: lookupKeyOf(tier, cycle) })));
const cents = (amount: number) => Math.round(amount * 100);

export class StripePayments implements PaymentsProvider {
  readonly name = 'stripe' as const;
  readonly currency = 'USD';
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;
  private readonly toleranceSeconds: number;
  private prices = new Map<string, Stripe.Price>();
  private starting: Promise<void> | undefined;

  constructor(options: StripePaymentsOptions) {
    if (!options.secretKey || !options.webhookSecret) throw new Error('Stripe needs a secret key and a webhook secret.');
    const { host, port, protocol, maxNetworkRetries } = options;
    this.stripe = new Stripe(options.secretKey, {
      ...(host ? { host } : {}),
      ...(port ? { port } : {}),
      ...(protocol ? { protocol } : {}),
      ...(maxNetworkRetries === undefined ? {} : { maxNetworkRetries }),
      appInfo: { name: 'Vitrina' },
    });
    this.webhookSecret = options.webhookSecret;
    this.toleranceSeconds = options.toleranceSeconds ?? 300;
  }

  start(): Promise<void> {
    this.starting = this.findOrCreatePrices().catch((error: unknown) => {
      this.starting = undefined;
      throw error;
    });
    return this.starting;
  }

  private async findOrCreatePrices(): Promise<void> {
    const listed = await call('list the plan prices', () =>
      this.stripe.prices.list({ lookup_keys: PLANS.map((plan) => plan.lookupKey), active: true, limit: 100 }),
    );
    const found = new Map(listed.data.map((price) => [price.lookup_key ?? '', price]));
    const products = new Map<SubscriptionTier, string>();
    for (const price of listed.data) {
      const plan = PLANS.find((candidate) => candidate.lookupKey === price.lookup_key);
      if (plan) products.set(plan.tier, typeof price.product === 'string' ? price.product : price.product.id);
    }
    const prices = new Map<string, Stripe.Price>();
    for (const { tier, cycle, lookupKey } of PLANS) {
      const existing = found.get(lookupKey);
      const amount = cents(priceOf(tier, cycle));
      if (existing && existing.unit_amount === amount && existing.currency === 'usd' && existing.recurring?.interval === INTERVALS[cycle]) {
        prices.set(lookupKey, existing);
        continue;
      }
      const product = products.get(tier) ?? (await this.createProduct(tier));
      products.set(tier, product);
      // A price whose amount changed in tiers.ts, or an archived one, gives its lookup key to the new price.
      const created = await call('create a plan price', () =>
        this.stripe.prices.create({
          product, currency: 'usd', unit_amount: amount, recurring: { interval: INTERVALS[cycle] },
          lookup_key: lookupKey, transfer_lookup_key: true, metadata: { tier, billing_cycle: cycle },
        }),
      );
      prices.set(lookupKey, created);
    }
    this.prices = prices;
  }

  async startCheckout(request: CheckoutRequest): Promise<Checkout> {
    const price = await this.priceFor(request.plan);
    const session = await call('start a checkout', () =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: price.id, quantity: 1 }],
        client_reference_id: request.reference,
        customer_email: request.customer.email,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        locale: request.language,
        subscription_data: { metadata: { reference: request.reference } },
        metadata: { reference: request.reference },
      }),
    );
    if (!session.url) throw new PaymentsProviderError(`Stripe gave checkout ${session.id} no URL.`);
    return { id: session.id, url: session.url };
  }

  async changePlan(subscriptionId: string, change: PlanChange): Promise<void> {
    const subscription = await call('read the subscription', () => this.stripe.subscriptions.retrieve(subscriptionId));
    const item = subscription.items.data[0];
    if (!item) throw new PaymentsProviderError(`Stripe subscription ${subscriptionId} has no item to change.`);
    const price = await this.priceFor(change.plan);
    // Stripe starts a new period and bills it at once whenever the interval changes, whatever the proration
    // behaviour, so a change "from the next period" across intervals would charge now and drop the paid time.
    if (change.when === 'period_end' && item.price.recurring?.interval !== price.recurring?.interval) {
      throw new PaymentsProviderError('Stripe cannot defer a change between monthly and yearly billing to the period end without a subscription schedule.');
    }
    const { reference } = subscription.metadata;
    await call('change the plan', () =>
      this.stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: price.id }],
        proration_behavior: change.when === 'now' ? 'always_invoice' : 'none',
        ...(reference ? { metadata: { reference } } : {}),
      }),
    );
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<void> {
    await call('cancel the subscription', () => this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
  }

  async resume(subscriptionId: string): Promise<void> {
    await call('resume the subscription', () => this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }));
  }

  async portalUrl(subscriptionId: string, returnUrl: string): Promise<string> {
    const subscription = await call('read the subscription', () => this.stripe.subscriptions.retrieve(subscriptionId));
    const customer = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const session = await call('open the customer portal', () => this.stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }));
    return session.url;
  }

  async verifyWebhook(rawBody: Buffer, headers: WebhookHeaders, now: Date): Promise<PaymentEvent> {
    const signature = headers['stripe-signature'];
    if (!signature) throw new WebhookSignatureError('The delivery has no Stripe-Signature header.');
    let event: Stripe.Event;
    try {
      // receivedAt makes the SDK measure the delivery's age against Vitrina's clock, not the machine's.
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret, this.toleranceSeconds, undefined, now.getTime());
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : undefined);
    }
    return readStripeEvent(event);
  }

  async close(): Promise<void> {}

  private async createProduct(tier: SubscriptionTier): Promise<string> {
    const name = `Vitrina ${tier.charAt(0)}${tier.slice(1).toLowerCase()}`;
    const product = await call('create a plan product', () => this.stripe.products.create({ name, metadata: { tier } }));
    return product.id;
  }

  private async priceFor(plan: PlanPrice): Promise<Stripe.Price> {
    await (this.starting ?? this.start());
    const price = this.prices.get(lookupKeyOf(plan.tier, plan.billingCycle));
    if (!price || plan.currency !== this.currency || price.unit_amount !== cents(plan.amount)) {
      throw new PaymentsProviderError(`Stripe has no price of ${plan.amount} ${plan.currency} for ${plan.tier} ${plan.billingCycle}.`);
    }
    return price;
  }
}

async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof PaymentsProviderError) throw error;
    throw new PaymentsProviderError(`Stripe could not ${what}: ${error instanceof Error ? error.message : String(error)}`, error);
  }
}

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

const REASONS: Readonly<Record<string, 'first' | 'renewal' | 'plan_change'>> = {
  subscription_create: 'first',
  subscription_cycle: 'renewal',
  subscription_update: 'plan_change',
};

/** Fields of invoices from API versions before 2025-03-31.basil, which webhook endpoints pinned to them still send. */
type AnyVersionInvoice = Stripe.Invoice & {
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

function paymentIdOf(invoice: AnyVersionInvoice): string {
  const payment = invoice.payments?.data[0]?.payment;
  return idOf(payment?.payment_intent) ?? idOf(payment?.charge) ?? idOf(invoice.payment_intent) ?? idOf(invoice.charge) ?? invoice.id;
}

/**
 * A verified Stripe event in Vitrina's words. Only `invoice.paid` reports a payment: Stripe also sends
 * `invoice.payment_succeeded` for the same invoice, under another event id, and reading both would record it twice.
 */
function readStripeEvent(event: Stripe.Event): PaymentEvent {
  const ignored: PaymentEvent = { type: 'ignored', eventId: event.id, providerType: event.type };
  switch (event.type) {
    case 'invoice.paid': {
      const invoice: AnyVersionInvoice = event.data.object;
      const { subscriptionId, reference } = subscriptionOf(invoice);
      const reason = REASONS[invoice.billing_reason ?? ''];
      if (!subscriptionId || !reference || !reason) return ignored;
      return {
        type: 'payment.succeeded', eventId: event.id, reference, subscriptionId, reason,
        paymentId: paymentIdOf(invoice), amount: invoice.amount_paid / 100, currency: invoice.currency.toUpperCase(),
        paidAt: iso(invoice.status_transitions?.paid_at ?? event.created), ...periodOf(invoice),
      };
    }
    case 'invoice.payment_failed': {
      const invoice: AnyVersionInvoice = event.data.object;
      const { subscriptionId, reference } = subscriptionOf(invoice);
      const reason = REASONS[invoice.billing_reason ?? ''];
      if (!reference || !reason) return ignored;
      const message = invoice.last_finalization_error?.message ?? `Stripe could not charge the card (attempt ${invoice.attempt_count}).`;
      return { type: 'payment.failed', eventId: event.id, reference, subscriptionId, reason, message, failedAt: iso(event.created) };
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const { reference } = subscription.metadata;
      if (!reference) return ignored;
      return { type: 'subscription.ended', eventId: event.id, reference, subscriptionId: subscription.id, endedAt: iso(subscription.ended_at ?? event.created) };
    }
    default:
      return ignored;
  }
}
