import { localize, type Language } from '@vitrina/domain/core/languages';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import { FEW_RESULTS, type BrandDayDoc, type DayCount, type BrandTotalsDoc, type ClothDayDoc, type SearchDayDoc } from '@vitrina/projector/analytics';
import type { ClothDoc } from '@vitrina/projector/catalogue';
import type { Period } from './period';

/** The series the dashboard draws, each a day's count; favourites are net (added less removed). */
export const SERIES = ['views', 'clickOuts', 'favourites', 'brandClicks', 'recommendations'] as const;
export type Series = (typeof SERIES)[number];
export const CLOTH_SORTS = ['views', 'favourites', 'clickOuts', 'clickOutRate'] as const;
export type ClothSort = (typeof CLOTH_SORTS)[number];

type Counts = Partial<Record<DayCount, number>>;
const valueOf = (doc: Counts, series: Series) => (series === 'favourites' ? (doc.favouritesAdded ?? 0) - (doc.favouritesRemoved ?? 0) : (doc[series] ?? 0));
const change = (now: number, before: number) => (before === 0 ? null : Math.round(((now - before) / Math.abs(before)) * 1000) / 10);

/** The analytics read models, from today's generation or from a store rebuilt up to an `as_of` day. */
export type Figures = Pick<ReadStoreSession, 'collection'>;

/** The seed's three figures: favourites of the brand's clothes, clicks on its name, its clothes. */
export async function totalsOf(store: Figures, brandId: string) {
  const doc = await store.collection<BrandTotalsDoc>('brandTotals').findOne({ _id: brandId });
  return { favourites: doc?.favourites ?? 0, brandClicks: doc?.brandClicks ?? 0, clothes: doc?.clothes ?? 0 };
}

/** Each series day by day over the period, its total, the previous period's total and the change in percent. */
export async function seriesOf(store: Figures, brandId: string, period: Period) {
  const days = store.collection<BrandDayDoc>('brandDays');
  const [current, previous] = await Promise.all([
    days.find({ brandId, day: { $gte: period.from, $lte: period.to } }),
    days.find({ brandId, day: { $gte: period.previous.from, $lte: period.previous.to } }),
  ]);
  const byDay = new Map(current.map((doc) => [doc.day, doc]));
  return Object.fromEntries(
    SERIES.map((series) => {
      const points = period.days.map((day) => ({ day, value: valueOf(byDay.get(day) ?? {}, series) }));
      const total = points.reduce((sum, point) => sum + point.value, 0);
      const before = previous.reduce((sum, doc) => sum + valueOf(doc, series), 0);
      return [series, { points, total, previousTotal: before, changePercent: change(total, before) }];
    }),
  ) as Record<Series, { points: { day: string; value: number }[]; total: number; previousTotal: number; changePercent: number | null }>;
}

/** The brand's clothes over the period: views, favourites (net), click-outs and click-outs per view, best first. */
export async function topClothesOf(store: Figures, clothes: Figures, brandId: string, period: Period, sort: ClothSort, language: Language, limit = 20) {
  const docs = await store.collection<ClothDayDoc>('clothDays').find({ brandId, day: { $gte: period.from, $lte: period.to } });
  const rows = new Map<string, { clothId: string; views: number; favourites: number; clickOuts: number }>();
  for (const doc of docs) {
    const row = rows.get(doc.clothId) ?? { clothId: doc.clothId, views: 0, favourites: 0, clickOuts: 0 };
    row.views += doc.views ?? 0;
    row.favourites += valueOf(doc, 'favourites');
    row.clickOuts += doc.clickOuts ?? 0;
    rows.set(doc.clothId, row);
  }
  const rated = [...rows.values()].map((row) => ({ ...row, clickOutRate: row.views === 0 ? 0 : Math.round((row.clickOuts / row.views) * 1000) / 1000 }));
  rated.sort((a, b) => b[sort] - a[sort] || b.views - a.views || a.clothId.localeCompare(b.clothId));
  const top = rated.slice(0, limit);
  const names = new Map((await clothes.collection<ClothDoc>('clothes').find({ _id: { $in: top.map((row) => row.clothId) } })).map((doc) => [doc._id, doc]));
  return top.map((row) => {
    const cloth = names.get(row.clothId);
    return { ...row, name: cloth ? localize(cloth.names, language) : null, image: cloth?.images[0]?.thumb ? `/images/${cloth.images[0].thumb}` : null };
  });
}

/** What people look for in the brand's categories that found nothing or few clothes, most searched first. */
export async function demandOf(store: Figures, categories: readonly string[], period: Period, limit = 10) {
  if (categories.length === 0) return [];
  const docs = await store.collection<SearchDayDoc>('searchDays').find({ category: { $in: [...categories] }, day: { $gte: period.from, $lte: period.to } });
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

