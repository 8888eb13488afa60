import type { Request } from 'express';
import { z } from 'zod';
import { FailureError } from '@vitrina/domain/core/failures';
import { favouritesStream, type FavouriteType, type Review } from '@vitrina/domain/favourites/events';
import { FavouriteFailures } from '@vitrina/domain/favourites/failures';
import { favouritesDecider, type FavouritesCommand } from '@vitrina/domain/favourites/favourites';
import type { RateLimit } from '@vitrina/infra/ratelimit/port';
import type { ClothDoc } from '@vitrina/projector/catalogue';
import { favouriteId, type FavouriteDoc } from '@vitrina/projector/favourites';
import type { MagazineEntryDoc } from '@vitrina/projector/magazine';
import { allow, callerOf } from '../auth/policies';
import type { ApiContext } from '../context';
import { commandRunner } from '../http/commands';
import { HttpError } from '../http/errors';
import { endpointOf, endpoints, type Call } from '../http/endpoints';
import { NoBody } from '../http/validate';
import { recommendations } from './recommendations';
import { FavouriteView, Recommendations, StockAlertList, StockAlertView } from './responses';
import { FavouriteBody, FavouriteParams, NoQuery, RecommendationsQuery, ReviewBody, StockAlertBody, StockAlertsQuery } from './schemas';
import { stockAlertId, type StockAlertDoc } from '@vitrina/projector/favourites';
import { buyableSizes, isInStock } from '@vitrina/domain/catalogue/stock';
import { favouriteView, itemsOf, visibleCloth } from './views';

/** A person's list is read whole; past this many the oldest are left out (nobody scrolls a popover that far). */
const MAX_FAVOURITES = 1_000;

/**
 * Ours: favourite and recommendation changes per person. Each one appends to the person's stream, which every
 * later command folds whole and the projector recounts, so an unthrottled add/remove loop costs the server far
 * more than the caller; a person tapping hearts stays far below this.
 */
export const FAVOURITE_WRITES: RateLimit = { limit: 300, windowMs: 60 * 60_000 };
export const favouriteWritesKey = (userId: string) => `favourites:writes:${userId}`;

const RUNNER = {
  decider: favouritesDecider,
  projections: ['favourites'],
  budget: { key: favouriteWritesKey, limit: FAVOURITE_WRITES, message: 'Too many changes to your favourites. Please try again later.' },
};

/** What the favourites endpoints share: the read models and the caller's `favourites-<id>` stream. */
function favouriteScope(context: ApiContext) {
  const favourites = () => context.readModels.collection<FavouriteDoc>('favourites');
  const runner = commandRunner(context, RUNNER);
  /** A doc read back after a command; a no-op (already there) has no position to wait for, but what it repeats may still be on its way. */
  const readBack = async <Doc>(find: () => Promise<Doc | null>) => {
    let doc = await find();
    if (!doc) {
      await context.waitFor(await context.eventStore.headPosition(), ['favourites']);
      doc = await find();
    }
    if (!doc) throw new HttpError(503, 'NOT_READY', 'Saved, but not shown yet. Please reload in a moment.');
    return doc;
  };
  return {
    context,
    favourites,
    readBack,
    alerts: () => context.readModels.collection<StockAlertDoc>('stockAlerts'),
    now: () => context.now().toISOString(),
    run: (req: Request, command: FavouritesCommand) => runner(req, favouritesStream(callerOf(req).userId), command),
    /** The caller's favourite as GET lists it, read back after the command (read-your-own-writes). */
    favourite: async (req: Request, type: FavouriteType, itemId: string) => {
      const doc = await readBack(() => favourites().findOne({ _id: favouriteId(callerOf(req).userId, type, itemId) }));
      return favouriteView(doc, await itemsOf(context, [doc], req.language), req.language);
    },
    /** Only what readers can see may be favourited or recommended: a hidden cloth is as absent as a removed one. */
    assertVisible: async (type: FavouriteType, itemId: string) => {
      if (type === 'cloth') {
        if (!visibleCloth(await context.readModels.collection<ClothDoc>('clothes').findOne({ _id: itemId }))) throw notFound();
        return;
      }
      const entry = await context.readModels.collection<MagazineEntryDoc>('magazineEntries').findOne({ _id: itemId });
      if (!entry || entry.deleted === true) throw notFound();
    },
  };
}
type FavouriteScope = ReturnType<typeof favouriteScope>;

const notFound = () => new FailureError(FavouriteFailures.itemNotFound());
const alertView = (doc: StockAlertDoc) => ({ clothId: doc.clothId, size: doc.size, requestedAt: doc.requestedAt });

/** Only what cannot be bought now: a size the cloth lists and has sold out, or the cloth with nothing left. */
async function requestStockAlert({ scope, body: { clothId, size }, req }: Call<FavouriteScope, undefined, undefined, typeof StockAlertBody>) {
  const cloth = await scope.context.readModels.collection<ClothDoc>('clothes').findOne({ _id: clothId });
  if (!visibleCloth(cloth)) throw notFound();
  if (size !== null) {
    if (!cloth.sizes.includes(size)) throw new FailureError(FavouriteFailures.itemNotFound());
    if (buyableSizes(cloth).includes(size)) throw new FailureError(FavouriteFailures.notSoldOut());
  } else if (isInStock(cloth)) throw new FailureError(FavouriteFailures.notSoldOut());
  const userId = callerOf(req).userId;
  await scope.run(req, { type: 'RequestStockAlert', userId, clothId, size, now: scope.now() });
  return alertView(await scope.readBack(() => scope.alerts().findOne({ _id: stockAlertId(userId, clothId, size) })));
}

const endpoint = endpointOf<FavouriteScope>();
const tag = 'favourites';

/**
 * Favourites (signed in) and recommendations (influencers and admins, SECURITY.md 12) in the user's
 * `favourites-<id>` stream; "what influencers wear" for everyone. Adding a favourite and recommending also need a
 * confirmed email (allow.verified: 403 EMAIL_NOT_VERIFIED); removing either does not, so nobody is stuck with one.
 */
const favouritesEndpoints = endpoints([
  endpoint({
    method: 'GET',
    path: '/favorites',
    policy: allow.signedIn,
    tag,
    summary: "The caller's favourites",
    query: NoQuery,
    response: z.array(FavouriteView),
    handler: async ({ scope, req }) => {
      const docs = await scope.favourites().find({ userId: callerOf(req).userId }, { sort: { addedAt: -1 }, limit: MAX_FAVOURITES });
      const items = await itemsOf(scope.context, docs, req.language);
      return docs.map((doc) => favouriteView(doc, items, req.language));
    },
  }),
  endpoint({
    method: 'POST',
    path: '/favorites',
    policy: allow.verified,
    tag,
    summary: 'Add a favourite',
    body: FavouriteBody,
    response: FavouriteView,
    handler: async ({ scope, body: { id, type }, req }) => {
      await scope.assertVisible(type, id);
      await scope.run(req, { type: 'AddFavourite', userId: callerOf(req).userId, itemId: id, itemType: type, now: scope.now() });
      return scope.favourite(req, type, id);
    },
  }),
  endpoint({
    method: 'DELETE',
    path: '/favorites',
    policy: allow.signedIn,
    tag,
    summary: 'Remove a favourite',
    body: FavouriteBody,
    status: 204,
    handler: async ({ scope, body: { id, type }, req }) => {
      await scope.run(req, { type: 'RemoveFavourite', userId: callerOf(req).userId, itemId: id, itemType: type, now: scope.now() });
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/favorites/:id',
    policy: allow.verifiedInfluencer,
    tag,
    summary: 'Recommend a favourite cloth with a review',
    params: FavouriteParams,
    body: ReviewBody,
    response: FavouriteView,
    handler: async ({ scope, params: { id }, body, req }) => {
      const review: Review = typeof body.review === 'string' ? { [req.language]: body.review } : body.review;
      await scope.assertVisible('cloth', id);
      await scope.run(req, { type: 'RecommendCloth', userId: callerOf(req).userId, clothId: id, review, now: scope.now() });
      return scope.favourite(req, 'cloth', id);
    },
  }),
  endpoint({
    method: 'DELETE',
    path: '/favorites/:id',
    policy: allow.influencer,
    tag,
    summary: 'Withdraw a recommendation',
    params: FavouriteParams,
    body: NoBody,
    status: 204,
    handler: async ({ scope, params: { id }, req }) => {
      await scope.run(req, { type: 'WithdrawRecommendation', userId: callerOf(req).userId, clothId: id, now: scope.now() });
    },
  }),
  // "Notify me" (seed: back-in-stock alerts): a signed-in person asks to hear when a sold-out size of a public cloth,
  // or the sold-out cloth, can be bought again; the back-in-stock alerts then write to them as to those who keep it
  // among their favourites. Asking twice and cancelling what is not there change nothing. Asking needs a confirmed
  // email (the alert is an email), cancelling does not.
  endpoint({
    method: 'GET',
    path: '/stock-alerts',
    policy: allow.signedIn,
    tag,
    summary: 'The caller\'s "notify me" requests',
    query: StockAlertsQuery,
    response: StockAlertList,
    handler: async ({ scope, query: { clothId }, req }) => ({
      items: (
        await scope.alerts().find({ userId: callerOf(req).userId, ...(clothId ? { clothId } : {}) }, { sort: { requestedAt: -1 }, limit: MAX_FAVOURITES })
      ).map(alertView),
    }),
  }),
  endpoint({
    method: 'POST',
    path: '/stock-alerts',
    policy: allow.verified,
    tag,
    summary: 'Notify me when a sold-out size or cloth is back',
    body: StockAlertBody,
    response: StockAlertView,
    handler: requestStockAlert,
  }),
  endpoint({
    method: 'DELETE',
    path: '/stock-alerts',
    policy: allow.signedIn,
    tag,
    summary: 'Cancel a "notify me"',
    body: StockAlertBody,
    status: 204,
    handler: async ({ scope, body: { clothId, size }, req }) => {
      await scope.run(req, { type: 'CancelStockAlert', userId: callerOf(req).userId, clothId, size, now: scope.now() });
    },
  }),
  endpoint({
    method: 'GET',
    path: '/recommendations',
    policy: allow.anyone,
    tag,
    summary: "Influencers' recommendations",
    query: RecommendationsQuery,
    response: Recommendations,
    handler: async ({ scope, query: { limit, clothId }, req }) => ({ items: await recommendations(scope.context, limit, req.language, clothId) }),
  }),
]);

export const favouriteRoutes = (context: ApiContext) => favouritesEndpoints.router(favouriteScope(context));
export const favouriteApi = favouritesEndpoints.operations;
