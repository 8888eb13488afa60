import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FollowState, type Follows } from '@vitrina/contract/following';
import { api } from '../api';
import { recheckSessionAfter } from '../session/emailNotVerified';
import { followKeys, followPath } from './followKeys';
import type { FollowKind } from './followKeys';

export interface FollowChange {
  kind: FollowKind;
  id: string;
  /** What it should become: true follows (PUT), false stops following (DELETE). */
  following: boolean;
  /** The brand's or influencer's name, for the list's row until the server's answer comes. */
  name?: string;
}

/** The person's list as it will be once the change is made: the row dropped, or a new one on top. */
export function withChange(list: Follows, { kind, id, following, name = '' }: FollowChange): Follows {
  const key = kind === 'brand' ? 'brands' : 'influencers';
  const known = list[key].some((row) => row.id === id);
  if (!following) return known ? { ...list, [key]: list[key].filter((row) => row.id !== id) } : list;
  if (known) return list;
  const followedAt = new Date().toISOString();
  return kind === 'brand'
    ? { ...list, brands: [{ id, name, logoUrl: null, followers: 0, followedAt }, ...list.brands] }
    : { ...list, influencers: [{ id, username: name, name, followers: 0, followedAt }, ...list.influencers] };
}

/** PUT or DELETE /follows/:kind/:id; both are idempotent and answer the new state with the follower count. */
export async function changeFollow({ kind, id, following }: FollowChange): Promise<FollowState> {
  const answer = following ? await api.put(followPath(kind, id)) : await api.delete(followPath(kind, id));
  return FollowState.parse(answer);
}

/**
 * Every button of the brand or influencer flips at once, its count with it, and so does the person's list, which
 * search cards read (cancel, snapshot, write); a refusal puts the snapshots back, and the server's answer then
 * settles the count and the list.
 */
export function useChangeFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFollow,
    onMutate: async (change) => {
      const { kind, id, following } = change;
      const key = followKeys.detail(kind, id);
      await Promise.all([queryClient.cancelQueries({ queryKey: key }), queryClient.cancelQueries({ queryKey: followKeys.lists() })]);
      const before = queryClient.getQueryData<FollowState>(key);
      if (before && before.following !== following) {
        queryClient.setQueryData<FollowState>(key, { following, followers: Math.max(0, before.followers + (following ? 1 : -1)) });
      }
      const lists = queryClient.getQueriesData<Follows>({ queryKey: followKeys.lists() });
      for (const [listKey, list] of lists) if (list) queryClient.setQueryData<Follows>(listKey, withChange(list, change));
      return { before, lists };
    },
    onSuccess: (state, { kind, id }) => queryClient.setQueryData(followKeys.detail(kind, id), state),
    onError: (error, { kind, id }, context) => {
      console.error('Could not change the follow', { kind, id }, error);
      recheckSessionAfter(queryClient, error);
      if (context?.before) queryClient.setQueryData(followKeys.detail(kind, id), context.before);
      for (const [listKey, list] of context?.lists ?? []) queryClient.setQueryData(listKey, list);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: followKeys.lists() }),
  });
}
