import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINE_CODES } from '@vitrina/domain/subscriptions/payments';
import { periodEndOf } from '@vitrina/domain/subscriptions/periods';
import { priceOf, type BillingCycle, type PriceCurrency, type SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import {
  IntervalChangeUnsupportedError,
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type Delivery,
  type PaymentEvent,
  type PaymentsProvider,
  type PlanPrice,
  type ProviderSubscriptionRecord,
} from '@vitrina/infra/payments/port';

export type ProviderPlanState = {
  status: 'active' | 'cancelling' | 'ended' | 'past_due';
  tier: string;
  billingCycle: string;
  nextTier?: string;
  nextBillingCycle?: string;
};

/**
 * Plays the other side of an adapter: the person at the provider's checkout, the provider's billing clock and its
 * webhook sender. Stripe and Mercado Pago drivers work through local stand-ins that speak the providers' HTTP APIs;
 * the test provider's driver uses its own checkout desk.
 */
export interface PaymentsDriver {
  provider: PaymentsProvider;
  /** The person pays at the checkout with a card that works, or with one that is declined (the checkout stays payable). */
  completeCheckout(checkout: Checkout, outcome: 'pay' | 'decline'): Promise<void>;
  /** The checkout is left unpaid until it expires (or, where a provider has no expiry, is closed as it would be). */
  expireCheckout(checkout: Checkout): Promise<void>;
  /** The provider's clock reaches the end of the subscription's period and charges the next one. */
  renew(subscriptionId: string, outcome: 'pay' | 'fail'): Promise<void>;
  /** Every webhook the provider sent since the last call, in order; a delivery taken and never verified is one lost on its way. */
  takeDeliveries(): Promise<Delivery[]>;
  /** The subscription as the provider holds it. */
  inspect(subscriptionId: string): Promise<ProviderPlanState>;
  /** A delivery signed as the provider would, but `ageSeconds` ago. */
  signedAt(delivery: Delivery, ageSeconds: number): Delivery;
  /** The delivery with something its signature covers changed (the body, or the resource id it names). */
  tamper(delivery: Delivery): Delivery;
  close(): Promise<void>;
}

const REFERENCE = '0b7f6c1e-5d4a-4e3b-9c2d-1a0f9e8d7c6b';

function request(currency: string, overrides: Partial<CheckoutRequest['plan']> = {}): CheckoutRequest {
  const tier = overrides.tier ?? 'PRO';
  const billingCycle = overrides.billingCycle ?? 'MONTHLY';
  return {
    reference: REFERENCE,
    plan: { tier, billingCycle, amount: priceOf(tier, billingCycle, currency as PriceCurrency), currency },
    customer: { email: 'owner@brand.test', name: 'Sur' },
    successUrl: 'http://localhost:3000/admin/dashboard?checkout=done',
    cancelUrl: 'http://localhost:3000/admin/dashboard?checkout=left',
    language: 'es',
  };
}

const DAY = 86_400_000;

type Paid = Extract<PaymentEvent, { type: 'payment.succeeded' }>;
type Failed = Extract<PaymentEvent, { type: 'payment.failed' }>;
const paidIn = (events: readonly PaymentEvent[]) => events.filter((event): event is Paid => event.type === 'payment.succeeded');
const failedIn = (events: readonly PaymentEvent[]) => events.filter((event): event is Failed => event.type === 'payment.failed');
/** What Vitrina records of a payment, and deduplicates by paymentId: the same from a webhook and from reconciliation. */
const facts = ({ paymentId, subscriptionId, reference, reason, amount, currency, periodStart, periodEnd }: Paid) => ({
  paymentId,
  subscriptionId,
  reference,
  reason,
  amount,
  currency,
  periodStart,
  periodEnd,
});
const byPayment = (events: readonly PaymentEvent[]) =>
  paidIn(events)
    .map(facts)
    .sort((a, b) => a.paymentId.localeCompare(b.paymentId));
/** A payment's plan, where the adapter names it: the plan it paid for. An adapter that cannot tell leaves it out. */
function expectPlanOf(event: Paid | undefined, tier: SubscriptionTier, billingCycle: BillingCycle) {
  if (event?.plan === undefined) return;
  const { paymentId, reason, plan } = event;
  expect({ paymentId, reason, tier: plan.tier, billingCycle: plan.billingCycle }).toEqual({ paymentId, reason, tier, billingCycle });
}

/** One suite every payments adapter passes: checkout, renewal, failure, plan changes, cancel and resume, signatures. */
export function paymentsContract(name: string, open: () => Promise<PaymentsDriver>, skip: string | false = false) {
  describe.skipIf(Boolean(skip))(skip ? `${name} payments contract (skipped: ${skip})` : `${name} payments contract`, () => {
    let driver: PaymentsDriver;
    let provider: PaymentsProvider;

    beforeAll(async () => {
      driver = await open();
      provider = driver.provider;
      await provider.start();
    });
    afterAll(async () => {
      await provider?.close();
      await driver?.close();
    });

    const read = async (): Promise<PaymentEvent[]> => {
      const events: PaymentEvent[] = [];
      for (const delivery of await driver.takeDeliveries()) events.push(await provider.verifyWebhook(delivery.body, delivery.headers, new Date()));
      return events;
    };
    const acted = (events: PaymentEvent[]) => events.filter((event) => event.type !== 'ignored');

    const plan = (tier: SubscriptionTier, billingCycle: BillingCycle): PlanPrice => ({
      tier,
      billingCycle,
      amount: priceOf(tier, billingCycle, provider.currency as PriceCurrency),
      currency: provider.currency,
    });
    /** The provider's record, read twice: the same events both times (ids name facts, not readings). */
    async function recordOf(subscriptionId: string): Promise<ProviderSubscriptionRecord> {
      const record = await provider.subscriptionRecord(subscriptionId);
      if (!record) throw new Error(`the provider has no record of ${subscriptionId}`);
      expect(await provider.subscriptionRecord(subscriptionId)).toEqual(record);
      return record;
    }

    async function subscribed(plan: Partial<CheckoutRequest['plan']> = {}) {
      const checkout = await provider.startCheckout(request(provider.currency, plan));
      await driver.completeCheckout(checkout, 'pay');
      const paid = acted(await read()).find((event) => event.type === 'payment.succeeded');
      if (paid?.type !== 'payment.succeeded') throw new Error('no payment after checkout');
      return paid;
    }

    it('starts a checkout with an id and a URL to send the person to', async () => {
      const checkout = await provider.startCheckout(request(provider.currency));
      expect(checkout.id).toEqual(expect.any(String));
      expect(() => new URL(checkout.url)).not.toThrow();
    });

    it('reports the first payment with the reference, the plan price and the paid period', async () => {
      const paid = await subscribed({ tier: 'PRO', billingCycle: 'MONTHLY' });
      expect(paid).toMatchObject({
        reason: 'first',
        reference: REFERENCE,
        amount: priceOf('PRO', 'MONTHLY', provider.currency as PriceCurrency),
        currency: provider.currency,
      });
      expectPlanOf(paid, 'PRO', 'MONTHLY');
      expect(paid.subscriptionId).toEqual(expect.any(String));
      expect(paid.paymentId).toEqual(expect.any(String));
      expect(Math.abs(Date.parse(paid.periodEnd) - Date.parse(periodEndOf(paid.periodStart, 'MONTHLY')))).toBeLessThanOrEqual(DAY);
    });

    it('reports no payment for a declined card', async () => {
      const checkout = await provider.startCheckout(request(provider.currency));
      await driver.completeCheckout(checkout, 'decline');
      const events = acted(await read());
      expect(events.filter((event) => event.type === 'payment.succeeded')).toEqual([]);
    });

    it('reports each renewal as a new period, and a refused renewal as a failure', async () => {
      const first = await subscribed();
      await driver.renew(first.subscriptionId, 'pay');
      const [renewal] = acted(await read()).filter((event) => event.type === 'payment.succeeded');
      expect(renewal).toMatchObject({ reason: 'renewal', subscriptionId: first.subscriptionId, reference: REFERENCE, amount: first.amount });
      expect(renewal?.type === 'payment.succeeded' && Date.parse(renewal.periodStart)).toBeGreaterThanOrEqual(Date.parse(first.periodEnd) - DAY);
      await driver.renew(first.subscriptionId, 'fail');
      const failed = acted(await read()).filter((event) => event.type === 'payment.failed');
      expect(failed).toEqual([expect.objectContaining({ type: 'payment.failed', reason: 'renewal', reference: REFERENCE, failureId: expect.any(String) })]);
      expect(DECLINE_CODES).toContain(failed[0]?.type === 'payment.failed' && failed[0].code);
    });

    it('cancels at the period end and resumes until then', async () => {
      const { subscriptionId } = await subscribed();
      await provider.cancelAtPeriodEnd(subscriptionId);
      expect((await driver.inspect(subscriptionId)).status).toBe('cancelling');
      await provider.resume(subscriptionId);
      expect((await driver.inspect(subscriptionId)).status).toBe('active');
    });

    it('upgrades at once with a proration payment, and downgrades from the next period', async () => {
      const first = await subscribed({ tier: 'BASIC', billingCycle: 'MONTHLY' });
      const currency = provider.currency as PriceCurrency;
      await provider.changePlan(first.subscriptionId, {
        plan: { tier: 'PRO', billingCycle: 'MONTHLY', amount: priceOf('PRO', 'MONTHLY', currency), currency },
        when: 'now',
      });
      expect(await driver.inspect(first.subscriptionId)).toMatchObject({ status: 'active', tier: 'PRO', billingCycle: 'MONTHLY' });
      const proration = acted(await read()).filter((event) => event.type === 'payment.succeeded');
      expect(proration.length).toBeGreaterThan(0);
      for (const event of proration) {
        expect(event).toMatchObject({ reason: 'plan_change', reference: REFERENCE, currency });
        expect(event.type === 'payment.succeeded' && event.amount).toBeLessThanOrEqual(priceOf('PRO', 'MONTHLY', currency));
      }
      await provider.changePlan(first.subscriptionId, {
        plan: { tier: 'BASIC', billingCycle: 'MONTHLY', amount: priceOf('BASIC', 'MONTHLY', currency), currency },
        when: 'period_end',
      });
      expect(await driver.inspect(first.subscriptionId)).toMatchObject({ tier: 'PRO', nextTier: 'BASIC' });
      await driver.renew(first.subscriptionId, 'pay');
      const [renewal] = acted(await read()).filter((event) => event.type === 'payment.succeeded');
      expect(renewal).toMatchObject({ reason: 'renewal', amount: priceOf('BASIC', 'MONTHLY', currency) });
    });

    it('names in its record the plan in force: the new one after an upgrade now, the current one while a downgrade waits for the next period', async () => {
      const first = await subscribed({ tier: 'BASIC', billingCycle: 'MONTHLY' });
      // An adapter that cannot tell leaves the plan out (reconciliation then records no upgrade); one that tells, tells right.
      const expectPlan = async (tier: SubscriptionTier, billingCycle: BillingCycle) => {
        const record = await recordOf(first.subscriptionId);
        if (record.plan !== undefined) expect({ tier: record.plan.tier, billingCycle: record.plan.billingCycle }).toEqual({ tier, billingCycle });
      };
      await expectPlan('BASIC', 'MONTHLY');
      await provider.changePlan(first.subscriptionId, { plan: plan('ULTIMATE', 'MONTHLY'), when: 'now' });
      await read();
      await expectPlan('ULTIMATE', 'MONTHLY');
      await provider.changePlan(first.subscriptionId, { plan: plan('PRO', 'MONTHLY'), when: 'period_end' });
      await read();
      await expectPlan('ULTIMATE', 'MONTHLY');
      await driver.renew(first.subscriptionId, 'pay');
      await read();
      await expectPlan('PRO', 'MONTHLY');
    });

    it('tells a checkout open after it starts and after a declined card, paid with its subscription, closed once expired, and null when unknown', async () => {
      const checkout = await provider.startCheckout(request(provider.currency));
      expect(await provider.checkoutStatus(checkout.id)).toEqual({ id: checkout.id, status: 'open', subscriptionId: null });
      await driver.completeCheckout(checkout, 'decline');
      await read();
      expect(await provider.checkoutStatus(checkout.id)).toEqual({ id: checkout.id, status: 'open', subscriptionId: null });
      await driver.completeCheckout(checkout, 'pay');
      const [paid] = paidIn(await read());
      expect(await provider.checkoutStatus(checkout.id)).toEqual({ id: checkout.id, status: 'paid', subscriptionId: paid?.subscriptionId });
      const left = await provider.startCheckout(request(provider.currency));
      await driver.expireCheckout(left);
      await read();
      expect(await provider.checkoutStatus(left.id)).toEqual({ id: left.id, status: 'closed', subscriptionId: null });
      expect(await provider.checkoutStatus('unknown0checkout0id')).toBeNull();
    });

    it('reconciles the first payment, a renewal and an upgrade’s proration exactly as their webhooks reported them, each naming the plan it paid for', async () => {
      const first = await subscribed({ tier: 'BASIC', billingCycle: 'MONTHLY' });
      await driver.renew(first.subscriptionId, 'pay');
      const renewal = paidIn(await read());
      await provider.changePlan(first.subscriptionId, { plan: plan('PRO', 'MONTHLY'), when: 'now' });
      const proration = paidIn(await read());
      expect(renewal.map((event) => event.reason)).toEqual(['renewal']);
      expect(proration.map((event) => event.reason)).toContain('plan_change');
      const record = await recordOf(first.subscriptionId);
      expect(record).toMatchObject({ id: first.subscriptionId, reference: REFERENCE, status: 'active' });
      expect(byPayment(record.events)).toEqual(byPayment([first, ...renewal, ...proration]));
      expect(record.events[0]).toMatchObject({ type: 'payment.succeeded', paymentId: first.paymentId, reason: 'first' });
      // The proration names the plan upgraded to, in its webhook and in the record: its webhook may be decided before
      // the upgrade is recorded, while the plan in force is still the one upgraded from.
      for (const event of [first, ...renewal, ...proration, ...paidIn(record.events)])
        expectPlanOf(event, event.reason === 'plan_change' ? 'PRO' : 'BASIC', 'MONTHLY');
    });

    it('reconciles a renewal whose webhook was lost, with the payment id its late delivery then gives', async () => {
      const first = await subscribed();
      await driver.renew(first.subscriptionId, 'pay');
      const lost = await driver.takeDeliveries();
      const record = await recordOf(first.subscriptionId);
      const [renewal] = paidIn(record.events).filter((event) => event.reason === 'renewal');
      expect(renewal).toMatchObject({ subscriptionId: first.subscriptionId, reference: REFERENCE, amount: first.amount, currency: first.currency });
      expect(Date.parse(renewal!.periodStart)).toBeGreaterThanOrEqual(Date.parse(first.periodEnd) - DAY);
      const late: PaymentEvent[] = [];
      for (const delivery of lost) late.push(await provider.verifyWebhook(delivery.body, delivery.headers, new Date()));
      expect(byPayment(late)).toEqual([facts(renewal!)]);
    });

    it('reconciles a refused renewal as past due, with the refusal its webhook named', async () => {
      const first = await subscribed();
      await driver.renew(first.subscriptionId, 'fail');
      const [webhook] = failedIn(await read());
      const record = await recordOf(first.subscriptionId);
      expect(record.status).toBe('past_due');
      expect(failedIn(record.events)).toEqual([
        expect.objectContaining({ reason: 'renewal', reference: REFERENCE, failureId: webhook?.failureId, code: webhook?.code }),
      ]);
      expect(byPayment(record.events)).toEqual(byPayment([first]));
    });

    it('reconciles a cancellation as cancelling until the period ends, then as ended', async () => {
      const first = await subscribed();
      await provider.cancelAtPeriodEnd(first.subscriptionId);
      await read();
      expect((await recordOf(first.subscriptionId)).status).toBe('cancelling');
      await driver.renew(first.subscriptionId, 'pay');
      const [ended] = acted(await read());
      expect(ended).toMatchObject({ type: 'subscription.ended', subscriptionId: first.subscriptionId });
      const record = await recordOf(first.subscriptionId);
      expect(record.status).toBe('ended');
      expect(record.events.at(-1)).toMatchObject({
        type: 'subscription.ended',
        subscriptionId: first.subscriptionId,
        reference: REFERENCE,
        endedAt: ended?.type === 'subscription.ended' && ended.endedAt,
      });
      expect(byPayment(record.events)).toEqual(byPayment([first]));
    });

    it('moves a plan between monthly and yearly from the next renewal, or refuses to where the provider cannot', async () => {
      const first = await subscribed({ tier: 'ULTIMATE', billingCycle: 'MONTHLY' });
      const change = provider.changePlan(first.subscriptionId, { plan: plan('PRO', 'YEARLY'), when: 'period_end' });
      if (!provider.changesInterval) {
        await expect(change).rejects.toThrow(IntervalChangeUnsupportedError);
        expect(await driver.inspect(first.subscriptionId)).toEqual({ status: 'active', tier: 'ULTIMATE', billingCycle: 'MONTHLY' });
        return;
      }
      await change;
      expect(await driver.inspect(first.subscriptionId)).toEqual({
        status: 'active',
        tier: 'ULTIMATE',
        billingCycle: 'MONTHLY',
        nextTier: 'PRO',
        nextBillingCycle: 'YEARLY',
      });
      expect(paidIn(await read())).toEqual([]);
      await driver.renew(first.subscriptionId, 'pay');
      const [renewal] = paidIn(await read());
      expect(renewal).toMatchObject({ reason: 'renewal', amount: priceOf('PRO', 'YEARLY', provider.currency as PriceCurrency) });
      expect(Date.parse(renewal!.periodEnd) - Date.parse(renewal!.periodStart)).toBeGreaterThan(360 * DAY);
      expect(await driver.inspect(first.subscriptionId)).toEqual({ status: 'active', tier: 'PRO', billingCycle: 'YEARLY' });
    });

    it('withdraws or replaces a change across intervals, and cancels a subscription that had one waiting', async () => {
      if (!provider.changesInterval) return;
      const { subscriptionId } = await subscribed({ tier: 'PRO', billingCycle: 'YEARLY' });
      await provider.changePlan(subscriptionId, { plan: plan('PRO', 'MONTHLY'), when: 'period_end' });
      await provider.changePlan(subscriptionId, { plan: plan('PRO', 'YEARLY'), when: 'period_end' });
      expect(await driver.inspect(subscriptionId)).toEqual({ status: 'active', tier: 'PRO', billingCycle: 'YEARLY' });
      await provider.changePlan(subscriptionId, { plan: plan('PRO', 'MONTHLY'), when: 'period_end' });
      await provider.changePlan(subscriptionId, { plan: plan('BASIC', 'MONTHLY'), when: 'period_end' });
      expect(await driver.inspect(subscriptionId)).toMatchObject({ tier: 'PRO', billingCycle: 'YEARLY', nextTier: 'BASIC', nextBillingCycle: 'MONTHLY' });
      await provider.cancelAtPeriodEnd(subscriptionId);
      expect(await driver.inspect(subscriptionId)).toMatchObject({ status: 'cancelling', tier: 'PRO', billingCycle: 'YEARLY' });
      await read();
      await driver.renew(subscriptionId, 'pay');
      expect(acted(await read())).toEqual([expect.objectContaining({ type: 'subscription.ended', subscriptionId })]);
    });

    it('refuses a delivery whose body was changed, or that is older than the replay window', async () => {
      const checkout = await provider.startCheckout(request(provider.currency));
      await driver.completeCheckout(checkout, 'pay');
      const [delivery] = await driver.takeDeliveries();
      expect(delivery).toBeDefined();
      const event = await provider.verifyWebhook(delivery!.body, delivery!.headers, new Date());
      expect((await provider.verifyWebhook(delivery!.body, delivery!.headers, new Date())).eventId).toBe(event.eventId);
      const tampered = driver.tamper(delivery!);
      await expect(provider.verifyWebhook(tampered.body, tampered.headers, new Date())).rejects.toThrow(WebhookSignatureError);
      await expect(provider.verifyWebhook(delivery!.body, {}, new Date())).rejects.toThrow(WebhookSignatureError);
      const old = driver.signedAt(delivery!, 3_600);
      await expect(provider.verifyWebhook(old.body, old.headers, new Date())).rejects.toThrow(WebhookSignatureError);
    });
  });
}
