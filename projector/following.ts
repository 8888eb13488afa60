import type { FollowingEvent, FollowKind } from '@vitrina/domain/following/events';
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

/** A kept search: its id. */
export interface SavedSearchDoc extends Doc {
  userId: string;
  /** The search page's canonical query string. */
  search: string;
  savedAt: string;
  /** When its person last opened it: its new clothes count from here. */
  seenAt: string;
}

/** When a person last opened the bell: their id. */
export interface NotificationMarkDoc extends Doc {
  readAt: string;
}

export const followId = (userId: string, kind: FollowKind, targetId: string) => `${userId}:${kind}:${targetId}`;
export const followerCountId = (kind: FollowKind, targetId: string) => `${kind}:${targetId}`;

/**
 * Follows, follower counts (and their daily changes), saved searches and the bell's read marks. A count moves only
 * when a follow document really appears or goes, so applying an event twice cannot skew it. An erased person's
 * follows leave the counts (a follower who is gone follows no one), their searches and marks go, and so do the
 * follows of them as an influencer.
 */
export function followingProjection(timeZone: string): Projection {
  const dayOf = dayIn(timeZone);
  return {
    name: 'following',
    version: 1,
    collections: ['follows', 'followerCounts', 'followerDays', 'savedSearches', 'notificationMarks'],
    eventTypes: ['Followed', 'Unfollowed', 'SearchSaved', 'SavedSearchRemoved', 'SavedSearchSeen', 'NotificationsRead', 'AccountErased'],
    indexes: {
      follows: [{ fields: { userId: 1, at: -1 } }, { fields: { kind: 1, targetId: 1 } }],
      followerDays: [{ fields: { kind: 1, targetId: 1, day: 1 } }],
      savedSearches: [{ fields: { userId: 1, savedAt: -1 } }],
    },
    async apply(events, session) {
      const follows = session.collection<FollowDoc>('follows');
      const searches = session.collection<SavedSearchDoc>('savedSearches');
      const marks = session.collection<NotificationMarkDoc>('notificationMarks');
      for (const recorded of events) {
        if (recorded.type === 'AccountErased') {
          const { userId } = recorded.data as { userId: string };
          for (const follow of await follows.find({ userId })) await unfollow(session, follow, dayOf(recorded.metadata.at));
          for (const follow of await follows.find({ kind: 'influencer', targetId: userId })) await unfollow(session, follow, dayOf(recorded.metadata.at));
          await session.collection<FollowerCountDoc>('followerCounts').deleteOne({ _id: followerCountId('influencer', userId) });
          await searches.deleteMany({ userId });
          await marks.deleteOne({ _id: userId });
          continue;
        }
        const event = { type: recorded.type, data: recorded.data } as FollowingEvent;
        switch (event.type) {
          case 'Followed': {
            const { userId, kind, targetId, at } = event.data;
            const _id = followId(userId, kind, targetId);
            if (await follows.findOne({ _id })) break;
            await follows.insertOne({ _id, userId, kind, targetId, at });
            await countChange(session, kind, targetId, dayOf(at), 1);
            break;
          }
          case 'Unfollowed': {
            const { userId, kind, targetId, at } = event.data;
            const follow = await follows.findOne({ _id: followId(userId, kind, targetId) });
            if (follow) await unfollow(session, follow, dayOf(at));
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

async function unfollow(session: ReadStoreSession, follow: FollowDoc, day: string) {
  const removed = await session.collection<FollowDoc>('follows').deleteOne({ _id: follow._id });
  if (removed > 0) await countChange(session, follow.kind, follow.targetId, day, -1);
}

async function countChange(session: ReadStoreSession, kind: FollowKind, targetId: string, day: string, change: number) {
  await session.collection<FollowerCountDoc>('followerCounts').updateOne({ _id: followerCountId(kind, targetId) }, { $inc: { count: change } }, { upsert: true });
  await session
    .collection<FollowerDayDoc>('followerDays')
    .updateOne({ _id: `${kind}:${targetId}:${day}` }, { $inc: { change }, $setOnInsert: { kind, targetId, day } }, { upsert: true });
}
