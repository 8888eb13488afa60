import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { isAdmin, isBrand } from '@vitrina/domain/accounts/roles';
import {
  BRAND_NAME_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  LEGAL_NAME_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
} from '@vitrina/domain/accounts/rules';
import { brandDecider, type BrandCommand } from '@vitrina/domain/brands/brand';
import { BrandFailures } from '@vitrina/domain/brands/failures';
import { BrandLogo, brandStream } from '@vitrina/domain/brands/events';
import { FailureError } from '@vitrina/domain/core/failures';
import { SUBSCRIPTION_STATUSES } from '@vitrina/domain/subscriptions/standing';
import type { ImageStore } from '@vitrina/infra/images/port';
import type { Filter } from '@vitrina/infra/readstore/port';
import type { BrandDoc } from '@vitrina/projector/catalogue';
import type { SubscriptionDoc } from '@vitrina/projector/subscriptions';
import type { UserDoc } from '@vitrina/projector/users';
import { allow, callerOf } from '../auth/policies';
import { actingBrand, ownedBrandId } from '../catalogue/acting-brand';
import type { ApiContext } from '../context';
import { commandRunner } from '../http/commands';
import { imageStoreFor } from '../catalogue/images';
import { requireStoredMedia } from '../catalogue/media';
import { brandView } from '../catalogue/views';
import { plainText } from '../http/text';
import { NoBody, parseInput } from '../http/validate';
import { operations } from '../http/openapi';
import { AdminBrand, AdminBrandList } from './responses';
import { SizeChart } from '@vitrina/domain/sizes/charts';
import { TermId } from '@vitrina/domain/catalogue/events';
import type { TaxonomyTermDoc } from '@vitrina/projector/taxonomy';
import { HttpError } from '../http/errors';

const Params = z.object({ id: z.string().uuid() }).strict();
const Profile = z
  .object({
    name: plainText({ max: LEGAL_NAME_MAX_LENGTH }),
    brand: plainText({ max: BRAND_NAME_MAX_LENGTH }),
    description: plainText({ min: 0, max: DESCRIPTION_MAX_LENGTH, multiline: true }).default(''),
    location: plainText({ min: 0, max: LOCATION_MAX_LENGTH }).default(''),
  })
  .strict();
const CreateBody = Profile.extend({ ownerId: z.string().uuid().nullable().default(null) }).strict();
const BrandQuery = z.object({ brandId: z.string().uuid().optional() }).strict();
/** An image the upload route stored (POST /admin/images?kind=logo answers its name and thumb). */
const LogoBody = z.object({ logo: BrandLogo }).strict();
/** A size chart is the brand's for one of the site's categories. */
const ChartParams = z.object({ id: z.string().uuid(), categoryId: TermId }).strict();
const PrestigeBody = z.object({ prestige: z.number().int().min(0).max(100) }).strict();
const OwnerBody = z.object({ ownerId: z.string().uuid() }).strict();
const ListQuery = z
  .object({
    q: z.string().trim().max(100).optional(),
    status: z.enum(SUBSCRIPTION_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

/** The admin view of a brand, with its subscription (the "subscription column" of the brands sub-tab). */
async function adminBrand(context: ApiContext, doc: BrandDoc) {
  const [owner, subscription] = await Promise.all([
    doc.ownerId ? context.readModels.collection<UserDoc>('users').findOne({ _id: doc.ownerId }) : null,
    context.readModels.collection<SubscriptionDoc>('subscriptions').findOne({ _id: doc._id }),
  ]);
  const { ownerId: _ownerId, ...brand } = brandView(doc);
  return {
    ...brand,
    clothes: doc.clothes,
    sizeCharts: Object.entries(doc.sizeCharts ?? {})
      .map(([categoryId, chart]) => ({ categoryId, ...chart, imported: doc.importedCharts?.[categoryId] === true }))
      .sort((a, b) => a.categoryId.localeCompare(b.categoryId)),
    owner: owner ? { id: owner._id, username: owner.username, email: owner.email } : null,
    subscription: subscription
      ? { tier: subscription.tier, billingCycle: subscription.billingCycle, status: subscription.status, expiresAt: subscription.expiresAt, provider: subscription.provider }
      : null,
  };
}

/** Brands in the admin area: admins manage every brand; a brand's owner edits its own profile. */
export function adminBrandRoutes(context: ApiContext, images: ImageStore = imageStoreFor(context.config)): Router {
  const router = Router();
  const brands = () => context.readModels.collection<BrandDoc>('brands');

  const runner = commandRunner(context, { decider: brandDecider, projections: ['catalogue', 'users'] });
  const run = async (req: Request, brandId: string, command: BrandCommand) => void (await runner(req, brandStream(brandId), command));
  const existing = async (id: string) => {
    const brand = await brands().findOne({ _id: id });
    if (!brand) throw new FailureError(BrandFailures.brandNotFound());
    return brand;
  };

  router.get('/admin/brands', allow.admin, async (req, res) => {
    const query = parseInput(ListQuery, req.query);
    const filter: Filter = {
      ...(query.q ? { brand: { $gte: query.q, $lt: `${query.q}\uffff` } } : {}),
      ...(query.status ? { subscriptionStatus: query.status } : {}),
    };
    const [items, total] = await Promise.all([
      brands().find(filter, { sort: { brand: 1 }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize }),
      brands().count(filter),
    ]);
    res.json({ items: await Promise.all(items.map((doc) => adminBrand(context, doc))), total, page: query.page, pageSize: query.pageSize });
  });

  // The brands tab: the brand the caller manages (an admin names any with ?brandId).
  router.get('/admin/brand', allow.brand, async (req, res) => {
    const { brandId } = parseInput(BrandQuery, req.query);
    res.json(await adminBrand(context, await actingBrand(context, req, brandId)));
  });

  router.post('/admin/brands', allow.admin, async (req, res) => {
    const { ownerId, ...profile } = parseInput(CreateBody, req.body);
    if (ownerId) {
      // The owner is an account with a brand role that owns no brand yet: one brand per owner.
      const owner = await context.readModels.collection<UserDoc>('users').findOne({ _id: ownerId });
      if (!owner || !isBrand(owner.type)) throw new FailureError(BrandFailures.ownerNotFound());
      if ((await ownedBrandId(context, ownerId)) !== null) throw new FailureError(BrandFailures.ownerHasBrand());
    }
    const brandId = randomUUID();
    await run(req, brandId, { type: 'CreateBrand', brandId, ownerId, profile, by: callerOf(req).userId, now: context.now().toISOString() });
    res.status(201).json(await adminBrand(context, await existing(brandId)));
  });

  /** Policy `brand:edit`: an admin, or the owner of the brand; anyone else is told it does not exist. */
  const mayEdit = async (req: Request, id: string) => {
    const caller = callerOf(req);
    if (!isAdmin(caller.type) && (await ownedBrandId(context, caller.userId)) !== id) throw new FailureError(BrandFailures.brandNotFound());
  };

  router.put('/admin/brands/:id', allow.brand, async (req, res) => {
    const { id } = parseInput(Params, req.params);
    await mayEdit(req, id);
    const profile = parseInput(Profile, req.body);
    await existing(id);
    await run(req, id, { type: 'UpdateBrand', profile, now: context.now().toISOString() });
    res.json(await adminBrand(context, await existing(id)));
  });

  // The logo (`brand:edit`): uploaded like a cloth's images, then named here; DELETE removes it.
  router.put('/admin/brands/:id/logo', allow.brand, async (req, res) => {
    const { id } = parseInput(Params, req.params);
    await mayEdit(req, id);
    const { logo } = parseInput(LogoBody, req.body);
    await existing(id);
    const refs = [
      { path: 'logo.name', kind: 'image' as const, name: logo.name },
      { path: 'logo.thumb', kind: 'image' as const, name: logo.thumb },
    ];
    await requireStoredMedia({ images }, refs, BrandFailures.logoNotFound());
    await run(req, id, { type: 'SetBrandLogo', logo, now: context.now().toISOString() });
    res.json(await adminBrand(context, await existing(id)));
  });

  router.delete('/admin/brands/:id/logo', allow.brand, async (req, res) => {
    const { id } = parseInput(Params, req.params);
    await mayEdit(req, id);
    parseInput(NoBody, req.body);
    await existing(id);
    await run(req, id, { type: 'SetBrandLogo', logo: null, now: context.now().toISOString() });
    res.json(await adminBrand(context, await existing(id)));
  });

  // A size chart per category (`brand:edit`, like the logo): its sizes, measures and equivalents; DELETE removes it.
  router.put('/admin/brands/:id/size-charts/:categoryId', allow.brand, async (req, res) => {
    const { id, categoryId } = parseInput(ChartParams, req.params);
    await mayEdit(req, id);
    const chart = parseInput(SizeChart, req.body);
    await existing(id);
    const category = await context.readModels.collection<TaxonomyTermDoc>('taxonomyTerms').findOne({ kind: 'category', id: categoryId });
    if (!category) throw new HttpError(400, 'UNKNOWN_TERM', `categoryId: no category ${categoryId}`, { fields: [{ path: 'categoryId', message: `no category ${categoryId}` }] });
    await run(req, id, { type: 'SetSizeChart', categoryId, chart, now: context.now().toISOString() });
    res.json(await adminBrand(context, await existing(id)));
  });

  router.delete('/admin/brands/:id/size-charts/:categoryId', allow.brand, async (req, res) => {
    const { id, categoryId } = parseInput(ChartParams, req.params);
    await mayEdit(req, id);
    parseInput(NoBody, req.body);
    await existing(id);
    await run(req, id, { type: 'SetSizeChart', categoryId, chart: null, now: context.now().toISOString() });
    res.json(await adminBrand(context, await existing(id)));
  });

  // A brand without an owner (its owner's account was erased) gets one: an account with a brand role and no brand.
  router.put('/admin/brands/:id/owner', allow.admin, async (req, res) => {
    const { id } = parseInput(Params, req.params);
    const { ownerId } = parseInput(OwnerBody, req.body);
    await existing(id);
    const owner = await context.readModels.collection<UserDoc>('users').findOne({ _id: ownerId });
    if (!owner || owner.erased || !isBrand(owner.type)) throw new FailureError(BrandFailures.ownerNotFound());
    const owned = await ownedBrandId(context, ownerId);
    if (owned !== null && owned !== id) throw new FailureError(BrandFailures.ownerHasBrand());
    await run(req, id, { type: 'AssignOwner', ownerId, by: callerOf(req).userId, now: context.now().toISOString() });
    res.json(await adminBrand(context, await existing(id)));
  });

  router.put('/admin/brands/:id/prestige', allow.admin, async (req, res) => {
    const { id } = parseInput(Params, req.params);
    const { prestige } = parseInput(PrestigeBody, req.body);
    await existing(id);
    await run(req, id, { type: 'SetBrandPrestige', prestige, now: context.now().toISOString() });
    res.json(await adminBrand(context, await existing(id)));
  });

  router.delete('/admin/brands/:id', allow.admin, async (req, res) => {
    const { id } = parseInput(Params, req.params);
    parseInput(NoBody, req.body);
    await existing(id);
    await run(req, id, { type: 'DeleteBrand', by: callerOf(req).userId, now: context.now().toISOString() });
    res.status(204).end();
  });

  return router;
}

export const adminBrandApi = operations([
  { method: 'GET', path: '/admin/brands', tag: 'brands', summary: 'List brands', query: ListQuery, response: AdminBrandList },
  { method: 'GET', path: '/admin/brand', tag: 'brands', summary: "The acting brand's profile", query: BrandQuery, response: AdminBrand },
  { method: 'POST', path: '/admin/brands', tag: 'brands', summary: 'Create a brand', body: CreateBody, status: 201, response: AdminBrand },
  { method: 'PUT', path: '/admin/brands/:id', tag: 'brands', summary: "Edit a brand's profile", params: Params, body: Profile, response: AdminBrand },
  { method: 'PUT', path: '/admin/brands/:id/logo', tag: 'brands', summary: "Set a brand's logo", params: Params, body: LogoBody, response: AdminBrand },
  { method: 'DELETE', path: '/admin/brands/:id/logo', tag: 'brands', summary: "Remove a brand's logo", params: Params, body: NoBody, response: AdminBrand },
  { method: 'PUT', path: '/admin/brands/:id/size-charts/:categoryId', tag: 'brands', summary: "Set a brand's size chart for a category", params: ChartParams, body: SizeChart, response: AdminBrand },
  { method: 'DELETE', path: '/admin/brands/:id/size-charts/:categoryId', tag: 'brands', summary: "Remove a brand's size chart for a category", params: ChartParams, body: NoBody, response: AdminBrand },
  { method: 'PUT', path: '/admin/brands/:id/owner', tag: 'brands', summary: 'Give a brand an owner (admins)', params: Params, body: OwnerBody, response: AdminBrand },
  { method: 'PUT', path: '/admin/brands/:id/prestige', tag: 'brands', summary: "Set a brand's prestige", params: Params, body: PrestigeBody, response: AdminBrand },
  { method: 'DELETE', path: '/admin/brands/:id', tag: 'brands', summary: 'Remove a brand', params: Params, body: NoBody, status: 204 },
]);
