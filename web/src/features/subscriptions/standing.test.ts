import { describe, expect, it } from 'vitest';
import { actionsOf, standingOf } from './standing';
import { subscriptionView, unpaidView } from './testing';

const DEC_12 = '2026-12-12T12:00:00.000Z';

describe('a subscription in words', () => {
  it.each([
    ['no plan', unpaidView({ status: null, tier: null }), { id: 'subscription.standing.none' }],
    ['never paid', unpaidView(), { id: 'subscription.standing.pending' }],
    ['active', subscriptionView(), { id: 'subscription.standing.renews', dates: { date: DEC_12 } }],
    ['cancelling', subscriptionView({ cancelAt: DEC_12 }), { id: 'subscription.standing.cancelling', dates: { date: DEC_12 } }],
    ['past due', subscriptionView({ status: 'PAST_DUE', graceEndsAt: DEC_12 }), { id: 'subscription.standing.pastDue', dates: { date: DEC_12 } }],
    ['lapsed', subscriptionView({ status: 'LAPSED' }), { id: 'subscription.standing.lapsed' }],
    ['cancelled', subscriptionView({ status: 'CANCELLED' }), { id: 'subscription.standing.endedOn', dates: { date: DEC_12 } }],
    ['granted for good', subscriptionView({ granted: true, provider: 'grant', expiresAt: null }), { id: 'subscription.standing.granted' }],
    ['granted for a while', subscriptionView({ granted: true, provider: 'grant' }), { id: 'subscription.standing.grantedUntil', dates: { date: DEC_12 } }],
  ] as const)('%s', (_name, view, words) => {
    expect(standingOf(view)).toEqual(words);
  });
});

describe('what the card offers', () => {
  const offered = (actions: ReturnType<typeof actionsOf>) =>
    Object.entries(actions)
      .filter(([, shown]) => shown)
      .map(([name]) => name);

  it('offers to pay a plan not paid for, and to resume a checkout left', () => {
    expect(offered(actionsOf(unpaidView()))).toEqual(['pay']);
    const left = { url: '/checkout/test/x', tier: 'PRO', billingCycle: 'MONTHLY', amount: 29, currency: 'USD', provider: 'test', startedAt: DEC_12 } as const;
    expect(offered(actionsOf(subscriptionView({ status: 'LAPSED', checkout: left })))).toEqual(['pay', 'resumeCheckout']);
  });

  it('changes or cancels an active plan, resumes a cancelled one, and leaves a granted one to admins', () => {
    expect(offered(actionsOf(subscriptionView()))).toEqual(['changePlan', 'cancel', 'updateCard']);
    expect(offered(actionsOf(subscriptionView({ cancelAt: DEC_12 })))).toEqual(['resume', 'updateCard']);
    expect(offered(actionsOf(subscriptionView({ granted: true, provider: 'grant' })))).toEqual([]);
  });

  it('updates the card where the provider has a card page (Stripe, the test provider), not with Mercado Pago', () => {
    const mercadopago = { provider: 'mercadopago', currency: 'ARS', testMode: false } as const;
    expect(offered(actionsOf(subscriptionView({ status: 'PAST_DUE', provider: 'mercadopago', billing: mercadopago })))).toEqual(['cancel']);
    const stripe = { provider: 'stripe', currency: 'USD', testMode: false } as const;
    expect(offered(actionsOf(subscriptionView({ provider: 'stripe', billing: stripe })))).toEqual(['changePlan', 'cancel', 'updateCard']);
    expect(offered(actionsOf(subscriptionView({ status: 'PAST_DUE', provider: 'stripe', billing: stripe })))).toEqual(['cancel', 'updateCard']);
  });
});
