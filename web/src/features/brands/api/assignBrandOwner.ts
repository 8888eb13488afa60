import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateBrands } from './invalidateBrands';
import { AdminBrand } from '@vitrina/contract/brands';

export interface OwnerAssignment {
  id: string;
  ownerId: string;
}

/** PUT /admin/brands/:id/owner (admins): a brand with no owner (its owner's account was erased) gets one. */
export async function assignBrandOwner({ id, ownerId }: OwnerAssignment): Promise<AdminBrand> {
  return AdminBrand.parse(await api.put(`admin/brands/${encodeURIComponent(id)}/owner`, { ownerId }));
}

export function useAssignBrandOwner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignBrandOwner, onSettled: () => invalidateBrands(queryClient) });
}
