import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
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
import { operations } from '../http/openapi';
import { NoBody, parseInput } from '../http/validate';
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

/**
 * Follows of brands and influencers, saved searches, "New for you" and the bell, in the person's
 * `following-<id>` stream. Following and saving need a confirmed email, as favourites do; undoing them does not.
 */
export function followingRoutes(context: ApiContext): Router {
  const router = Router();
  const follows = () => context.readModels.collection<FollowDoc>('follows');
  const searches = () => context.readModels.collection<SavedSearchDoc>('savedSearches');

  const runner = commandRunner(context, {
    decider: followingDecider,
    projections: ['following'],
    budget: { key: (userId) => `following:writes:${userId}`, limit: FOLLOWING_WRITES, message: 'Too many changes. Please try again later.' },
    // A no-op (followed already) has nothing of its own to wait for; what it repeats may still be on its way.
    noOpWaitsForHead: true,
  });
  const run = (req: Request, command: FollowingCommand) => runner(req, followingStream(callerOf(req).userId), command);

  const followers = async (kind: FollowKind, id: string) =>
    (await context.readModels.collection<FollowerCountDoc>('followerCounts').findOne({ _id: followerCountId(kind, id) }))?.count ?? 0;

  /** Only a brand on the site or an active influencer can be followed; anything else is as absent. */
  const assertFollowable = async (kind: FollowKind, id: string) => {
    if (kind === 'brand') {
      if (!(await context.readModels.collection<BrandDoc>('brands').findOne({ _id: id }))) throw new FailureError(FollowingFailures.notFound());
      return;
    }
    const person = await context.readModels.collection<UserDoc>('users').findOne({ _id: id });
    if (!person || !person.active || !isInfluencer(person.type)) throw new FailureError(FollowingFailures.notFound());
  };

  const followState = async (req: Request, kind: FollowKind, id: string) => ({
    following: req.caller ? (await follows().findOne({ _id: followId(req.caller.userId, kind, id) })) !== null : false,
    followers: await followers(kind, id),
  });

  router.get('/follows', allow.signedIn, async (req, res) => {
    parseInput(NoQuery, req.query);
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
    res.json({
      brands: docs.flatMap((doc) => {
        const brand = doc.kind === 'brand' ? brandById.get(doc.targetId) : undefined;
        return brand ? [{ id: brand._id, name: brand.brand, logoUrl: logoView(brand)?.thumbUrl ?? null, followers: countOf.get(followerCountId('brand', brand._id)) ?? 0, followedAt: doc.at }] : [];
      }),
      influencers: docs.flatMap((doc) => {
        const person = doc.kind === 'influencer' ? personById.get(doc.targetId) : undefined;
        return person ? [{ id: person._id, username: person.username, name: displayName(person), followers: countOf.get(followerCountId('influencer', person._id)) ?? 0, followedAt: doc.at }] : [];
      }),
    } satisfies z.infer<typeof Follows>);
  });

  router.get('/follows/:kind/:id', allow.anyone, async (req, res) => {
    const { kind, id } = parseInput(FollowParams, req.params);
    parseInput(NoQuery, req.query);
    await assertFollowable(kind, id);
    res.json(await followState(req, kind, id));
  });

  router.put('/follows/:kind/:id', allow.verified, async (req, res) => {
    const { kind, id } = parseInput(FollowParams, req.params);
    parseInput(NoBody, req.body);
    await assertFollowable(kind, id);
    await run(req, { type: 'Follow', userId: callerOf(req).userId, kind, targetId: id, now: context.now().toISOString() });
    res.json(await followState(req, kind, id));
  });

  router.delete('/follows/:kind/:id', allow.signedIn, async (req, res) => {
    const { kind, id } = parseInput(FollowParams, req.params);
    parseInput(NoBody, req.body);
    await run(req, { type: 'Unfollow', userId: callerOf(req).userId, kind, targetId: id, now: context.now().toISOString() });
    res.json(await followState(req, kind, id));
  });

  const savedSearchView = async (doc: SavedSearchDoc, language: Request['language']): Promise<z.infer<typeof SavedSearch>> => {
    const [label, matches] = await Promise.all([searchLabel(context, doc.search, language), newestMatches(context, doc.search, language)]);
    return { id: doc._id, search: doc.search, label, newCount: matches.filter((match) => match.createdAt > doc.seenAt).length, savedAt: doc.savedAt, seenAt: doc.seenAt };
  };

  router.get('/saved-searches', allow.signedIn, async (req, res) => {
    parseInput(NoQuery, req.query);
    const docs = await searches().find({ userId: callerOf(req).userId }, { sort: { savedAt: -1 } });
    res.json(await Promise.all(docs.map((doc) => savedSearchView(doc, req.language))));
  });

  router.post('/saved-searches', allow.verified, async (req, res) => {
    const { search: asked } = parseInput(SaveSearchBody, req.body);
    const search = canonicalSearch(asked);
    const userId = callerOf(req).userId;
    const searchId = randomUUID();
    await run(req, { type: 'SaveSearch', userId, searchId, search, now: context.now().toISOString() });
    const doc = await searches().findOne({ userId, search });
    if (!doc) throw new HttpError(503, 'NOT_READY', 'Saved, but not shown yet. Please reload in a moment.');
    res.status(doc._id === searchId ? 201 : 200).json(await savedSearchView(doc, req.language));
  });

  router.delete('/saved-searches/:id', allow.signedIn, async (req, res) => {
    const { id } = parseInput(SavedSearchParams, req.params);
    parseInput(NoBody, req.body);
    await run(req, { type: 'RemoveSavedSearch', userId: callerOf(req).userId, searchId: id, now: context.now().toISOString() });
    res.status(204).end();
  });

  router.post('/saved-searches/:id/seen', allow.signedIn, async (req, res) => {
    const { id } = parseInput(SavedSearchParams, req.params);
    parseInput(NoBody, req.body);
    await run(req, { type: 'MarkSavedSearchSeen', userId: callerOf(req).userId, searchId: id, now: context.now().toISOString() });
    res.status(204).end();
  });

  router.get('/feed', allow.signedIn, async (req, res) => {
    const { page } = parseInput(FeedQuery, req.query);
    const items = await feedItems(context, await feedFor(context, callerOf(req).userId, req.language), req.language);
    res.json({ items: items.slice((page - 1) * FEED_PAGE, page * FEED_PAGE), page, pageSize: FEED_PAGE, total: items.length } satisfies z.infer<typeof Feed>);
  });

  router.get('/notifications', allow.signedIn, async (req, res) => {
    parseInput(NoQuery, req.query);
    const userId = callerOf(req).userId;
    const [entries, mark] = await Promise.all([feedFor(context, userId, req.language), context.readModels.collection<NotificationMarkDoc>('notificationMarks').findOne({ _id: userId })]);
    const news = entries.filter(isNews).slice(0, BELL_ITEMS);
    const readAt = mark?.readAt ?? '';
    const items = (await feedItems(context, news, req.language)).map((item) => ({ ...item, read: item.at <= readAt }));
    res.json({ items, unread: Math.min(UNREAD_SHOWN, items.filter((item) => !item.read).length) } satisfies z.infer<typeof Notifications>);
  });

  router.post('/notifications/read', allow.signedIn, async (req, res) => {
    parseInput(NoBody, req.body);
    await run(req, { type: 'MarkNotificationsRead', userId: callerOf(req).userId, now: context.now().toISOString() });
    res.status(204).end();
  });

  return router;
}

export const followingApi = operations([
  { method: 'GET', path: '/follows', tag: 'following', summary: 'The brands and influencers the caller follows', query: NoQuery, response: Follows },
  { method: 'GET', path: '/follows/:kind/:id', tag: 'following', summary: 'Whether the caller follows a brand or an influencer, and its followers', params: FollowParams, query: NoQuery, response: FollowState },
  { method: 'PUT', path: '/follows/:kind/:id', tag: 'following', summary: 'Follow a brand or an influencer', params: FollowParams, body: NoBody, response: FollowState },
  { method: 'DELETE', path: '/follows/:kind/:id', tag: 'following', summary: 'Stop following a brand or an influencer', params: FollowParams, body: NoBody, response: FollowState },
  { method: 'GET', path: '/saved-searches', tag: 'following', summary: "The caller's saved searches, with how many new clothes each has", query: NoQuery, response: z.array(SavedSearch) },
  { method: 'POST', path: '/saved-searches', tag: 'following', summary: 'Save a search (the same search saved again is answered with the one kept, 200)', body: SaveSearchBody, response: SavedSearch, status: 201 },
  { method: 'DELETE', path: '/saved-searches/:id', tag: 'following', summary: 'Remove a saved search', params: SavedSearchParams, body: NoBody, status: 204 },
  { method: 'POST', path: '/saved-searches/:id/seen', tag: 'following', summary: 'Mark a saved search seen (its new clothes count from now)', params: SavedSearchParams, body: NoBody, status: 204 },
  { method: 'GET', path: '/feed', tag: 'following', summary: '"New for you": clothes from followed brands and influencers and new matches of saved searches', query: FeedQuery, response: Feed },
  { method: 'GET', path: '/notifications', tag: 'following', summary: "The bell: the feed's news since each follow or saved search, read or not", query: NoQuery, response: Notifications },
  { method: 'POST', path: '/notifications/read', tag: 'following', summary: 'Mark the bell read', body: NoBody, status: 204 },
]);
