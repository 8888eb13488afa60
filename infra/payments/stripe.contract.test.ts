import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_CYCLES, SUBSCRIPTION_TIERS, priceOf } from '@vitrina/domain/subscriptions/tiers';
import { paymentsContract, type PaymentsDriver, type ProviderPlanState } from '@vitrina/testkit/infra/payments/contract';
import type { Delivery } from './port';
import { PaymentsProviderError, WebhookSignatureError, type CheckoutRequest, type PaymentEvent } from './port';
import { StripePayments, type StripePaymentsOptions } from './stripe';
import { lookupKeyOf } from './stripe-read';
import { startStripeStandIn, type StandInPlan, type StripeStandIn } from '@vitrina/testkit/infra/payments/stripe-standin';

const webhookSecret = 'whsec_standin_secret';
const PLANS = SUBSCRIPTION_TIERS.flatMap((tier) => BILLING_CYCLES.map((billingCycle) => ({ tier, billingCycle, lookupKey: lookupKeyOf(tier, billingCycle) })));

const connect = (stripe: StripeStandIn, extra: Partial<StripePaymentsOptions> = {}) =>
  new StripePayments({ secretKey: stripe.secretKey, webhookSecret, host: stripe.host, port: stripe.port, protocol: stripe.protocol, ...extra });
const sdkOf = (stripe: StripeStandIn) => new Stripe(stripe.secretKey, { host: stripe.host, port: stripe.port, protocol: stripe.protocol });

/** What an edit in Stripe's dashboard does: a new basic monthly price at another amount takes the plan's lookup key. */
async function movePlanKey(stripe: StripeStandIn) {
  const old = stripe.prices().find((price) => price.lookupKey === 'vitrina_basic_monthly')!;
  const wrong = await sdkOf(stripe).prices.create({
    product: old.product,
    currency: 'usd',
    unit_amount: 700,
    recurring: { interval: 'month' },
    lookup_key: 'vitrina_basic_monthly',
    transfer_lookup_key: true,
  });
  return { old, wrong };
}

function planState({ status, cancelAtPeriodEnd, price, nextPrice }: StandInPlan): ProviderPlanState {
  const current = PLANS.find((plan) => plan.lookupKey === price.lookupKey);
  const next = PLANS.find((plan) => plan.lookupKey === nextPrice.lookupKey);
  if (!current || !next) throw new Error(`Prices ${price.id}, ${nextPrice.id} are no Vitrina plan's.`);
  const changing = next.lookupKey !== current.lookupKey ? { nextTier: next.tier, nextBillingCycle: next.billingCycle } : {};
  const state = status === 'canceled' ? 'ended' : status === 'past_due' ? 'past_due' : cancelAtPeriodEnd ? 'cancelling' : 'active';
  return { status: state, tier: current.tier, billingCycle: current.billingCycle, ...changing };
}

function driverFor(stripe: StripeStandIn): PaymentsDriver {
  const resigned = (delivery: Delivery, timestamp: number) => ({
    ...delivery,
    headers: { ...delivery.headers, 'stripe-signature': stripe.sign(delivery.body, timestamp) },
  });
  return {
    provider: connect(stripe),
    completeCheckout: async (checkout, outcome) => stripe.completeCheckout(checkout.id, outcome),
    expireCheckout: async (checkout) => stripe.expireCheckout(checkout.id),
    renew: async (subscriptionId, outcome) => stripe.renew(subscriptionId, outcome),
    takeDeliveries: async () => stripe.takeDeliveries(),
    inspect: async (subscriptionId) => planState(stripe.planOf(subscriptionId)),
    signedAt: (delivery, ageSeconds) => resigned(delivery, Math.floor(Date.now() / 1000) - ageSeconds),
    tamper: (delivery) => ({ ...delivery, body: Buffer.from(delivery.body.toString().replace('"livemode": false', '"livemode": true')) }),
    close: () => stripe.close(),
  };
}

paymentsContract('stripe', async () => driverFor(await startStripeStandIn({ webhookSecret })));

const payments = (events: PaymentEvent[]) => events.flatMap((event) => (event.type === 'payment.succeeded' ? [event] : []));

const REFERENCE = '6f1d2c3b-4a59-4e8d-9c7b-0a1b2c3d4e5f';
const usd = (tier: CheckoutRequest['plan']['tier'], billingCycle: CheckoutRequest['plan']['billingCycle']) => ({
  tier,
  billingCycle,
  amount: priceOf(tier, billingCycle),
  currency: 'USD',
});
const checkoutFor = (tier: CheckoutRequest['plan']['tier'], billingCycle: CheckoutRequest['plan']['billingCycle']): CheckoutRequest => ({
  reference: REFERENCE,
  plan: usd(tier, billingCycle),
  customer: { email: 'owner@brand.test', name: 'Sur' },
  successUrl: 'http://localhost:3000/admin/dashboard?checkout=done',
  cancelUrl: 'http://localhost:3000/admin/dashboard?checkout=left',
  language: 'fr',
});

describe('Stripe payments', () => {
  let stripe: StripeStandIn;
  let provider: StripePayments;
  let sdk: Stripe;

  beforeAll(async () => {
    stripe = await startStripeStandIn({ webhookSecret });
    provider = connect(stripe);
    await provider.start();
    sdk = sdkOf(stripe);
  });
  afterAll(() => stripe.close());

  const priceReads = () => stripe.requests.filter((request) => request.method === 'GET' && request.path.startsWith('/v1/prices/')).length;
  const read = async (now = new Date()): Promise<PaymentEvent[]> =>
    Promise.all(stripe.takeDeliveries().map((delivery) => provider.verifyWebhook(delivery.body, delivery.headers, now)));
  async function subscribe(tier: CheckoutRequest['plan']['tier'] = 'PRO', billingCycle: CheckoutRequest['plan']['billingCycle'] = 'MONTHLY') {
    const checkout = await provider.startCheckout(checkoutFor(tier, billingCycle));
    stripe.completeCheckout(checkout.id, 'pay');
    const [paid] = payments(await read());
    if (!paid) throw new Error('no payment after checkout');
    return { checkout, paid };
  }

  it('creates one price per plan, found again by lookup key on the next start', async () => {
    expect(stripe.prices().map(({ lookupKey, unitAmount, interval }) => ({ lookupKey, unitAmount, interval }))).toEqual(
      expect.arrayContaining(
        PLANS.map(({ tier, billingCycle, lookupKey }) => ({
          lookupKey,
          unitAmount: priceOf(tier, billingCycle) * 100,
          interval: billingCycle === 'MONTHLY' ? 'month' : 'year',
        })),
      ),
    );
    expect(new Set(stripe.prices().map((price) => price.product)).size).toBe(SUBSCRIPTION_TIERS.length);
    const posts = () => stripe.requests.filter((request) => request.method === 'POST').length;
    const before = posts();
    await connect(stripe).start();
    expect(posts()).toBe(before);
    expect(stripe.prices()).toHaveLength(PLANS.length);
  });

  it('replaces a price whose amount no longer matches the plan, moving its lookup key to the new one', async () => {
    const { old, wrong } = await movePlanKey(stripe);
    await provider.start();
    const current = stripe.prices().filter((price) => price.lookupKey === 'vitrina_basic_monthly');
    expect(current).toEqual([expect.objectContaining({ unitAmount: 900, product: old.product })]);
    expect(current[0]!.id).not.toBe(wrong.id);
  });

  it('opens a checkout carrying the reference, the email and the language, and gives the subscription the reference', async () => {
    const checkout = await provider.startCheckout(checkoutFor('ULTIMATE', 'YEARLY'));
    const session = await sdk.checkout.sessions.retrieve(checkout.id);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: REFERENCE,
      customer_email: 'owner@brand.test',
      locale: 'fr',
      metadata: { reference: REFERENCE },
    });
    expect(checkout.url).toBe(session.url);
    const form = stripe.requests.findLast((request) => request.path === '/v1/checkout/sessions')!.params;
    expect(form).toMatchObject({
      line_items: [{ price: stripe.prices().find((price) => price.lookupKey === 'vitrina_ultimate_yearly')!.id, quantity: '1' }],
      subscription_data: { metadata: { reference: REFERENCE } },
    });
    stripe.completeCheckout(checkout.id, 'pay');
    const [paid] = payments(await read());
    expect(paid).toMatchObject({ reason: 'first', amount: 590, currency: 'USD', reference: REFERENCE });
    const subscription = await sdk.subscriptions.retrieve(paid!.subscriptionId);
    expect(subscription.metadata).toEqual({ reference: REFERENCE });
  });

  it('reports one payment per invoice, though Stripe sends invoice.paid and invoice.payment_succeeded', async () => {
    const checkout = await provider.startCheckout(checkoutFor('BASIC', 'MONTHLY'));
    stripe.completeCheckout(checkout.id, 'pay');
    const events = await read();
    expect(events.map((event) => (event.type === 'ignored' ? event.providerType : event.type))).toEqual([
      'checkout.session.completed',
      'payment.succeeded',
      'invoice.payment_succeeded',
    ]);
  });

  it('reports the end of a subscription cancelled at its period end', async () => {
    const { paid } = await subscribe();
    await provider.cancelAtPeriodEnd(paid.subscriptionId);
    stripe.renew(paid.subscriptionId, 'pay');
    expect(await read()).toEqual([
      expect.objectContaining({ type: 'subscription.ended', reference: REFERENCE, subscriptionId: paid.subscriptionId, endedAt: paid.periodEnd }),
    ]);
  });

  it('upgrades from monthly to yearly at once, into a new yearly period, and defers the way back to its end through a schedule', async () => {
    const { paid } = await subscribe('PRO', 'MONTHLY');
    await provider.changePlan(paid.subscriptionId, { plan: { tier: 'PRO', billingCycle: 'YEARLY', amount: 290, currency: 'USD' }, when: 'now' });
    const [proration] = payments(await read());
    expect(proration).toMatchObject({ reason: 'plan_change', subscriptionId: paid.subscriptionId });
    expect(proration!.amount).toBeCloseTo(290 - 29, 0);
    expect(Date.parse(proration!.periodEnd) - Date.parse(proration!.periodStart)).toBeGreaterThan(360 * 86_400_000);
    await provider.changePlan(paid.subscriptionId, { plan: { tier: 'PRO', billingCycle: 'MONTHLY', amount: 29, currency: 'USD' }, when: 'period_end' });
    expect(payments(await read())).toEqual([]);
    const subscription = await sdk.subscriptions.retrieve(paid.subscriptionId);
    const schedule = await sdk.subscriptionSchedules.retrieve(subscription.schedule as string);
    const item = subscription.items.data[0]!;
    expect(schedule).toMatchObject({
      status: 'active',
      end_behavior: 'release',
      current_phase: { start_date: item.current_period_start, end_date: item.current_period_end },
    });
    const phases = schedule.phases.map(({ items, start_date, end_date, billing_cycle_anchor, proration_behavior, metadata }) => ({
      price: items[0]!.price,
      start_date,
      end_date,
      billing_cycle_anchor,
      proration_behavior,
      metadata,
    }));
    expect(phases).toEqual([
      {
        price: item.price.id,
        start_date: item.current_period_start,
        end_date: item.current_period_end,
        billing_cycle_anchor: null,
        proration_behavior: 'none',
        metadata: { reference: REFERENCE },
      },
      {
        price: stripe.prices().find((price) => price.lookupKey === 'vitrina_pro_monthly')!.id,
        start_date: item.current_period_end,
        end_date: expect.any(Number),
        billing_cycle_anchor: 'phase_start',
        proration_behavior: 'none',
        metadata: { reference: REFERENCE },
      },
    ]);
    stripe.renew(paid.subscriptionId, 'pay');
    // The phase bills its new period as an update that prorates nothing, which reads as the renewal it is.
    expect(payments(await read())).toEqual([
      expect.objectContaining({ reason: 'renewal', amount: 29, periodStart: new Date(item.current_period_end * 1000).toISOString() }),
    ]);
    stripe.renew(paid.subscriptionId, 'pay');
    expect((await sdk.subscriptionSchedules.retrieve(schedule.id)).status).toBe('released');
    expect(payments(await read())).toEqual([expect.objectContaining({ reason: 'renewal', amount: 29 })]);
    expect((await sdk.subscriptions.retrieve(paid.subscriptionId)).schedule).toBeNull();
  });

  it('releases the schedule of a waiting change when the change is withdrawn or the subscription cancelled', async () => {
    const { paid } = await subscribe('ULTIMATE', 'MONTHLY');
    const proYearly = { tier: 'PRO' as const, billingCycle: 'YEARLY' as const, amount: 290, currency: 'USD' };
    await provider.changePlan(paid.subscriptionId, { plan: proYearly, when: 'period_end' });
    const first = (await sdk.subscriptions.retrieve(paid.subscriptionId)).schedule as string;
    await provider.changePlan(paid.subscriptionId, { plan: { tier: 'ULTIMATE', billingCycle: 'MONTHLY', amount: 59, currency: 'USD' }, when: 'period_end' });
    expect(await sdk.subscriptionSchedules.retrieve(first)).toMatchObject({ status: 'released', released_subscription: paid.subscriptionId });
    expect(stripe.planOf(paid.subscriptionId).nextPrice.lookupKey).toBe('vitrina_ultimate_monthly');
    await provider.changePlan(paid.subscriptionId, { plan: proYearly, when: 'period_end' });
    const second = (await sdk.subscriptions.retrieve(paid.subscriptionId)).schedule as string;
    await expect(sdk.subscriptions.update(paid.subscriptionId, { cancel_at_period_end: true })).rejects.toThrow(/managed by schedule/);
    await provider.cancelAtPeriodEnd(paid.subscriptionId);
    expect((await sdk.subscriptionSchedules.retrieve(second)).status).toBe('released');
    expect(stripe.planOf(paid.subscriptionId)).toMatchObject({ cancelAtPeriodEnd: true, nextPrice: { lookupKey: 'vitrina_ultimate_monthly' } });
  });

  it('names the plan in force from the newest paid invoice, not from the item a downgrade from the next period already changed', async () => {
    const planOf = async (subscriptionId: string) => (await provider.subscriptionRecord(subscriptionId))?.plan;
    const { paid } = await subscribe('BASIC', 'MONTHLY');
    expect(await planOf(paid.subscriptionId)).toEqual({ tier: 'BASIC', billingCycle: 'MONTHLY' });
    await provider.changePlan(paid.subscriptionId, { plan: usd('ULTIMATE', 'MONTHLY'), when: 'now' });
    await provider.changePlan(paid.subscriptionId, { plan: usd('PRO', 'MONTHLY'), when: 'period_end' });
    expect(stripe.planOf(paid.subscriptionId).nextPrice.lookupKey).toBe('vitrina_pro_monthly');
    expect(await planOf(paid.subscriptionId)).toEqual({ tier: 'ULTIMATE', billingCycle: 'MONTHLY' });
    // Monthly to yearly at once: a new yearly period, billed on a subscription line beside the unused time's credit.
    await provider.changePlan(paid.subscriptionId, { plan: usd('PRO', 'YEARLY'), when: 'now' });
    expect(await planOf(paid.subscriptionId)).toEqual({ tier: 'PRO', billingCycle: 'YEARLY' });
    // Back to monthly waits in a schedule; its phase, re-anchored, bills the new plan when it starts.
    await provider.changePlan(paid.subscriptionId, { plan: usd('BASIC', 'MONTHLY'), when: 'period_end' });
    expect(await planOf(paid.subscriptionId)).toEqual({ tier: 'PRO', billingCycle: 'YEARLY' });
    stripe.renew(paid.subscriptionId, 'pay');
    expect(await planOf(paid.subscriptionId)).toEqual({ tier: 'BASIC', billingCycle: 'MONTHLY' });
    stripe.renew(paid.subscriptionId, 'fail');
    const owing = await provider.subscriptionRecord(paid.subscriptionId);
    expect([owing?.status, owing?.plan]).toEqual(['past_due', undefined]);
    await read();
  });

  it('names the plan each payment paid for from its invoice’s price, alike in a webhook and in the record, reading no price', async () => {
    const before = priceReads();
    const { paid } = await subscribe('BASIC', 'MONTHLY');
    stripe.renew(paid.subscriptionId, 'pay');
    const renewal = payments(await read());
    await provider.changePlan(paid.subscriptionId, { plan: usd('ULTIMATE', 'MONTHLY'), when: 'now' });
    const proration = payments(await read());
    // Monthly to yearly at once: the new yearly period's subscription line, beside the unused month's credit.
    await provider.changePlan(paid.subscriptionId, { plan: usd('PRO', 'YEARLY'), when: 'now' });
    const acrossIntervals = payments(await read());
    await provider.changePlan(paid.subscriptionId, { plan: usd('BASIC', 'MONTHLY'), when: 'period_end' });
    stripe.renew(paid.subscriptionId, 'pay');
    const phase = payments(await read());
    const webhooks = [paid, ...renewal, ...proration, ...acrossIntervals, ...phase];
    expect(webhooks.map(({ reason, plan }) => [reason, plan])).toEqual([
      ['first', { tier: 'BASIC', billingCycle: 'MONTHLY' }],
      ['renewal', { tier: 'BASIC', billingCycle: 'MONTHLY' }],
      ['plan_change', { tier: 'ULTIMATE', billingCycle: 'MONTHLY' }],
      ['plan_change', { tier: 'PRO', billingCycle: 'YEARLY' }],
      ['renewal', { tier: 'BASIC', billingCycle: 'MONTHLY' }],
    ]);
    const record = await provider.subscriptionRecord(paid.subscriptionId);
    expect(payments(record!.events)).toEqual(webhooks.map((event) => ({ ...event, eventId: expect.any(String) })));
    expect(priceReads()).toBe(before);
  });

  it('leaves a payment’s plan out where its invoice names no one price Vitrina knows, without reading Stripe to tell', async () => {
    const now = Math.floor(Date.now() / 1000);
    const [basic, pro, ultimate] = ['basic', 'pro', 'ultimate'].map(
      (tier) => stripe.prices().find((price) => price.lookupKey === `vitrina_${tier}_monthly`)!.id,
    );
    const line = (price: string, amount: number, proration: boolean) => ({
      id: `il_${price}_${amount}`,
      object: 'line_item',
      amount,
      currency: 'usd',
      period: { start: now, end: now + 30 * 86_400 },
      parent: proration
        ? {
            type: 'invoice_item_details',
            invoice_item_details: { invoice_item: 'ii_1', proration: true, subscription: 'sub_synthetic' },
            subscription_item_details: null,
          }
        : {
            type: 'subscription_item_details',
            subscription_item_details: { proration: false, subscription: 'sub_synthetic', subscription_item: 'si_1' },
            invoice_item_details: null,
          },
      pricing: { type: 'price_details', price_details: { price, product: 'prod_1' } },
    });
    // The first names its plan: the invoices are readable, and the others leave it out for what they say.
    const invoices = [
      ['in_prorating_one_price', 'subscription_update', [line(basic!, -500, true), line(pro!, 1500, true)], false],
      ['in_price_unknown_at_start', 'subscription_cycle', [line('price_unknown_at_start', 2900, false)], false],
      ['in_prorating_two_prices', 'subscription_update', [line(basic!, -500, true), line(pro!, 1500, true), line(ultimate!, 3000, true)], false],
      ['in_lines_cut_short', 'subscription_cycle', [line(pro!, 2900, false)], true],
    ] as const;
    const before = priceReads();
    for (const [id, reason, data, hasMore] of invoices) {
      const invoice = {
        id,
        object: 'invoice',
        amount_paid: 2900,
        currency: 'usd',
        billing_reason: reason,
        status: 'paid',
        status_transitions: { paid_at: now },
        parent: { type: 'subscription_details', subscription_details: { metadata: { reference: REFERENCE }, subscription: 'sub_synthetic' } },
        lines: { object: 'list', data, has_more: hasMore, url: `/v1/invoices/${id}/lines` },
      };
      stripe.send({ id: `evt_${id}`, object: 'event', api_version: Stripe.API_VERSION, created: now, data: { object: invoice }, type: 'invoice.paid' });
    }
    const paid = payments(await read());
    expect(paid.map(({ paymentId, plan }) => [paymentId, plan])).toEqual(
      invoices.map(([id], index) => [id, index === 0 ? { tier: 'PRO', billingCycle: 'MONTHLY' } : undefined]),
    );
    expect(priceReads()).toBe(before);
  });

  it('leaves the plan out where the invoices cannot tell it: a new period not billed, an ended subscription', async () => {
    const { paid } = await subscribe('ULTIMATE', 'MONTHLY');
    const item = (await sdk.subscriptions.retrieve(paid.subscriptionId)).items.data[0]!;
    const proYearly = stripe.prices().find((price) => price.lookupKey === 'vitrina_pro_yearly')!.id;
    // A schedule written elsewhere (the portal, an operator) whose phase keeps the old anchor: Stripe switches the price unbilled.
    const schedule = await sdk.subscriptionSchedules.create({ from_subscription: paid.subscriptionId });
    await sdk.subscriptionSchedules.update(schedule.id, {
      phases: [
        { items: [{ price: item.price.id, quantity: 1 }], start_date: item.current_period_start, end_date: item.current_period_end },
        { items: [{ price: proYearly, quantity: 1 }], duration: { interval: 'year', interval_count: 1 } },
      ],
    });
    stripe.renew(paid.subscriptionId, 'pay');
    expect(payments(await read())).toEqual([]);
    const unbilled = await provider.subscriptionRecord(paid.subscriptionId);
    expect([unbilled?.status, unbilled?.plan]).toEqual(['active', undefined]);
    const { paid: other } = await subscribe('PRO', 'MONTHLY');
    await provider.cancelAtPeriodEnd(other.subscriptionId);
    stripe.renew(other.subscriptionId, 'pay');
    await read();
    const ended = await provider.subscriptionRecord(other.subscriptionId);
    expect([ended?.status, ended?.plan]).toEqual(['ended', undefined]);
  });

  it('names the plan of a price that gave its lookup key to a newer one, by the metadata Vitrina gave it', async () => {
    const moving = await startStripeStandIn({ webhookSecret });
    try {
      const first = connect(moving);
      await first.start();
      const checkout = await first.startCheckout(checkoutFor('BASIC', 'MONTHLY'));
      moving.completeCheckout(checkout.id, 'pay');
      const subscriptionId = (await first.checkoutStatus(checkout.id))!.subscriptionId!;
      const { old } = await movePlanKey(moving);
      const next = connect(moving);
      await next.start();
      expect(moving.prices().find((price) => price.id === old.id)?.lookupKey).toBeNull();
      expect((await next.subscriptionRecord(subscriptionId))?.plan).toEqual({ tier: 'BASIC', billingCycle: 'MONTHLY' });
      // Its renewal's webhook reads no price, so names no plan; reconciliation, which reads Stripe, names it.
      moving.takeDeliveries();
      moving.renew(subscriptionId, 'pay');
      const reads = () => moving.requests.filter((request) => request.path.startsWith('/v1/prices/')).length;
      const before = reads();
      const [delivery] = moving.takeDeliveries().filter((candidate) => candidate.body.toString().includes('"invoice.paid"'));
      const renewal = await next.verifyWebhook(delivery!.body, delivery!.headers, new Date());
      expect(renewal).toMatchObject({ type: 'payment.succeeded', reason: 'renewal' });
      expect(renewal).not.toHaveProperty('plan');
      expect(reads()).toBe(before);
      const record = await next.subscriptionRecord(subscriptionId);
      expect(payments(record!.events).map(({ reason, plan }) => [reason, plan])).toEqual([
        ['first', { tier: 'BASIC', billingCycle: 'MONTHLY' }],
        ['renewal', { tier: 'BASIC', billingCycle: 'MONTHLY' }],
      ]);
    } finally {
      await moving.close();
    }
  });

  it('reads the decline code of the refused charge from its payment intent, in a webhook and in reconciliation', async () => {
    const declines = [
      ['insufficient_funds', 'insufficient_funds'],
      ['expired_card', 'expired_card'],
      ['incorrect_cvc', 'incorrect_cvc'],
      ['authentication_required', 'authentication_required'],
      ['processing_error', 'processing_error'],
      ['generic_decline', 'card_declined'],
    ] as const;
    for (const [decline, code] of declines) {
      const { paid } = await subscribe();
      stripe.renew(paid.subscriptionId, 'fail', decline);
      const [failed] = (await read()).filter((event) => event.type === 'payment.failed');
      expect(failed).toMatchObject({ code, failureId: expect.stringMatching(/^in_\w+:1$/), subscriptionId: paid.subscriptionId });
      const record = await provider.subscriptionRecord(paid.subscriptionId);
      expect(record?.events.filter((event) => event.type === 'payment.failed')).toEqual([
        { ...failed, eventId: (failed as { failureId: string }).failureId, failedAt: expect.any(String) },
      ]);
    }
  });

  it('tells a checkout past its expires_at as closed, and has no record of a subscription it does not know', async () => {
    let ahead = 0;
    const moving = await startStripeStandIn({ webhookSecret, now: () => new Date(Date.now() + ahead) });
    try {
      const late = connect(moving);
      const session = await late.startCheckout(checkoutFor('BASIC', 'MONTHLY'));
      ahead = 86_400_000 - 5_000;
      expect(await late.checkoutStatus(session.id)).toMatchObject({ status: 'open' });
      ahead = 86_400_000;
      expect(await late.checkoutStatus(session.id)).toEqual({ id: session.id, status: 'closed', subscriptionId: null });
    } finally {
      await moving.close();
    }
    expect(await provider.subscriptionRecord('sub_unknown')).toBeNull();
  });

  it('opens the customer portal of the subscription’s customer', async () => {
    const { paid } = await subscribe();
    const url = await provider.portalUrl(paid.subscriptionId, 'http://localhost:3000/admin/dashboard');
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${stripe.port}/p/session/bps_`));
    await expect(provider.portalUrl('sub_unknown', 'http://localhost:3000/')).rejects.toThrow(/No such subscription/);
  });

  it('turns a refused key, an unknown subscription or no answer into PaymentsProviderError', async () => {
    await expect(connect(stripe, { secretKey: 'sk_test_not_ours' }).start()).rejects.toThrow(PaymentsProviderError);
    await expect(provider.cancelAtPeriodEnd('sub_unknown')).rejects.toThrow(PaymentsProviderError);
    await expect(connect(stripe, { port: 1, maxNetworkRetries: 0 }).start()).rejects.toThrow(PaymentsProviderError);
  });

  it('signs as Stripe does, and refuses a delivery signed with another secret or outside the window of `now`', async () => {
    const { checkout } = await subscribe();
    expect(checkout.id).toMatch(/^cs_test_/);
    stripe.renew((await sdk.checkout.sessions.retrieve(checkout.id)).subscription as string, 'pay');
    const [delivery] = stripe.takeDeliveries();
    const body = delivery!.body.toString();
    const timestamp = Number(/t=(\d+)/.exec(delivery!.headers['stripe-signature']!)![1]);
    expect(delivery!.headers['stripe-signature']).toBe(Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret, timestamp }));
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_someone_else', timestamp });
    await expect(provider.verifyWebhook(delivery!.body, { 'stripe-signature': forged }, new Date())).rejects.toThrow(WebhookSignatureError);
    const at = (seconds: number) => new Date((timestamp + seconds) * 1000);
    await expect(provider.verifyWebhook(delivery!.body, delivery!.headers, at(299))).resolves.toMatchObject({ type: 'payment.succeeded', reason: 'renewal' });
    await expect(provider.verifyWebhook(delivery!.body, delivery!.headers, at(301))).rejects.toThrow(WebhookSignatureError);
  });

  it('reads invoices in the shape of API versions before basil', async () => {
    const now = Math.floor(Date.now() / 1000);
    const invoice = {
      id: 'in_legacy',
      object: 'invoice',
      amount_paid: 2900,
      currency: 'usd',
      billing_reason: 'subscription_cycle',
      subscription: 'sub_legacy',
      subscription_details: { metadata: { reference: REFERENCE } },
      payment_intent: 'pi_legacy',
      status_transitions: { paid_at: now },
      lines: { object: 'list', data: [{ id: 'il_1', object: 'line_item', amount: 2900, period: { start: now, end: now + 30 * 86_400 } }] },
    };
    // Lines before basil carry the Price itself, by which the plan is named, even one Vitrina did not find at start.
    const price = { id: 'price_legacy', object: 'price', lookup_key: 'vitrina_pro_monthly', metadata: {}, recurring: { interval: 'month', interval_count: 1 } };
    const priced = {
      ...invoice,
      id: 'in_legacy_priced',
      payment_intent: 'pi_legacy_priced',
      lines: { ...invoice.lines, data: [{ ...invoice.lines.data[0], type: 'subscription', proration: false, price }] },
    };
    stripe.send({ id: 'evt_legacy', object: 'event', api_version: '2024-06-20', created: now, data: { object: invoice }, type: 'invoice.paid' });
    stripe.send({ id: 'evt_legacy_priced', object: 'event', api_version: '2024-06-20', created: now, data: { object: priced }, type: 'invoice.paid' });
    const [unpriced, ...others] = await read();
    expect(unpriced).not.toHaveProperty('plan');
    expect([unpriced, ...others]).toEqual([
      expect.objectContaining({
        type: 'payment.succeeded',
        eventId: 'evt_legacy',
        subscriptionId: 'sub_legacy',
        reference: REFERENCE,
        paymentId: 'pi_legacy',
        amount: 29,
        reason: 'renewal',
      }),
      expect.objectContaining({
        type: 'payment.succeeded',
        eventId: 'evt_legacy_priced',
        paymentId: 'pi_legacy_priced',
        reason: 'renewal',
        plan: { tier: 'PRO', billingCycle: 'MONTHLY' },
      }),
    ]);
  });
});
