import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { uploadImage } from '../../../lib/uploads';
import { brandKeys } from './brandKeys';
import { invalidateBrands } from './invalidateBrands';
import { AdminBrand } from '@vitrina/contract/brands';

/** A new logo file to upload and set, or null to remove the brand's logo. */
export interface LogoChange {
  id: string;
  file: File | null;
}

/**
 * Uploads the file as a logo (POST /admin/images?kind=logo, fitted whole into a square), then names it on the
 * brand with PUT /admin/brands/:id/logo (its owner or an admin); a null file removes it (DELETE).
 */
export async function setBrandLogo({ id, file }: LogoChange): Promise<AdminBrand> {
  const path = `admin/brands/${encodeURIComponent(id)}/logo`;
  if (!file) return AdminBrand.parse(await api.delete(path));
  const stored = await uploadImage(file, 'logo');
  return AdminBrand.parse(await api.put(path, { logo: { name: stored.name, thumb: stored.thumb } }));
}

export function useSetBrandLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBrandLogo,
    onSuccess: (brand) => {
      queryClient.setQueryData<AdminBrand>(brandKeys.own(), (own) => (own?.id === brand.id ? brand : own));
    },
    // The brand's public page shows the logo too.
    onSettled: () => Promise.all([invalidateBrands(queryClient), queryClient.invalidateQueries({ queryKey: [...brandKeys.all, 'page'] })]),
  });
}
