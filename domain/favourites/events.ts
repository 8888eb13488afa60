import { z } from 'zod';
import { Id, Instant, type EventsOf } from '../core/events';
import { ERASED_REVIEW, ERASED_TEXT, type PersonalDeclarations } from '../core/personal';
import { FAVOURITE_TYPES } from './kinds';
import { REVIEW_MAX, Review } from './review';

/**
 * A person's favourites and recommendations: `favourites-<userId>`. Kept apart from the account stream
 * `user-<id>` because the account stream decides credentials, tokens and type: a long list of favourites folded
 * on every login or password reset would slow those down, and a favourite never needs the account's rules
 * (roles are checked at the route), so the two need no shared consistency boundary.
 */
export const favouritesStream = (userId: string) => `favourites-${userId}`;

export { FAVOURITE_TYPES, REVIEW_MAX, Review };
export const FavouriteType = z.enum(FAVOURITE_TYPES);
export type FavouriteType = z.infer<typeof FavouriteType>;

export const FavouriteAdded = z.object({ userId: Id, itemId: Id, type: FavouriteType, at: Instant }).strict();
export const FavouriteRemoved = z.object({ userId: Id, itemId: Id, type: FavouriteType, at: Instant }).strict();
/** Recommending again with another review is this event again: the newest review is the one shown. */
export const ClothRecommended = z.object({ userId: Id, clothId: Id, review: Review, at: Instant }).strict();
export const RecommendationWithdrawn = z.object({ userId: Id, clothId: Id, at: Instant }).strict();

/**
 * "Notify me": the person asked to hear when a sold-out size of a cloth (`size`, as the cloth writes it) or the
 * sold-out cloth (`size` null) can be bought again; the back-in-stock alerts send it (worker/alerts/back-in-stock.ts).
 */
export const StockAlertRequested = z.object({ userId: Id, clothId: Id, size: z.string().max(40).nullable(), at: Instant }).strict();
export const StockAlertCancelled = z.object({ userId: Id, clothId: Id, size: z.string().max(40).nullable(), at: Instant }).strict();

export const favouriteEventSchemas = {
  FavouriteAdded,
  FavouriteRemoved,
  ClothRecommended,
  RecommendationWithdrawn,
  StockAlertRequested,
  StockAlertCancelled,
} as const;
export type FavouriteEvent = EventsOf<typeof favouriteEventSchemas>;

// A review is its author's words; which clothes people keep stays (pseudonymous ids), so counts survive an erasure.
export const favouritePersonalData = {
  FavouriteAdded: { notPersonal: ['userId', 'itemId', 'at'] },
  FavouriteRemoved: { notPersonal: ['userId', 'itemId', 'at'] },
  ClothRecommended: { subject: 'userId', personal: { review: ERASED_REVIEW }, notPersonal: ['userId', 'clothId', 'at'] },
  RecommendationWithdrawn: { notPersonal: ['userId', 'clothId', 'at'] },
  // A size asked for tells the person's size: personal, as the sizes in saved searches are.
  StockAlertRequested: { subject: 'userId', personal: { size: ERASED_TEXT }, notPersonal: ['userId', 'clothId', 'at'] },
  StockAlertCancelled: { subject: 'userId', personal: { size: ERASED_TEXT }, notPersonal: ['userId', 'clothId', 'at'] },
} as const satisfies PersonalDeclarations<typeof favouriteEventSchemas>;
