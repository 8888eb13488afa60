import * as z from 'zod/mini';
import { ClothSummary } from './catalogue';

/** Whether the caller follows a brand or an influencer, and how many people do. Exact: see contract/catalogue.ts. */
export const FollowState = z.object({ following: z.boolean(), followers: z.int() });

export const Follows = z.object({
  brands: z.array(z.object({ id: z.string(), name: z.string(), logoUrl: z.nullable(z.string()), followers: z.int(), followedAt: z.string() })),
  influencers: z.array(z.object({ id: z.string(), username: z.string(), name: z.string(), followers: z.int(), followedAt: z.string() })),
});

export const SavedSearch = z.object({
  id: z.string(),
  search: z.string().check(z.describe("The search page's query string: open `/search?${search}`.")),
  label: z.string().check(z.describe("Its words and filters' names in the request's language.")),
  newCount: z.int().check(z.describe('Clothes matching it added since it was last opened (at most 100).')),
  savedAt: z.string(),
  seenAt: z.string(),
});

/** Why a cloth is in someone's feed: a brand or influencer they follow, a saved search, or a favourite back in stock. */
export const Reason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('brand'), brandId: z.string(), name: z.string() }),
  z.object({ kind: z.literal('influencer'), userId: z.string(), username: z.string() }),
  z.object({ kind: z.literal('search'), searchId: z.string(), label: z.string() }),
  z.object({ kind: z.literal('backInStock') }),
]);

export const FeedItem = z.object({ cloth: ClothSummary, at: z.string(), reason: Reason });

export const Feed = z.object({ items: z.array(FeedItem), page: z.int(), pageSize: z.int(), total: z.int() });

export const Notifications = z.object({
  items: z.array(z.object(z.extend(FeedItem, { read: z.boolean() }).shape)),
  unread: z.int().check(z.describe('Unread items, at most 99.')),
});

export type FollowState = z.infer<typeof FollowState>;
export type Follows = z.infer<typeof Follows>;
export type SavedSearch = z.infer<typeof SavedSearch>;
export type Reason = z.infer<typeof Reason>;
export type FeedItem = z.infer<typeof FeedItem>;
export type Feed = z.infer<typeof Feed>;
export type Notifications = z.infer<typeof Notifications>;
