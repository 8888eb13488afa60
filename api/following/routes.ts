import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import { isInfluencer } from '@vitrina/domain/accounts/roles';
import { FailureError } from '@vitrina/domain/core/failures';
import { followingStream, type FollowKind } from '@vitrina/domain/following/events';
import { FollowingFailures } from '@vitrina/domain/following/failures';
import { followingDecider, type FollowingCommand } from '@vitrina/domain/following/following';
import { isNews } from '@vitrina/domain/following/news';
import type { RateLimit } from '@vitrina/infra/ratelimit/port';
import type { BrandDoc } from '@vitrina/projector/catalogue';
import { followerCountId, followId, type FollowDoc, type FollowerCountDoc, type NotificationMarkDoc, type SavedSearchDoc } from '@vitrina/projector/following';
import type { UserDoc } from '@vitrina/projector/users';
import { allow, callerOf } from '../auth/policies';
import { logoView } from '../catalogue/views';
import type { ApiContext } from '../context';
import { commandRunner } from '../http/commands';
import { displayName } from '../favourites/recommendations';
import { HttpError } from '../http/errors';
import { endpointOf, endpoints, type Bare } from '../http/endpoints';
import { NoBody } from '../http/validate';
import { feedFor, feedItems } from './feed';
import { Feed, Follows, FollowState, Notifications, SavedSearch } from './responses';
import { canonicalSearch, newestMatches, searchLabel } from './saved-searches';
import { FeedQuery, FollowParams, NoQuery, SavedSearchParams, SaveSearchBody } from './schemas';

/** Ours: follow and saved-search changes per person, as for favourites (each folds the person's stream). */
export const FOLLOWING_WRITES: RateLimit = { limit: 300, windowMs: 60 * 60_000 };
export const FEED_PAGE = 24;
/** The bell shows the newest of the feed's news. */
export const BELL_ITEMS = 30;
const UNREAD_SHOWN = 99;

const RUNNER = {
  decider: followingDecider,
  projections: ['following'],
  budget: { key: (userId: string) => `following:writes:${userId}`, limit: FOLLOWING_WRITES, message: 'Too many changes. Please try again later.' },
  // A no-op (followed already) has nothing of its own to wait for; what it repeats may still be on its way.
  noOpWaitsForHead: true,
};

/** What the following endpoints share: the read models and the caller's `following-<id>` stream. */
function followingScope(context: ApiContext) {
  const follows = () => context.readModels.collection<FollowDoc>('follows');
  const runner = commandRunner(context, RUNNER);
  const followers = async (kind: FollowKind, id: string) =>
    (await context.readModels.collection<FollowerCountDoc>('followerCounts').findOne({ _id: followerCountId(kind, id) }))?.count ?? 0;
  return {
    context,
    follows,
    searches: () => context.readModels.collection<SavedSearchDoc>('savedSearches'),
    now: () => context.now().toISOString(),
    run: (req: Request, command: FollowingCommand) => runner(req, followingStream(callerOf(req).userId), command),
    /** Only a brand on the site or an active influencer can be followed; anything else is as absent. */
    assertFollowable: async (kind: FollowKind, id: string) => {
      if (kind === 'brand') {
        if (!(await context.readModels.collection<BrandDoc>('brands').findOne({ _id: id }))) throw new FailureError(FollowingFailures.notFound());
        return;
      }
      const person = await context.readModels.collection<UserDoc>('users').findOne({ _id: id });
      if (!person || !person.active || !isInfluencer(person.type)) throw new FailureError(FollowingFailures.notFound());
    },
    followState: async (req: Request, kind: FollowKind, id: string) => ({
      following: req.caller ? (await follows().findOne({ _id: followId(req.caller.userId, kind, id) })) !== null : false,
      followers: await followers(kind, id),
    }),
    savedSearchView: async (doc: SavedSearchDoc, language: Request['language']): Promise<z.infer<typeof SavedSearch>> => {
      const [label, matches] = await Promise.all([searchLabel(context, doc.search, language), newestMatches(context, doc.search, language)]);
      return {
        id: doc._id,
        search: doc.search,
        label,
        newCount: matches.filter((match) => match.createdAt > doc.seenAt).length,
        savedAt: doc.savedAt,
        seenAt: doc.seenAt,
      };
    },
  };
}
type FollowingScope = ReturnType<typeof followingScope>;

/** The brands and influencers the caller follows, newest first, with their followers. */
async function followed({ scope: { context, follows }, req }: Bare<FollowingScope>): Promise<z.infer<typeof Follows>> {
  const docs = await follows().find({ userId: callerOf(req).userId }, { sort: { at: -1 } });
  const ids = (kind: FollowKind) => docs.filter((doc) => doc.kind === kind).map((doc) => doc.targetId);
  const [brands, people, counts] = await Promise.all([
    context.readModels.collection<BrandDoc>('brands').find({ _id: { $in: ids('brand') } }),
    context.readModels.collection<UserDoc>('users').find({ _id: { $in: ids('influencer') } }),
    context.readModels.collection<FollowerCountDoc>('followerCounts').find({ _id: { $in: docs.map((doc) => followerCountId(doc.kind, doc.targetId)) } }),
  ]);
  const brandById = new Map(brands.map((doc) => [doc._id, doc]));
  const personById = new Map(people.filter((doc) => doc.active && isInfluencer(doc.type)).map((doc) => [doc._id, doc]));
  const countOf = new Map(counts.map((doc) => [doc._id, doc.count]));
  return {
    brands: docs.flatMap((doc) => {
      const brand = doc.kind === 'brand' ? brandById.get(doc.targetId) : undefined;
      return brand
        ? [
            {
              id: brand._id,
              name: brand.brand,
              logoUrl: logoView(brand)?.thumbUrl ?? null,
              followers: countOf.get(followerCountId('brand', brand._id)) ?? 0,
              followedAt: doc.at,
            },
          ]
        : [];
    }),
    influencers: docs.flatMap((doc) => {
      const person = doc.kind === 'influencer' ? personById.get(doc.targetId) : undefined;
      return person
        ? [
            {
              id: person._id,
              username: person.username,
              name: displayName(person),
              followers: countOf.get(followerCountId('influencer', person._id)) ?? 0,
              followedAt: doc.at,
            },
          ]
        : [];
    }),
  };
}

/** The bell: the feed's news, newest first, each read or not. */
async function notifications({ scope: { context }, req }: Bare<FollowingScope>): Promise<z.infer<typeof Notifications>> {
  const userId = callerOf(req).userId;
  const [entries, mark] = await Promise.all([
    feedFor(context, userId, req.language),
    context.readModels.collection<NotificationMarkDoc>('notificationMarks').findOne({ _id: userId }),
  ]);
  const news = entries.filter(isNews).slice(0, BELL_ITEMS);
  const readAt = mark?.readAt ?? '';
  const items = (await feedItems(context, news, req.language)).map((item) => ({ ...item, read: item.at <= readAt }));
  return { items, unread: Math.min(UNREAD_SHOWN, items.filter((item) => !item.read).length) };
}

const endpoint = endpointOf<FollowingScope>();
const tag = 'following';

/** A command on one of the caller's saved searches, answered 204: its removal, or its being seen. */
const savedSearchChange = (method: 'DELETE' | 'POST', path: string, summary: string, type: 'RemoveSavedSearch' | 'MarkSavedSearchSeen') =>
  endpoint({
    method,
    path,
    policy: allow.signedIn,
    tag,
    summary,
    params: SavedSearchParams,
    body: NoBody,
    status: 204,
    handler: async ({ scope, params: { id }, req }) => {
      await scope.run(req, { type, userId: callerOf(req).userId, searchId: id, now: scope.now() });
    },
  });

/**
 * Follows of brands and influencers, saved searches, "New for you" and the bell, in the person's
 * `following-<id>` stream. Following and saving need a confirmed email, as favourites do; undoing them does not.
 */
const following = endpoints([
  endpoint({
    method: 'GET',
    path: '/follows',
    policy: allow.signedIn,
    tag,
    summary: 'The brands and influencers the caller follows',
    query: NoQuery,
    response: Follows,
    handler: followed,
  }),
  endpoint({
    method: 'GET',
    path: '/follows/:kind/:id',
    policy: allow.anyone,
    tag,
    summary: 'Whether the caller follows a brand or an influencer, and its followers',
    params: FollowParams,
    query: NoQuery,
    response: FollowState,
    handler: async ({ scope, params: { kind, id }, req }) => {
      await scope.assertFollowable(kind, id);
      return scope.followState(req, kind, id);
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/follows/:kind/:id',
    policy: allow.verified,
    tag,
    summary: 'Follow a brand or an influencer',
    params: FollowParams,
    body: NoBody,
    response: FollowState,
    handler: async ({ scope, params: { kind, id }, req }) => {
      await scope.assertFollowable(kind, id);
      await scope.run(req, { type: 'Follow', userId: callerOf(req).userId, kind, targetId: id, now: scope.now() });
      return scope.followState(req, kind, id);
    },
  }),
  endpoint({
    method: 'DELETE',
    path: '/follows/:kind/:id',
    policy: allow.signedIn,
    tag,
    summary: 'Stop following a brand or an influencer',
    params: FollowParams,
    body: NoBody,
    response: FollowState,
    handler: async ({ scope, params: { kind, id }, req }) => {
      await scope.run(req, { type: 'Unfollow', userId: callerOf(req).userId, kind, targetId: id, now: scope.now() });
      return scope.followState(req, kind, id);
    },
  }),
  endpoint({
    method: 'GET',
    path: '/saved-searches',
    policy: allow.signedIn,
    tag,
    summary: "The caller's saved searches, with how many new clothes each has",
    query: NoQuery,
    response: z.array(SavedSearch),
    handler: async ({ scope, req }) =>
      Promise.all(
        (await scope.searches().find({ userId: callerOf(req).userId }, { sort: { savedAt: -1 } })).map((doc) => scope.savedSearchView(doc, req.language)),
      ),
  }),
  endpoint({
    method: 'POST',
    path: '/saved-searches',
    policy: allow.verified,
    tag,
    summary: 'Save a search (the same search saved again is answered with the one kept, 200)',
    body: SaveSearchBody,
    response: SavedSearch,
    status: 201,
    handler: async ({ scope, body, req, res }) => {
      const search = canonicalSearch(body.search);
      const userId = callerOf(req).userId;
      const searchId = randomUUID();
      await scope.run(req, { type: 'SaveSearch', userId, searchId, search, now: scope.now() });
      const doc = await scope.searches().findOne({ userId, search });
      if (!doc) throw new HttpError(503, 'NOT_READY', 'Saved, but not shown yet. Please reload in a moment.');
      res.status(doc._id === searchId ? 201 : 200).json(await scope.savedSearchView(doc, req.language));
    },
  }),
  savedSearchChange('DELETE', '/saved-searches/:id', 'Remove a saved search', 'RemoveSavedSearch'),
  savedSearchChange('POST', '/saved-searches/:id/seen', 'Mark a saved search seen (its new clothes count from now)', 'MarkSavedSearchSeen'),
  endpoint({
    method: 'GET',
    path: '/feed',
    policy: allow.signedIn,
    tag,
    summary: '"New for you": clothes from followed brands and influencers and new matches of saved searches',
    query: FeedQuery,
    response: Feed,
    handler: async ({ scope: { context }, query: { page }, req }) => {
      const items = await feedItems(context, await feedFor(context, callerOf(req).userId, req.language), req.language);
      return { items: items.slice((page - 1) * FEED_PAGE, page * FEED_PAGE), page, pageSize: FEED_PAGE, total: items.length } satisfies z.infer<typeof Feed>;
    },
  }),
  endpoint({
    method: 'GET',
    path: '/notifications',
    policy: allow.signedIn,
    tag,
    summary: "The bell: the feed's news since each follow or saved search, read or not",
    query: NoQuery,
    response: Notifications,
    handler: notifications,
  }),
  endpoint({
    method: 'POST',
    path: '/notifications/read',
    policy: allow.signedIn,
    tag,
    summary: 'Mark the bell read',
    body: NoBody,
    status: 204,
    handler: async ({ scope, req }) => {
      await scope.run(req, { type: 'MarkNotificationsRead', userId: callerOf(req).userId, now: scope.now() });
    },
  }),
]);

export const followingRoutes = (context: ApiContext) => following.router(followingScope(context));
export const followingApi = following.operations;
