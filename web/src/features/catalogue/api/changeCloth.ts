import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClothPage, type ClothList } from '@vitrina/contract/catalogue';
import { api } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';
import { etagOf, type Cloth } from './listClothes';

/** PUT /admin/clothes/:id/visibility: hidden clothes stay in the admin list but leave search and pages. */
export async function setClothVisible({ cloth, visible }: { cloth: Cloth; visible: boolean }): Promise<Cloth> {
  return ClothPage.parse(await api.put(`admin/clothes/${encodeURIComponent(cloth.id)}/visibility`, { visible }, { headers: { 'If-Match': etagOf(cloth) } }));
}

export async function removeCloth(cloth: Cloth): Promise<void> {
  await api.delete(`admin/clothes/${encodeURIComponent(cloth.id)}`, undefined, { headers: { 'If-Match': etagOf(cloth) } });
}

function writeInLists(queryClient: ReturnType<typeof useQueryClient>, id: string, change: (cloth: Cloth) => Cloth | null) {
  queryClient.setQueriesData<ClothList>({ queryKey: catalogueKeys.clothLists() }, (page) =>
    page ? { ...page, items: page.items.flatMap((item) => (item.id === id ? [change(item)].filter((c) => c !== null) : [item])) } : page,
  );
}

/** The switch flips at once and flips back if the server refuses. */
export function useSetClothVisible() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClothVisible,
    onMutate: async ({ cloth, visible }) => {
      await queryClient.cancelQueries({ queryKey: catalogueKeys.clothLists() });
      const snapshot = queryClient.getQueriesData<ClothList>({ queryKey: catalogueKeys.clothLists() });
      writeInLists(queryClient, cloth.id, (item) => ({ ...item, visible }));
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (saved) => writeInLists(queryClient, saved.id, () => saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.clothes() }),
  });
}

export function useRemoveCloth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCloth,
    onSuccess: (_nothing, cloth) => writeInLists(queryClient, cloth.id, () => null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.clothes() }),
  });
}
