import * as z from 'zod/mini';
import { LANGUAGES } from '../core/languages';

// zod/mini, as the contract's schemas: every page's heart reads the caller's favourites with their reviews
// (contract/favourite-view.ts), and zod's classic build stays out of the web app's pages.
export const REVIEW_MAX = 2000;
const ReviewText = z.string().check(z.minLength(1), z.maxLength(REVIEW_MAX));
/** An influencer's review, per language; at least one language holds text. */
export const Review = z
  .strictObject({ es: z.optional(ReviewText), en: z.optional(ReviewText), it: z.optional(ReviewText), fr: z.optional(ReviewText) })
  .check(z.refine((review) => LANGUAGES.some((language) => review[language] !== undefined), { message: 'A review needs text in at least one language' }));
export type Review = z.infer<typeof Review>;
