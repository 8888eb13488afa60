import { queryOptions, useQuery } from '@tanstack/react-query';
import { FollowState } from '@vitrina/contract/following';
import { api } from '../api';
import { BROWSER_ONLY } from '../browserOnly';
import { followKeys, followPath } from './followKeys';
import type { FollowKind } from './followKeys';

/** GET /follows/:kind/:id: whether the reader follows it (a guest never does) and how many people do. */
export async function getFollow(kind: FollowKind, id: string, signal?: AbortSignal): Promise<FollowState> {
  return FollowState.parse(await api.get(followPath(kind, id), signal ? { signal } : {}));
}

export function followQueryOptions(kind: FollowKind, id: string) {
  return queryOptions({ queryKey: followKeys.detail(kind, id), queryFn: ({ signal }) => getFollow(kind, id, signal) });
}

export function useFollow(kind: FollowKind, id: string) {
  // The button waits for the session, which the server's render never asks.
  return useQuery({ ...followQueryOptions(kind, id), enabled: id !== '', ...BROWSER_ONLY });
}
