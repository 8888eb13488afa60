import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARS_PRICES, SUBSCRIPTION_TIERS, priceOf } from '@vitrina/domain/subscriptions/tiers';
import { paymentsContract, type PaymentsDriver, type ProviderPlanState } from '@vitrina/testkit/infra/payments/contract';
import { MercadoPagoPayments } from '@vitrina/infra/payments/mercadopago';
import { startMercadoPagoStandIn, type MercadoPagoRecords, type MercadoPagoStandIn } from '@vitrina/testkit/infra/payments/mercadopago-standin';
import {
  IntervalChangeUnsupportedError,
  PaymentsProviderError,
  WebhookSignatureError,
  type CheckoutRequest,
  type PaymentEvent,
} from '@vitrina/infra/payments/port';

const accessToken = 'APP_USR-4217-standin';
const webhookSecret = 'mp-webhook-secret';
const seconds = () => Math.floor(Date.now() / 1000);

/** The subscription in Vitrina's words, read from what Mercado Pago holds: its charges and the amount of the next. */
function planState({ preapproval, invoices, payments }: MercadoPagoRecords): ProviderPlanState {
  const cycle = preapproval.auto_recurring.frequency === 12 ? 'YEARLY' : 'MONTHLY';
  const tierAt = (amount: number) => SUBSCRIPTION_TIERS.find((tier) => ARS_PRICES[tier][cycle] === amount) ?? `ARS ${amount}`;
  // The period is paid at its last charge, or at the plan an approved plan change (a later payment) moved it to.
  const charges = invoices
    .filter((invoice) => invoice.payment.status === 'approved')
    .map((invoice) => ({ id: invoice.payment.id, amount: Number(invoice.transaction_amount) }));
  const changes = payments
    .filter((payment) => payment.status === 'approved' && (payment.metadata as { reason?: string }).reason === 'plan_change')
    .map((payment) => ({ id: Number(payment.id), amount: Number((payment.metadata as { plan_amount: number }).plan_amount) }));
  const paid = [...charges, ...changes].sort((a, b) => a.id - b.id).at(-1)?.amount ?? preapproval.auto_recurring.transaction_amount;
  const next = preapproval.auto_recurring.transaction_amount;
  const status =
    preapproval.status === 'cancelled'
      ? 'ended'
      : preapproval.auto_recurring.end_date
        ? 'cancelling'
        : invoices.at(-1)?.status === 'recycling'
          ? 'past_due'
          : 'active';
  return { status, tier: tierAt(paid), billingCycle: cycle, ...(next !== paid ? { nextTier: tierAt(next), nextBillingCycle: cycle } : {}) };
}

paymentsContract('mercadopago', async (): Promise<PaymentsDriver> => {
  const mp = await startMercadoPagoStandIn({ accessToken, webhookSecret });
  return {
    provider: new MercadoPagoPayments({ accessToken, webhookSecret, baseUrl: mp.url }),
    completeCheckout: async (checkout, outcome) =>
      mp.authorize(new URL(checkout.url).searchParams.get('preapproval_id') ?? '', outcome === 'pay' ? 'good' : 'declined'),
    expireCheckout: async (checkout) => mp.expire(checkout.id),
    renew: async (subscriptionId, outcome) => mp.charge(subscriptionId, outcome === 'pay' ? 'approved' : 'rejected'),
    takeDeliveries: async () => mp.takeDeliveries(),
    inspect: async (subscriptionId) => planState(mp.records(subscriptionId)),
    signedAt: (delivery, ageSeconds) => ({ body: delivery.body, headers: mp.sign(delivery.body, seconds() - ageSeconds, delivery.headers['x-request-id']) }),
    tamper: (delivery) => {
      const notification = JSON.parse(delivery.body.toString()) as { data: { id: string } };
      notification.data.id = `${notification.data.id}1`;
      return { body: Buffer.from(JSON.stringify(notification)), headers: delivery.headers };
    },
    close: () => mp.close(),
  };
});

const checkout: CheckoutRequest = {
  reference: 'brand-7',
  plan: { tier: 'PRO', billingCycle: 'MONTHLY', amount: priceOf('PRO', 'MONTHLY', 'ARS'), currency: 'ARS' },
  customer: { email: 'duena@sur.test', name: 'Sur' },
  successUrl: 'http://localhost:3000/admin?checkout=done',
  cancelUrl: 'http://localhost:3000/admin',
  language: 'es',
};

describe('Mercado Pago', () => {
  let mp: MercadoPagoStandIn;
  let provider: MercadoPagoPayments;
  beforeAll(async () => {
    mp = await startMercadoPagoStandIn({ accessToken, webhookSecret });
    provider = new MercadoPagoPayments({ accessToken, webhookSecret, baseUrl: mp.url });
    await provider.start();
  });
  afterAll(() => mp.close());

  const read = async (): Promise<PaymentEvent[]> =>
    Promise.all(mp.takeDeliveries().map((delivery) => provider.verifyWebhook(delivery.body, delivery.headers, new Date())));
  const acted = async () => (await read()).filter((event) => event.type !== 'ignored');
  const paidIn = (events: PaymentEvent[]) => events.flatMap((event) => (event.type === 'payment.succeeded' ? [event] : []));
  const monthly = (tier: 'BASIC' | 'PRO' | 'ULTIMATE') => ({
    tier,
    billingCycle: 'MONTHLY' as const,
    amount: priceOf(tier, 'MONTHLY', 'ARS'),
    currency: 'ARS',
  });
  /** Mercado Pago's API as a person (or an operator) uses it outside Vitrina. */
  const call = (method: string, path: string, body: unknown) =>
    fetch(`${mp.url}${path}`, { method, headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  async function subscribed() {
    const { id } = await provider.startCheckout(checkout);
    mp.authorize(id, 'good');
    mp.takeDeliveries();
    return id;
  }

  it('creates one plan per tier and cycle through the official SDK, and finds them again on the next start', async () => {
    const fresh = await startMercadoPagoStandIn({ accessToken, webhookSecret });
    try {
      await new MercadoPagoPayments({ accessToken, webhookSecret, baseUrl: fresh.url }).start();
      expect(fresh.plans()).toHaveLength(6);
      expect(fresh.plans()).toContainEqual(
        expect.objectContaining({
          reason: 'Vitrina PRO mensual',
          auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 29_900, currency_id: 'ARS' },
        }),
      );
      expect(fresh.plans()).toContainEqual(
        expect.objectContaining({ reason: 'Vitrina BASIC anual', auto_recurring: expect.objectContaining({ frequency: 12, transaction_amount: 99_000 }) }),
      );
      await new MercadoPagoPayments({ accessToken, webhookSecret, baseUrl: fresh.url }).start();
      expect(fresh.plans()).toHaveLength(6);
      expect([...fresh.userAgents]).toEqual([expect.stringMatching(/^MercadoPago Node\.js SDK v3\./)]);
    } finally {
      await fresh.close();
    }
  });

  it('verifies the documented manifest over the lower-cased id, with and without x-request-id', async () => {
    const body = Buffer.from(JSON.stringify({ id: 7001, type: 'payment', action: 'payment.updated', data: { id: 'ABC123' } }));
    const ts = seconds();
    const v1 = (manifest: string) => createHmac('sha256', webhookSecret).update(manifest).digest('hex');
    const withRequestId = { 'x-signature': `ts=${ts},v1=${v1(`id:abc123;request-id:req-1;ts:${ts};`)}`, 'x-request-id': 'req-1' };
    const withoutRequestId = { 'x-signature': `ts=${ts},v1=${v1(`id:abc123;ts:${ts};`)}` };
    await expect(provider.verifyWebhook(body, withRequestId, new Date())).resolves.toMatchObject({ type: 'ignored', eventId: '7001' });
    await expect(provider.verifyWebhook(body, withoutRequestId, new Date())).resolves.toMatchObject({ type: 'ignored', eventId: '7001' });
    await expect(provider.verifyWebhook(body, { ...withRequestId, 'x-request-id': 'req-2' }, new Date())).rejects.toThrow(WebhookSignatureError);
    await expect(provider.verifyWebhook(body, { 'x-signature': withRequestId['x-signature'] }, new Date())).rejects.toThrow(WebhookSignatureError);
    await expect(provider.verifyWebhook(Buffer.from('not json'), withRequestId, new Date())).rejects.toThrow(WebhookSignatureError);
  });

  it('reads a ts in milliseconds as milliseconds, refusing it when old or far ahead', async () => {
    mp.notify('subscription_preapproval', await subscribed());
    const [delivery] = mp.takeDeliveries();
    const at = (ms: number) => mp.sign(delivery!.body, ms, delivery!.headers['x-request-id']);
    await expect(provider.verifyWebhook(delivery!.body, at(Date.now()), new Date())).resolves.toMatchObject({ type: 'ignored' });
    await expect(provider.verifyWebhook(delivery!.body, at(Date.now() - 301_000), new Date())).rejects.toThrow(WebhookSignatureError);
    await expect(provider.verifyWebhook(delivery!.body, at(Date.now() + 301_000), new Date())).rejects.toThrow(WebhookSignatureError);
    const strict = new MercadoPagoPayments({ accessToken, webhookSecret, baseUrl: mp.url, toleranceSeconds: 10 });
    await expect(strict.verifyWebhook(delivery!.body, at(Date.now() - 11_000), new Date())).rejects.toThrow(WebhookSignatureError);
  });

  it('ignores a genuine notification naming a resource Mercado Pago does not have, or a topic Vitrina does not use', async () => {
    mp.notify('subscription_authorized_payment', '424242');
    mp.notify('payment', '99999999');
    mp.notify('merchant_order', '5');
    expect(await read()).toEqual([
      expect.objectContaining({ type: 'ignored', providerType: 'subscription_authorized_payment:not_found' }),
      expect.objectContaining({ type: 'ignored', providerType: 'payment:not_found' }),
      expect.objectContaining({ type: 'ignored', providerType: 'merchant_order' }),
    ]);
  });

  it('reports a card declined at the checkout as a failed first payment', async () => {
    const { id } = await provider.startCheckout(checkout);
    mp.authorize(id, 'declined');
    expect(await acted()).toEqual([expect.objectContaining({ type: 'payment.failed', reason: 'first', subscriptionId: id, reference: 'brand-7' })]);
  });

  it('reports the end when the payer cancels in Mercado Pago, or when a cancelled period runs out without a charge', async () => {
    const cancelledThere = await subscribed();
    mp.cancelByPayer(cancelledThere);
    expect(await acted()).toEqual([expect.objectContaining({ type: 'subscription.ended', subscriptionId: cancelledThere, reference: 'brand-7' })]);
    const runsOut = await subscribed();
    await provider.cancelAtPeriodEnd(runsOut);
    expect(mp.records(runsOut).preapproval.auto_recurring.end_date).toBe(mp.records(runsOut).preapproval.next_payment_date);
    mp.takeDeliveries();
    mp.charge(runsOut, 'approved');
    expect(await acted()).toEqual([expect.objectContaining({ type: 'subscription.ended', subscriptionId: runsOut })]);
    expect(mp.records(runsOut).invoices).toHaveLength(1);
  });

  it('refuses a change of billing cycle, which a preapproval cannot make', async () => {
    const subscriptionId = await subscribed();
    const yearly = { tier: 'PRO' as const, billingCycle: 'YEARLY' as const, amount: priceOf('PRO', 'YEARLY', 'ARS'), currency: 'ARS' };
    expect(provider.changesInterval).toBe(false);
    await expect(provider.changePlan(subscriptionId, { plan: yearly, when: 'now' })).rejects.toThrow(IntervalChangeUnsupportedError);
    await expect(provider.changePlan(subscriptionId, { plan: yearly, when: 'period_end' })).rejects.toThrow(IntervalChangeUnsupportedError);
    expect(mp.records(subscriptionId).preapproval.auto_recurring.transaction_amount).toBe(priceOf('PRO', 'MONTHLY', 'ARS'));
    expect(mp.records(subscriptionId).payments.filter((payment) => (payment.metadata as { reason?: string }).reason === 'plan_change')).toEqual([]);
  });

  it('reads each refusal’s status_detail as a decline code, at the checkout and at a renewal, with the refused payment’s id', async () => {
    const details = [
      ['cc_rejected_insufficient_amount', 'insufficient_funds'],
      ['cc_rejected_bad_filled_security_code', 'incorrect_cvc'],
      ['cc_rejected_bad_filled_date', 'expired_card'],
      ['cc_rejected_call_for_authorize', 'authentication_required'],
      ['cc_rejected_card_disabled', 'card_declined'],
      ['cc_rejected_card_error', 'processing_error'],
      ['cc_rejected_other_reason', 'card_declined'],
    ] as const;
    for (const [detail, code] of details) {
      const { id } = await provider.startCheckout(checkout);
      mp.authorize(id, 'declined', detail);
      const [declined] = await acted();
      const refused = mp.records(id).payments.at(-1)!;
      expect(declined).toMatchObject({ type: 'payment.failed', reason: 'first', code, message: detail, failureId: String(refused.id) });
      mp.authorize(id, 'good');
      mp.takeDeliveries();
      mp.charge(id, 'rejected', detail);
      const [failed] = await acted();
      expect(failed).toMatchObject({ type: 'payment.failed', reason: 'renewal', code, failureId: String(mp.records(id).invoices.at(-1)!.payment.id) });
      expect((await provider.subscriptionRecord(id))?.events.at(-1)).toEqual(failed);
    }
  });

  it('reconciles the plan changes it charged itself, found by the brand’s reference, and no other preapproval’s', async () => {
    const upgraded = await subscribed();
    const other = await subscribed();
    const ultimate = { tier: 'ULTIMATE' as const, billingCycle: 'MONTHLY' as const, amount: priceOf('ULTIMATE', 'MONTHLY', 'ARS'), currency: 'ARS' };
    await provider.changePlan(upgraded, { plan: ultimate, when: 'now' });
    const [proration] = (await acted()).filter((event) => event.type === 'payment.succeeded');
    expect(proration).toMatchObject({ reason: 'plan_change', subscriptionId: upgraded });
    const record = await provider.subscriptionRecord(upgraded);
    expect(record?.events.map((event) => event.type === 'payment.succeeded' && event.reason)).toEqual(['first', 'plan_change']);
    expect(record?.events[1]).toEqual(proration);
    expect((await provider.subscriptionRecord(other))?.events.map((event) => event.type === 'payment.succeeded' && event.reason)).toEqual(['first']);
    const pending = await provider.startCheckout(checkout);
    expect(await provider.subscriptionRecord(pending.id)).toBeNull();
    expect(await provider.subscriptionRecord('0123456789abcdef')).toBeNull();
  });

  it('names the plan in force from the period’s charge or a plan change paid after it, not from the next charge’s amount', async () => {
    const subscriptionId = await subscribed();
    const planOf = async () => (await provider.subscriptionRecord(subscriptionId))?.plan;
    expect(await planOf()).toEqual({ tier: 'PRO', billingCycle: 'MONTHLY' });
    await provider.changePlan(subscriptionId, { plan: monthly('ULTIMATE'), when: 'now' });
    await provider.changePlan(subscriptionId, { plan: monthly('BASIC'), when: 'period_end' });
    expect(mp.records(subscriptionId).preapproval.auto_recurring.transaction_amount).toBe(priceOf('BASIC', 'MONTHLY', 'ARS'));
    expect(await planOf()).toEqual({ tier: 'ULTIMATE', billingCycle: 'MONTHLY' });
    mp.charge(subscriptionId, 'approved');
    expect(await planOf()).toEqual({ tier: 'BASIC', billingCycle: 'MONTHLY' });
    mp.charge(subscriptionId, 'rejected');
    const owing = await provider.subscriptionRecord(subscriptionId);
    expect([owing?.status, owing?.plan]).toEqual(['past_due', undefined]);
    mp.charge(subscriptionId, 'approved');
    expect(await planOf()).toEqual({ tier: 'BASIC', billingCycle: 'MONTHLY' });
    // An amount set in Mercado Pago itself, at no plan's price: no plan can be told.
    expect((await call('PUT', `/preapproval/${subscriptionId}`, { auto_recurring: { transaction_amount: 12_345 } })).ok).toBe(true);
    mp.charge(subscriptionId, 'approved');
    const odd = await provider.subscriptionRecord(subscriptionId);
    expect([odd?.status, odd?.plan]).toEqual(['active', undefined]);
    mp.takeDeliveries();
  });

  it('names the plan each payment paid for, alike in a notification and in the record: its amount on the frequency’s cycle, a plan change’s plan_amount', async () => {
    const basicYearly = { tier: 'BASIC' as const, billingCycle: 'YEARLY' as const, amount: priceOf('BASIC', 'YEARLY', 'ARS'), currency: 'ARS' };
    const yearly = await provider.startCheckout({ ...checkout, plan: basicYearly });
    mp.authorize(yearly.id, 'good');
    const yearlyFirst = paidIn(await acted());
    const { id } = await provider.startCheckout(checkout);
    mp.authorize(id, 'good');
    const first = paidIn(await acted());
    await provider.changePlan(id, { plan: monthly('ULTIMATE'), when: 'now' });
    const proration = paidIn(await acted());
    await provider.changePlan(id, { plan: monthly('BASIC'), when: 'period_end' });
    mp.charge(id, 'approved');
    const renewal = paidIn(await acted());
    expect([...yearlyFirst, ...first, ...proration, ...renewal].map(({ subscriptionId, reason, plan }) => [subscriptionId, reason, plan])).toEqual([
      [yearly.id, 'first', { tier: 'BASIC', billingCycle: 'YEARLY' }],
      [id, 'first', { tier: 'PRO', billingCycle: 'MONTHLY' }],
      [id, 'plan_change', { tier: 'ULTIMATE', billingCycle: 'MONTHLY' }],
      [id, 'renewal', { tier: 'BASIC', billingCycle: 'MONTHLY' }],
    ]);
    expect(paidIn((await provider.subscriptionRecord(id))!.events)).toEqual([...first, ...proration, ...renewal]);
    expect(paidIn((await provider.subscriptionRecord(yearly.id))!.events)).toEqual(yearlyFirst);
  });

  it('leaves a payment’s plan out where its amount, or a plan change’s plan_amount, is no plan’s price', async () => {
    const subscriptionId = await subscribed();
    // An amount set in Mercado Pago itself, then charged.
    expect((await call('PUT', `/preapproval/${subscriptionId}`, { auto_recurring: { transaction_amount: 12_345 } })).ok).toBe(true);
    mp.takeDeliveries();
    mp.charge(subscriptionId, 'approved');
    const [renewal] = paidIn(await acted());
    expect(renewal).toMatchObject({ reason: 'renewal', amount: 12_345 });
    expect(renewal).not.toHaveProperty('plan');
    // A plan change tagged as Vitrina tags its own, for an amount at no plan's price.
    const { preapproval } = mp.records(subscriptionId);
    const period = { period_start: new Date().toISOString(), period_end: preapproval.next_payment_date };
    const created = await call('POST', '/v1/payments', {
      transaction_amount: 1_000,
      payment_method_id: 'visa',
      external_reference: checkout.reference,
      payer: { type: 'customer', id: String(preapproval.payer_id), email: preapproval.payer_email },
      metadata: { preapproval_id: subscriptionId, reason: 'plan_change', plan_amount: 12_345, ...period },
    });
    expect(created.ok).toBe(true);
    const [change] = paidIn(await acted());
    expect(change).toMatchObject({ reason: 'plan_change', subscriptionId, amount: 1_000 });
    expect(change).not.toHaveProperty('plan');
    expect(paidIn((await provider.subscriptionRecord(subscriptionId))!.events).slice(-2)).toEqual([renewal, change]);
  });

  it('turns a refused access token or an unknown preapproval into PaymentsProviderError', async () => {
    const wrong = new MercadoPagoPayments({ accessToken: 'APP_USR-revoked', webhookSecret, baseUrl: mp.url });
    await expect(wrong.start()).rejects.toThrow(PaymentsProviderError);
    await expect(wrong.startCheckout(checkout)).rejects.toThrow(/invalid access token/);
    mp.notify('subscription_preapproval', await subscribed());
    const [delivery] = mp.takeDeliveries();
    await expect(wrong.verifyWebhook(delivery!.body, delivery!.headers, new Date())).rejects.toThrow(PaymentsProviderError);
    await expect(provider.cancelAtPeriodEnd('0123456789abcdef')).rejects.toThrow(PaymentsProviderError);
  });
});
