import { z } from 'zod';
import { BILLING_CYCLES, PRICE_CURRENCY, SUBSCRIPTION_TIERS } from './tiers';

const Id = z.string().uuid();

/** A brand's subscription stream, `subscription-<brandId>`. */
export const subscriptionStream = (brandId: string) => `subscription-${brandId}`;

/** Chosen at brand registration (or later from the dashboard); active once paid. */
export const SubscriptionRequested = z
  .object({
    brandId: Id,
    tier: z.enum(SUBSCRIPTION_TIERS),
    billingCycle: z.enum(BILLING_CYCLES),
    /** In whole currency units, from the tier table. */
    amount: z.number().nonnegative(),
    currency: z.literal(PRICE_CURRENCY),
    requestedAt: z.iso.datetime(),
  })
  .strict();

export const subscriptionEventSchemas = { SubscriptionRequested } as const;
export type SubscriptionEvent = { type: 'SubscriptionRequested'; data: z.infer<typeof SubscriptionRequested> };
