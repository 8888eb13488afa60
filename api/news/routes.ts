import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
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
import { endpointOf, endpoints } from '../http/endpoints';
import { NoBody } from '../http/validate';
import { NewsList, NewsSlide } from './responses';
import { OrderBody, SlideBody, SlideParams } from './schemas';
import { newsSlide } from './views';

/**
 * Several admins may edit the one news stream at once; commands that lost the race are decided again on the new
 * state (a reorder then still has to be a permutation of the slides as they are).
 */
const RETRIES = 5;

const RUNNER = { decider: newsDecider, projections: ['news'], retries: RETRIES };

/** What the news endpoints share: the read models, the image store and the news stream's command runner. */
function newsScope(context: ApiContext, images: ImageStore) {
  const slides = () => context.readModels.collection<NewsSlideDoc>('newsSlides');
  const clothes = () => context.readModels.collection<ClothDoc>('clothes');
  const runner = commandRunner(context, RUNNER);
  return {
    now: () => context.now().toISOString(),
    run: (req: Request, command: NewsCommand) => runner(req, NEWS_STREAM, command),
    /** The cloth must exist (hidden is allowed: the slide then waits, unseen) and the image must be stored. */
    checked: async (fields: NewsSlideFields): Promise<NewsSlideFields> => {
      if (!(await clothes().findOne({ _id: fields.clothId }))) throw new FailureError(CatalogueFailures.clothNotFound());
      await requireStoredMedia({ images }, [{ path: 'image', kind: 'image', name: fields.image }], NewsFailures.imageNotFound());
      return fields;
    },
    /** Slides by order with their clothes; `readers` keeps only what the carousel shows. */
    list: async (req: Request, readers: boolean) => {
      const docs = await slides().find(readers ? { visible: true } : {}, { sort: { order: 1 } });
      const byId = await clothesById(
        context,
        docs.map((doc) => doc.clothId),
      );
      const shown = readers ? docs.filter((doc) => isPublicCloth(byId.get(doc.clothId) ?? null)) : docs;
      return { items: shown.map((doc) => newsSlide(doc, byId.get(doc.clothId), req.language)) };
    },
    one: async (req: Request, slideId: string) => {
      const doc = await slides().findOne({ _id: slideId });
      if (!doc) throw new FailureError(NewsFailures.slideNotFound());
      return newsSlide(doc, await clothes().findOne({ _id: doc.clothId }), req.language);
    },
  };
}

const endpoint = endpointOf<ReturnType<typeof newsScope>>();
const tag = 'news';

/** News slides (seed sections 4 and 9): the home carousel, and the admin News tab that manages it. */
const news = endpoints([
  endpoint({
    method: 'GET',
    path: '/news',
    policy: allow.anyone,
    tag,
    summary: "The home page's news slides",
    query: NoBody,
    response: NewsList,
    handler: ({ scope, req }) => scope.list(req, true),
  }),
  endpoint({
    method: 'GET',
    path: '/admin/news',
    policy: allow.admin,
    tag,
    summary: 'All news slides, for editing',
    query: NoBody,
    response: NewsList,
    handler: ({ scope, req }) => scope.list(req, false),
  }),
  endpoint({
    method: 'POST',
    path: '/admin/news',
    policy: allow.admin,
    tag,
    summary: 'Add a slide',
    body: SlideBody,
    status: 201,
    response: NewsSlide,
    handler: async ({ scope, body, req }) => {
      const fields = await scope.checked(body);
      const slideId = randomUUID();
      await scope.run(req, { type: 'AddSlide', slideId, fields, now: scope.now() });
      return scope.one(req, slideId);
    },
  }),
  // Declared before `/admin/news/:id`, which would otherwise take `order` for an id.
  endpoint({
    method: 'PUT',
    path: '/admin/news/order',
    policy: allow.admin,
    tag,
    summary: 'Reorder the slides',
    body: OrderBody,
    response: NewsList,
    handler: async ({ scope, body, req }) => {
      await scope.run(req, { type: 'ReorderSlides', ids: body.ids, now: scope.now() });
      return scope.list(req, false);
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/admin/news/:id',
    policy: allow.admin,
    tag,
    summary: 'Edit a slide',
    params: SlideParams,
    body: SlideBody,
    response: NewsSlide,
    handler: async ({ scope, params, body, req }) => {
      const fields = await scope.checked(body);
      await scope.run(req, { type: 'EditSlide', slideId: params.id, fields, now: scope.now() });
      return scope.one(req, params.id);
    },
  }),
  endpoint({
    method: 'DELETE',
    path: '/admin/news/:id',
    policy: allow.admin,
    tag,
    summary: 'Remove a slide',
    params: SlideParams,
    body: NoBody,
    status: 204,
    handler: async ({ scope, params, req }) => {
      await scope.run(req, { type: 'DeleteSlide', slideId: params.id, now: scope.now() });
    },
  }),
]);

export const newsRoutes = (context: ApiContext, images: ImageStore = imageStoreFor(context.config)) => news.router(newsScope(context, images));
export const newsApi = news.operations;
