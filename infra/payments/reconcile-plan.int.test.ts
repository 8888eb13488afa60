import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productEventRegistry } from '@vitrina/domain/registry';
import { subscriptionStream } from '@vitrina/domain/subscriptions/events';
import { subscriptionDecider, type SubscriptionCommand } from '@vitrina/domain/subscriptions/subscription';
import { priceOf, type BillingCycle, type PriceCurrency, type SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { loadState, runCommand } from '../eventstore/commands';
import { openEventStore } from '../eventstore/factory';
import type { EventStore } from '../eventstore/port';
import { createLogger } from '../log/logger';
import { MercadoPagoPayments } from './mercadopago';
import { startMercadoPagoStandIn } from '@vitrina/testkit/infra/payments/mercadopago-standin';
import type { Delivery, PaymentsProvider } from './port';
import { reconcileBrand, recordPaymentEvent } from './record';
import { StripePayments } from './stripe';
import { startStripeStandIn } from '@vitrina/testkit/infra/payments/stripe-standin';

/** A provider through its stand-in: the person paying at its checkout, the webhooks it sent, and the stand-in to close. */
interface Opened {
  payments: PaymentsProvider;
  pay(checkoutId: string): void;
  takeDeliveries(): Delivery[];
  close(): Promise<void>;
}

async function stripe(): Promise<Opened> {
  const standIn = await startStripeStandIn({ webhookSecret: 'whsec_reconcile_plan' });
  const { host, port, protocol, secretKey } = standIn;
  const payments = new StripePayments({ secretKey, webhookSecret: 'whsec_reconcile_plan', host, port, protocol });
  return { payments, pay: (id) => standIn.completeCheckout(id, 'pay'), takeDeliveries: () => standIn.takeDeliveries(), close: () => standIn.close() };
}

async function mercadoPago(): Promise<Opened> {
  const [accessToken, webhookSecret] = ['APP_USR-reconcile-plan', 'mp-reconcile-plan'];
  const standIn = await startMercadoPagoStandIn({ accessToken, webhookSecret });
  const payments = new MercadoPagoPayments({ accessToken, webhookSecret, baseUrl: standIn.url });
  return { payments, pay: (id) => standIn.authorize(id, 'good'), takeDeliveries: () => standIn.takeDeliveries(), close: () => standIn.close() };
}

/**
 * What the plan in force in a provider's record does in reconciliation: the site stopped between asking the provider to
 * upgrade and appending PlanUpgraded, and reconciliation records the upgrade; a downgrade waiting for the next period
 * is not the plan in force, so reconciling after it records nothing. And what a payment's own plan does: a proration's
 * webhook decided before its upgrade is recorded is recorded for the plan upgraded to.
 */
describe.each([
  ['stripe', stripe],
  ['mercadopago', mercadoPago],
] as const)('reconciling the plan in force (%s)', (_name, open) => {
  let provider: Opened;
  let eventStore: EventStore;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-reconcile-plan-'));
    eventStore = await openEventStore({ kind: 'sqlite', file: path.join(dir, 'events.sqlite') }, productEventRegistry());
    provider = await open();
    await provider.payments.start();
  });
  afterAll(async () => {
    await eventStore?.close();
    await provider?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const deps = () => ({ eventStore, payments: provider.payments, logger: createLogger('silent'), graceDays: 7, now: () => new Date() });
  const decide = (brandId: string, command: SubscriptionCommand) =>
    runCommand(eventStore, subscriptionStream(brandId), subscriptionDecider, command, { correlationId: 'reconcile-plan-test', now: new Date() });
  const stateOf = async (brandId: string) => (await loadState(eventStore, subscriptionStream(brandId), subscriptionDecider)).state!;
  const typesOf = async (brandId: string) => (await eventStore.readStream(subscriptionStream(brandId))).map((event) => event.type);
  const plan = (tier: SubscriptionTier, billingCycle: BillingCycle) => {
    const currency = provider.payments.currency as PriceCurrency;
    return { tier, billingCycle, amount: priceOf(tier, billingCycle, currency), currency };
  };

  /** A brand subscribed to BASIC monthly, its first payment recorded; the provider's subscription id. */
  async function subscribed(brandId: string): Promise<string> {
    const { payments } = provider;
    const checkout = await payments.startCheckout({
      reference: brandId,
      plan: plan('BASIC', 'MONTHLY'),
      customer: { email: 'owner@brand.test', name: 'Sur' },
      successUrl: 'http://localhost:3000/admin/dashboard',
      cancelUrl: 'http://localhost:3000/admin/dashboard',
      language: 'es',
    });
    const now = new Date().toISOString();
    await decide(brandId, {
      type: 'StartCheckout',
      brandId,
      tier: 'BASIC',
      billingCycle: 'MONTHLY',
      currency: payments.currency as PriceCurrency,
      provider: payments.name,
      checkoutId: checkout.id,
      checkoutUrl: checkout.url,
      now,
    });
    provider.pay(checkout.id);
    await reconcileBrand(deps(), brandId);
    const { providerSubscriptionId } = await stateOf(brandId);
    expect(await stateOf(brandId)).toMatchObject({ status: 'ACTIVE', plan: { tier: 'BASIC', billingCycle: 'MONTHLY' } });
    provider.takeDeliveries();
    return providerSubscriptionId!;
  }

  it('records the upgrade the provider made and Vitrina did not, and nothing for a downgrade waiting for the next period', async () => {
    const brandId = randomUUID();
    const { payments } = provider;
    const providerSubscriptionId = await subscribed(brandId);

    // The provider upgrades and charges the proration; the site stops before it appends PlanUpgraded.
    await payments.changePlan(providerSubscriptionId, { plan: plan('ULTIMATE', 'MONTHLY'), when: 'now' });
    await reconcileBrand(deps(), brandId);
    expect(await stateOf(brandId)).toMatchObject({ status: 'ACTIVE', plan: { tier: 'ULTIMATE', billingCycle: 'MONTHLY' } });
    expect(await typesOf(brandId)).toEqual(['CheckoutStarted', 'SubscriptionPaid', 'PlanUpgraded', 'ProrationPaid']);

    await payments.changePlan(providerSubscriptionId, { plan: plan('PRO', 'MONTHLY'), when: 'period_end' });
    await decide(brandId, { type: 'ChangePlan', tier: 'PRO', billingCycle: 'MONTHLY', clothes: 0, by: randomUUID(), now: new Date().toISOString() });
    expect(await reconcileBrand(deps(), brandId)).toMatchObject({ appended: 0, position: null });
    expect(await stateOf(brandId)).toMatchObject({ plan: { tier: 'ULTIMATE' }, scheduled: { tier: 'PRO', billingCycle: 'MONTHLY' } });
  });

  it('records a proration whose webhook is decided before its upgrade is recorded for the plan upgraded to', async () => {
    const brandId = randomUUID();
    const { payments } = provider;
    const providerSubscriptionId = await subscribed(brandId);
    // Vitrina asks the provider first and records PlanUpgraded after; the proration's webhook comes in between.
    await payments.changePlan(providerSubscriptionId, { plan: plan('ULTIMATE', 'MONTHLY'), when: 'now' });
    for (const delivery of provider.takeDeliveries()) {
      const event = await payments.verifyWebhook(delivery.body, delivery.headers, new Date());
      await recordPaymentEvent(deps(), payments.name, event, { source: 'webhook', correlationId: 'reconcile-plan-test' });
    }
    const events = await eventStore.readStream(subscriptionStream(brandId));
    expect(events.filter((event) => event.type === 'ProrationPaid').map((event) => event.data)).toEqual([
      expect.objectContaining({ tier: 'ULTIMATE', billingCycle: 'MONTHLY' }),
    ]);
    expect(await stateOf(brandId)).toMatchObject({ plan: { tier: 'BASIC', billingCycle: 'MONTHLY' } });
  });
});
