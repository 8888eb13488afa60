import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { BrandFailures } from '@vitrina/domain/brands/failures';
import { FailureError } from '@vitrina/domain/core/failures';
import { PUBLIC_CLOTHES, type BrandDoc, type ClothDoc } from '@vitrina/projector/catalogue';
import { allow } from '../auth/policies';
import type { ApiContext } from '../context';
import { endpointOf, endpoints, type Bare, type Call } from '../http/endpoints';
import { NoBody } from '../http/validate';
import { BrandPage, PublicBrandList } from './responses';
import { metadataFor } from '@vitrina/infra/eventstore/commands';
import { brandClicksStream } from '@vitrina/domain/brands/events';
import { clothView, logoView } from '../catalogue/views';
import { magazineItem } from '../magazine/views';
import type { MagazineEntryDoc } from '@vitrina/projector/magazine';

const Params = z.object({ id: z.string().uuid() }).strict();
const PageQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(24),
  })
  .strict();
const OFFERS = 24;
/** Its newest magazine entries, shown beside its clothes. */
const MAGAZINE_ENTRIES = 6;
/** Ours: clicks one client can add to one brand's count per ten minutes. */
const CLICKS_PER_CLIENT = { limit: 5, windowMs: 10 * 60_000 };

/** What the brand endpoints share: the read models, and the menu's list kept while the search index is unchanged. */
function brandScope(context: ApiContext) {
  return {
    context,
    brands: () => context.readModels.collection<BrandDoc>('brands'),
    clothes: () => context.readModels.collection<ClothDoc>('clothes'),
    listed: { stamp: null as string | null, items: null as Promise<Array<{ id: string; name: string; clothes: number }>> | null },
  };
}
type BrandScope = ReturnType<typeof brandScope>;

// The brands with public clothes, by name, for the header's menu of brands (each leads to a search by brand):
// the search index's brand facet over every public cloth, so a brand without one is not there.
async function brandMenu({ scope: { context, brands, listed }, req }: Bare<BrandScope>) {
  const stamp = await context.search.stamp();
  if (!listed.items || stamp === null || listed.stamp !== stamp) {
    const items = context.search.search({ language: req.language, filters: {}, sort: 'newest', page: 1, pageSize: 1 }).then(async (all) => {
      const counts = all.facets.brand;
      const docs = await brands().find({ _id: { $in: Object.keys(counts) } });
      return docs
        .map((doc) => ({ id: doc._id, name: doc.brand || doc.name, clothes: counts[doc._id] ?? 0 }))
        .sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }));
    });
    listed.stamp = stamp;
    listed.items = items;
    items.catch(() => (listed.items = null));
  }
  return { items: await listed.items };
}

/** The brand page (seed section 2, /brand/{id}): the brand and its logo, its offers, visible clothes and magazine entries. */
async function brandPage({ scope: { context, brands, clothes }, params: { id }, query, req }: Call<BrandScope, typeof Params, typeof PageQuery, undefined>) {
  const brand = await brands().findOne({ _id: id });
  if (!brand) throw new FailureError(BrandFailures.brandNotFound());
  const shown = { brandId: id, ...PUBLIC_CLOTHES };
  const [offers, items, total, entries] = await Promise.all([
    clothes().find({ ...shown, discountEnabled: true }, { sort: { createdAt: -1 }, limit: OFFERS }),
    clothes().find(shown, { sort: { createdAt: -1 }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize }),
    clothes().count(shown),
    context.readModels.collection<MagazineEntryDoc>('magazineEntries').find({ brandId: id }, { sort: { publishedAt: -1 }, limit: MAGAZINE_ENTRIES }),
  ]);
  return {
    id: brand._id,
    name: brand.name,
    brand: brand.brand,
    description: brand.description,
    location: brand.location,
    logo: logoView(brand),
    prestige: brand.prestige,
    offers: offers.map((doc) => clothView(doc, req.language)),
    clothes: { items: items.map((doc) => clothView(doc, req.language)), total, page: query.page, pageSize: query.pageSize },
    magazine: entries.map((doc) => magazineItem(doc, req.language)),
  };
}

// A click on a brand's name anywhere on the site: a fact for the brand's dashboard. Many clicks append to one
// stream with no expected revision, since clicks do not decide anything; repeated clicks from one client are capped.
async function countClick({ scope: { context, brands }, params: { id }, req }: Call<BrandScope, typeof Params, undefined, typeof NoBody>) {
  if (!(await brands().findOne({ _id: id }))) throw new FailureError(BrandFailures.brandNotFound());
  const counted = await context.limiter.consume(`click:${id}:${req.ip}`, CLICKS_PER_CLIENT);
  if (!counted.allowed) return;
  const now = context.now();
  await context.eventStore.append(
    brandClicksStream(id),
    [
      {
        id: randomUUID(),
        type: 'BrandNameClicked',
        data: { brandId: id, userId: req.caller?.userId ?? null, at: now.toISOString() },
        metadata: metadataFor({ correlationId: String(req.id), actor: req.caller?.userId, now }),
      },
    ],
    'any',
  );
}

const endpoint = endpointOf<BrandScope>();
const tag = 'brands';

const brandEndpoints = endpoints([
  endpoint({
    method: 'GET',
    path: '/brands',
    policy: allow.anyone,
    tag,
    summary: 'The brands with clothes on show, by name',
    query: NoBody,
    response: PublicBrandList,
    handler: brandMenu,
  }),
  endpoint({
    method: 'GET',
    path: '/brands/:id',
    policy: allow.signedIn,
    tag,
    summary: 'A brand page: profile, offers, clothes, magazine',
    params: Params,
    query: PageQuery,
    response: BrandPage,
    handler: brandPage,
  }),
  endpoint({
    method: 'POST',
    path: '/brands/:id/click',
    policy: allow.anyone,
    tag,
    summary: "Count a click on a brand's name",
    params: Params,
    body: NoBody,
    status: 204,
    handler: countClick,
  }),
]);

export const brandRoutes = (context: ApiContext) => brandEndpoints.router(brandScope(context));
export const brandApi = brandEndpoints.operations;
