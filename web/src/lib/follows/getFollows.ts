import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../api';
import { followKeys } from './followKeys';
import { useSession } from '../session/session';

const FollowedBrand = z.object({ id: z.string(), name: z.string(), logoUrl: z.nullable(z.string()), followers: z.number(), followedAt: z.string() });
export type FollowedBrand = z.infer<typeof FollowedBrand>;

const FollowedInfluencer = z.object({ id: z.string(), username: z.string(), name: z.string(), followers: z.number(), followedAt: z.string() });
export type FollowedInfluencer = z.infer<typeof FollowedInfluencer>;

const Follows = z.object({ brands: z.array(FollowedBrand), influencers: z.array(FollowedInfluencer) });
export type Follows = z.infer<typeof Follows>;

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
