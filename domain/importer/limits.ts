import { limitOf, type SubscriptionTier } from '../subscriptions/tiers';

/** Items one run reads at most, whatever the config asks (here, not in config.ts: the web app reads it without zod). */
export const MAX_IMPORT_LIMIT = 10_000;

/**
 * What sets how many products a run imports: the brand's plan (its tier's clothes), the settings (a lower number the
 * brand chose), or the most one run reads (MAX_IMPORT_LIMIT, a plan without a ceiling).
 */
export const LIMIT_SOURCES = ['plan', 'settings', 'run'] as const;
export type LimitSource = (typeof LIMIT_SOURCES)[number];

// Types, not interfaces: read models hold them as JSON.
export type RunAllowance = {
  limit: number;
  by: LimitSource;
};

/** The plan a brand with none in good standing reads as: it adds no cloth, so its runs only refresh what it holds. */
const WITHOUT_PLAN: SubscriptionTier = 'BASIC';

/**
 * How many products a run may import, decided when it starts from the brand's tier: `'plan'` is the tier's allowance
 * (BASIC 10, PRO 100, ULTIMATE the whole shop up to MAX_IMPORT_LIMIT); a number is the brand's own, kept as it
 * set it. `by` names what a brand would change to import more: a number at or above the plan's allowance is named
 * the plan's (raising it imports no more), one below it the settings'.
 */
export function runAllowance(configured: 'plan' | number, tier: SubscriptionTier | null): RunAllowance {
  const ceiling = limitOf(tier ?? WITHOUT_PLAN);
  const plan: RunAllowance = ceiling === null ? { limit: MAX_IMPORT_LIMIT, by: 'run' } : { limit: Math.min(ceiling, MAX_IMPORT_LIMIT), by: 'plan' };
  if (configured === 'plan') return plan;
  const limit = Math.min(configured, MAX_IMPORT_LIMIT);
  return limit < plan.limit ? { limit, by: 'settings' } : { limit, by: plan.by };
}

/**
 * A shop that holds more than a run may import: how many it holds (null: more, not counted: the source does not say
 * its size), the run's limit and what sets it. Said by "Read the shop", the preview and the run's report.
 */
export type LimitedReading = RunAllowance & {
  inShop: number | null;
};

/**
 * The reading a limit cuts, or null when the shop fits: `inShop` its size as the source says it, `more` whether a
 * product past the limit was seen (a size the source says that the reading outgrew is not counted).
 */
export function limitedReading(allowance: RunAllowance, shop: { inShop: number | null; more?: boolean }): LimitedReading | null {
  if (shop.inShop !== null && shop.inShop > allowance.limit) return { ...allowance, inShop: shop.inShop };
  return shop.more ? { ...allowance, inShop: null } : null;
}
