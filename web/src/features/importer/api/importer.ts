import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfigSaved, ImportPreview, ImporterView, RunAccepted, ShopReading } from '@vitrina/contract/importer';
import type { ImporterConfig } from '@vitrina/domain/importer/config';
import { api } from '../../../lib/api';

/** null: the caller's own brand; an id: the brand an admin chose. */
export type ActingBrand = string | null;

export const importerKeys = {
  all: ['importer'] as const,
  brand: (brandId: ActingBrand) => ['importer', brandId ?? 'own'] as const,
};

const brandQuery = (brandId: ActingBrand) => (brandId ? `?${new URLSearchParams({ brandId }).toString()}` : '');
const withBrand = <T extends object>(brandId: ActingBrand, body: T) => (brandId ? { ...body, brandId } : body);

/** The answers' parts the tab shows, as the contract declares them (contract/importer.ts). */
export type { ImportPreview as Preview } from '@vitrina/contract/importer';
export type Run = ImporterView['runs'][number];
export type Counts = Run['counts'];
export type Problem = Run['problems'][number];
/** The shop holds more than a run imports: how many (null: more, not counted), the limit and what sets it. */
export type Limited = NonNullable<Run['limited']>;
/** One item of a preview: what it reads as (an extracted item, or a source's with its variants), or the fields it failed on. */
export type PreviewItem = ImportPreview['items'][number];
/** What a run would classify a source's product as, where the reading tells. */
export type Classified = NonNullable<Extract<ShopReading['items'][number], { item: unknown }>['classified']>;

export const isOpen = (run: Run) => run.status === 'queued' || run.status === 'running';

export function importerQueryOptions(brandId: ActingBrand) {
  return queryOptions({
    queryKey: importerKeys.brand(brandId),
    queryFn: async ({ signal }) => ImporterView.parse(await api.get(`importer${brandQuery(brandId)}`, { signal })),
    // While a run is under way its progress is read every second.
    refetchInterval: (query) => (query.state.data?.runs.some(isOpen) ? 1_000 : false),
  });
}

export function useImporter(brandId: ActingBrand, enabled: boolean) {
  return useQuery({ ...importerQueryOptions(brandId), enabled });
}

/** POST /importer/preview: a URL alone (auto-detect), or a whole config to try. Changes nothing. */
export function usePreviewImport(brandId: ActingBrand) {
  return useMutation({
    mutationFn: async (input: { url: string; limit?: ImporterConfig['limit'] } | { config: ImporterConfig }) =>
      ImportPreview.parse(await api.post('importer/preview', withBrand(brandId, input))),
  });
}

/** POST /importer/shop, "Read the shop": the source a shop's address offers and its first products. Changes nothing. */
export function useReadShop(brandId: ActingBrand) {
  return useMutation({
    mutationFn: async (input: { url: string; limit?: ImporterConfig['limit'] }) =>
      ShopReading.parse(await api.post('importer/shop', withBrand(brandId, input))),
  });
}

export function useSaveImporterConfig(brandId: ActingBrand) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (config: ImporterConfig) => ConfigSaved.parse(await api.put('importer/config', withBrand(brandId, { config }))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importerKeys.brand(brandId) }),
  });
}

export function useRunImport(brandId: ActingBrand) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => RunAccepted.parse(await api.post('importer/runs', withBrand(brandId, {}))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importerKeys.brand(brandId) }),
  });
}

export function useCancelImport(brandId: ActingBrand) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (runId: string) => api.post(`importer/runs/${encodeURIComponent(runId)}/cancel`, withBrand(brandId, {})),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importerKeys.brand(brandId) }),
  });
}
