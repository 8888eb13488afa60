import { queryOptions, useQuery } from '@tanstack/react-query';
import { Follows } from '@vitrina/contract/following';
import { api } from '../api';
import { followKeys } from './followKeys';
import { useSession } from '../session/session';

export type FollowedBrand = Follows['brands'][number];
export type FollowedInfluencer = Follows['influencers'][number];

/** GET /follows: the brands and influencers the signed-in person follows, newest first. */
export async function getFollows(signal?: AbortSignal): Promise<Follows> {
  return Follows.parse(await api.get('follows', signal ? { signal } : {}));
}

export function followsQueryOptions(user: string) {
  return queryOptions({ queryKey: followKeys.list(user), queryFn: ({ signal }) => getFollows(signal) });
}

export function useFollows() {
  const { session } = useSession();
  return useQuery({ ...followsQueryOptions(session?.user ?? ''), enabled: session !== null });
}
