import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { brandKeys } from './brandKeys';
import { invalidateBrands } from './invalidateBrands';
import { AdminBrand } from '@vitrina/contract/brands';

/** What PUT and POST send: the legal name, the brand name, and optionally a description and location. */
export interface BrandProfile {
  name: string;
  brand: string;
  description: string;
  location: string;
}

export interface BrandUpdate {
  id: string;
  profile: BrandProfile;
}

/** PUT /admin/brands/:id (the brand's owner or an admin; 404 BRAND_NOT_FOUND for anyone else). */
export async function updateBrand({ id, profile }: BrandUpdate): Promise<AdminBrand> {
  return AdminBrand.parse(await api.put(`admin/brands/${encodeURIComponent(id)}`, profile));
}

export function useUpdateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrand,
    onSuccess: (brand) => {
      queryClient.setQueryData<AdminBrand>(brandKeys.own(), (own) => (own?.id === brand.id ? brand : own));
    },
    onSettled: () => invalidateBrands(queryClient),
  });
}
