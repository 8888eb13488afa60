import { z } from 'zod';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { FavouriteType, REVIEW_MAX, type Review } from '@vitrina/domain/favourites/events';
import { plainText } from '../http/text';

export const FavouriteBody = z.object({ id: z.string().uuid(), type: FavouriteType }).strict();
export type FavouriteBody = z.infer<typeof FavouriteBody>;

export const FavouriteParams = z.object({ id: z.string().uuid() }).strict();

/** A review is prose: line breaks are fine, control characters and bidi overrides are not. */
const ReviewText = plainText({ max: REVIEW_MAX, multiline: true });
/** A language left empty in the form is absent; at least one must hold text. */
const OtherText = plainText({ max: REVIEW_MAX, min: 0, multiline: true }).optional();
const LocalizedReview = z
  .object({ es: OtherText, en: OtherText, it: OtherText, fr: OtherText })
  .strict()
  .transform((review) => Object.fromEntries(Object.entries(review).filter(([, text]) => text)) as Review)
  .refine((review) => LANGUAGES.some((language) => review[language]), { message: 'Write the review in at least one language' });

/** `review` as a plain string is the review in the request's language. */
export const ReviewBody = z.object({ review: z.union([ReviewText, LocalizedReview]) }).strict();

export const NoQuery = z.object({}).strict();

/** `clothId`: only what influencers said about that cloth (its page's "What influencers say"). */
export const RecommendationsQuery = z.object({ limit: z.coerce.number().int().min(1).max(48).default(12), clothId: z.string().uuid().optional() }).strict();

/** "Notify me": a cloth and one of its sizes as the cloth writes it, or null for the whole cloth. */
export const StockAlertBody = z.object({ clothId: z.string().uuid(), size: z.string().trim().min(1).max(40).nullable().default(null) }).strict();
/** `clothId`: only the caller's requests for that cloth (its page). */
export const StockAlertsQuery = z.object({ clothId: z.string().uuid().optional() }).strict();
