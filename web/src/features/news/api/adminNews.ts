import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { NewsList, NewsSlide } from '@vitrina/contract/news';
import { api } from '../../../lib/api';
import { newsKeys } from './newsKeys';

export const adminNewsOptions = (language: Language) =>
  queryOptions({
    queryKey: newsKeys.adminList(language),
    queryFn: async ({ signal }) => NewsList.parse(await api.get('admin/news', { signal })).items,
  });

/** GET /admin/news: every slide, hidden ones too, in their order. */
export function useAdminNews() {
  return useQuery(adminNewsOptions(useIntl().locale as Language));
}

/** What the slide form sends: the cloth it leads to and its image by stored name. */
export interface SlideBody {
  clothId: string;
  image: string;
  visible: boolean;
}

export type SlideSave = { id: string | null; body: SlideBody };

export async function saveSlide({ id, body }: SlideSave): Promise<NewsSlide> {
  if (id === null) return NewsSlide.parse(await api.post('admin/news', body));
  return NewsSlide.parse(await api.put(`admin/news/${encodeURIComponent(id)}`, body));
}

export async function removeSlide(slide: NewsSlide): Promise<void> {
  await api.delete(`admin/news/${encodeURIComponent(slide.id)}`);
}

/** PUT /admin/news/order: every slide's id, first to last (409 ORDER_MISMATCH when the list changed meanwhile). */
export async function reorderSlides(ids: string[]): Promise<NewsSlide[]> {
  return NewsList.parse(await api.put('admin/news/order', { ids })).items;
}

/** A write reaches the home carousel too, so everything under news is invalidated. */
function useInvalidating() {
  const queryClient = useQueryClient();
  return { queryClient, onSettled: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }) };
}

/** A saved slide shows in the list as soon as the server answers; the refetch then confirms the order. */
export function useSaveSlide() {
  const { queryClient, onSettled } = useInvalidating();
  return useMutation({
    mutationFn: saveSlide,
    onSuccess: (saved) =>
      queryClient.setQueriesData<NewsSlide[]>({ queryKey: newsKeys.admin() }, (list) =>
        list && list.some((slide) => slide.id === saved.id) ? list.map((slide) => (slide.id === saved.id ? saved : slide)) : list && [...list, saved],
      ),
    onSettled,
  });
}

export function useRemoveSlide() {
  const { onSettled } = useInvalidating();
  return useMutation({ mutationFn: removeSlide, onSettled });
}

const REORDER = [...newsKeys.admin(), 'reorder'];

/** The new order shows at once, and the old one comes back if the server refuses it. */
export function useReorderSlides() {
  const { queryClient, onSettled } = useInvalidating();
  const language = useIntl().locale as Language;
  const key = newsKeys.adminList(language);
  // Moves made in quick succession each send the whole order; only the last one's answer is kept.
  const last = () => queryClient.isMutating({ mutationKey: REORDER }) <= 1;
  return useMutation({
    mutationKey: REORDER,
    mutationFn: reorderSlides,
    onMutate: async (ids: string[]) => {
      await queryClient.cancelQueries({ queryKey: key });
      const snapshot = queryClient.getQueryData<NewsSlide[]>(key);
      if (snapshot) {
        const byId = new Map(snapshot.map((slide) => [slide.id, slide]));
        const next = ids.flatMap((id, order) => {
          const slide = byId.get(id);
          return slide ? [{ ...slide, order }] : [];
        });
        queryClient.setQueryData(key, next);
      }
      return { snapshot };
    },
    onError: (_error, _ids, context) => {
      if (context?.snapshot) queryClient.setQueryData(key, context.snapshot);
    },
    onSuccess: (items) => {
      if (last()) queryClient.setQueryData(key, items);
    },
    onSettled: () => (last() ? onSettled() : undefined),
  });
}
