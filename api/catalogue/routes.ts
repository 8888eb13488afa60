import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { isAdmin } from '@vitrina/domain/accounts/roles';
import { catalogueDecider } from '@vitrina/domain/catalogue/catalogue';
import { catalogueStream } from '@vitrina/domain/catalogue/events';
import { CatalogueFailures } from '@vitrina/domain/catalogue/failures';
import { FailureError } from '@vitrina/domain/core/failures';
import type { ImageStore } from '@vitrina/infra/images/port';
import type { Filter } from '@vitrina/infra/readstore/port';
import type { BrandDoc, ClothDoc } from '@vitrina/projector/catalogue';
import type { ImportedClothDoc } from '@vitrina/projector/importer';
import { allow, callerOf } from '../auth/policies';
import { recordClickOut, recordPageView } from '../analytics/facts';
import type { ApiContext } from '../context';
import { commandRunner } from '../http/commands';
import { NoBody, parseInput } from '../http/validate';
import { ClothList, ClothPage } from './responses';
import { operations } from '../http/openapi';
import { uploadTierOf } from '@vitrina/worker/subscriptions/tier';
import { actingBrand, ownedBrandId } from './acting-brand';
import { imageStoreFor } from './images';
import { requireClothReferences } from './references';
import { AdminListQuery, ClothBody, ClothParams, FollowShopBody, NewClothBody, VisibilityBody } from './schemas';
import { recordView } from '../history/routes';
import { clothPage, clothView, ifMatchOf, sendWithETag } from './views';

/**
 * Concurrent uploads to one catalogue conflict on its revision and are decided again; enough retries that a burst
 * from one brand ends in a decision (added, or the tier's limit) rather than a 409.
 */
const UPLOAD_RETRIES = 40;

/** Clothes (seed sections 5 and 9): the admin area's list and edits, and the public cloth page. */
export function catalogueRoutes(context: ApiContext, images: ImageStore = imageStoreFor(context.config)): Router {
  const router = Router();
  const clothes = () => context.readModels.collection<ClothDoc>('clothes');
  const notFound = () => new FailureError(CatalogueFailures.clothNotFound());

  const edit = commandRunner(context, { decider: catalogueDecider, projections: ['catalogue'] });
  const upload = commandRunner(context, { decider: catalogueDecider, projections: ['catalogue'], retries: UPLOAD_RETRIES });

  /** Whether the brand's importer keeps this cloth: a hand edit of it makes the fields it changes the brand's. */
  const isImported = async (clothId: string) => (await context.readModels.collection<ImportedClothDoc>('importedClothes').findOne({ _id: clothId })) !== null;

  /**
   * Answers a cloth as its page shows it, with its brand read for the logo (an If-Match revision in the ETag); to
   * `editor`s, whether it is imported and which fields are the brand's own.
   */
  const sendClothPage = async (req: Request, res: Response, doc: ClothDoc, editor = true) => {
    const brand = await context.readModels.collection<BrandDoc>('brands').findOne({ _id: doc.brandId });
    const page = clothPage(doc, brand, req.language);
    sendWithETag(res, doc, editor ? { ...page, imported: (await isImported(doc._id)) ? { claimed: doc.claimed ?? [] } : null } : page);
  };

  /** The brand an edit of cloth `id` acts on: an admin's is the cloth's own; a brand's is theirs (404 if not). */
  const brandForCloth = async (req: Request, clothId: string): Promise<string> => {
    const caller = callerOf(req);
    if (isAdmin(caller.type)) {
      const doc = await clothes().findOne({ _id: clothId });
      if (doc) return doc.brandId;
    }
    return (await actingBrand(context, req, undefined))._id;
  };

  router.get('/admin/clothes', allow.brand, async (req, res) => {
    const query = parseInput(AdminListQuery, req.query);
    const caller = callerOf(req);
    const brand = isAdmin(caller.type) && !query.brandId ? null : await actingBrand(context, req, query.brandId);
    const filter: Filter = brand ? { brandId: brand._id } : {};
    const [items, total] = await Promise.all([
      clothes().find(filter, { sort: { createdAt: -1 }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize }),
      clothes().count(filter),
    ]);
    // The brand listed, so a new cloth's preview names it before it has a cloth to take its name from.
    res.json({ brand: brand && { id: brand._id, name: brand.brand }, items: items.map((doc) => clothView(doc, req.language)), total, page: query.page, pageSize: query.pageSize });
  });

  router.post('/admin/clothes', allow.brand, async (req, res) => {
    const { brandId: requested, ...fields } = parseInput(NewClothBody, req.body);
    const brand = await actingBrand(context, req, requested);
    await requireClothReferences(context.readModels, images, fields);
    const clothId = randomUUID();
    const tier = await uploadTierOf(context.eventStore, brand._id);
    await upload(req, catalogueStream(brand._id), { type: 'AddCloth', brandId: brand._id, clothId, fields, tier, now: context.now().toISOString() });
    const doc = await clothes().findOne({ _id: clothId });
    if (!doc) throw notFound();
    // As an edit answers: the cloth with its brand, so the admin shows either the same way.
    sendWithETag(res, doc, clothPage(doc, brand, req.language), 201);
  });

  router.put('/admin/clothes/:id', allow.brand, async (req, res) => {
    const { id } = parseInput(ClothParams, req.params);
    const fields = parseInput(ClothBody, req.body);
    const ifMatch = ifMatchOf(req);
    const brandId = await brandForCloth(req, id);
    await requireClothReferences(context.readModels, images, fields);
    await edit(req, catalogueStream(brandId), { type: 'UpdateCloth', brandId, clothId: id, fields, ifMatch, claims: await isImported(id), now: context.now().toISOString() });
    const doc = await clothes().findOne({ _id: id });
    if (!doc) throw notFound();
    await sendClothPage(req, res, doc);
  });

  router.put('/admin/clothes/:id/visibility', allow.brand, async (req, res) => {
    const { id } = parseInput(ClothParams, req.params);
    const { visible } = parseInput(VisibilityBody, req.body);
    const ifMatch = ifMatchOf(req);
    const brandId = await brandForCloth(req, id);
    await edit(req, catalogueStream(brandId), { type: 'SetClothVisibility', brandId, clothId: id, visible, ifMatch, claims: await isImported(id), now: context.now().toISOString() });
    const doc = await clothes().findOne({ _id: id });
    if (!doc) throw notFound();
    await sendClothPage(req, res, doc);
  });

  // "Follow the shop again": the next import writes these fields as the shop has them.
  router.post('/admin/clothes/:id/follow-shop', allow.brand, async (req, res) => {
    const { id } = parseInput(ClothParams, req.params);
    const { fields } = parseInput(FollowShopBody, req.body);
    const brandId = await brandForCloth(req, id);
    await edit(req, catalogueStream(brandId), { type: 'ReleaseClothFields', brandId, clothId: id, fields, now: context.now().toISOString() });
    const doc = await clothes().findOne({ _id: id });
    if (!doc) throw notFound();
    await sendClothPage(req, res, doc);
  });

  router.delete('/admin/clothes/:id', allow.brand, async (req, res) => {
    const { id } = parseInput(ClothParams, req.params);
    parseInput(NoBody, req.body);
    const ifMatch = ifMatchOf(req);
    const brandId = await brandForCloth(req, id);
    await edit(req, catalogueStream(brandId), { type: 'RemoveCloth', brandId, clothId: id, ifMatch, now: context.now().toISOString() });
    res.status(204).end();
  });

  router.get('/clothes/:id', allow.anyone, async (req, res) => {
    const { id } = parseInput(ClothParams, req.params);
    const doc = await clothes().findOne({ _id: id });
    if (!doc) throw notFound();
    if (!(doc.visible && doc.listed)) {
      // Hidden clothes, and those of a brand whose plan is not in good standing, exist only for their brand and admins.
      const caller = req.caller;
      const maySee = caller && (isAdmin(caller.type) || (await ownedBrandId(context, caller.userId)) === doc.brandId);
      if (!maySee) throw notFound();
    }
    if (req.caller) await recordView(context, req.caller.userId, doc._id, String(req.id));
    if (doc.visible && doc.listed) await recordPageView(context, req, doc);
    const caller = req.caller;
    const editor = !!caller && (isAdmin(caller.type) || (await ownedBrandId(context, caller.userId)) === doc.brandId);
    await sendClothPage(req, res, doc, editor);
  });

  // The way out to the brand's shop: recorded, then redirected to the cloth's own stored URL and nowhere else.
  router.get('/clothes/:id/out', allow.anyone, async (req, res) => {
    const { id } = parseInput(ClothParams, req.params);
    const doc = await clothes().findOne({ _id: id });
    if (!doc || !doc.visible || !doc.listed || !doc.url || !/^https?:\/\//i.test(doc.url)) throw notFound();
    await recordClickOut(context, req, doc);
    res.set('Referrer-Policy', 'no-referrer').redirect(302, doc.url);
  });

  return router;
}

export const catalogueApi = operations([
  { method: 'GET', path: '/admin/clothes', tag: 'clothes', summary: "The acting brand's clothes", query: AdminListQuery, response: ClothList },
  { method: 'POST', path: '/admin/clothes', tag: 'clothes', summary: 'Add a cloth', body: NewClothBody, status: 201, response: ClothPage },
  { method: 'PUT', path: '/admin/clothes/:id', tag: 'clothes', summary: 'Edit a cloth (If-Match)', params: ClothParams, body: ClothBody, response: ClothPage },
  { method: 'PUT', path: '/admin/clothes/:id/visibility', tag: 'clothes', summary: 'Show or hide a cloth', params: ClothParams, body: VisibilityBody, response: ClothPage },
  { method: 'POST', path: '/admin/clothes/:id/follow-shop', tag: 'clothes', summary: "Let an imported cloth's fields follow the shop again", params: ClothParams, body: FollowShopBody, response: ClothPage },
  { method: 'DELETE', path: '/admin/clothes/:id', tag: 'clothes', summary: 'Remove a cloth', params: ClothParams, body: NoBody, status: 204 },
  { method: 'GET', path: '/clothes/:id', tag: 'clothes', summary: 'A cloth page', params: ClothParams, response: ClothPage },
  { method: 'GET', path: '/clothes/:id/out', tag: 'clothes', summary: "Leave for the brand's shop (recorded)", params: ClothParams, status: 302 },
]);
