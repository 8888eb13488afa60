import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClothPage } from '@vitrina/contract/catalogue';
import { requestWithHeaders } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';
import type { Cloth, ClothStock } from './listClothes';

/** What the admin form sends (api/catalogue/schemas.ts ClothBody); images by their stored names. */
export interface ClothBody {
  names: Cloth['names'];
  typeId: string;
  categoryId: string;
  seasons: string[];
  eventIds: string[];
  gender: string;
  sizes: string[];
  /** Sold-out sizes among `sizes`, or the whole cloth sold out. */
  stock: ClothStock;
  weather: string[];
  tags: string[];
  colors: string[];
  colorTemperature: 'cold' | 'warm' | null;
  style: string | null;
  materials: string[];
  description: Cloth['description'];
  url: string | null;
  currency: string;
  price: number;
  discountedPrice: number | null;
  discountEnabled: boolean;
  visible: boolean;
  /** `middle`: absent for an image stored before middle sizes were made. */
  images: { name: string; middle?: string; thumb: string }[];
}

export type ClothSave =
  | { id: null; body: ClothBody; brandId: string | null }
  /** `etag` is the revision the editor started from: the server refuses (412) if someone saved since. */
  | { id: string; body: ClothBody; etag: string };

export async function saveCloth(save: ClothSave): Promise<Cloth> {
  if (save.id === null) {
    const body = save.brandId ? { ...save.body, brandId: save.brandId } : save.body;
    return ClothPage.parse((await requestWithHeaders('POST', 'admin/clothes', { body })).body);
  }
  const answer = await requestWithHeaders('PUT', `admin/clothes/${encodeURIComponent(save.id)}`, {
    body: save.body,
    headers: { 'If-Match': save.etag },
  });
  return ClothPage.parse(answer.body);
}

export function useSaveCloth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCloth,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.clothes() }),
  });
}
