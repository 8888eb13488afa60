import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodEndOf } from '@vitrina/domain/subscriptions/periods';
import { priceOf, type PriceCurrency } from '@vitrina/domain/subscriptions/tiers';
import { WebhookSignatureError, type Checkout, type Delivery, type CheckoutRequest, type PaymentEvent, type PaymentsProvider } from './port';


export type ProviderPlanState = { status: 'active' | 'cancelling' | 'ended' | 'past_due'; tier: string; billingCycle: string; nextTier?: string; nextBillingCycle?: string };

/**
 * Plays the other side of an adapter: the person at the provider's checkout, the provider's billing clock and its
 * webhook sender. Stripe and Mercado Pago drivers work through local stand-ins that speak the providers' HTTP APIs;
 * the test provider's driver uses its own checkout desk.
 */
export interface PaymentsDriver {
  provider: PaymentsProvider;
  /** The person pays at the checkout with a card that works, or with one that is declined. */
  completeCheckout(checkout: Checkout, outcome: 'pay' | 'decline'): Promise<void>;
  /** The provider's clock reaches the end of the subscription's period and charges the next one. */
  renew(subscriptionId: string, outcome: 'pay' | 'fail'): Promise<void>;
  /** Every webhook the provider sent since the last call, in order. */
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
      expect(paid).toMatchObject({ reason: 'first', reference: REFERENCE, amount: priceOf('PRO', 'MONTHLY', provider.currency as PriceCurrency), currency: provider.currency });
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
      expect(failed).toEqual([expect.objectContaining({ type: 'payment.failed', reason: 'renewal', reference: REFERENCE })]);
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
      await provider.changePlan(first.subscriptionId, { plan: { tier: 'PRO', billingCycle: 'MONTHLY', amount: priceOf('PRO', 'MONTHLY', currency), currency }, when: 'now' });
      expect(await driver.inspect(first.subscriptionId)).toMatchObject({ status: 'active', tier: 'PRO', billingCycle: 'MONTHLY' });
      const proration = acted(await read()).filter((event) => event.type === 'payment.succeeded');
      expect(proration.length).toBeGreaterThan(0);
      for (const event of proration) {
        expect(event).toMatchObject({ reason: 'plan_change', reference: REFERENCE, currency });
        expect(event.type === 'payment.succeeded' && event.amount).toBeLessThanOrEqual(priceOf('PRO', 'MONTHLY', currency));
      }
      await provider.changePlan(first.subscriptionId, { plan: { tier: 'BASIC', billingCycle: 'MONTHLY', amount: priceOf('BASIC', 'MONTHLY', currency), currency }, when: 'period_end' });
      expect(await driver.inspect(first.subscriptionId)).toMatchObject({ tier: 'PRO', nextTier: 'BASIC' });
      await driver.renew(first.subscriptionId, 'pay');
      const [renewal] = acted(await read()).filter((event) => event.type === 'payment.succeeded');
      expect(renewal).toMatchObject({ reason: 'renewal', amount: priceOf('BASIC', 'MONTHLY', currency) });
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
