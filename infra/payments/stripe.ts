import Stripe from 'stripe';
import { priceOf, type SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import {
  PaymentsProviderError,
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type CheckoutStatus,
  type PaymentEvent,
  type PaymentsProvider,
  type PlanChange,
  type PlanPrice,
  type ProviderSubscriptionRecord,
  type WebhookHeaders,
} from './port';
import {
  INTERVALS,
  PLANS,
  billedPriceOf,
  billingOf,
  chargedPriceOf,
  declineCodeOf,
  endedSubscription,
  idOf,
  iso,
  lookupKeyOf,
  paidInvoice,
  planOfPrice,
  recordStatusOf,
  refusedInvoice,
  type AnyVersionInvoice,
  type Refusal,
} from './stripe-read';

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

const cents = (amount: number) => Math.round(amount * 100);

export class StripePayments implements PaymentsProvider {
  readonly name = 'stripe' as const;
  readonly currency = 'USD';
  readonly changesInterval = true;
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
          product,
          currency: 'usd',
          unit_amount: amount,
          recurring: { interval: INTERVALS[cycle] },
          lookup_key: lookupKey,
          transfer_lookup_key: true,
          metadata: { tier, billing_cycle: cycle },
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

  async checkoutStatus(checkoutId: string): Promise<CheckoutStatus | null> {
    const session = await unlessMissing('read the checkout', () => this.stripe.checkout.sessions.retrieve(checkoutId));
    if (!session) return null;
    // A complete session whose payment is still unpaid waits for an asynchronous method: not paid yet, not closed.
    const paid = session.status === 'complete' && session.payment_status !== 'unpaid';
    const status = paid ? 'paid' : session.status === 'expired' ? 'closed' : 'open';
    return { id: session.id, status, subscriptionId: paid ? idOf(session.subscription) : null };
  }

  async subscriptionRecord(subscriptionId: string): Promise<ProviderSubscriptionRecord | null> {
    const subscription = await unlessMissing('read the subscription', () => this.stripe.subscriptions.retrieve(subscriptionId));
    const reference = subscription?.metadata.reference;
    // A subscription without Vitrina's reference was not made by a Vitrina checkout: nothing of it to reconcile.
    if (!subscription || !reference) return null;
    const invoices: Stripe.Invoice[] = [];
    await call('list the invoices', async () => {
      for await (const invoice of this.stripe.invoices.list({ subscription: subscriptionId, limit: 100 })) invoices.push(invoice);
    });
    invoices.reverse(); // Stripe lists the newest first.
    const status = recordStatusOf(subscription);
    const paid = invoices.filter((invoice) => invoice.status === 'paid');
    const prices = await this.pricesCharged(paid);
    const events: ProviderSubscriptionRecord['events'] = paid.flatMap(
      (invoice) => paidInvoice(invoice, invoice.id, invoice.created, (id) => prices.get(id)) ?? [],
    );
    const outstanding = invoices.findLast((invoice) => (invoice.status === 'open' || invoice.status === 'uncollectible') && invoice.attempt_count > 0);
    if (status === 'past_due' && outstanding) {
      const refused = refusedInvoice(
        outstanding,
        await this.refusalOf(outstanding),
        null,
        iso(outstanding.status_transitions.finalized_at ?? outstanding.created),
      );
      if (refused) events.push(refused);
    }
    if (status === 'ended') events.push(endedSubscription(subscription, `ended:${subscription.id}`, subscription.canceled_at ?? subscription.created)!);
    const [item, ...others] = subscription.items.data;
    const billed = status === 'ended' || !item || others.length > 0 ? null : billedPriceOf(invoices, item);
    const plan = billed ? planOfPrice(prices.get(billed)) : undefined;
    return { id: subscription.id, reference, status, ...(plan ? { plan } : {}), events };
  }

  /**
   * The prices paid invoices charge, by id: those found at start, and the others (a price that gave its lookup key away,
   * or all of them where start has not run, as in the worker) read from Stripe, as reconciliation reads it anyway.
   */
  private async pricesCharged(invoices: readonly Stripe.Invoice[]): Promise<Map<string, Stripe.Price>> {
    const charged = invoices.map(chargedPriceOf);
    const found = new Map(charged.flatMap((price) => (price && typeof price === 'object' ? [[price.id, price] as const] : [])));
    for (const id of new Set(charged.filter((price) => typeof price === 'string'))) {
      const price = this.known(id) ?? (await unlessMissing('read a plan price', () => this.stripe.prices.retrieve(id)));
      if (price) found.set(id, price);
    }
    return found;
  }

  /** A price Vitrina found or created at start, by id; a price that gave its lookup key away is not among them. */
  private readonly known = (priceId: string): Stripe.Price | undefined => [...this.prices.values()].find((price) => price.id === priceId);

  async changePlan(subscriptionId: string, change: PlanChange): Promise<void> {
    const subscription = await call('read the subscription', () => this.stripe.subscriptions.retrieve(subscriptionId));
    const item = subscription.items.data[0];
    if (!item) throw new PaymentsProviderError(`Stripe subscription ${subscriptionId} has no item to change.`);
    const price = await this.priceFor(change.plan);
    // A change replaces the one that waited in a schedule (a withdrawal is a change back to the current plan).
    await this.releaseSchedule(subscription);
    const { reference } = subscription.metadata;
    if (change.when === 'period_end' && item.price.recurring?.interval !== price.recurring?.interval)
      return this.deferAcrossIntervals(subscription, item, price);
    await call('change the plan', () =>
      this.stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: price.id }],
        proration_behavior: change.when === 'now' ? 'always_invoice' : 'none',
        ...(reference ? { metadata: { reference } } : {}),
      }),
    );
  }

  /** Stripe refuses a cancellation on a subscription a schedule manages; the change waiting in it is dropped, as Vitrina drops a scheduled downgrade. */
  async cancelAtPeriodEnd(subscriptionId: string): Promise<void> {
    await this.releaseSchedule(await call('read the subscription', () => this.stripe.subscriptions.retrieve(subscriptionId)));
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
    return this.read(event);
  }

  /**
   * A verified Stripe event in Vitrina's words. Only `invoice.paid` reports a payment: Stripe also sends
   * `invoice.payment_succeeded` for the same invoice, under another event id, and reading both would record it twice.
   */
  private async read(event: Stripe.Event): Promise<PaymentEvent> {
    const ignored: PaymentEvent = { type: 'ignored', eventId: event.id, providerType: event.type };
    switch (event.type) {
      case 'invoice.paid':
        // The plan is named from the invoice and the prices found at start (waited for while being found), never by
        // reading Stripe here: a price unknown to them (one that gave its lookup key away) leaves the plan out. An
        // upgrade's proration always charges a price found at start, since changePlan takes its price from them.
        await this.starting?.catch(() => undefined);
        return paidInvoice(event.data.object, event.id, event.created, this.known) ?? ignored;
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        if (!billingOf(invoice)) return ignored;
        return refusedInvoice(invoice, await this.refusalOf(invoice), event.id, iso(event.created)) ?? ignored;
      }
      case 'customer.subscription.deleted':
        return endedSubscription(event.data.object, event.id, event.created) ?? ignored;
      default:
        return ignored;
    }
  }

  /**
   * Why Stripe refused an invoice's charge: its payment intent's last error. An invoice names its payment intent only
   * through its payments (API versions from basil on) or, before basil, in `payment_intent`.
   */
  private async refusalOf(invoice: AnyVersionInvoice): Promise<Refusal> {
    const legacy = idOf(invoice.payment_intent);
    const intents = legacy
      ? [await call('read the payment', () => this.stripe.paymentIntents.retrieve(legacy))]
      : (
          await call('read the invoice payments', () =>
            this.stripe.invoicePayments.list({ invoice: invoice.id, limit: 10, expand: ['data.payment.payment_intent'] }),
          )
        ).data.map((payment) => payment.payment.payment_intent);
    const error = intents.find(
      (intent): intent is Stripe.PaymentIntent => typeof intent === 'object' && Boolean(intent.last_payment_error),
    )?.last_payment_error;
    return { code: declineCodeOf(error), message: error?.message ?? null };
  }

  /**
   * Waits a change across intervals for the period's end: Stripe would start a new period and bill it at once. The
   * second phase re-anchors the billing cycle at its start, or Stripe would switch the price there without billing it.
   */
  private async deferAcrossIntervals(subscription: Stripe.Subscription, item: Stripe.SubscriptionItem, price: Stripe.Price) {
    const interval = price.recurring?.interval;
    if (!interval) throw new PaymentsProviderError(`Stripe price ${price.id} is not recurring.`);
    const metadata: Stripe.MetadataParam = subscription.metadata.reference ? { reference: subscription.metadata.reference } : {};
    const schedule = await call('schedule the plan change', () => this.stripe.subscriptionSchedules.create({ from_subscription: subscription.id }));
    await call('schedule the plan change', () =>
      this.stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        proration_behavior: 'none',
        phases: [
          {
            items: [{ price: item.price.id, quantity: 1 }],
            start_date: item.current_period_start,
            end_date: item.current_period_end,
            proration_behavior: 'none',
            metadata,
          },
          {
            items: [{ price: price.id, quantity: 1 }],
            duration: { interval, interval_count: 1 },
            billing_cycle_anchor: 'phase_start',
            proration_behavior: 'none',
            metadata,
          },
        ],
      }),
    );
  }

  private async releaseSchedule(subscription: Stripe.Subscription) {
    const schedule = idOf(subscription.schedule);
    if (schedule) await call('release the plan change schedule', () => this.stripe.subscriptionSchedules.release(schedule));
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

/** As `call`, but null when Stripe answers that there is no such object. */
async function unlessMissing<T>(what: string, request: () => Promise<T>): Promise<T | null> {
  try {
    return await call(what, request);
  } catch (error) {
    if (error instanceof PaymentsProviderError && error.cause instanceof Stripe.errors.StripeError && error.cause.statusCode === 404) return null;
    throw error;
  }
}
