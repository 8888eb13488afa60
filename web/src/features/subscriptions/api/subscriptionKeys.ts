import type { BillingCycle, SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';

/** The brand a call acts for: its own (null) or the one an admin named. */
export type ActingBrand = string | null;

/**
 * One factory for every subscription query: a change of plan, a cancellation or a payment invalidates `views()`
 * and every dashboard showing a subscription reads it again.
 */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  provider: () => [...subscriptionKeys.all, 'provider'] as const,
  views: () => [...subscriptionKeys.all, 'view'] as const,
  view: (brandId: ActingBrand) => [...subscriptionKeys.views(), brandId ?? 'own'] as const,
  preview: (brandId: ActingBrand, tier: SubscriptionTier, billingCycle: BillingCycle) =>
    [...subscriptionKeys.view(brandId), 'preview', tier, billingCycle] as const,
  testCheckout: (id: string) => [...subscriptionKeys.all, 'test-checkout', id] as const,
  testSubscription: (id: string) => [...subscriptionKeys.all, 'test-subscription', id] as const,
};

/** The body or query a call sends to name the brand, empty for the caller's own. */
export const brandParam = (brandId: ActingBrand): { brandId?: string } => (brandId ? { brandId } : {});
