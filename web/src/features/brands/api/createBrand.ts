import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateBrands } from './invalidateBrands';
import { AdminBrand } from '@vitrina/contract/brands';
import type { BrandProfile } from './updateBrand';

export interface NewBrand extends BrandProfile {
  /** The account that will manage it, or null for a brand only admins manage. */
  ownerId: string | null;
}

/** POST /admin/brands (admins). */
export async function createBrand(brand: NewBrand): Promise<AdminBrand> {
  return AdminBrand.parse(await api.post('admin/brands', brand));
}

export function useCreateBrand() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBrand, onSettled: () => invalidateBrands(queryClient) });
}
