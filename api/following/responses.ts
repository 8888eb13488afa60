import { z } from 'zod';
import { ClothSummary } from '../catalogue/responses';

/** Whether the caller follows a brand or an influencer, and how many people do. Strict: see ../catalogue/responses.ts. */
export const FollowState = z.object({ following: z.boolean(), followers: z.number().int() }).strict();

export const Follows = z
  .object({
    brands: z.array(z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable(), followers: z.number().int(), followedAt: z.string() }).strict()),
    influencers: z.array(z.object({ id: z.string(), username: z.string(), name: z.string(), followers: z.number().int(), followedAt: z.string() }).strict()),
  })
  .strict();

export const SavedSearch = z
  .object({
    id: z.string(),
    search: z.string().describe("The search page's query string: open `/search?${search}`."),
    label: z.string().describe("Its words and filters' names in the request's language."),
    newCount: z.number().int().describe('Clothes matching it added since it was last opened (at most 100).'),
    savedAt: z.string(),
    seenAt: z.string(),
  })
  .strict();

const Reason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('brand'), brandId: z.string(), name: z.string() }).strict(),
  z.object({ kind: z.literal('influencer'), userId: z.string(), username: z.string() }).strict(),
  z.object({ kind: z.literal('search'), searchId: z.string(), label: z.string() }).strict(),
  z.object({ kind: z.literal('backInStock') }).strict(),
]);

export const FeedItem = z.object({ cloth: ClothSummary, at: z.string(), reason: Reason }).strict();

export const Feed = z.object({ items: z.array(FeedItem), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }).strict();

export const Notifications = z
  .object({ items: z.array(FeedItem.extend({ read: z.boolean() }).strict()), unread: z.number().int().describe('Unread items, at most 99.') })
  .strict();
