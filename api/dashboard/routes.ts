import type { Request } from 'express';
import { z } from 'zod';
import { isInfluencer } from '@vitrina/domain/accounts/roles';
import { localize } from '@vitrina/domain/core/languages';
import { dayIn, type AnalyticsClothDoc } from '@vitrina/projector/analytics';
import type { ClothDoc } from '@vitrina/projector/catalogue';
import type { FavouriteDoc } from '@vitrina/projector/favourites';
import type { ImporterDoc } from '@vitrina/projector/importer';
import type { MagazineEntryDoc } from '@vitrina/projector/magazine';
import type { UserDoc } from '@vitrina/projector/users';
import { allow } from '../auth/policies';
import { actingBrand } from '../catalogue/acting-brand';
import type { ApiContext } from '../context';
import { displayName } from '../favourites/recommendations';
import { endpointOf, endpoints } from '../http/endpoints';
import { CLOTH_SORTS, demandOf, seriesOf, topClothesOf, totalsOf, type Figures } from './figures';
import { endOfDayIn, periodFields, periodOf, periodRules } from './period';
import { Dashboard, SERIES } from './responses';

const dashboardFields = { brandId: z.string().uuid().optional(), sort: z.enum(CLOTH_SORTS).default('views') };
const DashboardQuery = z
  .object({ ...periodFields, ...dashboardFields })
  .strict()
  .superRefine(periodRules);
const ExportQuery = z
  .object({ ...periodFields, ...dashboardFields, what: z.enum(['series', 'clothes']) })
  .strict()
  .superRefine(periodRules);

/** How many recommendations of the brand's clothes the dashboard quotes. */
const REVIEWS = 12;

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ would run as a formula in a spreadsheet: quoted and prefixed, as OWASP advises.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n;']/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const csv = (rows: unknown[][]) => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** The dashboard's figures for the acting brand over the query's period, as they stood at its `as_of` day. */
async function figuresFor(context: ApiContext, req: Request, query: Omit<z.infer<typeof ExportQuery>, 'what'>) {
  const brand = await actingBrand(context, req, query.brandId);
  const period = periodOf(query, dayIn(context.config.SITE_TIME_ZONE)(context.now().toISOString()));
  const figures: Figures = { store: context.readModels, until: query.as_of ?? null };
  // The analytics' own small record of each cloth (brand, ordinal, category), not the catalogue's whole documents.
  const brandClothes = (await context.readModels.collection<AnalyticsClothDoc>('analyticsClothes').find({ brandId: brand._id })).filter(
    (cloth) => !cloth.removed,
  );
  const categories = [...new Set(brandClothes.flatMap((cloth) => (cloth.categoryId ? [cloth.categoryId] : [])))];
  const [totals, series, topClothes, demand] = await Promise.all([
    totalsOf(figures, brand._id),
    seriesOf(figures, brand._id, period),
    topClothesOf(figures, context.readModels, brand._id, period, query.sort, req.language),
    demandOf(figures, categories, period),
  ]);
  const cutoff = query.as_of ? endOfDayIn(context.config.SITE_TIME_ZONE, query.as_of).toISOString() : null;
  return {
    brand,
    period,
    figures: totals,
    series,
    topClothes,
    demand,
    influencers: await influencersOf(context, brandClothes, cutoff, req),
    asOf: query.as_of ?? null,
  };
}

/** What a new brand has done of its first steps, read as it stands now (whatever period is shown). */
async function firstStepsOf(context: ApiContext, brandId: string, totals: { brandClicks: number; followers?: number }) {
  const [clothes, importer, stories] = await Promise.all([
    context.readModels.collection<AnalyticsClothDoc>('analyticsClothes').find({ brandId }),
    context.readModels.collection<ImporterDoc>('importers').findOne({ _id: brandId }),
    context.readModels.collection<MagazineEntryDoc>('magazineEntries').count({ brandId }),
  ]);
  return {
    cloth: clothes.some((cloth) => !cloth.removed),
    importer: Boolean(importer?.config),
    story: stories > 0,
    shared: totals.brandClicks > 0 || (totals.followers ?? 0) > 0,
  };
}

/** The latest reviews of the brand's clothes by active influencers, recommended before the cutoff. */
async function influencersOf(context: ApiContext, brandClothes: AnalyticsClothDoc[], cutoff: string | null, req: Request) {
  const recommended = await context.readModels
    .collection<FavouriteDoc>('favourites')
    .find({ recommended: true, type: 'cloth', itemId: { $in: brandClothes.map((cloth) => cloth._id) } }, { sort: { recommendedAt: -1 }, limit: REVIEWS * 2 });
  const byId = new Map(
    (await context.readModels.collection<ClothDoc>('clothes').find({ _id: { $in: [...new Set(recommended.map((doc) => doc.itemId))] } })).map((cloth) => [
      cloth._id,
      cloth,
    ]),
  );
  const users = new Map(
    (await context.readModels.collection<UserDoc>('users').find({ _id: { $in: [...new Set(recommended.map((doc) => doc.userId))] } })).map((user) => [
      user._id,
      user,
    ]),
  );
  return recommended
    .filter((doc) => doc.review && doc.recommendedAt && (!cutoff || doc.recommendedAt < cutoff))
    .flatMap((doc) => {
      const user = users.get(doc.userId);
      const cloth = byId.get(doc.itemId);
      if (!user || !user.active || !isInfluencer(user.type) || !cloth) return [];
      return [
        {
          influencer: { username: user.username, name: displayName(user) },
          clothId: doc.itemId,
          clothName: localize(cloth.names, req.language),
          review: localize(doc.review!, req.language),
          recommendedAt: doc.recommendedAt,
        },
      ];
    })
    .slice(0, REVIEWS);
}

/** CSV of the daily series or of the top clothes table, for the brand's own spreadsheets. */
function exportRows(what: z.infer<typeof ExportQuery>['what'], shown: Awaited<ReturnType<typeof figuresFor>>): unknown[][] {
  return what === 'series'
    ? [['day', ...SERIES], ...shown.period.days.map((day, i) => [day, ...SERIES.map((series) => shown.series[series].points[i]!.value)])]
    : [
        ['cloth', 'name', 'views', 'favourites', 'clickOuts', 'clickOutRate'],
        ...shown.topClothes.map((row) => [row.clothId, row.name, row.views, row.favourites, row.clickOuts, row.clickOutRate]),
      ];
}

const endpoint = endpointOf<ApiContext>();
const tag = 'dashboard';

/**
 * The brand dashboard (seed section 3's three figures, and what being found brought the brand over time): the acting
 * brand's own (admins name any; another brand's id is 404). Counts only, never a shopper.
 */
const dashboard = endpoints([
  endpoint({
    method: 'GET',
    path: '/dashboard',
    policy: allow.brand,
    tag,
    summary: "A brand's figures",
    query: DashboardQuery,
    response: Dashboard,
    handler: async ({ scope: context, query, req }) => {
      const { brand, ...shown } = await figuresFor(context, req, query);
      const firstSteps = await firstStepsOf(context, brand._id, shown.figures);
      const { from, to, previous } = shown.period;
      return { brandId: brand._id, brandName: brand.brand, ...shown, firstSteps, period: { from, to, previous: { from: previous.from, to: previous.to } } };
    },
  }),
  // Sends its CSV itself: the handler returns nothing.
  endpoint({
    method: 'GET',
    path: '/dashboard/export',
    policy: allow.brand,
    tag,
    summary: "A brand's figures as CSV",
    query: ExportQuery,
    produces: 'text/csv',
    handler: async ({ scope: context, query: { what, ...query }, req, res }) => {
      const shown = await figuresFor(context, req, query);
      const name = `vitrina-${what}-${shown.period.from}-${shown.period.to}.csv`;
      res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` }).send(csv(exportRows(what, shown)));
    },
  }),
]);

export const dashboardRoutes = dashboard.router;
export const dashboardApi = dashboard.operations;
