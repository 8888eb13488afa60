import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { SavedSearch } from '@vitrina/contract/following';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session/session';
import { savedSearchKeys } from './savedSearchKeys';

/** GET /saved-searches: the signed-in person's saved searches, newest first. */
export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  return z.array(SavedSearch).parse(await api.get('saved-searches', signal ? { signal } : {}));
}

export function savedSearchesQueryOptions(user: string) {
  return queryOptions({ queryKey: savedSearchKeys.list(user), queryFn: ({ signal }) => getSavedSearches(signal) });
}

export function useSavedSearches() {
  const { session } = useSession();
  return useQuery({ ...savedSearchesQueryOptions(session?.user ?? ''), enabled: session !== null });
}
