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

/**
 * Argentina is the home market: Mercado Pago bills there in pesos, at prices of their own (set by the business,
 * not converted at a daily rate, so a brand's bill does not move with the exchange rate).
 */
export const PRICE_CURRENCIES = ['USD', 'ARS'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];
export const ARS_PRICES: Readonly<Record<SubscriptionTier, Readonly<Record<BillingCycle, number>>>> = {
  BASIC: { MONTHLY: 9_900, YEARLY: 99_000 },
  PRO: { MONTHLY: 29_900, YEARLY: 299_000 },
  ULTIMATE: { MONTHLY: 59_900, YEARLY: 599_000 },
};

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

/** What one period of a plan costs, in whole units of the currency (the seed's dollars unless told). */
export function priceOf(tier: SubscriptionTier, cycle: BillingCycle, currency: PriceCurrency = PRICE_CURRENCY): number {
  return currency === 'ARS' ? ARS_PRICES[tier][cycle] : TIERS[tier].prices[cycle];
}

export function isPriceCurrency(value: unknown): value is PriceCurrency {
  return typeof value === 'string' && (PRICE_CURRENCIES as readonly string[]).includes(value);
}

const RANK: Readonly<Record<SubscriptionTier, number>> = { BASIC: 0, PRO: 1, ULTIMATE: 2 };

/**
 * Whether moving from one plan to another is an upgrade (takes effect at once, with proration) rather than a
 * downgrade (from the next period): a higher tier, or the same tier paid yearly instead of monthly.
 */
export function isUpgrade(from: { tier: SubscriptionTier; billingCycle: BillingCycle }, to: { tier: SubscriptionTier; billingCycle: BillingCycle }): boolean {
  if (RANK[to.tier] !== RANK[from.tier]) return RANK[to.tier] > RANK[from.tier];
  return from.billingCycle === 'MONTHLY' && to.billingCycle === 'YEARLY';
}

/** The most clothes a tier allows (null: no ceiling). */
export function limitOf(tier: SubscriptionTier): number | null {
  return TIERS[tier].limit;
}

/** Whether a brand holding `current` clothes may add `adding` more under its tier. */
export function canUpload(tier: SubscriptionTier, current: number, adding = 1): boolean {
  const { limit } = TIERS[tier];
  return limit === null || current + adding <= limit;
}
