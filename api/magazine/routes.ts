import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
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
import { NoBody, parseInput } from '../http/validate';
import { AdminMagazineList, MagazineItem, MagazinePage } from './responses';
import { operations } from '../http/openapi';
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

/** The magazine (seed sections 4 and 9): public pages newest first, and each brand's entries in the admin area. */
export function magazineRoutes(
  context: ApiContext,
  stores: MediaStores = { images: imageStoreFor(context.config), videos: videoStoreFor(context.config) },
): Router {
  const router = Router();
  const entries = () => context.readModels.collection<MagazineEntryDoc>('magazineEntries');
  const notFound = () => new FailureError(MagazineFailures.entryNotFound());

  const runner = commandRunner(context, {
    decider: magazineDecider,
    projections: ['magazine'],
    budget: { key: magazineWritesKey, limit: MAGAZINE_WRITES, message: 'Too many magazine changes. Please try again later.' },
  });
  const run = (req: Request, command: MagazineCommand) => runner(req, magazineStream(command.brandId), command);

  /** Only a name the stores made, for media that is really there: nothing else reaches an event. */
  const fieldsOf = async (body: EntryBody, brandId: string, kept: string[] = []): Promise<MagazineEntryFields> => {
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
  };
  const items = async (docs: MagazineEntryDoc[], req: Request) => {
    const clothes = await featuredClothes(context.readModels, docs);
    return docs.map((doc) => magazineItem(doc, req.language, clothes));
  };

  /** Policy `magazine:edit`: an admin edits any entry; a brand only its own, and another's is answered 404. */
  const editable = async (req: Request, entryId: string): Promise<MagazineEntryDoc> => {
    const caller = callerOf(req);
    const doc = await entries().findOne({ _id: entryId });
    if (!doc) throw notFound();
    if (!isAdmin(caller.type) && (await ownedBrandId(context, caller.userId)) !== doc.brandId) throw notFound();
    return doc;
  };

  const answer = async (entryId: string) => {
    const doc = await entries().findOne({ _id: entryId });
    if (!doc) throw notFound();
    return doc;
  };

  router.get('/magazine', allow.anyone, async (req, res) => {
    const query = parseInput(MagazineQuery, req.query);
    const filter: Filter = query.cursor ? after(decodeCursor(query.cursor)) : {};
    const page = await entries().find(filter, { sort: NEWEST_FIRST, limit: query.limit + 1 });
    const last = page.slice(0, query.limit).at(-1);
    const nextCursor = page.length > query.limit && last ? encodeCursor({ publishedAt: last.publishedAt, id: last._id }) : null;
    res.json({ items: await items(page.slice(0, query.limit), req), nextCursor });
  });

  router.get('/magazine/:id', allow.anyone, async (req, res) => {
    const { id } = parseInput(EntryParams, req.params);
    res.json((await items([await answer(id)], req))[0]);
  });

  router.get('/admin/magazine', allow.brand, async (req, res) => {
    parseInput(NoBody, req.query);
    const filter: Filter = isAdmin(callerOf(req).type) ? {} : { brandId: (await actingBrand(context, req, undefined))._id };
    const docs = await entries().find(filter, { sort: NEWEST_FIRST, limit: ADMIN_LIST_LIMIT });
    res.json({ items: await items(docs, req) });
  });

  router.post('/admin/magazine', allow.brand, async (req, res) => {
    const { brandId: requested, ...body } = parseInput(NewEntryBody, req.body);
    if (isAdmin(callerOf(req).type) && !requested) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'brandId: An admin names the brand the entry is for.', {
        fields: [{ path: 'brandId', code: 'invalid_type', message: 'An admin names the brand the entry is for.' }],
      });
    }
    const brand = await actingBrand(context, req, requested);
    const fields = await fieldsOf(body, brand._id);
    const entryId = randomUUID();
    await run(req, { type: 'PublishEntry', brandId: brand._id, entryId, fields, now: context.now().toISOString() });
    res.status(201).json((await items([await answer(entryId)], req))[0]);
  });

  router.put('/admin/magazine/:id', allow.brand, async (req, res) => {
    const { id } = parseInput(EntryParams, req.params);
    const body = parseInput(EntryBody, req.body);
    const { brandId, clothIds } = await editable(req, id);
    const fields = await fieldsOf(body, brandId, clothIds);
    await run(req, { type: 'EditEntry', brandId, entryId: id, fields, now: context.now().toISOString() });
    res.json((await items([await answer(id)], req))[0]);
  });

  router.delete('/admin/magazine/:id', allow.brand, async (req, res) => {
    const { id } = parseInput(EntryParams, req.params);
    parseInput(NoBody, req.body);
    const { brandId } = await editable(req, id);
    await run(req, { type: 'DeleteEntry', brandId, entryId: id, now: context.now().toISOString() });
    res.status(204).end();
  });

  return router;
}

export const magazineApi = operations([
  { method: 'GET', path: '/magazine', tag: 'magazine', summary: 'Magazine entries', query: MagazineQuery, response: MagazinePage },
  { method: 'GET', path: '/magazine/:id', tag: 'magazine', summary: 'One magazine entry', params: EntryParams, response: MagazineItem },
  { method: 'GET', path: '/admin/magazine', tag: 'magazine', summary: "The acting brand's entries", query: NoBody, response: AdminMagazineList },
  { method: 'POST', path: '/admin/magazine', tag: 'magazine', summary: 'Publish an entry', body: NewEntryBody, status: 201, response: MagazineItem },
  { method: 'PUT', path: '/admin/magazine/:id', tag: 'magazine', summary: 'Edit an entry', params: EntryParams, body: EntryBody, response: MagazineItem },
  { method: 'DELETE', path: '/admin/magazine/:id', tag: 'magazine', summary: 'Remove an entry', params: EntryParams, body: NoBody, status: 204 },
]);
