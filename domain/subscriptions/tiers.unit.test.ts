import { describe, expect, it } from 'vitest';
import { BILLING_CYCLES, SUBSCRIPTION_TIERS, TIERS, canUpload, isBillingCycle, isSubscriptionTier, priceOf } from './tiers';

describe('subscription tiers', () => {
  it('carries the seed table: limits and monthly and yearly prices', () => {
    expect(SUBSCRIPTION_TIERS.map((tier) => [tier, TIERS[tier].limit, priceOf(tier, 'MONTHLY'), priceOf(tier, 'YEARLY')])).toEqual([
      ['BASIC', 10, 9, 90],
      ['PRO', 100, 29, 290],
      ['ULTIMATE', null, 59, 590],
    ]);
    expect(BILLING_CYCLES).toEqual(['MONTHLY', 'YEARLY']);
  });

  it('lets a BASIC brand reach ten clothes and no more; ULTIMATE has no ceiling', () => {
    expect(canUpload('BASIC', 9)).toBe(true);
    expect(canUpload('BASIC', 10)).toBe(false);
    expect(canUpload('BASIC', 8, 3)).toBe(false);
    expect(canUpload('PRO', 99)).toBe(true);
    expect(canUpload('PRO', 100)).toBe(false);
    expect(canUpload('ULTIMATE', 1_000_000, 50)).toBe(true);
  });

  it('recognises only the known tiers and cycles', () => {
    expect(isSubscriptionTier('PRO')).toBe(true);
    expect(isSubscriptionTier('pro')).toBe(false);
    expect(isSubscriptionTier(undefined)).toBe(false);
    expect(isBillingCycle('YEARLY')).toBe(true);
    expect(isBillingCycle('WEEKLY')).toBe(false);
  });
});
