import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import type { Localized } from '@vitrina/contract/catalogue';
import { AdminMagazineList, MagazineItem } from '@vitrina/contract/magazine';
import type { MagazineContentType } from '@vitrina/domain/magazine/content-types';
import { api } from '../../../lib/api';
import { magazineKeys } from './magazineKeys';

/** GET /admin/magazine: a brand's own entries; an admin's, every brand's. */
export function useAdminMagazine() {
  const language = useIntl().locale as Language;
  return useQuery(
    queryOptions({
      queryKey: magazineKeys.adminList(language),
      queryFn: async ({ signal }) => AdminMagazineList.parse(await api.get('admin/magazine', { signal })).items,
    }),
  );
}

/** What the entry form sends; `media` is the stored name of an uploaded image or video. */
export interface MagazineBody {
  descriptions: Localized;
  contentType: MagazineContentType;
  media: string;
  url: string | null;
}

export type MagazineSave = { id: null; brandId: string | null; body: MagazineBody } | { id: string; body: MagazineBody };

export async function saveMagazineEntry(save: MagazineSave): Promise<MagazineItem> {
  if (save.id === null) {
    const body = save.brandId ? { brandId: save.brandId, ...save.body } : save.body;
    return MagazineItem.parse(await api.post('admin/magazine', body));
  }
  return MagazineItem.parse(await api.put(`admin/magazine/${encodeURIComponent(save.id)}`, save.body));
}

export async function removeMagazineEntry(entry: MagazineItem): Promise<void> {
  await api.delete(`admin/magazine/${encodeURIComponent(entry.id)}`);
}

/** Every write reaches the readers' feed too, so the whole magazine is invalidated. */
function useMagazineMutation<In, Out>(mutationFn: (input: In) => Promise<Out>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: magazineKeys.all }) });
}

export const useSaveMagazineEntry = () => useMagazineMutation(saveMagazineEntry);
export const useRemoveMagazineEntry = () => useMagazineMutation(removeMagazineEntry);
