import { z } from 'zod';

/*
 * What GET /dashboard answers, for the OpenAPI document: the shapes of ./figures.ts. Strict, so the tests, which hold
 * every answer to its schema (api/http/response-check.ts), fail when an answer grows a field.
 */

/** The series the dashboard draws, each a day's count; favourites and followers are net (added less removed). */
export const SERIES = ['views', 'clickOuts', 'favourites', 'brandClicks', 'recommendations', 'followers'] as const;
export type Series = (typeof SERIES)[number];

/** A day of the site's calendar (YYYY-MM-DD). */
const Day = z.iso.date();

/** The seed's three figures (favourites of the brand's clothes, clicks on its name, its clothes), followers and demand. */
export const DashboardTotals = z
  .object({
    favourites: z.number().int(),
    brandClicks: z.number().int(),
    clothes: z.number().int(),
    followers: z.number().int(),
    searchers: z.number().int().describe("People whose saved searches match at least one of the brand's public clothes, as measured each morning."),
  })
  .strict();

/** One series over the period, day by day, against the period before it. */
const SeriesFigure = z
  .object({
    points: z.array(z.object({ day: Day, value: z.number().int() }).strict()),
    total: z.number().int(),
    previousTotal: z.number().int(),
    previousPoints: z.array(z.number().int()).describe("The previous period's values, day by day."),
    changePercent: z.number().nullable().describe('Null when the previous period counted nothing.'),
  })
  .strict();

/** Every series the dashboard draws, by name. */
export const DashboardSeries = z.record(z.enum(SERIES), SeriesFigure);

/** One of the brand's clothes over the period, best first by the sort asked for. */
export const TopCloth = z
  .object({
    clothId: z.string(),
    views: z.number().int(),
    favourites: z.number().int().describe('Net: added less removed.'),
    clickOuts: z.number().int(),
    clickOutRate: z.number().describe('Click-outs per view, 0 to 1.'),
    name: z.string().nullable().describe("In the request's language; null when the cloth is gone."),
    image: z.string().nullable().describe('Its first thumbnail, a path on this site.'),
  })
  .strict();

/** A search in the brand's categories that found few or no clothes. */
export const DemandRow = z
  .object({
    text: z.string(),
    category: z.string(),
    searches: z.number().int(),
    empty: z.number().int(),
    few: z.number().int(),
    averageResults: z.number(),
    fewThreshold: z.number().int().describe('At most this many results counts as few.'),
  })
  .strict();

/** An influencer's recommendation of one of the brand's clothes, with its review. */
const InfluencerReview = z
  .object({
    influencer: z.object({ username: z.string(), name: z.string() }).strict(),
    clothId: z.string(),
    clothName: z.string(),
    review: z.string().describe("In the request's language."),
    recommendedAt: z.iso.datetime(),
  })
  .strict();

/** GET /dashboard: the acting brand's figures over a period (as they stood at `asOf`'s end when given). */
export const Dashboard = z
  .object({
    brandId: z.string(),
    brandName: z.string(),
    period: z.object({ from: Day, to: Day, previous: z.object({ from: Day, to: Day }).strict() }).strict(),
    figures: DashboardTotals,
    firstSteps: z
      .object({
        cloth: z.boolean().describe('The brand shows a cloth, or has one hidden.'),
        importer: z.boolean().describe('Its importer has settings saved.'),
        story: z.boolean().describe('It has published a magazine entry.'),
        shared: z.boolean().describe('Someone has come to it: a click on its name, or a follower.'),
      })
      .strict()
      .describe("A new brand's first steps, each done or not: the dashboard lists those left until every one is done."),
    series: DashboardSeries,
    topClothes: z.array(TopCloth),
    demand: z.array(DemandRow),
    influencers: z.array(InfluencerReview),
    asOf: Day.nullable(),
  })
  .strict();
