import type { SubscriptionEvent } from '@vitrina/domain/subscriptions/events';

type DataOf<T extends SubscriptionEvent['type']> = Extract<SubscriptionEvent, { type: T }>['data'];

/** The plan the subscription tests buy: PRO, monthly, at its price. */
const PRO_MONTHLY = { tier: 'PRO', billingCycle: 'MONTHLY', amount: 29, currency: 'USD' } as const;

/** A brand chose PRO monthly `at`. */
export const proRequested = (brandId: string, at: string): DataOf<'SubscriptionRequested'> => ({ brandId, ...PRO_MONTHLY, requestedAt: at });

/** A brand was sent to the test provider's checkout for PRO monthly `at`. */
export function proCheckout(brandId: string, at: string): DataOf<'CheckoutStarted'> {
  return { brandId, ...PRO_MONTHLY, provider: 'test', checkoutId: 'tco_1', checkoutUrl: 'http://localhost:3000/checkout/test/tco_1', startedAt: at };
}

/** Payment `id` of PRO monthly through the test provider's subscription: paid `from`, for the period up to `to`. */
export function proPayment(brandId: string, id: string, from: string, to: string): DataOf<'SubscriptionPaid'> {
  return {
    brandId,
    ...PRO_MONTHLY,
    provider: 'test',
    providerSubscriptionId: 'tsub_1',
    providerPaymentId: `tpay_${id}`,
    providerEventId: `tevt_${id}`,
    paidAt: from,
    periodStart: from,
    periodEnd: to,
  };
}
