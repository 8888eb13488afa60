import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { FavouriteView } from '@vitrina/contract/favourite-view';
import { api } from '../../../lib/api';
import { recheckSessionAfter } from '../../../lib/session/emailNotVerified';
import { favouriteKeys } from './favouriteKeys';
import { isSame, type Favourite } from './getFavourites';

/** PUT /favorites/:id: recommends a favourite cloth; a plain text is kept as the review in the reader's language. */
export async function recommendCloth({ id, review }: { id: string; review: string }): Promise<FavouriteView> {
  return FavouriteView.parse(await api.put(`favorites/${encodeURIComponent(id)}`, { review }));
}

/** DELETE /favorites/:id: stops recommending it; the cloth stays a favourite. */
export async function stopRecommending(id: string): Promise<void> {
  await api.delete(`favorites/${encodeURIComponent(id)}`);
}

function writeCloth(queryClient: QueryClient, id: string, change: (entry: Favourite) => Favourite) {
  queryClient.setQueriesData<Favourite[]>({ queryKey: favouriteKeys.lists() }, (list) =>
    list?.map((entry) => (isSame(entry, id, 'cloth') ? change(entry) : entry)),
  );
}

export function useRecommend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recommendCloth,
    onSuccess: (saved, { id, review }) =>
      // The answer carries the item in the list's language already; the text typed is what the reader sees.
      writeCloth(queryClient, id, (entry) => ({ ...entry, recommended: true, review: saved.review, reviewText: saved.reviewText ?? review })),
    onError: (error, { id }) => {
      console.error('Could not recommend the cloth', { id }, error);
      recheckSessionAfter(queryClient, error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}

export function useStopRecommending() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopRecommending,
    onSuccess: (_nothing, id) => writeCloth(queryClient, id, (entry) => ({ ...entry, recommended: false, review: null, reviewText: null })),
    onError: (error, id) => console.error('Could not stop recommending the cloth', { id }, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
