import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { recheckSessionAfter } from '../session/emailNotVerified';
import { followKeys, followPath } from './followKeys';
import type { FollowKind } from './followKeys';
import { FollowState } from './getFollow';

export interface FollowChange {
  kind: FollowKind;
  id: string;
  /** What it should become: true follows (PUT), false stops following (DELETE). */
  following: boolean;
}

/** PUT or DELETE /follows/:kind/:id; both are idempotent and answer the new state with the follower count. */
export async function changeFollow({ kind, id, following }: FollowChange): Promise<FollowState> {
  const answer = following ? await api.put(followPath(kind, id)) : await api.delete(followPath(kind, id));
  return FollowState.parse(answer);
}

/**
 * Every button of the brand or influencer flips at once, its count with it (cancel, snapshot, write); a refusal
 * puts the snapshot back, and the server's answer then settles the count and the profile's list.
 */
export function useChangeFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFollow,
    onMutate: async ({ kind, id, following }) => {
      const key = followKeys.detail(kind, id);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<FollowState>(key);
      if (before && before.following !== following) {
        queryClient.setQueryData<FollowState>(key, { following, followers: Math.max(0, before.followers + (following ? 1 : -1)) });
      }
      return { before };
    },
    onSuccess: (state, { kind, id }) => queryClient.setQueryData(followKeys.detail(kind, id), state),
    onError: (error, { kind, id }, context) => {
      console.error('Could not change the follow', { kind, id }, error);
      recheckSessionAfter(queryClient, error);
      if (context?.before) queryClient.setQueryData(followKeys.detail(kind, id), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: followKeys.lists() }),
  });
}
