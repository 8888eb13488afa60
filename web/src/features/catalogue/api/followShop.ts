import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClothPage } from '@vitrina/contract/catalogue';
import { api } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';
import type { Cloth } from './listClothes';

/** POST /admin/clothes/:id/follow-shop: these fields of an imported cloth follow the shop again from the next import. */
export async function followShop({ id, fields }: { id: string; fields: string[] }): Promise<Cloth> {
  return ClothPage.parse(await api.post(`admin/clothes/${encodeURIComponent(id)}/follow-shop`, { fields }));
}

export function useFollowShop() {
  const client = useQueryClient();
  return useMutation({ mutationFn: followShop, onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.all }) });
}
