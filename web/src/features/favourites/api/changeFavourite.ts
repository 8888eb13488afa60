import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { recheckSessionAfter } from '../../../lib/session/emailNotVerified';
import { favouriteKeys } from './favouriteKeys';
import { isSame } from './getFavourites';
import type { Favourite, FavouriteType } from './getFavourites';

export interface FavouriteChange {
  id: string;
  type: FavouriteType;
  /** What it should become: true adds, false removes. */
  favourite: boolean;
}

/** POST /favorites adds (a second add is a no-op); DELETE /favorites removes (removing what is absent too). */
export async function changeFavourite({ id, type, favourite }: FavouriteChange): Promise<void> {
  if (favourite) await api.post('favorites', { id, type });
  else await api.delete('favorites', { id, type });
}

type Lists = [readonly unknown[], Favourite[] | undefined][];

function pendingEntry(id: string, type: FavouriteType): Favourite {
  const base = { id, recommended: false, review: null, reviewText: null, addedAt: new Date().toISOString(), item: null, pending: true as const };
  return type === 'cloth' ? { ...base, type } : { ...base, type };
}

function write(queryClient: QueryClient, { id, type, favourite }: FavouriteChange) {
  queryClient.setQueriesData<Favourite[]>({ queryKey: favouriteKeys.lists() }, (list) => {
    if (!list) return list;
    const rest = list.filter((entry) => !isSame(entry, id, type));
    return favourite ? [list.find((entry) => isSame(entry, id, type)) ?? pendingEntry(id, type), ...rest] : rest;
  });
}

/**
 * The heart flips at once (cancel, snapshot, write); when the server refuses, only this entry goes back to how it
 * was, so other hearts toggled meanwhile keep their state. The seed wants favourite errors only logged.
 */
export function useChangeFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFavourite,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: favouriteKeys.lists() });
      const lists: Lists = queryClient.getQueriesData<Favourite[]>({ queryKey: favouriteKeys.lists() });
      write(queryClient, change);
      return { lists };
    },
    onError: (error, { id, type }, context) => {
      console.error('Could not change the favourite', { id, type }, error);
      recheckSessionAfter(queryClient, error);
      for (const [key, before] of context?.lists ?? []) {
        if (!before) continue;
        const index = before.findIndex((entry) => isSame(entry, id, type));
        queryClient.setQueryData<Favourite[]>(key, (now) => {
          const rest = (now ?? before).filter((entry) => !isSame(entry, id, type));
          const previous = before[index];
          return previous ? [...rest.slice(0, index), previous, ...rest.slice(index)] : rest;
        });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
