import { z } from 'zod';
import { FavouriteType, Review } from '@vitrina/domain/favourites/events';
import { ClothSummary } from '../catalogue/responses';
import { MagazineItem } from '../magazine/responses';

/** A favourite as ./views.ts favouriteView shows it: a cloth or a magazine entry, and a cloth's recommendation. Strict: see ../catalogue/responses.ts. */
export const FavouriteView = z
  .object({
    id: z.string().describe("The cloth's or entry's id."),
    type: FavouriteType,
    recommended: z.boolean(),
    review: Review.nullable().describe('The review it is recommended with, per language; null when not recommended.'),
    reviewText: z.string().nullable().describe("The review in the request's language."),
    addedAt: z.string(),
    item: z.union([ClothSummary, MagazineItem]).nullable().describe('The cloth or entry; null once it is removed or hidden.'),
  })
  .strict();

/** GET /recommendations: the newest recommendations of visible clothes by influencers, one per influencer and cloth. */
export const Recommendations = z
  .object({
    items: z.array(
      z
        .object({
          cloth: ClothSummary,
          influencer: z.object({ id: z.string(), username: z.string(), name: z.string() }).strict(),
          review: z.string().describe("The review in the request's language."),
          recommendedAt: z.string(),
        })
        .strict(),
    ),
  })
  .strict();

/** One of the caller's "notify me" requests: a cloth and its size (null: the whole cloth). */
export const StockAlertView = z.object({ clothId: z.string(), size: z.string().nullable(), requestedAt: z.string() }).strict();
export const StockAlertList = z.object({ items: z.array(StockAlertView) }).strict();
