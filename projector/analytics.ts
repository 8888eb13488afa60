import type { AnalyticsEvent } from '@vitrina/domain/analytics/events';
import type { BrandClickEvent } from '@vitrina/domain/brands/events';
import type { CatalogueEvent } from '@vitrina/domain/catalogue/events';
import type { FavouriteEvent } from '@vitrina/domain/favourites/events';
import type { Doc } from '@vitrina/infra/readstore/port';
import type { Projection } from './projection';

/** What a brand's day (and a cloth's) counts; favourites added and removed apart, so "net" is theirs to take. */
export const DAY_COUNTS = ['views', 'clickOuts', 'favouritesAdded', 'favouritesRemoved', 'brandClicks', 'recommendations', 'clothesAdded', 'clothesHidden', 'clothesRemoved'] as const;
export type DayCount = (typeof DAY_COUNTS)[number];

/** A brand's counts on one day of the site's time zone, `_id` `<brandId>:<YYYY-MM-DD>`. */
export interface BrandDayDoc extends Doc, Partial<Record<DayCount, number>> {
  brandId: string;
  day: string;
}

/** A cloth's counts on one day, `_id` `<clothId>:<YYYY-MM-DD>`, for the top clothes table. */
export interface ClothDayDoc extends Doc, Partial<Record<DayCount, number>> {
  clothId: string;
  brandId: string;
  day: string;
}

/** The seed's three figures as running totals, by brand id. */
export interface BrandTotalsDoc extends Doc {
  /** Favourites of the brand's clothes, net. */
  favourites: number;
  brandClicks: number;
  /** Clothes the brand holds, hidden ones included. */
  clothes: number;
}

/** One query's searches on one day, by text and category (`''`: none chosen), with how often nothing was found. */
export interface SearchDayDoc extends Doc {
  day: string;
  text: string;
  category: string;
  searches: number;
  /** Searches that found nothing, and that found fewer than FEW_RESULTS. */
  empty: number;
  few: number;
  results: number;
}

/** A search with fewer results than this counts as "few" (what people look for that hardly anyone sells). */
export const FEW_RESULTS = 5;

type Handled = AnalyticsEvent | BrandClickEvent | CatalogueEvent | FavouriteEvent;

/** The day of an instant in a time zone, as YYYY-MM-DD. */
export function dayIn(timeZone: string): (instant: string) => string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (instant) => format.format(new Date(instant));
}

/**
 * The brand dashboard's read models, from the facts in the log: per brand and per cloth, counts in day buckets of the
 * site's time zone; the seed's three figures as running totals; searches per query and category. Changing
 * SITE_TIME_ZONE needs `npm run replay -- analytics`.
 */
export function analyticsProjection(timeZone: string): Projection {
  const dayOf = dayIn(timeZone);
  return {
    name: 'analytics',
    version: 1,
    collections: ['analyticsClothes', 'brandDays', 'clothDays', 'brandTotals', 'searchDays'],
    eventTypes: ['ClothPageViewed', 'ClothClickedOut', 'SearchPerformed', 'BrandNameClicked', 'ClothAdded', 'ClothVisibilitySet', 'ClothRemoved', 'FavouriteAdded', 'FavouriteRemoved', 'ClothRecommended'],
    indexes: {
      brandDays: [{ fields: { brandId: 1, day: 1 } }],
      clothDays: [{ fields: { brandId: 1, day: 1 } }],
      searchDays: [{ fields: { day: 1 } }, { fields: { category: 1, day: 1 } }],
    },
    async apply(events, session) {
      const clothes = session.collection<Doc & { brandId: string }>('analyticsClothes');
      const brandDays = session.collection<BrandDayDoc>('brandDays');
      const clothDays = session.collection<ClothDayDoc>('clothDays');
      const totals = session.collection<BrandTotalsDoc>('brandTotals');
      const searches = session.collection<SearchDayDoc>('searchDays');

      // A batch's increments are summed per document first, then written once each: most of a batch's facts fall on
      // the same few brand-days, so this saves most of the writes.
      const pending = new Map<string, { collection: typeof brandDays | typeof clothDays | typeof totals | typeof searches; id: string; inc: Record<string, number>; insert: Record<string, string | number> }>();
      const add = (collection: (typeof pending extends Map<string, infer V> ? V : never)['collection'], id: string, inc: Record<string, number>, insert: Record<string, string | number>) => {
        const key = `${collection === brandDays ? 'b' : collection === clothDays ? 'c' : collection === totals ? 't' : 's'}|${id}`;
        const entry = pending.get(key) ?? { collection, id, inc: {}, insert };
        for (const [field, by] of Object.entries(inc)) entry.inc[field] = (entry.inc[field] ?? 0) + by;
        pending.set(key, entry);
      };
      const count = (brandId: string, clothId: string | null, day: string, field: DayCount) => {
        add(brandDays, `${brandId}:${day}`, { [field]: 1 }, { brandId, day });
        if (clothId) add(clothDays, `${clothId}:${day}`, { [field]: 1 }, { clothId, brandId, day });
      };
      const total = (brandId: string, field: keyof typeof ZERO, by: number) => add(totals, brandId, { [field]: by }, ZERO);
      const brandOf = async (clothId: string) => (await clothes.findOne({ _id: clothId }))?.brandId ?? null;

      for (const recorded of events) {
        const event = { type: recorded.type, data: recorded.data } as Handled;
        const day = dayOf(recorded.metadata.at);
        switch (event.type) {
          case 'ClothPageViewed':
            count(event.data.brandId, event.data.clothId, day, 'views');
            break;
          case 'ClothClickedOut':
            count(event.data.brandId, event.data.clothId, day, 'clickOuts');
            break;
          case 'BrandNameClicked':
            count(event.data.brandId, null, day, 'brandClicks');
            total(event.data.brandId, 'brandClicks', 1);
            break;
          case 'ClothAdded':
            await clothes.replaceOne({ _id: event.data.clothId }, { _id: event.data.clothId, brandId: event.data.brandId }, { upsert: true });
            count(event.data.brandId, event.data.clothId, day, 'clothesAdded');
            total(event.data.brandId, 'clothes', 1);
            break;
          case 'ClothVisibilitySet':
            if (!event.data.visible) count(event.data.brandId, event.data.clothId, day, 'clothesHidden');
            break;
          case 'ClothRemoved':
            count(event.data.brandId, event.data.clothId, day, 'clothesRemoved');
            total(event.data.brandId, 'clothes', -1);
            break;
          case 'FavouriteAdded':
          case 'FavouriteRemoved': {
            if (event.data.type !== 'cloth') break;
            const brandId = await brandOf(event.data.itemId);
            if (!brandId) break;
            const added = event.type === 'FavouriteAdded';
            count(brandId, event.data.itemId, day, added ? 'favouritesAdded' : 'favouritesRemoved');
            total(brandId, 'favourites', added ? 1 : -1);
            break;
          }
          case 'ClothRecommended': {
            const brandId = await brandOf(event.data.clothId);
            if (brandId) count(brandId, event.data.clothId, day, 'recommendations');
            break;
          }
          case 'SearchPerformed': {
            const { text, filters, resultCount } = event.data;
            for (const category of filters.categories.length > 0 ? filters.categories : ['']) {
              add(searches, `${day}|${category}|${text}`, { searches: 1, results: resultCount, empty: resultCount === 0 ? 1 : 0, few: resultCount < FEW_RESULTS ? 1 : 0 }, { day, text, category });
            }
            break;
          }
          default:
            break;
        }
      }
      for (const { collection, id, inc, insert } of pending.values()) {
        // MongoDB refuses one path in both $inc and $setOnInsert: only the fields not incremented start at their default.
        const onInsert = Object.fromEntries(Object.entries(insert).filter(([field]) => !(field in inc)));
        await (collection as typeof totals).updateOne({ _id: id }, { $inc: inc, $setOnInsert: onInsert }, { upsert: true });
      }
    },
  };
}

const ZERO = { favourites: 0, brandClicks: 0, clothes: 0 };
