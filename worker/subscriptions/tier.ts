import { subscriptionStream } from '@vitrina/domain/subscriptions/events';
import { inGoodStanding } from '@vitrina/domain/subscriptions/standing';
import { subscriptionDecider } from '@vitrina/domain/subscriptions/subscription';
import type { SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { loadState } from '@vitrina/infra/eventstore/commands';
import type { EventStore } from '@vitrina/infra/eventstore/port';

/**
 * The tier a brand uploads under, from its subscription stream: its plan's while it is in good standing (active,
 * or past due within its grace), null otherwise (never paid, lapsed or cancelled: it keeps and edits its clothes,
 * but adds none). The api's cloth routes and the importer's runs ask the same question.
 */
export async function uploadTierOf(eventStore: EventStore, brandId: string): Promise<SubscriptionTier | null> {
  const { state } = await loadState(eventStore, subscriptionStream(brandId), subscriptionDecider);
  return state && inGoodStanding(state.status) ? state.plan.tier : null;
}
