import type { Subscription } from './api/getSubscription';
import type { TestCheckout } from './api/getTestCheckout';

const BRAND_ID = '5b7c4a8e-1111-4c3b-9d2e-000000000001';

/** A brand's subscription as GET /subscription answers, active on Pro monthly unless told otherwise. */
export function subscriptionView(overrides: Partial<Subscription> = {}): Subscription {
  return {
    brandId: BRAND_ID,
    brandName: 'Casa Luna',
    status: 'ACTIVE',
    tier: 'PRO',
    billingCycle: 'MONTHLY',
    amount: 29,
    currency: 'USD',
    provider: 'test',
    providerPaymentId: 'pay_2',
    createdAt: '2026-01-10T12:00:00.000Z',
    paidAt: '2026-11-12T12:00:00.000Z',
    expiresAt: '2026-12-12T12:00:00.000Z',
    graceEndsAt: null,
    cancelAt: null,
    granted: false,
    scheduledChange: null,
    checkout: null,
    lastFailure: null,
    payments: [
      {
        paymentId: 'pay_2',
        kind: 'renewal',
        tier: 'PRO',
        billingCycle: 'MONTHLY',
        amount: 29,
        currency: 'USD',
        provider: 'test',
        paidAt: '2026-11-12T12:00:00.000Z',
        periodEnd: '2026-12-12T12:00:00.000Z',
      },
      {
        paymentId: 'pay_1',
        kind: 'first',
        tier: 'PRO',
        billingCycle: 'MONTHLY',
        amount: 29,
        currency: 'USD',
        provider: 'test',
        paidAt: '2026-10-12T12:00:00.000Z',
        periodEnd: '2026-11-12T12:00:00.000Z',
      },
    ],
    clothes: 8,
    limit: 100,
    billing: { provider: 'test', currency: 'USD', testMode: true },
    ...overrides,
  };
}

/** A brand that chose a plan and has not paid for it. */
export const unpaidView = (overrides: Partial<Subscription> = {}) =>
  subscriptionView({ status: 'PENDING', paidAt: null, expiresAt: null, payments: [], clothes: 0, providerPaymentId: null, ...overrides });

export const TEST_CHECKOUT_ID = 'tco_0b4d7c1e-2f3a-4b5c-8d9e-0123456789ab';

/** The test provider's checkout as GET /payments/test/checkouts/:id answers; its URLs are on this site. */
export function testCheckout(overrides: Partial<TestCheckout> = {}): TestCheckout {
  const dashboard = `${window.location.origin}/admin/dashboard`;
  return {
    id: TEST_CHECKOUT_ID,
    reference: BRAND_ID,
    plan: { tier: 'PRO', billingCycle: 'YEARLY', amount: 290, currency: 'USD' },
    customerEmail: 'hola@casaluna.com',
    status: 'open',
    successUrl: `${dashboard}?checkout=done`,
    cancelUrl: `${dashboard}?checkout=left`,
    ...overrides,
  };
}
