import { limitOf, isSubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import type { BrandDoc } from '@vitrina/projector/catalogue';
import type { SubscriptionDoc } from '@vitrina/projector/subscriptions';
import type { ApiContext } from '../context';

/** How many payments the dashboard lists; the full history stays in the log. */
const HISTORY = 24;

/**
 * A brand's subscription as its dashboard card shows it: the plan, its status and dates, what can be resumed, the
 * payment history, and the brand's clothes against its tier's limit. A brand with no subscription yet reads as
 * status null with no plan.
 */
export async function subscriptionView(context: Pick<ApiContext, 'readModels' | 'payments'>, brand: BrandDoc) {
  const doc = await context.readModels.collection<SubscriptionDoc>('subscriptions').findOne({ _id: brand._id });
  const paid = doc?.status === 'ACTIVE' || doc?.status === 'PAST_DUE';
  return {
    brandId: brand._id,
    brandName: brand.brand,
    status: doc?.status ?? null,
    tier: doc?.tier ?? null,
    billingCycle: doc?.billingCycle ?? null,
    amount: doc?.amount ?? null,
    currency: doc?.currency ?? null,
    provider: doc?.provider ?? null,
    providerPaymentId: doc?.providerPaymentId ?? null,
    createdAt: doc?.createdAt ?? null,
    paidAt: doc?.paidAt ?? null,
    expiresAt: doc?.expiresAt ?? null,
    graceEndsAt: doc?.graceEndsAt ?? null,
    cancelAt: doc?.cancelAt ?? null,
    granted: doc?.provider === 'grant',
    scheduledChange: doc?.scheduledChange ?? null,
    // A checkout the brand left can be resumed until it pays.
    checkout: doc?.checkout && !paid ? doc.checkout : null,
    lastFailure: doc?.lastFailure ? { code: doc.lastFailure.code ?? null, message: doc.lastFailure.message, at: doc.lastFailure.at } : null,
    payments: (doc?.payments ?? []).slice(0, HISTORY),
    clothes: brand.clothes,
    limit: doc && isSubscriptionTier(doc.tier) ? limitOf(doc.tier) : null,
    billing: { provider: context.payments.name, currency: context.payments.currency, testMode: context.payments.name === 'test' },
  };
}
