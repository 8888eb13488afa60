import { describe, expect, it } from 'vitest';
import { specFor } from '@vitrina/testkit/domain/decider-spec';
import { proCheckout, proPayment, proRequested } from '@vitrina/testkit/domain/subscriptions';
import type { SubscriptionEvent } from './events';
import { inGoodStanding } from './standing';
import { subscriptionDecider, type SubscriptionCommand } from './subscription';

const spec = specFor(subscriptionDecider);
const brandId = '0b7f6c1e-5d4a-4e3b-9c2d-1a0f9e8d7c6b';
const ownerId = '6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const adminId = '7a2d4c9f-2e3b-4d6c-8f9a-1b2c3d4e5f60';
const t0 = '2026-01-10T12:00:00.000Z';
const periodEnd = '2026-02-10T12:00:00.000Z';

const requested: SubscriptionEvent = { type: 'SubscriptionRequested', data: proRequested(brandId, t0) };
const checkout: SubscriptionEvent = { type: 'CheckoutStarted', data: proCheckout(brandId, t0) };
const payment = (over: Partial<Extract<SubscriptionEvent, { type: 'SubscriptionPaid' }>['data']> = {}) => ({
  ...proPayment(brandId, '1', t0, periodEnd),
  ...over,
});
const paid: SubscriptionEvent = { type: 'SubscriptionPaid', data: payment() };
const active = [requested, checkout, paid];

const record = (over: Partial<Extract<SubscriptionCommand, { type: 'RecordPayment' }>> = {}): SubscriptionCommand => ({
  type: 'RecordPayment',
  provider: 'test',
  eventId: 'tevt_1',
  reason: 'first',
  amount: 29,
  currency: 'USD',
  providerPaymentId: 'tpay_1',
  providerSubscriptionId: 'tsub_1',
  paidAt: t0,
  periodStart: t0,
  periodEnd,
  source: 'webhook',
  ...over,
});
const passTime = (now: string): SubscriptionCommand => ({ type: 'PassTime', graceDays: 7, now });

describe('subscription decider: paying', () => {
  it('starts a checkout for a plan at the tier table price in the provider currency', () => {
    spec([requested])
      .when({
        type: 'StartCheckout',
        brandId,
        tier: 'BASIC',
        billingCycle: 'YEARLY',
        currency: 'ARS',
        provider: 'mercadopago',
        checkoutId: 'pre_1',
        checkoutUrl: 'https://mp.test/pre_1',
        now: t0,
      })
      .then([
        {
          type: 'CheckoutStarted',
          data: {
            brandId,
            tier: 'BASIC',
            billingCycle: 'YEARLY',
            amount: 99_000,
            currency: 'ARS',
            provider: 'mercadopago',
            checkoutId: 'pre_1',
            checkoutUrl: 'https://mp.test/pre_1',
            startedAt: t0,
          },
        },
      ]);
  });

  it('refuses a second checkout while a plan is paid', () => {
    spec(active)
      .when({
        type: 'StartCheckout',
        brandId,
        tier: 'PRO',
        billingCycle: 'MONTHLY',
        currency: 'USD',
        provider: 'test',
        checkoutId: 'x',
        checkoutUrl: 'http://x.test',
        now: t0,
      })
      .thenFails('ALREADY_SUBSCRIBED');
  });

  it('activates on the first payment of the checkout plan, once per provider event', () => {
    spec([requested, checkout])
      .when(record())
      .then([{ type: 'SubscriptionPaid', data: payment({ source: 'webhook' }) }]);
    spec(active).when(record()).then([]);
  });

  it('refuses a payment that does not match the tier table, in amount or currency', () => {
    spec([requested, checkout])
      .when(record({ amount: 9 }))
      .thenFails('AMOUNT_MISMATCH');
    spec([requested, checkout])
      .when(record({ currency: 'ARS' }))
      .thenFails('AMOUNT_MISMATCH');
  });

  it('ignores provider events about a subscription it does not know', () => {
    spec([]).when(record()).then([]);
    spec([])
      .when({
        type: 'RecordPaymentFailure',
        provider: 'test',
        eventId: 'e',
        failureId: 'f_e',
        code: 'card_declined',
        source: 'webhook',
        reason: 'renewal',
        message: 'x',
        graceDays: 7,
        now: t0,
      })
      .then([]);
  });

  it('records a declined checkout card and stays pending', () => {
    const { result } = spec([requested, checkout]).when({
      type: 'RecordPaymentFailure',
      provider: 'test',
      eventId: 'tevt_9',
      failureId: 'f_tevt_9',
      code: 'card_declined',
      source: 'webhook',
      reason: 'first',
      message: 'Your card was declined.',
      graceDays: 7,
      now: t0,
    });
    expect(result).toEqual([
      {
        type: 'CheckoutFailed',
        data: {
          brandId,
          provider: 'test',
          providerEventId: 'tevt_9',
          providerFailureId: 'f_tevt_9',
          code: 'card_declined',
          source: 'webhook',
          message: 'Your card was declined.',
          failedAt: t0,
        },
      },
    ]);
  });
});

describe('subscription decider: the same money told twice', () => {
  const failure = (over: Partial<Extract<SubscriptionCommand, { type: 'RecordPaymentFailure' }>> = {}): SubscriptionCommand => ({
    type: 'RecordPaymentFailure',
    provider: 'test',
    eventId: 'tevt_f1',
    failureId: 'tfail_1',
    code: 'insufficient_funds',
    source: 'webhook',
    reason: 'renewal',
    message: 'Insufficient funds.',
    graceDays: 7,
    now: periodEnd,
    ...over,
  });

  it('records a payment once by its payment id, whatever the delivery event id', () => {
    spec(active)
      .when(record({ eventId: 'tevt_other' }))
      .then([]);
    spec(active)
      .when(record({ eventId: 'reconciled:tpay_1', source: 'reconciliation' }))
      .then([]);
  });

  it('says a payment came from reconciliation', () => {
    const { result } = spec([requested, checkout]).when(record({ eventId: 'reconciled:tpay_1', source: 'reconciliation' }));
    expect(result).toMatchObject([{ type: 'SubscriptionPaid', data: { providerPaymentId: 'tpay_1', source: 'reconciliation' } }]);
  });

  it('records a refusal once by its refusal id', () => {
    const { result } = spec(active).when(failure());
    expect(result).toMatchObject([{ type: 'PaymentFailed', data: { providerFailureId: 'tfail_1', code: 'insufficient_funds' } }]);
    spec([...active, ...(result as SubscriptionEvent[])])
      .when(failure({ eventId: 'tevt_f2' }))
      .then([]);
  });

  it('takes no refusal from reconciliation for a brand already past due, and one for a brand it missed', () => {
    const overdue: SubscriptionEvent = { type: 'RenewalOverdue', data: { brandId, periodEnd, graceEndsAt: '2026-02-17T12:00:00.000Z', at: periodEnd } };
    spec([...active, overdue])
      .when(failure({ eventId: 'reconciled:tfail_1', source: 'reconciliation' }))
      .then([]);
    const { result } = spec(active).when(failure({ eventId: 'reconciled:tfail_1', source: 'reconciliation' }));
    expect(result).toMatchObject([{ type: 'PaymentFailed', data: { source: 'reconciliation', failedAt: periodEnd } }]);
  });

  it('names a proration told before its upgrade by the plan the provider says it paid for', () => {
    const proration = record({ eventId: 'tevt_p', providerPaymentId: 'tpay_p', reason: 'plan_change', amount: 15.5 });
    expect(spec(active).when({ ...proration, plan: { tier: 'ULTIMATE', billingCycle: 'MONTHLY' } } as SubscriptionCommand).result).toMatchObject([
      { type: 'ProrationPaid', data: { tier: 'ULTIMATE', billingCycle: 'MONTHLY', amount: 15.5 } },
    ]);
    // A provider that does not say: the plan in force.
    expect(spec(active).when(proration).result).toMatchObject([{ type: 'ProrationPaid', data: { tier: 'PRO', billingCycle: 'MONTHLY' } }]);
  });

  it('records an upgrade the provider bills and Vitrina missed, once, and never a downgrade', () => {
    const upgrade: SubscriptionCommand = {
      type: 'RecordProviderUpgrade',
      tier: 'ULTIMATE',
      billingCycle: 'MONTHLY',
      prorationAmount: 15,
      periodStart: t0,
      periodEnd,
      upgradedAt: t0,
    };
    const { result } = spec(active).when(upgrade);
    expect(result).toMatchObject([
      { type: 'PlanUpgraded', data: { by: null, source: 'reconciliation', fromTier: 'PRO', tier: 'ULTIMATE', amount: 59, prorationAmount: 15 } },
    ]);
    spec([...active, ...(result as SubscriptionEvent[])])
      .when(upgrade)
      .then([]);
    spec(active)
      .when({ ...upgrade, tier: 'BASIC' } as SubscriptionCommand)
      .then([]);
    spec([requested, checkout]).when(upgrade).then([]);
  });

  it('matches a first payment to an older open checkout of its amount, and refuses one matching none', () => {
    const yearly: SubscriptionEvent = {
      type: 'CheckoutStarted',
      data: {
        brandId,
        tier: 'BASIC',
        billingCycle: 'YEARLY',
        amount: 90,
        currency: 'USD',
        provider: 'test',
        checkoutId: 'tco_2',
        checkoutUrl: 'http://localhost:3000/checkout/test/tco_2',
        startedAt: t0,
      },
    };
    const { result } = spec([requested, checkout, yearly]).when(record({ amount: 29 }));
    expect(result).toMatchObject([{ type: 'SubscriptionPaid', data: { tier: 'PRO', billingCycle: 'MONTHLY', amount: 29 } }]);
    spec([requested, checkout, yearly])
      .when(record({ amount: 59 }))
      .thenFails('AMOUNT_MISMATCH');
    // Once paid, the checkouts left open are forgotten: a later "first" payment at their price is not a new plan.
    const state = [requested, checkout, yearly, ...(result as SubscriptionEvent[])].reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());
    expect(state?.openCheckouts).toEqual([]);
  });
});

describe('subscription decider: renewing, failing, lapsing', () => {
  const renewal = record({
    eventId: 'tevt_2',
    reason: 'renewal',
    providerPaymentId: 'tpay_2',
    paidAt: periodEnd,
    periodStart: periodEnd,
    periodEnd: '2026-03-10T12:00:00.000Z',
  });

  it('renews each period at the plan price', () => {
    const { result } = spec(active).when(renewal);
    expect(result).toMatchObject([{ type: 'SubscriptionRenewed', data: { tier: 'PRO', amount: 29, periodEnd: '2026-03-10T12:00:00.000Z' } }]);
  });

  it('goes past due on a failed renewal, with a grace period, then lapses when it ends', () => {
    const failed: SubscriptionEvent = {
      type: 'PaymentFailed',
      data: {
        brandId,
        provider: 'test',
        providerEventId: 'tevt_3',
        providerFailureId: 'f_tevt_3',
        code: 'card_declined',
        source: 'webhook',
        message: 'declined',
        failedAt: periodEnd,
        graceEndsAt: '2026-02-17T12:00:00.000Z',
      },
    };
    spec(active)
      .when({
        type: 'RecordPaymentFailure',
        provider: 'test',
        eventId: 'tevt_3',
        failureId: 'f_tevt_3',
        code: 'card_declined',
        source: 'webhook',
        reason: 'renewal',
        message: 'declined',
        graceDays: 7,
        now: periodEnd,
      })
      .then([failed]);
    spec([...active, failed])
      .when(passTime('2026-02-17T11:59:59.000Z'))
      .then([]);
    spec([...active, failed])
      .when(passTime('2026-02-17T12:00:00.000Z'))
      .then([{ type: 'SubscriptionLapsed', data: { brandId, lapsedAt: '2026-02-17T12:00:00.000Z' } }]);
  });

  it('calls a renewal overdue a day after the period ends with nothing paid, its grace counted from the period end', () => {
    spec(active).when(passTime('2026-02-11T11:00:00.000Z')).then([]);
    spec(active)
      .when(passTime('2026-02-11T12:00:00.000Z'))
      .then([{ type: 'RenewalOverdue', data: { brandId, periodEnd, graceEndsAt: '2026-02-17T12:00:00.000Z', at: '2026-02-11T12:00:00.000Z' } }]);
  });

  it('is back to active when a late renewal is paid', () => {
    const overdue: SubscriptionEvent = {
      type: 'RenewalOverdue',
      data: { brandId, periodEnd, graceEndsAt: '2026-02-17T12:00:00.000Z', at: '2026-02-11T12:00:00.000Z' },
    };
    const { result } = spec([...active, overdue]).when(renewal);
    expect(result).toMatchObject([{ type: 'SubscriptionRenewed' }]);
  });

  it('reminds a yearly plan a week before it renews, once', () => {
    const yearly: SubscriptionEvent = {
      type: 'SubscriptionPaid',
      data: payment({ tier: 'PRO', billingCycle: 'YEARLY', amount: 290, periodEnd: '2027-01-10T12:00:00.000Z' }),
    };
    const given = [requested, { ...checkout, data: { ...checkout.data, billingCycle: 'YEARLY' as const, amount: 290 } }, yearly];
    spec(given).when(passTime('2027-01-03T11:00:00.000Z')).then([]);
    const reminder: SubscriptionEvent = {
      type: 'RenewalReminderDue',
      data: { brandId, periodEnd: '2027-01-10T12:00:00.000Z', amount: 290, currency: 'USD', at: '2027-01-03T12:00:00.000Z' },
    };
    spec(given).when(passTime('2027-01-03T12:00:00.000Z')).then([reminder]);
    spec([...given, reminder])
      .when(passTime('2027-01-05T12:00:00.000Z'))
      .then([]);
    spec(active).when(passTime('2026-02-05T12:00:00.000Z')).then([]);
  });
});

describe('subscription decider: cancelling and resuming', () => {
  const cancelled: SubscriptionEvent = { type: 'CancellationScheduled', data: { brandId, by: ownerId, cancelAt: periodEnd, scheduledAt: t0 } };

  it('cancels at the period end, and can be undone before then', () => {
    spec(active).when({ type: 'CancelSubscription', by: ownerId, now: t0 }).then([cancelled]);
    spec([...active, cancelled])
      .when({ type: 'CancelSubscription', by: ownerId, now: t0 })
      .thenFails('ALREADY_CANCELLING');
    spec([...active, cancelled])
      .when({ type: 'ResumeSubscription', by: ownerId, now: t0 })
      .then([{ type: 'CancellationUndone', data: { brandId, by: ownerId, undoneAt: t0 } }]);
    spec(active).when({ type: 'ResumeSubscription', by: ownerId, now: t0 }).thenFails('NOTHING_TO_RESUME');
  });

  it('ends when the cancel date passes (whether the clock or the provider says so first)', () => {
    spec([...active, cancelled])
      .when(passTime(periodEnd))
      .then([{ type: 'SubscriptionEnded', data: { brandId, reason: 'cancelled', endedAt: periodEnd, by: null } }]);
    const { result } = spec([...active, cancelled]).when({ type: 'RecordProviderEnded', eventId: 'tevt_8', endedAt: periodEnd, source: 'webhook' });
    expect(result).toMatchObject([{ type: 'SubscriptionEnded', data: { endedAt: periodEnd } }]);
  });

  it('refuses to cancel what is not paid', () => {
    spec([requested]).when({ type: 'CancelSubscription', by: ownerId, now: t0 }).thenFails('SUBSCRIPTION_NOT_ACTIVE');
  });
});

describe('subscription decider: changing plan', () => {
  const mid = '2026-01-25T12:00:00.000Z';

  it('upgrades at once with the proration of the rest of the period', () => {
    const { result } = spec(active).when({ type: 'ChangePlan', tier: 'ULTIMATE', billingCycle: 'MONTHLY', clothes: 50, by: ownerId, now: mid });
    // 16 of 31 days left: (59 - 29) × 16/31.
    expect(result).toEqual([
      {
        type: 'PlanUpgraded',
        data: {
          brandId,
          by: ownerId,
          fromTier: 'PRO',
          fromBillingCycle: 'MONTHLY',
          tier: 'ULTIMATE',
          billingCycle: 'MONTHLY',
          amount: 59,
          currency: 'USD',
          prorationAmount: 15.48,
          periodStart: t0,
          periodEnd,
          upgradedAt: mid,
        },
      },
    ]);
  });

  it('downgrades from the next period, and a renewal then pays the new plan', () => {
    const scheduled: SubscriptionEvent = {
      type: 'DowngradeScheduled',
      data: { brandId, by: ownerId, tier: 'BASIC', billingCycle: 'MONTHLY', amount: 9, currency: 'USD', effectiveAt: periodEnd, scheduledAt: mid },
    };
    spec(active).when({ type: 'ChangePlan', tier: 'BASIC', billingCycle: 'MONTHLY', clothes: 8, by: ownerId, now: mid }).then([scheduled]);
    spec([...active, scheduled])
      .when(record({ eventId: 'e2', providerPaymentId: 'tpay_2', reason: 'renewal', amount: 29 }))
      .thenFails('AMOUNT_MISMATCH');
    const { result } = spec([...active, scheduled]).when(record({ eventId: 'e2', providerPaymentId: 'tpay_2', reason: 'renewal', amount: 9 }));
    expect(result).toMatchObject([{ type: 'SubscriptionRenewed', data: { tier: 'BASIC', amount: 9 } }]);
    spec([...active, scheduled])
      .when({ type: 'ChangePlan', tier: 'PRO', billingCycle: 'MONTHLY', clothes: 8, by: ownerId, now: mid })
      .then([{ type: 'DowngradeWithdrawn', data: { brandId, by: ownerId, withdrawnAt: mid } }]);
  });

  it('refuses a downgrade below the clothes the brand holds, saying how many to remove', () => {
    const { result } = spec(active).when({ type: 'ChangePlan', tier: 'BASIC', billingCycle: 'MONTHLY', clothes: 14, by: ownerId, now: mid });
    expect(result).toMatchObject({ code: 'OVER_TIER_LIMIT', details: { clothes: 14, limit: 10, excess: 4 } });
  });

  it('refuses a change while not active', () => {
    spec([requested])
      .when({ type: 'ChangePlan', tier: 'ULTIMATE', billingCycle: 'MONTHLY', clothes: 0, by: ownerId, now: mid })
      .thenFails('SUBSCRIPTION_NOT_ACTIVE');
  });
});

describe('subscription decider: granted plans', () => {
  const granted: SubscriptionEvent = {
    type: 'PlanGranted',
    data: { brandId, tier: 'ULTIMATE', grantedBy: adminId, expiresAt: '2026-06-01T00:00:00.000Z', grantedAt: t0 },
  };

  it('lets an admin grant a plan with no payment, which ends when it expires', () => {
    spec([]).when({ type: 'GrantPlan', brandId, tier: 'ULTIMATE', expiresAt: '2026-06-01T00:00:00.000Z', by: adminId, now: t0 }).then([granted]);
    spec([granted]).when(passTime('2026-05-31T00:00:00.000Z')).then([]);
    spec([granted])
      .when(passTime('2026-06-01T00:00:00.000Z'))
      .then([{ type: 'SubscriptionEnded', data: { brandId, reason: 'grant_expired', endedAt: '2026-06-01T00:00:00.000Z', by: null } }]);
  });

  it('refuses a grant over a paid plan, and a brand cannot change or cancel a granted one', () => {
    spec(active).when({ type: 'GrantPlan', brandId, tier: 'ULTIMATE', expiresAt: null, by: adminId, now: t0 }).thenFails('ALREADY_SUBSCRIBED');
    spec([granted]).when({ type: 'CancelSubscription', by: ownerId, now: t0 }).thenFails('GRANTED_PLAN');
    spec([granted]).when({ type: 'ChangePlan', tier: 'PRO', billingCycle: 'MONTHLY', clothes: 0, by: ownerId, now: t0 }).thenFails('GRANTED_PLAN');
    spec([granted])
      .when({ type: 'RevokeGrant', by: adminId, now: t0 })
      .then([{ type: 'SubscriptionEnded', data: { brandId, reason: 'grant_revoked', endedAt: t0, by: adminId } }]);
  });
});

describe('what a status means', () => {
  it('lets a brand upload and be seen while active or past due, and not otherwise', () => {
    expect(['ACTIVE', 'PAST_DUE', 'PENDING', 'LAPSED', 'CANCELLED', null].map((status) => inGoodStanding(status as never))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
