import type { Delivery } from './port';
import { paymentsContract, type PaymentsDriver } from '@vitrina/testkit/infra/payments/contract';
import { TestPayments } from './test';

/** The test provider runs the same contract as Stripe and Mercado Pago, driven through its own checkout desk. */
paymentsContract('test', async (): Promise<PaymentsDriver> => {
  const sent: Delivery[] = [];
  const provider = new TestPayments({
    file: ':memory:',
    webhookSecret: 'whsec_test_contract',
    publicUrl: 'http://localhost:3000',
    deliver: async (delivery) => void sent.push(delivery),
  });
  return {
    provider,
    completeCheckout: async (checkout, outcome) => void (await provider.pay(checkout.id, outcome === 'pay' ? 'ok' : 'declined')),
    expireCheckout: (checkout) => provider.expireCheckout(checkout.id),
    async renew(subscriptionId, outcome) {
      const row = provider.subscription(subscriptionId);
      await provider.renew(
        { ...row, card: outcome === 'pay' ? 'ok' : 'fails_renewal', status: row.status === 'past_due' ? 'active' : row.status },
        new Date(row.period_end),
      );
    },
    takeDeliveries: async () => sent.splice(0),
    async inspect(subscriptionId) {
      const row = provider.subscription(subscriptionId);
      return {
        status: row.status,
        tier: row.tier,
        billingCycle: row.cycle,
        ...(row.next_tier ? { nextTier: row.next_tier, nextBillingCycle: row.next_cycle! } : {}),
      };
    },
    signedAt: (delivery, ageSeconds) => provider.sign(delivery.body, Math.floor(Date.now() / 1000) - ageSeconds),
    tamper: (delivery) => ({ ...delivery, body: Buffer.from(delivery.body.toString('utf8').replace('"amount":', '"amount":1')) }),
    close: async () => {},
  };
});
