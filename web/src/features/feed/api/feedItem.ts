import * as z from 'zod/mini';
import { ClothSummary } from '../../../lib/clothSummary';

/** Why a cloth is in someone's feed: a brand they follow, an influencer they follow recommended it, a saved search found it, or their favourite came back. */
export const Reason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('brand'), brandId: z.string(), name: z.string() }),
  z.object({ kind: z.literal('influencer'), userId: z.string(), username: z.string() }),
  z.object({ kind: z.literal('search'), searchId: z.string(), label: z.string() }),
  z.object({ kind: z.literal('backInStock') }),
]);
export type Reason = z.infer<typeof Reason>;

/** A cloth of the feed (and of the notifications), with when it came and why. */
export const FeedItem = z.object({ cloth: ClothSummary, at: z.string(), reason: Reason });
export type FeedItem = z.infer<typeof FeedItem>;
