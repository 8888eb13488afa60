import type { DemandEvent, FollowingEvent, FollowKind } from '@vitrina/domain/following/events';
import { ERASED_ID } from '@vitrina/domain/core/personal';
import type { Doc, ReadStoreSession } from '@vitrina/infra/readstore/port';
import { dayIn } from './analytics';
import type { Projection } from './projection';

/** One person following a brand or an influencer: `${userId}:${kind}:${targetId}`. */
export interface FollowDoc extends Doc {
  userId: string;
  kind: FollowKind;
  targetId: string;
  at: string;
}

/** How many people follow a brand or an influencer: `${kind}:${targetId}`. */
export interface FollowerCountDoc extends Doc {
  count: number;
}

/** Follows less unfollows of one brand or influencer on one day (the dashboard's series): `${kind}:${targetId}:${day}`. */
export interface FollowerDayDoc extends Doc {
  kind: FollowKind;
  targetId: string;
  day: string;
  change: number;
}

/**
 * What one person's follows added to one day's change: `${userId}:${kind}:${targetId}:${day}`. Kept so an erasure can
 * take back everything the person added to the series, leaving it as a replay builds it (their events then name no one).
 */
export interface FollowLedgerDoc extends Doc {
  userId: string;
  kind: FollowKind;
  targetId: string;
  day: string;
  change: number;
}

/** A kept search: its id. */
export interface SavedSearchDoc extends Doc {
  userId: string;
  /** The search page's canonical query string. */
  search: string;
  savedAt: string;
  /** When its person last opened it: its new clothes count from here. */
  seenAt: string;
}

/** When a cloth last came back (purchasable again, or shown again): its id. Favourites' owners hear of it in the bell. */
export interface ReturnDoc extends Doc {
  at: string;
}

/**
 * What shoppers' saved searches want of a brand, as last measured (the worker measures each day): its id is the
 * brand's. `people` keep at least one saved search matching one of its public clothes; `searches` are those searches.
 */
export interface SearchDemandDoc extends Doc {
  day: string;
  people: number;
  searches: number;
}

/** One measure of a brand's demand: `${brandId}:${day}`. The figure of a past day is the last measure up to it. */
export interface SearchDemandDayDoc extends Doc {
  brandId: string;
  day: string;
  people: number;
  searches: number;
}

/** When a person last opened the bell: their id. */
export interface NotificationMarkDoc extends Doc {
  readAt: string;
}

export const followId = (userId: string, kind: FollowKind, targetId: string) => `${userId}:${kind}:${targetId}`;
export const followerCountId = (kind: FollowKind, targetId: string) => `${kind}:${targetId}`;

/**
 * Follows, follower counts (and their daily changes), saved searches and the bell's read marks. A count moves only
 * when a follow document really appears or goes, so applying an event twice cannot skew it. An erased person leaves
 * as if they had never followed anyone (their follows, their part of every daily change, their searches and marks
 * go), and so do the follows of them as an influencer: the read models equal what a replay builds, where their
 * events' targets read as erased and are passed over. Counts and changes at zero are removed for the same reason.
 */
export function followingProjection(timeZone: string): Projection {
  const dayOf = dayIn(timeZone);
  return {
    name: 'following',
    // 2: clothes' returns, for the bell. 3: saved-search demand, for brands' dashboards.
    version: 3,
    collections: [
      'follows',
      'followerCounts',
      'followerDays',
      'followLedger',
      'savedSearches',
      'notificationMarks',
      'returns',
      'searchDemand',
      'searchDemandDays',
    ],
    eventTypes: [
      'Followed',
      'Unfollowed',
      'SearchSaved',
      'SavedSearchRemoved',
      'SavedSearchSeen',
      'NotificationsRead',
      'SavedSearchDemandMeasured',
      'AccountErased',
      'ClothBackInStock',
      'ClothVisibilitySet',
    ],
    indexes: {
      follows: [{ fields: { userId: 1, at: -1 } }, { fields: { kind: 1, targetId: 1 } }],
      followerDays: [{ fields: { kind: 1, targetId: 1, day: 1 } }],
      followLedger: [{ fields: { userId: 1 } }, { fields: { kind: 1, targetId: 1 } }],
      savedSearches: [{ fields: { userId: 1, savedAt: -1 } }],
      searchDemandDays: [{ fields: { brandId: 1, day: -1 } }],
    },
    async apply(events, session) {
      const follows = session.collection<FollowDoc>('follows');
      const searches = session.collection<SavedSearchDoc>('savedSearches');
      const marks = session.collection<NotificationMarkDoc>('notificationMarks');
      for (const recorded of events) {
        if (recorded.type === 'AccountErased') {
          await forget(session, (recorded.data as { userId: string }).userId);
          continue;
        }
        if (recorded.type === 'ClothBackInStock' || recorded.type === 'ClothVisibilitySet') {
          const data = recorded.data as { clothId: string; visible?: boolean; at?: string; setAt?: string };
          if (data.visible === false) continue;
          await session
            .collection<ReturnDoc>('returns')
            .replaceOne({ _id: data.clothId }, { _id: data.clothId, at: (data.at ?? data.setAt)! }, { upsert: true });
          continue;
        }
        if (recorded.type === 'SavedSearchDemandMeasured') {
          const { brandId, day, people, searches } = (recorded as unknown as DemandEvent).data;
          await session.collection<SearchDemandDoc>('searchDemand').replaceOne({ _id: brandId }, { _id: brandId, day, people, searches }, { upsert: true });
          await session
            .collection<SearchDemandDayDoc>('searchDemandDays')
            .replaceOne({ _id: `${brandId}:${day}` }, { _id: `${brandId}:${day}`, brandId, day, people, searches }, { upsert: true });
          continue;
        }
        const event = { type: recorded.type, data: recorded.data } as FollowingEvent;
        switch (event.type) {
          case 'Followed': {
            const { userId, kind, targetId, at } = event.data;
            if (targetId === ERASED_ID) break;
            const _id = followId(userId, kind, targetId);
            if (await follows.findOne({ _id })) break;
            await follows.insertOne({ _id, userId, kind, targetId, at });
            await countChange(session, userId, kind, targetId, dayOf(at), 1);
            break;
          }
          case 'Unfollowed': {
            const { userId, kind, targetId, at } = event.data;
            const removed = await follows.deleteOne({ _id: followId(userId, kind, targetId) });
            if (removed > 0) await countChange(session, userId, kind, targetId, dayOf(at), -1);
            break;
          }
          case 'SearchSaved': {
            const { userId, searchId, search, at } = event.data;
            await searches.replaceOne({ _id: searchId }, { _id: searchId, userId, search, savedAt: at, seenAt: at }, { upsert: true });
            break;
          }
          case 'SavedSearchRemoved':
            await searches.deleteOne({ _id: event.data.searchId });
            break;
          case 'SavedSearchSeen':
            await searches.updateOne({ _id: event.data.searchId }, { $set: { seenAt: event.data.at } });
            break;
          case 'NotificationsRead':
            await marks.replaceOne({ _id: event.data.userId }, { _id: event.data.userId, readAt: event.data.at }, { upsert: true });
            break;
          default:
            break;
        }
      }
    },
  };
}

/** The person's follows, their part of every day's change, their searches and marks, and the follows of them. */
async function forget(session: ReadStoreSession, userId: string) {
  const follows = session.collection<FollowDoc>('follows');
  const counts = session.collection<FollowerCountDoc>('followerCounts');
  const days = session.collection<FollowerDayDoc>('followerDays');
  const ledger = session.collection<FollowLedgerDoc>('followLedger');
  for (const follow of await follows.find({ userId })) await add(counts, followerCountId(follow.kind, follow.targetId), 'count', -1);
  await follows.deleteMany({ userId });
  for (const entry of await ledger.find({ userId })) await add(days, `${entry.kind}:${entry.targetId}:${entry.day}`, 'change', -entry.change);
  await ledger.deleteMany({ userId });
  // Followed as an influencer: no one follows an erased account.
  await follows.deleteMany({ kind: 'influencer', targetId: userId });
  await counts.deleteOne({ _id: followerCountId('influencer', userId) });
  await days.deleteMany({ kind: 'influencer', targetId: userId });
  await ledger.deleteMany({ kind: 'influencer', targetId: userId });
  await session.collection<SavedSearchDoc>('savedSearches').deleteMany({ userId });
  await session.collection<NotificationMarkDoc>('notificationMarks').deleteOne({ _id: userId });
}

async function countChange(session: ReadStoreSession, userId: string, kind: FollowKind, targetId: string, day: string, change: number) {
  await add(session.collection<FollowerCountDoc>('followerCounts'), followerCountId(kind, targetId), 'count', change);
  await add(session.collection<FollowerDayDoc>('followerDays'), `${kind}:${targetId}:${day}`, 'change', change, { kind, targetId, day });
  const ledger = session.collection<FollowLedgerDoc>('followLedger');
  await add(ledger, `${userId}:${kind}:${targetId}:${day}`, 'change', change, { userId, kind, targetId, day });
}

/** Adds to a document's `count` or `change`, creating it (with `fields`) when absent and removing it when it reaches zero. */
async function add(
  collection: ReturnType<ReadStoreSession['collection']>,
  _id: string,
  field: 'count' | 'change',
  change: number,
  fields?: Record<string, string>,
) {
  await collection.updateOne({ _id }, { $inc: { [field]: change }, ...(fields ? { $setOnInsert: fields } : {}) }, { upsert: true });
  await collection.deleteOne({ _id, [field]: 0 });
}
