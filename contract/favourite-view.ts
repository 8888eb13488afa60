import * as z from 'zod/mini';
import { FAVOURITE_TYPES } from '@vitrina/domain/favourites/kinds';
import { Review } from '@vitrina/domain/favourites/review';
import { ClothSummary } from './catalogue';
import { MagazineItem } from './magazine';

// The domain's list and its zod/mini review, not its events' schemas: every page's heart reads the caller's
// favourites, and zod's classic build stays out of the web app's pages.

/** A favourite as ./views.ts favouriteView shows it: a cloth or a magazine entry, and a cloth's recommendation. Exact: see contract/catalogue.ts. */
export const FavouriteView = z.object({
  id: z.string().check(z.describe("The cloth's or entry's id.")),
  type: z.enum(FAVOURITE_TYPES),
  recommended: z.boolean(),
  review: z.nullable(Review).check(z.describe('The review it is recommended with, per language; null when not recommended.')),
  reviewText: z.nullable(z.string()).check(z.describe("The review in the request's language.")),
  addedAt: z.string(),
  item: z.nullable(z.union([ClothSummary, MagazineItem])).check(z.describe('The cloth or entry; null once it is removed or hidden.')),
});

export type FavouriteView = z.infer<typeof FavouriteView>;
