import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../api';
import { Me } from '@vitrina/contract/accounts';
import type { SessionUser } from './sessionUser';
import { sessionKeys } from './sessionKeys';

/** The signed-in user behind the session cookie, or null for a guest. */
export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const me = Me.parse(await api.get('auth/me', signal ? { signal } : {}));
    // A guest is `{ user: null }` (a 200, so a visitor's console shows no error on every page).
    return me.user === null ? null : me;
  } catch (error) {
    // Servers before issue 42 answered a guest 401.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
    // Pages wait for this answer when nothing is stored; on a fault the stored session (or none) is used at once.
    retry: false,
  });
