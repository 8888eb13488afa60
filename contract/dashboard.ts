import * as z from 'zod/mini';

/*
 * What GET /dashboard answers, for the OpenAPI document: the shapes of ./figures.ts. Exact on the api's side, so the tests, which hold
 * every answer to its schema (api/http/response-check.ts), fail when an answer grows a field.
 */

/** The series the dashboard draws, each a day's count; favourites and followers are net (added less removed). */
export const SERIES = ['views', 'clickOuts', 'favourites', 'brandClicks', 'recommendations', 'followers'] as const;
export type Series = (typeof SERIES)[number];

/** A day of the site's calendar (YYYY-MM-DD). */
const Day = z.iso.date();

/** The seed's three figures (favourites of the brand's clothes, clicks on its name, its clothes), followers and demand. */
export const DashboardTotals = z.object({
  favourites: z.int(),
  brandClicks: z.int(),
  clothes: z.int(),
  followers: z.int(),
  searchers: z.int().check(z.describe("People whose saved searches match at least one of the brand's public clothes, as measured each morning.")),
});

/** One series over the period, day by day, against the period before it. */
export const SeriesFigure = z.object({
  points: z.array(z.object({ day: Day, value: z.int() })),
  total: z.int(),
  previousTotal: z.int(),
  previousPoints: z.array(z.int()).check(z.describe("The previous period's values, day by day.")),
  changePercent: z.nullable(z.number()).check(z.describe('Null when the previous period counted nothing.')),
});

/** Every series the dashboard draws, by name. */
export const DashboardSeries = z.record(z.enum(SERIES), SeriesFigure);

/** One of the brand's clothes over the period, best first by the sort asked for. */
export const TopCloth = z.object({
  clothId: z.string(),
  views: z.int(),
  favourites: z.int().check(z.describe('Net: added less removed.')),
  clickOuts: z.int(),
  clickOutRate: z.number().check(z.describe('Click-outs per view, 0 to 1.')),
  name: z.nullable(z.string()).check(z.describe("In the request's language; null when the cloth is gone.")),
  image: z.nullable(z.string()).check(z.describe('Its first thumbnail, a path on this site.')),
});

/** A search in the brand's categories that found few or no clothes. */
export const DemandRow = z.object({
  text: z.string(),
  category: z.string(),
  searches: z.int(),
  empty: z.int(),
  few: z.int(),
  averageResults: z.number(),
  fewThreshold: z.int().check(z.describe('At most this many results counts as few.')),
});

/** An influencer's recommendation of one of the brand's clothes, with its review. */
export const InfluencerReview = z.object({
  influencer: z.object({ username: z.string(), name: z.string() }),
  clothId: z.string(),
  clothName: z.string(),
  review: z.string().check(z.describe("In the request's language.")),
  recommendedAt: z.iso.datetime(),
});

/** GET /dashboard: the acting brand's figures over a period (as they stood at `asOf`'s end when given). */
export const Dashboard = z.object({
  brandId: z.string(),
  brandName: z.string(),
  period: z.object({ from: Day, to: Day, previous: z.object({ from: Day, to: Day }) }),
  figures: DashboardTotals,
  firstSteps: z
    .object({
      cloth: z.boolean().check(z.describe('The brand shows a cloth, or has one hidden.')),
      importer: z.boolean().check(z.describe('Its importer has settings saved.')),
      story: z.boolean().check(z.describe('It has published a magazine entry.')),
      shared: z.boolean().check(z.describe('Someone has come to it: a click on its name, or a follower.')),
    })
    .check(z.describe("A new brand's first steps, each done or not: the dashboard lists those left until every one is done.")),
  series: DashboardSeries,
  topClothes: z.array(TopCloth),
  demand: z.array(DemandRow),
  influencers: z.array(InfluencerReview),
  asOf: z.nullable(Day),
});

export type SeriesFigure = z.infer<typeof SeriesFigure>;
export type InfluencerReview = z.infer<typeof InfluencerReview>;
export type DashboardTotals = z.infer<typeof DashboardTotals>;
export type DashboardSeries = z.infer<typeof DashboardSeries>;
export type TopCloth = z.infer<typeof TopCloth>;
export type DemandRow = z.infer<typeof DemandRow>;
export type Dashboard = z.infer<typeof Dashboard>;
