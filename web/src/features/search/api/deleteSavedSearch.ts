import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@vitrina/contract/following';
import { api } from '../../../lib/api';
import { savedSearchKeys } from './savedSearchKeys';

/** DELETE /saved-searches/:id. */
export async function deleteSavedSearch(id: string): Promise<void> {
  await api.delete(`saved-searches/${encodeURIComponent(id)}`);
}

type Lists = [readonly unknown[], SavedSearch[] | undefined][];

/** The row leaves at once (cancel, snapshot, write); a refusal brings the list back as it was. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: savedSearchKeys.lists() });
      const lists: Lists = queryClient.getQueriesData<SavedSearch[]>({ queryKey: savedSearchKeys.lists() });
      queryClient.setQueriesData<SavedSearch[]>({ queryKey: savedSearchKeys.lists() }, (list) => list?.filter((saved) => saved.id !== id));
      return { lists };
    },
    onError: (error, id, context) => {
      console.error('Could not delete the saved search', { id }, error);
      for (const [key, before] of context?.lists ?? []) queryClient.setQueryData(key, before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
