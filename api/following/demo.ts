import { randomUUID } from 'node:crypto';
import { followingStream } from '@vitrina/domain/following/events';
import { followingDecider, type FollowingCommand } from '@vitrina/domain/following/following';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import type { ApiContext } from '../context';
import { canonicalSearch } from './saved-searches';

/** How long ago the demo shopper began following and saved their searches: the demo's clothes are news to them. */
const DEMO_FOLLOWING_DAYS = 7;

/**
 * The demo shopper follows two brands and the demo influencer and keeps two searches, through the same decider the
 * api runs, dated a week back, so a first start shows "New for you" on /home and items in the bell.
 */
export async function seedDemoFollowing(
  context: ApiContext,
  people: { shopperId: string; influencerId: string; brandIds: readonly string[]; searches: readonly string[] },
): Promise<void> {
  const now = context.now();
  const at = new Date(now.getTime() - DEMO_FOLLOWING_DAYS * 24 * 3600_000).toISOString();
  const userId = people.shopperId;
  const run = (command: FollowingCommand) =>
    runCommand(context.eventStore, followingStream(userId), followingDecider, command, { correlationId: 'demo-data', actor: userId, now });
  for (const brandId of people.brandIds.slice(0, 2)) await run({ type: 'Follow', userId, kind: 'brand', targetId: brandId, now: at });
  await run({ type: 'Follow', userId, kind: 'influencer', targetId: people.influencerId, now: at });
  for (const search of people.searches) await run({ type: 'SaveSearch', userId, searchId: randomUUID(), search: canonicalSearch(search), now: at });
}
