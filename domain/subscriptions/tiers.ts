/**
 * The subscription plans a brand chooses from (seed section 9): how many clothes each allows and what it costs.
 * Pure data, shared by the api (the amount a subscription records) and the web app (the plan picker).
 */
export const SUBSCRIPTION_TIERS = ['BASIC', 'PRO', 'ULTIMATE'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const BILLING_CYCLES = ['MONTHLY', 'YEARLY'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Prices are whole units of this currency; the seed quotes them in dollars. */
export const PRICE_CURRENCY = 'USD';

export interface TierTerms {
  /** Clothes a brand may hold at once; null means unlimited. */
  readonly limit: number | null;
  readonly prices: Readonly<Record<BillingCycle, number>>;
}

export const TIERS: Readonly<Record<SubscriptionTier, TierTerms>> = {
  BASIC: { limit: 10, prices: { MONTHLY: 9, YEARLY: 90 } },
  PRO: { limit: 100, prices: { MONTHLY: 29, YEARLY: 290 } },
  ULTIMATE: { limit: null, prices: { MONTHLY: 59, YEARLY: 590 } },
};

export function isSubscriptionTier(value: unknown): value is SubscriptionTier {
  return typeof value === 'string' && (SUBSCRIPTION_TIERS as readonly string[]).includes(value);
}

export function isBillingCycle(value: unknown): value is BillingCycle {
  return typeof value === 'string' && (BILLING_CYCLES as readonly string[]).includes(value);
}

/** What one period of a plan costs, in whole units of PRICE_CURRENCY. */
export function priceOf(tier: SubscriptionTier, cycle: BillingCycle): number {
  return TIERS[tier].prices[cycle];
}

/** Whether a brand holding `current` clothes may add `adding` more under its tier. */
export function canUpload(tier: SubscriptionTier, current: number, adding = 1): boolean {
  const { limit } = TIERS[tier];
  return limit === null || current + adding <= limit;
}
