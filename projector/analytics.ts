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

      const count = async (brandId: string, clothId: string | null, day: string, field: DayCount) => {
        await brandDays.updateOne({ _id: `${brandId}:${day}` }, { $inc: { [field]: 1 }, $setOnInsert: { brandId, day } }, { upsert: true });
        if (clothId) await clothDays.updateOne({ _id: `${clothId}:${day}` }, { $inc: { [field]: 1 }, $setOnInsert: { clothId, brandId, day } }, { upsert: true });
      };
      // MongoDB refuses one path in both $inc and $setOnInsert: the others start at zero, this one at `by`.
      const total = (brandId: string, field: keyof typeof ZERO, by: number) => {
        const { [field]: _counted, ...others } = ZERO;
        return totals.updateOne({ _id: brandId }, { $inc: { [field]: by }, $setOnInsert: others }, { upsert: true });
      };
      const brandOf = async (clothId: string) => (await clothes.findOne({ _id: clothId }))?.brandId ?? null;

      for (const recorded of events) {
        const event = { type: recorded.type, data: recorded.data } as Handled;
        const day = dayOf(recorded.metadata.at);
        switch (event.type) {
          case 'ClothPageViewed':
            await count(event.data.brandId, event.data.clothId, day, 'views');
            break;
          case 'ClothClickedOut':
            await count(event.data.brandId, event.data.clothId, day, 'clickOuts');
            break;
          case 'BrandNameClicked':
            await count(event.data.brandId, null, day, 'brandClicks');
            await total(event.data.brandId, 'brandClicks', 1);
            break;
          case 'ClothAdded':
            await clothes.replaceOne({ _id: event.data.clothId }, { _id: event.data.clothId, brandId: event.data.brandId }, { upsert: true });
            await count(event.data.brandId, event.data.clothId, day, 'clothesAdded');
            await total(event.data.brandId, 'clothes', 1);
            break;
          case 'ClothVisibilitySet':
            if (!event.data.visible) await count(event.data.brandId, event.data.clothId, day, 'clothesHidden');
            break;
          case 'ClothRemoved':
            await count(event.data.brandId, event.data.clothId, day, 'clothesRemoved');
            await total(event.data.brandId, 'clothes', -1);
            break;
          case 'FavouriteAdded':
          case 'FavouriteRemoved': {
            if (event.data.type !== 'cloth') break;
            const brandId = await brandOf(event.data.itemId);
            if (!brandId) break;
            const added = event.type === 'FavouriteAdded';
            await count(brandId, event.data.itemId, day, added ? 'favouritesAdded' : 'favouritesRemoved');
            await total(brandId, 'favourites', added ? 1 : -1);
            break;
          }
          case 'ClothRecommended': {
            const brandId = await brandOf(event.data.clothId);
            if (brandId) await count(brandId, event.data.clothId, day, 'recommendations');
            break;
          }
          case 'SearchPerformed': {
            const { text, filters, resultCount } = event.data;
            for (const category of filters.categories.length > 0 ? filters.categories : ['']) {
              await searches.updateOne(
                { _id: `${day}|${category}|${text}` },
                { $inc: { searches: 1, results: resultCount, empty: resultCount === 0 ? 1 : 0, few: resultCount < FEW_RESULTS ? 1 : 0 }, $setOnInsert: { day, text, category } },
                { upsert: true },
              );
            }
            break;
          }
          default:
            break;
        }
      }
    },
  };
}

const ZERO = { favourites: 0, brandClicks: 0, clothes: 0 };
