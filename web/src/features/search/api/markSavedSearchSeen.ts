import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@vitrina/contract/following';
import { api } from '../../../lib/api';
import { savedSearchKeys } from './savedSearchKeys';

/** POST /saved-searches/:id/seen: the person opened it, so what it found so far is no longer new. */
export async function markSavedSearchSeen(id: string): Promise<void> {
  await api.post(`saved-searches/${encodeURIComponent(id)}/seen`);
}

/** Its badge clears at once; it is opened from the profile, which is left meanwhile, so a failure is only logged. */
export function useMarkSavedSearchSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSavedSearchSeen,
    onMutate: (id) => {
      queryClient.setQueriesData<SavedSearch[]>({ queryKey: savedSearchKeys.lists() }, (list) =>
        list?.map((saved) => (saved.id === id ? { ...saved, newCount: 0 } : saved)),
      );
    },
    onError: (error, id) => console.error('Could not mark the saved search seen', { id }, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
