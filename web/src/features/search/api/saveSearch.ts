import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavedSearch } from '@vitrina/contract/following';
import { api } from '../../../lib/api';
import { recheckSessionAfter } from '../../../lib/session/emailNotVerified';
import { savedSearchKeys } from './savedSearchKeys';

/**
 * POST /saved-searches with the search page's query string (the server drops page, pageSize and sort): the saved
 * search, new (201) or the one already saved for the same search (200).
 */
export async function saveSearch(search: string): Promise<SavedSearch> {
  return SavedSearch.parse(await api.post('saved-searches', { search }));
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onError: (error) => recheckSessionAfter(queryClient, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
