import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SizeChart } from '@vitrina/domain/sizes/chart-rules';
import { api } from '../../../lib/api';
import { brandKeys } from './brandKeys';
import { invalidateBrands } from './invalidateBrands';
import { AdminBrand } from '@vitrina/contract/brands';

/** A category's chart to set, or null to remove it. */
export interface SizeChartChange {
  brandId: string;
  categoryId: string;
  chart: SizeChart | null;
}

/** PUT /admin/brands/:id/size-charts/:categoryId (its owner or an admin), or DELETE to remove it; both answer the brand. */
export async function setSizeChart({ brandId, categoryId, chart }: SizeChartChange): Promise<AdminBrand> {
  const path = `admin/brands/${encodeURIComponent(brandId)}/size-charts/${encodeURIComponent(categoryId)}`;
  return AdminBrand.parse(chart ? await api.put(path, chart) : await api.delete(path));
}

export function useSetSizeChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSizeChart,
    onSuccess: (brand) => {
      queryClient.setQueryData<AdminBrand>(brandKeys.own(), (own) => (own?.id === brand.id ? brand : own));
    },
    onSettled: () => invalidateBrands(queryClient),
  });
}
