import type { AnalyticsEvent } from '@vitrina/domain/analytics/events';
import type { BrandClickEvent } from '@vitrina/domain/brands/events';
import type { CatalogueEvent } from '@vitrina/domain/catalogue/events';
import type { FavouriteEvent } from '@vitrina/domain/favourites/events';
import type { Doc } from '@vitrina/infra/readstore/port';
import type { Projection } from './projection';

/** What a brand's day (and a cloth's) counts; favourites added and removed apart, so "net" is theirs to take. */
export const DAY_COUNTS = [
  'views',
  'clickOuts',
  'favouritesAdded',
  'favouritesRemoved',
  'brandClicks',
  'recommendations',
  'clothesAdded',
  'clothesHidden',
  'clothesRemoved',
] as const;
export type DayCount = (typeof DAY_COUNTS)[number];

/** A brand's counts on one day of the site's time zone, `_id` `<brandId>:<YYYY-MM-DD>`. */
export interface BrandDayDoc extends Doc, Partial<Record<DayCount, number>> {
  brandId: string;
  day: string;
}

/** What a cloth counts on a day, in its brand's day of clothes. */
export const CLOTH_COUNTS = ['views', 'clickOuts', 'favouritesAdded', 'favouritesRemoved', 'recommendations'] as const;
export type ClothCount = (typeof CLOTH_COUNTS)[number];

/**
 * A brand's clothes' counts on one day, `_id` `<brandId>:<YYYY-MM-DD>`, for the top clothes table: one document per
 * brand and day rather than per cloth and day (most clothes are seen a few times a day at most, so that would cost a
 * write for nearly every fact, and a 90-day table would read 90,000 documents). Each count is a list of pairs,
 * `[ordinal, count, ordinal, count, …]` in ordinal order, where a cloth's ordinal is its place among the brand's
 * clothes (`analyticsClothes`): a day of a thousand clothes is a few kilobytes of numbers rather than a thousand
 * objects keyed by id, which a 90-day table read about six times slower (measured).
 */
export interface BrandClothDayDoc extends Doc, Partial<Record<ClothCount, number[]>> {
  brandId: string;
  day: string;
}

/**
 * A cloth the analytics know: its brand, its ordinal among the brand's clothes (from 0 in the order added) and its
 * category (the dashboard's demand looks in the brand's categories). Kept when the cloth is removed, marked so.
 */
export interface AnalyticsClothDoc extends Doc {
  brandId: string;
  ordinal: number;
  categoryId: string | null;
  removed?: true;
}

/** The seed's three figures as running totals, by brand id. */
export interface BrandTotalsDoc extends Doc {
  /** Favourites of the brand's clothes, net. */
  favourites: number;
  brandClicks: number;
  /** Clothes the brand holds, hidden ones included. */
  clothes: number;
  /** Clothes the brand ever added: the next cloth's ordinal. */
  added?: number;
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
  // Formatting in a time zone costs microseconds, and a replay asks for every fact. Every zone's offset is a whole
  // number of quarter hours, so all instants of one UTC quarter hour fall on the same day: remembered per quarter.
  const known = new Map<string, string>();
  return (instant) => {
    // toISOString's form, YYYY-MM-DDTHH:MM:SS.sssZ; anything else is formatted as it comes.
    if (instant.length !== 24 || instant.charCodeAt(23) !== 90) return format.format(new Date(instant));
    const quarter = instant.slice(0, 14) + QUARTER[instant.charCodeAt(14) - 48]![instant.charCodeAt(15) - 48];
    let day = known.get(quarter);
    if (day === undefined) {
      if (known.size >= 10_000) known.clear();
      day = format.format(new Date(instant));
      known.set(quarter, day);
    }
    return day;
  };
}

/** The quarter hour of a minute, by its two digits. */
const QUARTER = Array.from({ length: 6 }, (_, tens) => Array.from({ length: 10 }, (_, units) => String(Math.floor((tens * 10 + units) / 15))));

/** Increments for one document, summed over a batch. */
type Increments = Record<string, number>;

/**
 * The brand dashboard's read models, from the facts in the log: per brand, counts in day buckets of the site's time
 * zone, and its clothes' counts in one document per brand and day; the seed's three figures as running totals;
 * searches per query and category. Changing SITE_TIME_ZONE needs `npm run replay -- analytics`.
 *
 * Every bucket is keyed by the day its facts happened, so the buckets up to a day are exactly what a projection of
 * the log's facts up to that day makes: `as_of` sums them (api/dashboard/figures.ts), and a test holds the two equal.
 */
export function analyticsProjection(timeZone: string): Projection {
  const dayOf = dayIn(timeZone);
  return {
    name: 'analytics',
    version: 2,
    collections: ['analyticsClothes', 'brandDays', 'brandClothDays', 'brandTotals', 'searchDays'],
    eventTypes: [
      'ClothPageViewed',
      'ClothClickedOut',
      'SearchPerformed',
      'BrandNameClicked',
      'ClothAdded',
      'ClothUpdated',
      'ClothVisibilitySet',
      'ClothRemoved',
      'FavouriteAdded',
      'FavouriteRemoved',
      'ClothRecommended',
    ],
    indexes: {
      brandDays: [{ fields: { brandId: 1, day: 1 } }],
      brandClothDays: [{ fields: { brandId: 1, day: 1 } }],
      analyticsClothes: [{ fields: { brandId: 1, ordinal: 1 } }],
      searchDays: [{ fields: { day: 1 } }, { fields: { category: 1, day: 1 } }],
    },
    async apply(events, session) {
      const clothes = session.collection<AnalyticsClothDoc>('analyticsClothes');
      const brandTotals = session.collection<BrandTotalsDoc>('brandTotals');

      // A batch's increments are summed per document first, then written once each: most of a batch's facts fall on
      // the same few brand-days, so this saves most of the writes.
      // By brand, then day: the keys are strings the events already hold, so no key is built per fact.
      const brandDays = new Map<string, Map<string, { counts: Increments; clothes: Map<string, Increments> }>>();
      const totals = new Map<string, Increments>();
      const searches = new Map<string, Increments>();
      const bump = (into: Map<string, Increments>, id: string, field: string, by = 1) => {
        let increments = into.get(id);
        if (!increments) into.set(id, (increments = {}));
        increments[field] = (increments[field] ?? 0) + by;
      };
      /** Counts a fact on the brand's day, and on the cloth's line of that day when it concerns how a cloth is found. */
      const count = (brandId: string, clothId: string | null, day: string, field: DayCount) => {
        let days = brandDays.get(brandId);
        if (!days) brandDays.set(brandId, (days = new Map()));
        let bucket = days.get(day);
        if (!bucket) days.set(day, (bucket = { counts: {}, clothes: new Map() }));
        bucket.counts[field] = (bucket.counts[field] ?? 0) + 1;
        if (clothId) bump(bucket.clothes, clothId, field);
      };
      const brandOf = async (clothId: string) => (await clothes.findOne({ _id: clothId }))?.brandId ?? null;

      for (const recorded of events) {
        const event = recorded as unknown as Handled;
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
            bump(totals, event.data.brandId, 'brandClicks');
            break;
          case 'ClothAdded': {
            const { brandId, clothId } = event.data;
            if (await clothes.findOne({ _id: clothId })) break;
            const ordinal = ((await brandTotals.findOne({ _id: brandId }))?.added ?? 0) + (totals.get(brandId)?.added ?? 0);
            await clothes.insertOne({ _id: clothId, brandId, ordinal, categoryId: event.data.categoryId ?? null });
            count(brandId, null, day, 'clothesAdded');
            bump(totals, brandId, 'clothes');
            bump(totals, brandId, 'added');
            break;
          }
          case 'ClothUpdated': {
            const cloth = await clothes.findOne({ _id: event.data.clothId });
            const categoryId = event.data.categoryId ?? null;
            if (cloth && cloth.categoryId !== categoryId) await clothes.replaceOne({ _id: cloth._id }, { ...cloth, categoryId });
            break;
          }
          case 'ClothVisibilitySet':
            if (!event.data.visible) count(event.data.brandId, null, day, 'clothesHidden');
            break;
          case 'ClothRemoved': {
            const cloth = await clothes.findOne({ _id: event.data.clothId });
            if (cloth) await clothes.replaceOne({ _id: cloth._id }, { ...cloth, removed: true });
            count(event.data.brandId, null, day, 'clothesRemoved');
            bump(totals, event.data.brandId, 'clothes', -1);
            break;
          }
          case 'FavouriteAdded':
          case 'FavouriteRemoved': {
            if (event.data.type !== 'cloth') break;
            const brandId = await brandOf(event.data.itemId);
            if (!brandId) break;
            const added = event.type === 'FavouriteAdded';
            count(brandId, event.data.itemId, day, added ? 'favouritesAdded' : 'favouritesRemoved');
            bump(totals, brandId, 'favourites', added ? 1 : -1);
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
              const id = `${day}|${category}|${text}`;
              bump(searches, id, 'searches');
              bump(searches, id, 'results', resultCount);
              bump(searches, id, 'empty', resultCount === 0 ? 1 : 0);
              bump(searches, id, 'few', resultCount < FEW_RESULTS ? 1 : 0);
            }
            break;
          }
          default:
            break;
        }
      }

      // Each document read once and written whole: cheaper than an update naming a path per cloth, and the same on
      // both read stores (the projection is the collections' only writer, inside the batch's transaction).
      const days = session.collection<BrandDayDoc>('brandDays');
      const ofClothes = session.collection<BrandClothDayDoc>('brandClothDays');
      const ordinals = new Map<string, number | null>();
      for (const [brandId, byDay] of brandDays) {
        for (const [day, bucket] of byDay) {
          const id = `${brandId}:${day}`;
          const doc = (await days.findOne({ _id: id })) ?? { _id: id, brandId, day };
          await days.replaceOne({ _id: id }, added(doc, bucket.counts), { upsert: true });
          if (bucket.clothes.size === 0) continue;
          const clothesDoc = (await ofClothes.findOne({ _id: id })) ?? { _id: id, brandId, day };
          const next: BrandClothDayDoc = { ...clothesDoc };
          for (const field of CLOTH_COUNTS) {
            const byOrdinal = new Map<number, number>();
            for (const [clothId, inc] of bucket.clothes) {
              if (!inc[field]) continue;
              if (!ordinals.has(clothId)) ordinals.set(clothId, (await clothes.findOne({ _id: clothId }))?.ordinal ?? null);
              const ordinal = ordinals.get(clothId);
              // A fact about a cloth the log never added counts for the brand's day only.
              if (ordinal !== null && ordinal !== undefined) byOrdinal.set(ordinal, (byOrdinal.get(ordinal) ?? 0) + inc[field]!);
            }
            if (byOrdinal.size > 0) next[field] = addedPairs(clothesDoc[field] ?? [], byOrdinal);
          }
          await ofClothes.replaceOne({ _id: id }, next, { upsert: true });
        }
      }
      for (const [id, inc] of totals) {
        const doc = (await brandTotals.findOne({ _id: id })) ?? { _id: id, ...ZERO };
        await brandTotals.replaceOne({ _id: id }, added(doc, inc), { upsert: true });
      }
      const searchDays = session.collection<SearchDayDoc>('searchDays');
      for (const [id, inc] of searches) {
        const [day, category, ...text] = id.split('|');
        const doc = (await searchDays.findOne({ _id: id })) ?? {
          _id: id,
          day: day!,
          text: text.join('|'),
          category: category!,
          searches: 0,
          empty: 0,
          few: 0,
          results: 0,
        };
        await searchDays.replaceOne({ _id: id }, added(doc, inc), { upsert: true });
      }
    },
  };
}

const ZERO = { favourites: 0, brandClicks: 0, clothes: 0 };

/** `[ordinal, count, …]` pairs with more counted, in ordinal order. */
function addedPairs(pairs: readonly number[], more: Map<number, number>): number[] {
  const counts = new Map(more);
  for (let i = 0; i < pairs.length; i += 2) counts.set(pairs[i]!, (counts.get(pairs[i]!) ?? 0) + pairs[i + 1]!);
  return [...counts.keys()].sort((a, b) => a - b).flatMap((ordinal) => [ordinal, counts.get(ordinal)!]);
}

/** A copy of a document with increments added to its counts. */
function added<T extends object>(doc: T, inc: Increments): T {
  const next = { ...doc } as Record<string, unknown>;
  for (const field in inc) next[field] = ((next[field] as number | undefined) ?? 0) + inc[field]!;
  return next as T;
}
