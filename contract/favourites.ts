import * as z from 'zod/mini';
import { FavouriteType, Review } from '@vitrina/domain/favourites/events';
import { ClothSummary } from './catalogue';
import { MagazineItem } from './magazine';

/** A favourite as ./views.ts favouriteView shows it: a cloth or a magazine entry, and a cloth's recommendation. Exact: see contract/catalogue.ts. */
export const FavouriteView = z.object({
    id: z.string().check(z.describe("The cloth's or entry's id.")),
    type: FavouriteType,
    recommended: z.boolean(),
    review: z.nullable(Review).check(z.describe('The review it is recommended with, per language; null when not recommended.')),
    reviewText: z.nullable(z.string()).check(z.describe("The review in the request's language.")),
    addedAt: z.string(),
    item: z.nullable(z.union([ClothSummary, MagazineItem])).check(z.describe('The cloth or entry; null once it is removed or hidden.')),
  });

/** GET /recommendations: the newest recommendations of visible clothes by influencers, one per influencer and cloth. */
export const Recommendations = z.object({
    items: z.array(
      z.object({
          cloth: ClothSummary,
          influencer: z.object({ id: z.string(), username: z.string(), name: z.string() }),
          review: z.string().check(z.describe("The review in the request's language.")),
          recommendedAt: z.string(),
        }),
    ),
  });

/** One of the caller's "notify me" requests: a cloth and its size (null: the whole cloth). */
export const StockAlertView = z.object({ clothId: z.string(), size: z.nullable(z.string()), requestedAt: z.string() });
export const StockAlertList = z.object({ items: z.array(StockAlertView) });

export type FavouriteView = z.infer<typeof FavouriteView>;
export type Recommendations = z.infer<typeof Recommendations>;
export type StockAlertView = z.infer<typeof StockAlertView>;
export type StockAlertList = z.infer<typeof StockAlertList>;
