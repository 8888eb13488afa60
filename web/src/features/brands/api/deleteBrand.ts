import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateBrands } from './invalidateBrands';

/** DELETE /admin/brands/:id (admins); its owner keeps the account, without a brand. */
export async function deleteBrand(id: string): Promise<void> {
  await api.delete(`admin/brands/${encodeURIComponent(id)}`);
}

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBrand, onSettled: () => invalidateBrands(queryClient) });
}
