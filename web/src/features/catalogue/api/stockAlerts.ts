import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StockAlertList, type StockAlertView } from '@vitrina/contract/favourites';
import { api } from '../../../lib/api';
import { recheckSessionAfter } from '../../../lib/session/emailNotVerified';
import { catalogueKeys } from './catalogueKeys';

/** What a "notify me" names: a cloth and one of its sizes as the cloth writes it, or null for the whole cloth. */
export interface StockAlertTarget {
  clothId: string;
  size: string | null;
}

const keyOf = (clothId: string) => [...catalogueKeys.cloth(clothId), 'stock-alerts'] as const;

/** GET /stock-alerts?clothId=: the signed-in reader's "notify me" requests for this cloth. */
export function useStockAlerts(clothId: string, enabled: boolean) {
  return useQuery({
    queryKey: keyOf(clothId),
    queryFn: async ({ signal }) => StockAlertList.parse(await api.get(`stock-alerts?${new URLSearchParams({ clothId }).toString()}`, { signal })).items,
    enabled,
  });
}

/** POST /stock-alerts (asked) or DELETE (cancelled): both answer the same whether or not it was already so. */
export function useStockAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, on }: { target: StockAlertTarget; on: boolean }) => {
      if (on) await api.post('stock-alerts', target);
      else await api.delete('stock-alerts', target);
    },
    onSuccess: (_nothing, { target, on }) =>
      queryClient.setQueryData<StockAlertView[]>(keyOf(target.clothId), (list = []) => {
        const others = list.filter((alert) => alert.size !== target.size);
        return on ? [...others, { ...target, requestedAt: new Date().toISOString() }] : others;
      }),
    onError: (error) => recheckSessionAfter(queryClient, error),
  });
}
