/** Who or what a person can follow: a brand, or an influencer (by their user id). */
export const FOLLOW_KINDS = ['brand', 'influencer'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/**
 * One root for every follow query, so following from any button reaches the profile's list and every other button
 * of the same brand or influencer. The detail answers differ for a guest, and the session refetches everything on
 * a sign-in or out, so the user is not in the key.
 */
export const followKeys = {
  all: ['follows'] as const,
  details: () => [...followKeys.all, 'detail'] as const,
  detail: (kind: FollowKind, id: string) => [...followKeys.details(), kind, id] as const,
  lists: () => [...followKeys.all, 'list'] as const,
  list: (user: string) => [...followKeys.lists(), user] as const,
};

export const followPath = (kind: FollowKind, id: string) => `follows/${kind}/${encodeURIComponent(id)}`;
