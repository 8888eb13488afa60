import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session/session';
import { savedSearchKeys } from './savedSearchKeys';

export const SavedSearch = z.object({
  id: z.string(),
  /** The search page's query string as the server keeps it ("colors=rojo&q=vestido"): open it at `/search?${search}`. */
  search: z.string(),
  /** The search in words, in the reader's language ("vestido · Rojo"). */
  label: z.string(),
  /** Clothes matching it since it was last opened, counted up to 100. */
  newCount: z.number(),
  savedAt: z.string(),
  seenAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

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
