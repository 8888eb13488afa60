import { z } from 'zod';
import { Id, Instant, type EventsOf } from '../core/events';
import { ERASED_ID, ERASED_TEXT, type PersonalDeclarations } from '../core/personal';

/**
 * What a person follows and the searches they keep: `following-<userId>`. Apart from `favourites-<userId>` because
 * neither list's rules need the other's, and apart from the account's stream for the same reason favourites are:
 * a login never needs to fold them.
 */
export const followingStream = (userId: string) => `following-${userId}`;

export const FOLLOW_KINDS = ['brand', 'influencer'] as const;
export const FollowKind = z.enum(FOLLOW_KINDS);
export type FollowKind = z.infer<typeof FollowKind>;

/** How many brands and influencers one person may follow together: more than anyone reads a feed of. */
export const FOLLOW_LIMIT = 200;
/** How many searches one person may keep (the figure). */
export const SAVED_SEARCH_LIMIT = 50;
/** A saved search is a search page's query string, canonical (api/following/saved-searches.ts). */
export const SAVED_SEARCH_MAX = 2_000;

export const Followed = z.object({ userId: Id, kind: FollowKind, targetId: Id, at: Instant }).strict();
export const Unfollowed = z.object({ userId: Id, kind: FollowKind, targetId: Id, at: Instant }).strict();
/** `search` may read as '' once its person is erased. */
export const SearchSaved = z.object({ userId: Id, searchId: Id, search: z.string().max(SAVED_SEARCH_MAX), at: Instant }).strict();
export const SavedSearchRemoved = z.object({ userId: Id, searchId: Id, at: Instant }).strict();
/** The person opened the saved search: its new clothes are counted from here. */
export const SavedSearchSeen = z.object({ userId: Id, searchId: Id, at: Instant }).strict();
/** The person opened the bell: what came before this is read. */
export const NotificationsRead = z.object({ userId: Id, at: Instant }).strict();

/** What shoppers' saved searches want of a brand's clothes, measured each day by the worker: `demand-<brandId>`. */
export const demandStream = (brandId: string) => `demand-${brandId}`;
/**
 * On `day`, this many people kept saved searches that match at least one of the brand's public clothes, with this
 * many such searches between them. Counts only, never a person; appended when a figure changes.
 */
export const SavedSearchDemandMeasured = z
  .object({ brandId: Id, day: z.iso.date(), people: z.number().int().min(0), searches: z.number().int().min(0), at: Instant })
  .strict();

export const followingEventSchemas = {
  Followed,
  Unfollowed,
  SearchSaved,
  SavedSearchRemoved,
  SavedSearchSeen,
  NotificationsRead,
  SavedSearchDemandMeasured,
} as const;
export type FollowingEvent = EventsOf<Omit<typeof followingEventSchemas, 'SavedSearchDemandMeasured'>>;
/** A brand's demand stream's one event. */
export type DemandEvent = { type: 'SavedSearchDemandMeasured'; data: z.infer<typeof SavedSearchDemandMeasured> };

// Whom a person follows and what they look for tell about them (taste, size, budget): both are personal, so an
// erasure leaves follower counts without them and no saved words anywhere.
export const followingPersonalData = {
  Followed: { subject: 'userId', personal: { targetId: ERASED_ID }, notPersonal: ['userId', 'at'] },
  Unfollowed: { subject: 'userId', personal: { targetId: ERASED_ID }, notPersonal: ['userId', 'at'] },
  SearchSaved: { subject: 'userId', personal: { search: ERASED_TEXT }, notPersonal: ['userId', 'searchId', 'at'] },
  SavedSearchRemoved: { notPersonal: ['userId', 'searchId', 'at'] },
  SavedSearchSeen: { notPersonal: ['userId', 'searchId', 'at'] },
  NotificationsRead: { notPersonal: ['userId', 'at'] },
  SavedSearchDemandMeasured: { notPersonal: ['brandId', 'day', 'at'] },
} as const satisfies PersonalDeclarations<typeof followingEventSchemas>;
