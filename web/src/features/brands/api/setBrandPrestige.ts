import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateBrands } from './invalidateBrands';
import { AdminBrand } from '@vitrina/contract/brands';

export const PRESTIGE_MAX = 100;

export interface PrestigeChange {
  id: string;
  prestige: number;
}

/** PUT /admin/brands/:id/prestige (admins): a whole number from 0 to 100. */
export async function setBrandPrestige({ id, prestige }: PrestigeChange): Promise<AdminBrand> {
  return AdminBrand.parse(await api.put(`admin/brands/${encodeURIComponent(id)}/prestige`, { prestige }));
}

export function useSetBrandPrestige() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setBrandPrestige, onSettled: () => invalidateBrands(queryClient) });
}
