import { afterEach, describe, expect, it } from 'vitest';
import { productEventRegistry } from '@vitrina/domain/registry';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import { subscriptionsProjection, type SubscriptionDoc } from './subscriptions';
import { tempStores } from '@vitrina/testkit/projector/stores';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const brandId = '0b7f6c1e-5d4a-4e3b-9c2d-1a0f9e8d7c6b';
const ownerId = '6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const t = (day: number) => new Date(Date.UTC(2026, 0, 10 + day, 12)).toISOString();

let position = 0n;
const recorded = (type: string, data: Record<string, unknown>, at: string): RecordedEvent => {
  position += 1n;
  productEventRegistry().parse(type, data);
  return {
    id: `e${position}`,
    streamId: `subscription-${brandId}`,
    revision: position,
    position,
    type,
    data,
    metadata: { correlationId: 'c', at },
    recordedAt: at,
  };
};
const payment = (id: string, day: number, to: number) => ({
  brandId,
  tier: 'PRO',
  billingCycle: 'MONTHLY',
  amount: 29,
  currency: 'USD',
  provider: 'test',
  providerSubscriptionId: 'tsub_1',
  providerPaymentId: `tpay_${id}`,
  providerEventId: `tevt_${id}`,
  paidAt: t(day),
  periodStart: t(day),
  periodEnd: t(to),
});

function history(): RecordedEvent[] {
  return [
    recorded('SubscriptionRequested', { brandId, tier: 'PRO', billingCycle: 'MONTHLY', amount: 29, currency: 'USD', requestedAt: t(0) }, t(0)),
    recorded(
      'CheckoutStarted',
      {
        brandId,
        tier: 'PRO',
        billingCycle: 'MONTHLY',
        amount: 29,
        currency: 'USD',
        provider: 'test',
        checkoutId: 'tco_1',
        checkoutUrl: 'http://localhost:3000/checkout/test/tco_1',
        startedAt: t(0),
      },
      t(0),
    ),
    recorded('SubscriptionPaid', payment('1', 0, 31), t(0)),
    recorded('PaymentFailed', { brandId, provider: 'test', providerEventId: 'tevt_2', message: 'declined', failedAt: t(31), graceEndsAt: t(38) }, t(31)),
    recorded('SubscriptionRenewed', payment('3', 31, 59), t(33)),
    recorded('CancellationScheduled', { brandId, by: ownerId, cancelAt: t(59), scheduledAt: t(40) }, t(40)),
  ];
}

async function project(batches: RecordedEvent[][]) {
  const stores = await tempStores(productEventRegistry());
  cleanups.push(stores.cleanup);
  for (const batch of batches) await stores.readStore.transaction((session) => subscriptionsProjection.apply(batch, session));
  return stores.readStore.collection<SubscriptionDoc>('subscriptions').find({});
}

describe('the subscriptions projection', () => {
  it('keeps the plan, status, dates and payment history the dashboard shows', async () => {
    const [doc] = await project([history()]);
    expect(doc).toMatchObject({
      _id: brandId,
      tier: 'PRO',
      billingCycle: 'MONTHLY',
      status: 'ACTIVE',
      amount: 29,
      currency: 'USD',
      provider: 'test',
      providerPaymentId: 'tpay_3',
      createdAt: t(0),
      paidAt: t(31),
      expiresAt: t(59),
      graceEndsAt: null,
      cancelAt: t(59),
      checkout: null,
      lastFailure: null,
    });
    expect(doc!.payments.map((p) => [p.paymentId, p.kind])).toEqual([
      ['tpay_3', 'renewal'],
      ['tpay_1', 'first'],
    ]);
  });

  it('gives the same read model whether the log comes in one batch or one event at a time (a replay)', async () => {
    const events = history();
    expect(await project(events.map((event) => [event]))).toEqual(await project([events]));
  });
});
