import { Router, type Request, type Response } from 'express';
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
import { NoBody, parseInput } from '../http/validate';
import { operations } from '../http/openapi';
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

/**
 * Favourites (signed in) and recommendations (influencers and admins, SECURITY.md 12) in the user's
 * `favourites-<id>` stream; "what influencers wear" for everyone. Adding a favourite and recommending also need a
 * confirmed email (allow.verified: 403 EMAIL_NOT_VERIFIED); removing either does not, so nobody is stuck with one.
 */
export function favouriteRoutes(context: ApiContext): Router {
  const router = Router();
  const favourites = () => context.readModels.collection<FavouriteDoc>('favourites');
  const notFound = () => new FailureError(FavouriteFailures.itemNotFound());

  const runner = commandRunner(context, {
    decider: favouritesDecider,
    projections: ['favourites'],
    budget: { key: favouriteWritesKey, limit: FAVOURITE_WRITES, message: 'Too many changes to your favourites. Please try again later.' },
  });
  const run = (req: Request, command: FavouritesCommand) => runner(req, favouritesStream(callerOf(req).userId), command);

  /** The caller's favourite as GET lists it, read back after the command (read-your-own-writes). */
  const sendFavourite = async (req: Request, res: Response, type: FavouriteType, itemId: string) => {
    const find = () => favourites().findOne({ _id: favouriteId(callerOf(req).userId, type, itemId) });
    let doc = await find();
    if (!doc) {
      // A no-op command (already a favourite) has no position to wait for; the add it repeats may still be on its way.
      await context.waitFor(await context.eventStore.headPosition(), ['favourites']);
      doc = await find();
    }
    if (!doc) throw new HttpError(503, 'NOT_READY', 'Saved, but not shown yet. Please reload in a moment.');
    res.json(favouriteView(doc, await itemsOf(context, [doc], req.language), req.language));
  };

  /** Only what readers can see may be favourited or recommended: a hidden cloth is as absent as a removed one. */
  const assertVisible = async (type: FavouriteType, itemId: string) => {
    if (type === 'cloth') {
      if (!visibleCloth(await context.readModels.collection<ClothDoc>('clothes').findOne({ _id: itemId }))) throw notFound();
      return;
    }
    const entry = await context.readModels.collection<MagazineEntryDoc>('magazineEntries').findOne({ _id: itemId });
    if (!entry || entry.deleted === true) throw notFound();
  };

  router.get('/favorites', allow.signedIn, async (req, res) => {
    parseInput(NoQuery, req.query);
    const docs = await favourites().find({ userId: callerOf(req).userId }, { sort: { addedAt: -1 }, limit: MAX_FAVOURITES });
    const items = await itemsOf(context, docs, req.language);
    res.json(docs.map((doc) => favouriteView(doc, items, req.language)));
  });

  router.post('/favorites', allow.verified, async (req, res) => {
    const { id, type } = parseInput(FavouriteBody, req.body);
    await assertVisible(type, id);
    await run(req, { type: 'AddFavourite', userId: callerOf(req).userId, itemId: id, itemType: type, now: context.now().toISOString() });
    await sendFavourite(req, res, type, id);
  });

  router.delete('/favorites', allow.signedIn, async (req, res) => {
    const { id, type } = parseInput(FavouriteBody, req.body);
    await run(req, { type: 'RemoveFavourite', userId: callerOf(req).userId, itemId: id, itemType: type, now: context.now().toISOString() });
    res.status(204).end();
  });

  router.put('/favorites/:id', allow.verifiedInfluencer, async (req, res) => {
    const { id } = parseInput(FavouriteParams, req.params);
    const body = parseInput(ReviewBody, req.body);
    const review: Review = typeof body.review === 'string' ? { [req.language]: body.review } : body.review;
    await assertVisible('cloth', id);
    await run(req, { type: 'RecommendCloth', userId: callerOf(req).userId, clothId: id, review, now: context.now().toISOString() });
    await sendFavourite(req, res, 'cloth', id);
  });

  router.delete('/favorites/:id', allow.influencer, async (req, res) => {
    const { id } = parseInput(FavouriteParams, req.params);
    parseInput(NoBody, req.body);
    await run(req, { type: 'WithdrawRecommendation', userId: callerOf(req).userId, clothId: id, now: context.now().toISOString() });
    res.status(204).end();
  });

  // "Notify me" (seed: back-in-stock alerts): a signed-in person asks to hear when a sold-out size of a public cloth,
  // or the sold-out cloth, can be bought again; the back-in-stock alerts then write to them as to those who keep it
  // among their favourites. Asking twice and cancelling what is not there change nothing. Asking needs a confirmed
  // email (the alert is an email), cancelling does not.
  const alerts = () => context.readModels.collection<StockAlertDoc>('stockAlerts');
  const alertView = (doc: StockAlertDoc) => ({ clothId: doc.clothId, size: doc.size, requestedAt: doc.requestedAt });

  router.get('/stock-alerts', allow.signedIn, async (req, res) => {
    const { clothId } = parseInput(StockAlertsQuery, req.query);
    const docs = await alerts().find({ userId: callerOf(req).userId, ...(clothId ? { clothId } : {}) }, { sort: { requestedAt: -1 }, limit: MAX_FAVOURITES });
    res.json({ items: docs.map(alertView) });
  });

  router.post('/stock-alerts', allow.verified, async (req, res) => {
    const { clothId, size } = parseInput(StockAlertBody, req.body);
    const cloth = await context.readModels.collection<ClothDoc>('clothes').findOne({ _id: clothId });
    if (!visibleCloth(cloth)) throw notFound();
    // Only what cannot be bought now: a size the cloth lists and has sold out, or the cloth with nothing left.
    if (size !== null) {
      if (!cloth.sizes.includes(size)) throw new FailureError(FavouriteFailures.itemNotFound());
      if (buyableSizes(cloth).includes(size)) throw new FailureError(FavouriteFailures.notSoldOut());
    } else if (isInStock(cloth)) throw new FailureError(FavouriteFailures.notSoldOut());
    const userId = callerOf(req).userId;
    await run(req, { type: 'RequestStockAlert', userId, clothId, size, now: context.now().toISOString() });
    const find = () => alerts().findOne({ _id: stockAlertId(userId, clothId, size) });
    let doc = await find();
    if (!doc) {
      await context.waitFor(await context.eventStore.headPosition(), ['favourites']);
      doc = await find();
    }
    if (!doc) throw new HttpError(503, 'NOT_READY', 'Saved, but not shown yet. Please reload in a moment.');
    res.json(alertView(doc));
  });

  router.delete('/stock-alerts', allow.signedIn, async (req, res) => {
    const { clothId, size } = parseInput(StockAlertBody, req.body);
    await run(req, { type: 'CancelStockAlert', userId: callerOf(req).userId, clothId, size, now: context.now().toISOString() });
    res.status(204).end();
  });

  router.get('/recommendations', allow.anyone, async (req, res) => {
    const { limit, clothId } = parseInput(RecommendationsQuery, req.query);
    res.json({ items: await recommendations(context, limit, req.language, clothId) });
  });

  return router;
}

export const favouriteApi = operations([
  { method: 'GET', path: '/favorites', tag: 'favourites', summary: "The caller's favourites", query: NoQuery, response: z.array(FavouriteView) },
  { method: 'POST', path: '/favorites', tag: 'favourites', summary: 'Add a favourite', body: FavouriteBody, response: FavouriteView },
  { method: 'DELETE', path: '/favorites', tag: 'favourites', summary: 'Remove a favourite', body: FavouriteBody, status: 204 },
  { method: 'PUT', path: '/favorites/:id', tag: 'favourites', summary: 'Recommend a favourite cloth with a review', params: FavouriteParams, body: ReviewBody, response: FavouriteView },
  { method: 'DELETE', path: '/favorites/:id', tag: 'favourites', summary: 'Withdraw a recommendation', params: FavouriteParams, body: NoBody, status: 204 },
  { method: 'GET', path: '/stock-alerts', tag: 'favourites', summary: 'The caller\'s "notify me" requests', query: StockAlertsQuery, response: StockAlertList },
  { method: 'POST', path: '/stock-alerts', tag: 'favourites', summary: 'Notify me when a sold-out size or cloth is back', body: StockAlertBody, response: StockAlertView },
  { method: 'DELETE', path: '/stock-alerts', tag: 'favourites', summary: 'Cancel a "notify me"', body: StockAlertBody, status: 204 },
  { method: 'GET', path: '/recommendations', tag: 'favourites', summary: "Influencers' recommendations", query: RecommendationsQuery, response: Recommendations },
]);
