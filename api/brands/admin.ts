import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import { isAdmin, isBrand } from '@vitrina/domain/accounts/roles';
import { BRAND_NAME_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, LEGAL_NAME_MAX_LENGTH, LOCATION_MAX_LENGTH } from '@vitrina/domain/accounts/rules';
import { brandDecider, type BrandCommand } from '@vitrina/domain/brands/brand';
import { BrandFailures } from '@vitrina/domain/brands/failures';
import { BrandLogo, brandStream } from '@vitrina/domain/brands/events';
import { FailureError } from '@vitrina/domain/core/failures';
import { SUBSCRIPTION_STATUSES } from '@vitrina/domain/subscriptions/standing';
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
import { endpointOf, endpoints } from '../http/endpoints';
import { NoBody } from '../http/validate';
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

/**
 * What the brands admin's endpoints share: the brands, the image store the logo is checked in, commands on a brand's
 * stream, the admin view of a brand (with its owner and subscription) and the `brand:edit` check.
 */
function brandAdminScope(context: ApiContext) {
  const brands = () => context.readModels.collection<BrandDoc>('brands');
  const users = () => context.readModels.collection<UserDoc>('users');
  const runner = commandRunner(context, { decider: brandDecider, projections: ['catalogue', 'users'] });

  /** The brand as the read model has it, or 404. */
  const existing = async (id: string) => {
    const brand = await brands().findOne({ _id: id });
    if (!brand) throw new FailureError(BrandFailures.brandNotFound());
    return brand;
  };

  /** The admin view of a brand, with its subscription (the "subscription column" of the brands sub-tab). */
  const adminBrand = async (doc: BrandDoc) => {
    const [owner, subscription] = await Promise.all([
      doc.ownerId ? users().findOne({ _id: doc.ownerId }) : null,
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
        ? {
            tier: subscription.tier,
            billingCycle: subscription.billingCycle,
            status: subscription.status,
            expiresAt: subscription.expiresAt,
            provider: subscription.provider,
          }
        : null,
    };
  };

  /** Decides a command on brand `id`, and answers the brand as it then is. */
  const runAndAnswer = async (req: Request, id: string, command: BrandCommand) => {
    await runner(req, brandStream(id), command);
    return adminBrand(await existing(id));
  };

  return {
    context,
    images: imageStoreFor(context.config),
    brands,
    users,
    existing,
    adminBrand,
    now: () => context.now().toISOString(),
    run: async (req: Request, brandId: string, command: BrandCommand) => void (await runner(req, brandStream(brandId), command)),
    runAndAnswer,
    /** The same on a brand that must exist already (404 before anything is decided). */
    change: async (req: Request, id: string, command: BrandCommand) => {
      await existing(id);
      return runAndAnswer(req, id, command);
    },
  };
}
type BrandAdminScope = ReturnType<typeof brandAdminScope>;

const endpoint = endpointOf<BrandAdminScope>();
const tag = 'brands';

/** Policy `brand:edit`: an admin, or the owner of the brand; anyone else is told it does not exist. */
const mayEdit = async ({ scope, params: { id }, req }: { scope: BrandAdminScope; params: { id: string }; req: Request }) => {
  const caller = callerOf(req);
  if (!isAdmin(caller.type) && (await ownedBrandId(scope.context, caller.userId)) !== id) throw new FailureError(BrandFailures.brandNotFound());
};

/** Brands in the admin area: admins manage every brand; a brand's owner edits its own profile. */
const brandAdmin = endpoints([
  endpoint({
    method: 'GET',
    path: '/admin/brands',
    policy: allow.admin,
    tag,
    summary: 'List brands',
    query: ListQuery,
    response: AdminBrandList,
    handler: async ({ scope: { brands, adminBrand }, query }) => {
      const filter: Filter = {
        ...(query.q ? { brand: { $gte: query.q, $lt: `${query.q}\uffff` } } : {}),
        ...(query.status ? { subscriptionStatus: query.status } : {}),
      };
      const [items, total] = await Promise.all([
        brands().find(filter, { sort: { brand: 1 }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize }),
        brands().count(filter),
      ]);
      return { items: await Promise.all(items.map(adminBrand)), total, page: query.page, pageSize: query.pageSize };
    },
  }),
  // The brands tab: the brand the caller manages (an admin names any with ?brandId).
  endpoint({
    method: 'GET',
    path: '/admin/brand',
    policy: allow.brand,
    tag,
    summary: "The acting brand's profile",
    query: BrandQuery,
    response: AdminBrand,
    handler: async ({ scope, query: { brandId }, req }) => scope.adminBrand(await actingBrand(scope.context, req, brandId)),
  }),
  endpoint({
    method: 'POST',
    path: '/admin/brands',
    policy: allow.admin,
    tag,
    summary: 'Create a brand',
    body: CreateBody,
    status: 201,
    response: AdminBrand,
    handler: async ({ scope, body: { ownerId, ...profile }, req }) => {
      if (ownerId) {
        // The owner is an account with a brand role that owns no brand yet: one brand per owner.
        const owner = await scope.users().findOne({ _id: ownerId });
        if (!owner || !isBrand(owner.type)) throw new FailureError(BrandFailures.ownerNotFound());
        if ((await ownedBrandId(scope.context, ownerId)) !== null) throw new FailureError(BrandFailures.ownerHasBrand());
      }
      const brandId = randomUUID();
      return scope.runAndAnswer(req, brandId, { type: 'CreateBrand', brandId, ownerId, profile, by: callerOf(req).userId, now: scope.now() });
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/admin/brands/:id',
    policy: allow.brand,
    tag,
    summary: "Edit a brand's profile",
    params: Params,
    body: Profile,
    response: AdminBrand,
    guard: mayEdit,
    handler: ({ scope, params: { id }, body: profile, req }) => scope.change(req, id, { type: 'UpdateBrand', profile, now: scope.now() }),
  }),
  // The logo (`brand:edit`): uploaded like a cloth's images, then named here; DELETE removes it.
  endpoint({
    method: 'PUT',
    path: '/admin/brands/:id/logo',
    policy: allow.brand,
    tag,
    summary: "Set a brand's logo",
    params: Params,
    body: LogoBody,
    response: AdminBrand,
    guard: mayEdit,
    handler: async ({ scope, params: { id }, body: { logo }, req }) => {
      await scope.existing(id);
      const refs = [
        { path: 'logo.name', kind: 'image' as const, name: logo.name },
        { path: 'logo.thumb', kind: 'image' as const, name: logo.thumb },
      ];
      await requireStoredMedia({ images: scope.images }, refs, BrandFailures.logoNotFound());
      return scope.runAndAnswer(req, id, { type: 'SetBrandLogo', logo, now: scope.now() });
    },
  }),
  endpoint({
    method: 'DELETE',
    path: '/admin/brands/:id/logo',
    policy: allow.brand,
    tag,
    summary: "Remove a brand's logo",
    params: Params,
    body: NoBody,
    response: AdminBrand,
    guard: mayEdit,
    handler: ({ scope, params: { id }, req }) => scope.change(req, id, { type: 'SetBrandLogo', logo: null, now: scope.now() }),
  }),
  // A size chart per category (`brand:edit`, like the logo): its sizes, measures and equivalents; DELETE removes it.
  endpoint({
    method: 'PUT',
    path: '/admin/brands/:id/size-charts/:categoryId',
    policy: allow.brand,
    tag,
    summary: "Set a brand's size chart for a category",
    params: ChartParams,
    body: SizeChart,
    response: AdminBrand,
    guard: mayEdit,
    handler: async ({ scope, params: { id, categoryId }, body: chart, req }) => {
      await scope.existing(id);
      const category = await scope.context.readModels.collection<TaxonomyTermDoc>('taxonomyTerms').findOne({ kind: 'category', id: categoryId });
      if (!category)
        throw new HttpError(400, 'UNKNOWN_TERM', `categoryId: no category ${categoryId}`, {
          fields: [{ path: 'categoryId', message: `no category ${categoryId}` }],
        });
      return scope.runAndAnswer(req, id, { type: 'SetSizeChart', categoryId, chart, now: scope.now() });
    },
  }),
  endpoint({
    method: 'DELETE',
    path: '/admin/brands/:id/size-charts/:categoryId',
    policy: allow.brand,
    tag,
    summary: "Remove a brand's size chart for a category",
    params: ChartParams,
    body: NoBody,
    response: AdminBrand,
    guard: mayEdit,
    handler: ({ scope, params: { id, categoryId }, req }) => scope.change(req, id, { type: 'SetSizeChart', categoryId, chart: null, now: scope.now() }),
  }),
  // A brand without an owner (its owner's account was erased) gets one: an account with a brand role and no brand.
  endpoint({
    method: 'PUT',
    path: '/admin/brands/:id/owner',
    policy: allow.admin,
    tag,
    summary: 'Give a brand an owner (admins)',
    params: Params,
    body: OwnerBody,
    response: AdminBrand,
    handler: async ({ scope, params: { id }, body: { ownerId }, req }) => {
      await scope.existing(id);
      const owner = await scope.users().findOne({ _id: ownerId });
      if (!owner || owner.erased || !isBrand(owner.type)) throw new FailureError(BrandFailures.ownerNotFound());
      const owned = await ownedBrandId(scope.context, ownerId);
      if (owned !== null && owned !== id) throw new FailureError(BrandFailures.ownerHasBrand());
      return scope.runAndAnswer(req, id, { type: 'AssignOwner', ownerId, by: callerOf(req).userId, now: scope.now() });
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/admin/brands/:id/prestige',
    policy: allow.admin,
    tag,
    summary: "Set a brand's prestige",
    params: Params,
    body: PrestigeBody,
    response: AdminBrand,
    handler: ({ scope, params: { id }, body: { prestige }, req }) => scope.change(req, id, { type: 'SetBrandPrestige', prestige, now: scope.now() }),
  }),
  endpoint({
    method: 'DELETE',
    path: '/admin/brands/:id',
    policy: allow.admin,
    tag,
    summary: 'Remove a brand',
    params: Params,
    body: NoBody,
    status: 204,
    handler: async ({ scope, params: { id }, req }) => {
      await scope.existing(id);
      await scope.run(req, id, { type: 'DeleteBrand', by: callerOf(req).userId, now: scope.now() });
    },
  }),
]);

export const adminBrandRoutes = (context: ApiContext) => brandAdmin.router(brandAdminScope(context));
export const adminBrandApi = brandAdmin.operations;
