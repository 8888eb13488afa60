import { localize, type Language } from '@vitrina/domain/core/languages';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import {
  FEW_RESULTS,
  type AnalyticsClothDoc,
  type BrandClothDayDoc,
  type BrandDayDoc,
  type BrandTotalsDoc,
  type DayCount,
  type SearchDayDoc,
} from '@vitrina/projector/analytics';
import type { ClothDoc } from '@vitrina/projector/catalogue';
import { followerCountId, type FollowerCountDoc, type FollowerDayDoc, type SearchDemandDayDoc, type SearchDemandDoc } from '@vitrina/projector/following';
import type { z } from 'zod';
import type { Period } from './period';
import { SERIES, type DashboardSeries, type DashboardTotals, type DemandRow, type Series, type TopCloth } from './responses';

export const CLOTH_SORTS = ['views', 'favourites', 'clickOuts', 'clickOutRate'] as const;
export type ClothSort = (typeof CLOTH_SORTS)[number];

type Counts = Partial<Record<DayCount, number>>;
type DayFigures = Counts & { followers?: number };
const valueOf = (doc: DayFigures, series: Series) => (series === 'favourites' ? (doc.favouritesAdded ?? 0) - (doc.favouritesRemoved ?? 0) : (doc[series] ?? 0));
const change = (now: number, before: number) => (before === 0 ? null : Math.round(((now - before) / Math.abs(before)) * 1000) / 10);

/**
 * The analytics read models and the last day to count: null for today, or an `as_of` day. The buckets are keyed by
 * the day their facts happened, so those up to a day are what the log's facts up to its end make (the projection
 * says why; a test projects a log cut at that day and compares), and a figure as it stood then is theirs to sum.
 */
export interface Figures {
  store: Pick<ReadStoreSession, 'collection'>;
  until: string | null;
}

/** Days from `from` to `to`, no later than the last day counted. */
const days = (figures: Figures, from: string, to: string) => ({ $gte: from, $lte: figures.until !== null && figures.until < to ? figures.until : to });

/**
 * The seed's three figures (favourites of the brand's clothes, clicks on its name, its clothes), its followers, and
 * the people whose saved searches match its clothes (as last measured: the worker measures each day).
 */
export async function totalsOf(figures: Figures, brandId: string): Promise<z.infer<typeof DashboardTotals>> {
  const followerDays = () => figures.store.collection<FollowerDayDoc>('followerDays');
  if (figures.until === null) {
    const [doc, followers, demand] = await Promise.all([
      figures.store.collection<BrandTotalsDoc>('brandTotals').findOne({ _id: brandId }),
      figures.store.collection<FollowerCountDoc>('followerCounts').findOne({ _id: followerCountId('brand', brandId) }),
      figures.store.collection<SearchDemandDoc>('searchDemand').findOne({ _id: brandId }),
    ]);
    return {
      favourites: doc?.favourites ?? 0,
      brandClicks: doc?.brandClicks ?? 0,
      clothes: doc?.clothes ?? 0,
      followers: followers?.count ?? 0,
      searchers: demand?.people ?? 0,
    };
  }
  // As it stood at the end of a day: the running totals are the sums of the days up to it; demand its last measure.
  const [upTo, followedUpTo, [demand]] = await Promise.all([
    figures.store.collection<BrandDayDoc>('brandDays').find({ brandId, day: { $lte: figures.until } }),
    followerDays().find({ kind: 'brand', targetId: brandId, day: { $lte: figures.until } }),
    figures.store.collection<SearchDemandDayDoc>('searchDemandDays').find({ brandId, day: { $lte: figures.until } }, { sort: { day: -1 }, limit: 1 }),
  ]);
  const sum = (count: (doc: BrandDayDoc) => number) => upTo.reduce((total, doc) => total + count(doc), 0);
  return {
    favourites: sum((doc) => valueOf(doc, 'favourites')),
    brandClicks: sum((doc) => doc.brandClicks ?? 0),
    clothes: sum((doc) => (doc.clothesAdded ?? 0) - (doc.clothesRemoved ?? 0)),
    followers: followedUpTo.reduce((total, doc) => total + doc.change, 0),
    searchers: demand?.people ?? 0,
  };
}

/** The brand's daily follower changes over some days, as `followers` of each day's figures. */
async function followersByDay(figures: Figures, brandId: string, from: string, to: string): Promise<Map<string, number>> {
  const docs = await figures.store.collection<FollowerDayDoc>('followerDays').find({ kind: 'brand', targetId: brandId, day: days(figures, from, to) });
  return new Map(docs.map((doc) => [doc.day, doc.change]));
}

export type SeriesFigures = z.infer<typeof DashboardSeries>;

/**
 * Each series day by day over the period, its total, the previous period's day by day (drawn faintly under it) and
 * total, and the change in percent.
 */
export async function seriesOf(figures: Figures, brandId: string, period: Period): Promise<SeriesFigures> {
  const store = figures.store.collection<BrandDayDoc>('brandDays');
  const [current, previous, followed, followedBefore] = await Promise.all([
    store.find({ brandId, day: days(figures, period.from, period.to) }),
    store.find({ brandId, day: days(figures, period.previous.from, period.previous.to) }),
    followersByDay(figures, brandId, period.from, period.to),
    followersByDay(figures, brandId, period.previous.from, period.previous.to),
  ]);
  const withFollowers = (docs: BrandDayDoc[], followers: Map<string, number>) => {
    const byDay = new Map<string, DayFigures>(docs.map((doc) => [doc.day, { ...doc, followers: followers.get(doc.day) ?? 0 }]));
    for (const [day, change] of followers) if (!byDay.has(day)) byDay.set(day, { followers: change });
    return byDay;
  };
  const byDay = withFollowers(current, followed);
  const previousByDay = withFollowers(previous, followedBefore);
  return Object.fromEntries(
    SERIES.map((series) => {
      const points = period.days.map((day) => ({ day, value: valueOf(byDay.get(day) ?? {}, series) }));
      const previousPoints = period.previous.days.map((day) => valueOf(previousByDay.get(day) ?? {}, series));
      const total = points.reduce((sum, point) => sum + point.value, 0);
      const before = previousPoints.reduce((sum, value) => sum + value, 0);
      return [series, { points, total, previousTotal: before, previousPoints, changePercent: change(total, before) }];
    }),
  ) as SeriesFigures;
}

/** The brand's clothes over the period: views, favourites (net), click-outs and click-outs per view, best first. */
export async function topClothesOf(
  figures: Figures,
  clothes: Pick<ReadStoreSession, 'collection'>,
  brandId: string,
  period: Period,
  sort: ClothSort,
  language: Language,
  limit = 20,
): Promise<z.infer<typeof TopCloth>[]> {
  const docs = await figures.store.collection<BrandClothDayDoc>('brandClothDays').find({ brandId, day: days(figures, period.from, period.to) });
  // Summed by ordinal (the brand's clothes in the order added), then the best few named.
  const rows = new Map<number, { views: number; favourites: number; clickOuts: number }>();
  const sum = (pairs: readonly number[] | undefined, field: 'views' | 'favourites' | 'clickOuts', sign = 1) => {
    if (!pairs) return;
    for (let i = 0; i < pairs.length; i += 2) {
      let row = rows.get(pairs[i]!);
      if (!row) rows.set(pairs[i]!, (row = { views: 0, favourites: 0, clickOuts: 0 }));
      row[field] += sign * pairs[i + 1]!;
    }
  };
  for (const doc of docs) {
    sum(doc.views, 'views');
    sum(doc.clickOuts, 'clickOuts');
    sum(doc.favouritesAdded, 'favourites');
    sum(doc.favouritesRemoved, 'favourites', -1);
  }
  const rated = [...rows].map(([ordinal, row]) => ({
    ordinal,
    ...row,
    clickOutRate: row.views === 0 ? 0 : Math.round((row.clickOuts / row.views) * 1000) / 1000,
  }));
  rated.sort((a, b) => b[sort] - a[sort] || b.views - a.views || a.ordinal - b.ordinal);
  const top = rated.slice(0, limit);
  const ids = new Map(
    (await figures.store.collection<AnalyticsClothDoc>('analyticsClothes').find({ brandId, ordinal: { $in: top.map((row) => row.ordinal) } })).map((doc) => [
      doc.ordinal,
      doc._id,
    ]),
  );
  const named = new Map((await clothes.collection<ClothDoc>('clothes').find({ _id: { $in: [...ids.values()] } })).map((doc) => [doc._id, doc]));
  return top.map(({ ordinal, ...row }) => {
    const clothId = ids.get(ordinal)!;
    const cloth = named.get(clothId);
    return {
      clothId,
      ...row,
      name: cloth ? localize(cloth.names, language) : null,
      image: cloth?.images[0]?.thumb ? `/images/${cloth.images[0].thumb}` : null,
    };
  });
}

/** What people look for in the brand's categories that found nothing or few clothes, most searched first. */
export async function demandOf(figures: Figures, categories: readonly string[], period: Period, limit = 10): Promise<z.infer<typeof DemandRow>[]> {
  if (categories.length === 0) return [];
  const docs = await figures.store
    .collection<SearchDayDoc>('searchDays')
    .find({ category: { $in: [...categories] }, day: days(figures, period.from, period.to) });
  const byQuery = new Map<string, { text: string; category: string; searches: number; empty: number; few: number; results: number }>();
  for (const doc of docs) {
    if (!doc.text) continue;
    const key = `${doc.category}|${doc.text}`;
    const row = byQuery.get(key) ?? { text: doc.text, category: doc.category, searches: 0, empty: 0, few: 0, results: 0 };
    row.searches += doc.searches;
    row.empty += doc.empty;
    row.few += doc.few;
    row.results += doc.results;
    byQuery.set(key, row);
  }
  return [...byQuery.values()]
    .filter((row) => row.few > 0)
    .map(({ results, ...row }) => ({ ...row, averageResults: Math.round((results / row.searches) * 10) / 10, fewThreshold: FEW_RESULTS }))
    .sort((a, b) => b.few - a.few || b.searches - a.searches || a.text.localeCompare(b.text))
    .slice(0, limit);
}
