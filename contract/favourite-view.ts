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

export type FavouriteView = z.infer<typeof FavouriteView>;
