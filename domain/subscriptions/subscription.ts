import type { Decider } from '../core/decider';
import type { SubscriptionEvent } from './events';
import { PRICE_CURRENCY, priceOf, type BillingCycle, type SubscriptionTier } from './tiers';

export type SubscriptionState = { tier: SubscriptionTier; billingCycle: BillingCycle; status: 'PENDING' } | null;
export type SubscriptionCommand = { type: 'RequestSubscription'; brandId: string; tier: SubscriptionTier; billingCycle: BillingCycle; now: string };

/** A brand's subscription. Payment, activation, renewal and cancellation arrive with the subscriptions issue. */
export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  initialState: () => null,
  evolve: (_state, event) => ({ tier: event.data.tier, billingCycle: event.data.billingCycle, status: 'PENDING' }),
  decide: (command) => [
    {
      type: 'SubscriptionRequested',
      data: {
        brandId: command.brandId,
        tier: command.tier,
        billingCycle: command.billingCycle,
        amount: priceOf(command.tier, command.billingCycle),
        currency: PRICE_CURRENCY,
        requestedAt: command.now,
      },
    },
  ],
};
