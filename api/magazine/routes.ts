import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { isAdmin } from '@vitrina/domain/accounts/roles';
import { FailureError } from '@vitrina/domain/core/failures';
import { magazineStream, type MagazineEntryFields } from '@vitrina/domain/magazine/events';
import { MagazineFailures } from '@vitrina/domain/magazine/failures';
import { magazineDecider, type MagazineCommand } from '@vitrina/domain/magazine/magazine';
import type { RateLimit } from '@vitrina/infra/ratelimit/port';
import type { Filter } from '@vitrina/infra/readstore/port';
import type { MagazineEntryDoc } from '@vitrina/projector/magazine';
import { allow, callerOf } from '../auth/policies';
import { actingBrand, ownedBrandId } from '../catalogue/acting-brand';
import { imageStoreFor } from '../catalogue/images';
import { requireStoredMedia, type MediaStores } from '../catalogue/media';
import type { ApiContext } from '../context';
import { commandRunner } from '../http/commands';
import { HttpError } from '../http/errors';
import { endpointOf, endpoints, type Call } from '../http/endpoints';
import { NoBody } from '../http/validate';
import { AdminMagazineList, MagazineItem, MagazinePage } from './responses';
import { after, decodeCursor, encodeCursor } from './cursor';
import { EntryBody, EntryParams, MagazineQuery, NewEntryBody } from './schemas';
import { videoStoreFor } from './videos';
import { featuredClothes, magazineItem } from './views';
import type { ClothDoc } from '@vitrina/projector/catalogue';

const NEWEST_FIRST = { publishedAt: -1, _id: -1 } as const;
/** The admin list is one page; a brand with more entries than this sees its newest. */
const ADMIN_LIST_LIMIT = 500;

/**
 * Ours: magazine writes (publish, edit, delete) per person. One uploaded picture can back any number of entries,
 * so without this a brand could bury the public feed, and grow its stream, as fast as it can send requests.
 */
export const MAGAZINE_WRITES: RateLimit = { limit: 120, windowMs: 60 * 60_000 };
export const magazineWritesKey = (userId: string) => `magazine:writes:${userId}`;

const RUNNER = {
  decider: magazineDecider,
  projections: ['magazine'],
  budget: { key: magazineWritesKey, limit: MAGAZINE_WRITES, message: 'Too many magazine changes. Please try again later.' },
};
const notFound = () => new FailureError(MagazineFailures.entryNotFound());

/** What the magazine endpoints share: its read model, the media stores and each brand's magazine stream. */
function magazineScope(context: ApiContext, stores: MediaStores) {
  const entries = () => context.readModels.collection<MagazineEntryDoc>('magazineEntries');
  const runner = commandRunner(context, RUNNER);
  const items = async (docs: MagazineEntryDoc[], req: Request) => {
    const clothes = await featuredClothes(context.readModels, docs);
    return docs.map((doc) => magazineItem(doc, req.language, clothes));
  };
  return {
    context,
    entries,
    items,
    now: () => context.now().toISOString(),
    run: (req: Request, command: MagazineCommand) => runner(req, magazineStream(command.brandId), command),
    /** Only a name the stores made, for media that is really there: nothing else reaches an event. */
    fieldsOf: async (body: EntryBody, brandId: string, kept: string[] = []): Promise<MagazineEntryFields> => {
      const kind = body.contentType === 'video' ? 'video' : 'image';
      await requireStoredMedia(stores, [{ path: 'media', kind, name: body.media }], MagazineFailures.mediaNotFound());
      const clothIds = body.clothIds ?? kept;
      if (clothIds.length > 0) {
        const own = await context.readModels.collection<ClothDoc>('clothes').find({ _id: { $in: clothIds }, brandId });
        if (own.length !== clothIds.length) {
          const message = "A featured cloth is not one of the brand's clothes.";
          throw new HttpError(400, 'VALIDATION_FAILED', `clothIds: ${message}`, { fields: [{ path: 'clothIds', code: 'custom', message }] });
        }
      }
      return { ...body, posterName: null, clothIds } as MagazineEntryFields;
    },
    /** Policy `magazine:edit`: an admin edits any entry; a brand only its own, and another's is answered 404. */
    editable: async (req: Request, entryId: string): Promise<MagazineEntryDoc> => {
      const caller = callerOf(req);
      const doc = await entries().findOne({ _id: entryId });
      if (!doc) throw notFound();
      if (!isAdmin(caller.type) && (await ownedBrandId(context, caller.userId)) !== doc.brandId) throw notFound();
      return doc;
    },
    /** An entry as its page shows it. */
    item: async (req: Request, entryId: string) => {
      const doc = await entries().findOne({ _id: entryId });
      if (!doc) throw notFound();
      return (await items([doc], req))[0];
    },
  };
}
type MagazineScope = ReturnType<typeof magazineScope>;

async function publishEntry({ scope, body: { brandId: requested, ...body }, req }: Call<MagazineScope, undefined, undefined, typeof NewEntryBody>) {
  if (isAdmin(callerOf(req).type) && !requested) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'brandId: An admin names the brand the entry is for.', {
      fields: [{ path: 'brandId', code: 'invalid_type', message: 'An admin names the brand the entry is for.' }],
    });
  }
  const brand = await actingBrand(scope.context, req, requested);
  const fields = await scope.fieldsOf(body, brand._id);
  const entryId = randomUUID();
  await scope.run(req, { type: 'PublishEntry', brandId: brand._id, entryId, fields, now: scope.now() });
  return scope.item(req, entryId);
}

const endpoint = endpointOf<MagazineScope>();
const tag = 'magazine';

/** The magazine (seed sections 4 and 9): public pages newest first, and each brand's entries in the admin area. */
const magazine = endpoints([
  endpoint({
    method: 'GET',
    path: '/magazine',
    policy: allow.anyone,
    tag,
    summary: 'Magazine entries',
    query: MagazineQuery,
    response: MagazinePage,
    handler: async ({ scope, query, req }) => {
      const filter: Filter = query.cursor ? after(decodeCursor(query.cursor)) : {};
      const page = await scope.entries().find(filter, { sort: NEWEST_FIRST, limit: query.limit + 1 });
      const last = page.slice(0, query.limit).at(-1);
      const nextCursor = page.length > query.limit && last ? encodeCursor({ publishedAt: last.publishedAt, id: last._id }) : null;
      return { items: await scope.items(page.slice(0, query.limit), req), nextCursor };
    },
  }),
  endpoint({
    method: 'GET',
    path: '/magazine/:id',
    policy: allow.anyone,
    tag,
    summary: 'One magazine entry',
    params: EntryParams,
    response: MagazineItem,
    handler: ({ scope, params, req }) => scope.item(req, params.id),
  }),
  endpoint({
    method: 'GET',
    path: '/admin/magazine',
    policy: allow.brand,
    tag,
    summary: "The acting brand's entries",
    query: NoBody,
    response: AdminMagazineList,
    handler: async ({ scope, req }) => {
      const filter: Filter = isAdmin(callerOf(req).type) ? {} : { brandId: (await actingBrand(scope.context, req, undefined))._id };
      return { items: await scope.items(await scope.entries().find(filter, { sort: NEWEST_FIRST, limit: ADMIN_LIST_LIMIT }), req) };
    },
  }),
  endpoint({
    method: 'POST',
    path: '/admin/magazine',
    policy: allow.brand,
    tag,
    summary: 'Publish an entry',
    body: NewEntryBody,
    status: 201,
    response: MagazineItem,
    handler: publishEntry,
  }),
  endpoint({
    method: 'PUT',
    path: '/admin/magazine/:id',
    policy: allow.brand,
    tag,
    summary: 'Edit an entry',
    params: EntryParams,
    body: EntryBody,
    response: MagazineItem,
    handler: async ({ scope, params: { id }, body, req }) => {
      const { brandId, clothIds } = await scope.editable(req, id);
      const fields = await scope.fieldsOf(body, brandId, clothIds);
      await scope.run(req, { type: 'EditEntry', brandId, entryId: id, fields, now: scope.now() });
      return scope.item(req, id);
    },
  }),
  endpoint({
    method: 'DELETE',
    path: '/admin/magazine/:id',
    policy: allow.brand,
    tag,
    summary: 'Remove an entry',
    params: EntryParams,
    body: NoBody,
    status: 204,
    handler: async ({ scope, params: { id }, req }) => {
      const { brandId } = await scope.editable(req, id);
      await scope.run(req, { type: 'DeleteEntry', brandId, entryId: id, now: scope.now() });
    },
  }),
]);

export const magazineRoutes = (context: ApiContext, stores: MediaStores = { images: imageStoreFor(context.config), videos: videoStoreFor(context.config) }) =>
  magazine.router(magazineScope(context, stores));
export const magazineApi = magazine.operations;
