import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import { subscriptionsProjection, type SubscriptionDoc } from './subscriptions';
import { handLog } from '@vitrina/testkit/projector/log';
import { projectedStore } from '@vitrina/testkit/projector/projected';
import { proCheckout, proPayment, proRequested } from '@vitrina/testkit/domain/subscriptions';

const brandId = '0b7f6c1e-5d4a-4e3b-9c2d-1a0f9e8d7c6b';
const ownerId = '6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const t = (day: number) => new Date(Date.UTC(2026, 0, 10 + day, 12)).toISOString();

const log = handLog();
const recorded = (type: string, data: Record<string, unknown>, at: string) => log.recorded(`subscription-${brandId}`, type, data, at);
const payment = (id: string, day: number, to: number) => proPayment(brandId, id, t(day), t(to));

function history(): RecordedEvent[] {
  return [
    recorded('SubscriptionRequested', proRequested(brandId, t(0)), t(0)),
    recorded('CheckoutStarted', proCheckout(brandId, t(0)), t(0)),
    recorded('SubscriptionPaid', payment('1', 0, 31), t(0)),
    recorded('PaymentFailed', { brandId, provider: 'test', providerEventId: 'tevt_2', message: 'declined', failedAt: t(31), graceEndsAt: t(38) }, t(31)),
    recorded('SubscriptionRenewed', payment('3', 31, 59), t(33)),
    recorded('CancellationScheduled', { brandId, by: ownerId, cancelAt: t(59), scheduledAt: t(40) }, t(40)),
  ];
}

async function project(batches: RecordedEvent[][]) {
  return (await projectedStore(subscriptionsProjection, batches)).collection<SubscriptionDoc>('subscriptions').find({});
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
