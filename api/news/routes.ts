import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { CatalogueFailures } from '@vitrina/domain/catalogue/failures';
import { FailureError } from '@vitrina/domain/core/failures';
import { NEWS_STREAM, type NewsSlideFields } from '@vitrina/domain/news/events';
import { NewsFailures } from '@vitrina/domain/news/failures';
import { newsDecider, type NewsCommand } from '@vitrina/domain/news/news';
import type { ImageStore } from '@vitrina/infra/images/port';
import { isPublicCloth, type ClothDoc } from '@vitrina/projector/catalogue';
import type { NewsSlideDoc } from '@vitrina/projector/news';
import { allow } from '../auth/policies';
import { imageStoreFor } from '../catalogue/images';
import { clothesById } from '../catalogue/lookup';
import { requireStoredMedia } from '../catalogue/media';
import type { ApiContext } from '../context';
import { commandRunner } from '../http/commands';
import { NoBody, parseInput } from '../http/validate';
import { operations } from '../http/openapi';
import { NewsList, NewsSlide } from './responses';
import { OrderBody, SlideBody, SlideParams } from './schemas';
import { newsSlide } from './views';

/**
 * Several admins may edit the one news stream at once; commands that lost the race are decided again on the new
 * state (a reorder then still has to be a permutation of the slides as they are).
 */
const RETRIES = 5;

/** News slides (seed sections 4 and 9): the home carousel, and the admin News tab that manages it. */
export function newsRoutes(context: ApiContext, images: ImageStore = imageStoreFor(context.config)): Router {
  const router = Router();
  const slides = () => context.readModels.collection<NewsSlideDoc>('newsSlides');
  const clothes = () => context.readModels.collection<ClothDoc>('clothes');

  const runner = commandRunner(context, { decider: newsDecider, projections: ['news'], retries: RETRIES });
  const run = (req: Request, command: NewsCommand) => runner(req, NEWS_STREAM, command);

  /** The cloth must exist (hidden is allowed: the slide then waits, unseen) and the image must be stored. */
  const checked = async (fields: NewsSlideFields): Promise<NewsSlideFields> => {
    if (!(await clothes().findOne({ _id: fields.clothId }))) throw new FailureError(CatalogueFailures.clothNotFound());
    await requireStoredMedia({ images }, [{ path: 'image', kind: 'image', name: fields.image }], NewsFailures.imageNotFound());
    return fields;
  };

  /** Slides by order with their clothes; `readers` keeps only what the carousel shows. */
  const list = async (req: Request, readers: boolean) => {
    const docs = await slides().find(readers ? { visible: true } : {}, { sort: { order: 1 } });
    const byId = await clothesById(context, docs.map((doc) => doc.clothId));
    const shown = readers ? docs.filter((doc) => isPublicCloth(byId.get(doc.clothId) ?? null)) : docs;
    return shown.map((doc) => newsSlide(doc, byId.get(doc.clothId), req.language));
  };

  const one = async (req: Request, slideId: string) => {
    const doc = await slides().findOne({ _id: slideId });
    if (!doc) throw new FailureError(NewsFailures.slideNotFound());
    return newsSlide(doc, await clothes().findOne({ _id: doc.clothId }), req.language);
  };

  router.get('/news', allow.anyone, async (req, res) => {
    parseInput(NoBody, req.query);
    res.json({ items: await list(req, true) });
  });

  router.get('/admin/news', allow.admin, async (req, res) => {
    parseInput(NoBody, req.query);
    res.json({ items: await list(req, false) });
  });

  router.post('/admin/news', allow.admin, async (req, res) => {
    const fields = await checked(parseInput(SlideBody, req.body));
    const slideId = randomUUID();
    await run(req, { type: 'AddSlide', slideId, fields, now: context.now().toISOString() });
    res.status(201).json(await one(req, slideId));
  });

  // Declared before `/admin/news/:id`, which would otherwise take `order` for an id.
  router.put('/admin/news/order', allow.admin, async (req, res) => {
    const { ids } = parseInput(OrderBody, req.body);
    await run(req, { type: 'ReorderSlides', ids, now: context.now().toISOString() });
    res.json({ items: await list(req, false) });
  });

  router.put('/admin/news/:id', allow.admin, async (req, res) => {
    const { id } = parseInput(SlideParams, req.params);
    const fields = await checked(parseInput(SlideBody, req.body));
    await run(req, { type: 'EditSlide', slideId: id, fields, now: context.now().toISOString() });
    res.json(await one(req, id));
  });

  router.delete('/admin/news/:id', allow.admin, async (req, res) => {
    const { id } = parseInput(SlideParams, req.params);
    parseInput(NoBody, req.body);
    await run(req, { type: 'DeleteSlide', slideId: id, now: context.now().toISOString() });
    res.status(204).end();
  });

  return router;
}

export const newsApi = operations([
  { method: 'GET', path: '/news', tag: 'news', summary: "The home page's news slides", query: NoBody, response: NewsList },
  { method: 'GET', path: '/admin/news', tag: 'news', summary: 'All news slides, for editing', query: NoBody, response: NewsList },
  { method: 'POST', path: '/admin/news', tag: 'news', summary: 'Add a slide', body: SlideBody, status: 201, response: NewsSlide },
  { method: 'PUT', path: '/admin/news/order', tag: 'news', summary: 'Reorder the slides', body: OrderBody, response: NewsList },
  { method: 'PUT', path: '/admin/news/:id', tag: 'news', summary: 'Edit a slide', params: SlideParams, body: SlideBody, response: NewsSlide },
  { method: 'DELETE', path: '/admin/news/:id', tag: 'news', summary: 'Remove a slide', params: SlideParams, body: NoBody, status: 204 },
]);
