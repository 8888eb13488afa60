import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateBrands } from './invalidateBrands';

/** DELETE /admin/brands/:id/grant (admins): a granted plan ends now; NOT_GRANTED for a plan the brand pays. */
export async function endGrant(brandId: string): Promise<void> {
  await api.delete(`admin/brands/${encodeURIComponent(brandId)}/grant`);
}

export function useEndGrant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endGrant, onSettled: () => invalidateBrands(queryClient) });
}
