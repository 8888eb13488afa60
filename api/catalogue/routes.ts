import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { isAdmin } from '@vitrina/domain/accounts/roles';
import { catalogueDecider, type CatalogueCommand } from '@vitrina/domain/catalogue/catalogue';
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
import { endpointOf, endpoints } from '../http/endpoints';
import { NoBody } from '../http/validate';
import { ClothList, ClothPage } from './responses';
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

type ClothEdit = Exclude<CatalogueCommand, { type: 'AddCloth' }>;

/** What the catalogue's endpoints share: the clothes, the image store, the catalogue's command runners and a cloth's answer. */
function catalogueScope(context: ApiContext, images: ImageStore) {
  const clothes = () => context.readModels.collection<ClothDoc>('clothes');
  const edit = commandRunner(context, { decider: catalogueDecider, projections: ['catalogue'] });

  /** Whether the brand's importer keeps this cloth: a hand edit of it makes the fields it changes the brand's. */
  const isImported = async (clothId: string) => (await context.readModels.collection<ImportedClothDoc>('importedClothes').findOne({ _id: clothId })) !== null;

  /** The cloth as the read model has it, or 404. */
  const stored = async (clothId: string): Promise<ClothDoc> => {
    const doc = await clothes().findOne({ _id: clothId });
    if (!doc) throw new FailureError(CatalogueFailures.clothNotFound());
    return doc;
  };

  /**
   * Answers a cloth as its page shows it, with its brand read for the logo (an If-Match revision in the ETag); to
   * `editor`s, whether it is imported and which fields are the brand's own.
   */
  const sendClothPage = async (req: Request, res: Response, doc: ClothDoc, editor = true) => {
    const brand = await context.readModels.collection<BrandDoc>('brands').findOne({ _id: doc.brandId });
    const page = clothPage(doc, brand, req.language);
    sendWithETag(res, doc, editor ? { ...page, imported: (await isImported(doc._id)) ? { claimed: doc.claimed ?? [] } : null } : page);
  };

  return {
    context,
    images,
    clothes,
    stored,
    isImported,
    sendClothPage,
    now: () => context.now().toISOString(),
    upload: commandRunner(context, { decider: catalogueDecider, projections: ['catalogue'], retries: UPLOAD_RETRIES }),
    edit: (req: Request, command: ClothEdit) => edit(req, catalogueStream(command.brandId), command),
    /** Decides an edit of a cloth, and answers the cloth as it then is, to its editor. */
    editAndAnswer: async (req: Request, res: Response, command: ClothEdit) => {
      await edit(req, catalogueStream(command.brandId), command);
      await sendClothPage(req, res, await stored(command.clothId));
    },
    /** The brand an edit of cloth `id` acts on: an admin's is the cloth's own; a brand's is theirs (404 if not). */
    brandForCloth: async (req: Request, clothId: string): Promise<string> => {
      if (isAdmin(callerOf(req).type)) {
        const doc = await clothes().findOne({ _id: clothId });
        if (doc) return doc.brandId;
      }
      return (await actingBrand(context, req, undefined))._id;
    },
    /** Whether the caller edits this cloth: an admin, or its brand's owner. */
    edits: async (req: Request, doc: ClothDoc): Promise<boolean> => {
      const caller = req.caller;
      return !!caller && (isAdmin(caller.type) || (await ownedBrandId(context, caller.userId)) === doc.brandId);
    },
  };
}

const endpoint = endpointOf<ReturnType<typeof catalogueScope>>();
const tag = 'clothes';

/** Clothes (seed sections 5 and 9): the admin area's list and edits, and the public cloth page. */
const catalogue = endpoints([
  endpoint({
    method: 'GET',
    path: '/admin/clothes',
    policy: allow.brand,
    tag,
    summary: "The acting brand's clothes",
    query: AdminListQuery,
    response: ClothList,
    handler: async ({ scope: { context, clothes }, query, req }) => {
      const brand = isAdmin(callerOf(req).type) && !query.brandId ? null : await actingBrand(context, req, query.brandId);
      const filter: Filter = brand ? { brandId: brand._id } : {};
      const [items, total] = await Promise.all([
        clothes().find(filter, { sort: { createdAt: -1 }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize }),
        clothes().count(filter),
      ]);
      // The brand listed, so a new cloth's preview names it before it has a cloth to take its name from.
      return {
        brand: brand && { id: brand._id, name: brand.brand },
        items: items.map((doc) => clothView(doc, req.language)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  }),
  endpoint({
    method: 'POST',
    path: '/admin/clothes',
    policy: allow.brand,
    tag,
    summary: 'Add a cloth',
    body: NewClothBody,
    status: 201,
    response: ClothPage,
    handler: async ({ scope, body: { brandId: requested, ...fields }, req, res }) => {
      const brand = await actingBrand(scope.context, req, requested);
      await requireClothReferences(scope.context.readModels, scope.images, fields);
      const clothId = randomUUID();
      const tier = await uploadTierOf(scope.context.eventStore, brand._id);
      await scope.upload(req, catalogueStream(brand._id), { type: 'AddCloth', brandId: brand._id, clothId, fields, tier, now: scope.now() });
      // As an edit answers: the cloth with its brand, so the admin shows either the same way.
      const doc = await scope.stored(clothId);
      sendWithETag(res, doc, clothPage(doc, brand, req.language), 201);
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/admin/clothes/:id',
    policy: allow.brand,
    tag,
    summary: 'Edit a cloth (If-Match)',
    params: ClothParams,
    body: ClothBody,
    response: ClothPage,
    handler: async ({ scope, params: { id }, body: fields, req, res }) => {
      const ifMatch = ifMatchOf(req);
      const brandId = await scope.brandForCloth(req, id);
      await requireClothReferences(scope.context.readModels, scope.images, fields);
      await scope.editAndAnswer(req, res, { type: 'UpdateCloth', brandId, clothId: id, fields, ifMatch, claims: await scope.isImported(id), now: scope.now() });
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/admin/clothes/:id/visibility',
    policy: allow.brand,
    tag,
    summary: 'Show or hide a cloth',
    params: ClothParams,
    body: VisibilityBody,
    response: ClothPage,
    handler: async ({ scope, params: { id }, body: { visible }, req, res }) => {
      const ifMatch = ifMatchOf(req);
      const brandId = await scope.brandForCloth(req, id);
      await scope.editAndAnswer(req, res, {
        type: 'SetClothVisibility',
        brandId,
        clothId: id,
        visible,
        ifMatch,
        claims: await scope.isImported(id),
        now: scope.now(),
      });
    },
  }),
  // "Follow the shop again": the next import writes these fields as the shop has them.
  endpoint({
    method: 'POST',
    path: '/admin/clothes/:id/follow-shop',
    policy: allow.brand,
    tag,
    summary: "Let an imported cloth's fields follow the shop again",
    params: ClothParams,
    body: FollowShopBody,
    response: ClothPage,
    handler: async ({ scope, params: { id }, body: { fields }, req, res }) => {
      const brandId = await scope.brandForCloth(req, id);
      await scope.editAndAnswer(req, res, { type: 'ReleaseClothFields', brandId, clothId: id, fields, now: scope.now() });
    },
  }),
  endpoint({
    method: 'DELETE',
    path: '/admin/clothes/:id',
    policy: allow.brand,
    tag,
    summary: 'Remove a cloth',
    params: ClothParams,
    body: NoBody,
    status: 204,
    handler: async ({ scope, params: { id }, req }) => {
      const ifMatch = ifMatchOf(req);
      const brandId = await scope.brandForCloth(req, id);
      await scope.edit(req, { type: 'RemoveCloth', brandId, clothId: id, ifMatch, now: scope.now() });
    },
  }),
  endpoint({
    method: 'GET',
    path: '/clothes/:id',
    policy: allow.anyone,
    tag,
    summary: 'A cloth page',
    params: ClothParams,
    response: ClothPage,
    handler: async ({ scope, params: { id }, req, res }) => {
      const doc = await scope.stored(id);
      const listed = doc.visible && doc.listed;
      // Hidden clothes, and those of a brand whose plan is not in good standing, exist only for their brand and admins.
      if (!listed && !(await scope.edits(req, doc))) throw new FailureError(CatalogueFailures.clothNotFound());
      if (req.caller) await recordView(scope.context, req.caller.userId, doc._id, String(req.id));
      if (listed) await recordPageView(scope.context, req, doc);
      await scope.sendClothPage(req, res, doc, await scope.edits(req, doc));
    },
  }),
  // The way out to the brand's shop: recorded, then redirected to the cloth's own stored URL and nowhere else.
  endpoint({
    method: 'GET',
    path: '/clothes/:id/out',
    policy: allow.anyone,
    tag,
    summary: "Leave for the brand's shop (recorded)",
    params: ClothParams,
    status: 302,
    handler: async ({ scope, params: { id }, req, res }) => {
      const doc = await scope.clothes().findOne({ _id: id });
      if (!doc || !doc.visible || !doc.listed || !doc.url || !/^https?:\/\//i.test(doc.url)) throw new FailureError(CatalogueFailures.clothNotFound());
      await recordClickOut(scope.context, req, doc);
      res.set('Referrer-Policy', 'no-referrer').redirect(302, doc.url);
    },
  }),
]);

export const catalogueRoutes = (context: ApiContext, images: ImageStore = imageStoreFor(context.config)) => catalogue.router(catalogueScope(context, images));
export const catalogueApi = catalogue.operations;
