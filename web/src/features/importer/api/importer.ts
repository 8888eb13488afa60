import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import type { ImporterConfig } from '@vitrina/domain/importer/config';
import { LIMIT_SOURCES } from '@vitrina/domain/importer/limits';
import { SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';
import { api } from '../../../lib/api';

/** null: the caller's own brand; an id: the brand an admin chose. */
export type ActingBrand = string | null;

export const importerKeys = {
  all: ['importer'] as const,
  brand: (brandId: ActingBrand) => ['importer', brandId ?? 'own'] as const,
};

const brandQuery = (brandId: ActingBrand) => (brandId ? `?${new URLSearchParams({ brandId }).toString()}` : '');
const withBrand = <T extends object>(brandId: ActingBrand, body: T) => (brandId ? { ...body, brandId } : body);

const Counts = z.object({
  pages: z.number(),
  found: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  failed: z.number(),
  hidden: z.number(),
  shown: z.number(),
});
export type Counts = z.infer<typeof Counts>;

/** The shop holds more than a run imports: how many (null: more, not counted), the limit and what sets it. */
const Limited = z.object({ limit: z.number(), by: z.enum(LIMIT_SOURCES), inShop: z.nullable(z.number()) });
export type Limited = z.infer<typeof Limited>;

const Problem = z.object({ page: z.string(), index: z.number(), name: z.nullable(z.string()), field: z.nullable(z.string()), code: z.string(), found: z.nullable(z.string()) });
export type Problem = z.infer<typeof Problem>;

export const RUN_STATUSES = ['queued', 'running', 'completed', 'cancelled', 'failed', 'limit', 'partial'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

const Run = z.object({
  runId: z.string(),
  trigger: z.enum(['manual', 'schedule']),
  status: z.enum(RUN_STATUSES),
  cancelRequested: z.boolean(),
  requestedAt: z.string(),
  startedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
  durationMs: z.nullable(z.number()),
  counts: Counts,
  problems: z.array(Problem),
  reason: z.nullable(z.string()),
  limited: z.optional(z.nullable(Limited)),
});
export type Run = z.infer<typeof Run>;

/** The importer as GET /importer answers: its saved config (null until saved) and its latest runs. */
const Importer = z.object({
  brandId: z.string(),
  /** Whether the brand's plan lets it read its shop and import (false: 402 SUBSCRIPTION_INACTIVE for each). */
  inGoodStanding: z.optional(z.boolean()),
  /** The plan it imports under (null: none in good standing): a limit left to the plan is its allowance. */
  tier: z.optional(z.nullable(z.enum(SUBSCRIPTION_TIERS))),
  version: z.number(),
  config: z.nullable(z.custom<ImporterConfig>((value) => typeof value === 'object' && value !== null)),
  configuredAt: z.nullable(z.string()),
  runs: z.array(Run),
});
export type Importer = z.infer<typeof Importer>;

export const isOpen = (run: Run) => run.status === 'queued' || run.status === 'running';

export function importerQueryOptions(brandId: ActingBrand) {
  return queryOptions({
    queryKey: importerKeys.brand(brandId),
    queryFn: async ({ signal }) => Importer.parse(await api.get(`importer${brandQuery(brandId)}`, { signal })),
    // While a run is under way its progress is read every second.
    refetchInterval: (query) => (query.state.data?.runs.some(isOpen) ? 1_000 : false),
  });
}

export function useImporter(brandId: ActingBrand, enabled: boolean) {
  return useQuery({ ...importerQueryOptions(brandId), enabled });
}

const ItemError = z.object({ field: z.string(), code: z.string(), found: z.nullable(z.string()) });
export type ItemError = z.infer<typeof ItemError>;
const Variant = z.object({ size: z.nullable(z.string()), available: z.boolean() });
const PreviewItem = z.object({
  index: z.number(),
  item: z.optional(
    z.object({
      name: z.string(),
      price: z.number(),
      /** The price on sale, below `price`, while the shop has it on sale. */
      salePrice: z.optional(z.nullable(z.number())),
      currency: z.string(),
      url: z.nullable(z.string()),
      images: z.array(z.string()),
      tags: z.array(z.string()),
      sizes: z.array(z.string()),
      sku: z.nullable(z.string()),
      /** A source's products say which can be bought, and which sizes. */
      available: z.optional(z.boolean()),
      variants: z.optional(z.array(Variant)),
    }),
  ),
  errors: z.optional(z.array(ItemError)),
  name: z.optional(z.nullable(z.string())),
  /** What a run would classify the product as, where the reading tells (a shop's source). */
  classified: z.optional(z.object({ categoryId: z.nullable(z.string()), gender: z.nullable(z.string()), colors: z.array(z.string()), materials: z.array(z.string()) })),
});
export type PreviewItem = z.infer<typeof PreviewItem>;

export const SOURCE_KINDS = ['shopify', 'woocommerce', 'vtex', 'tiendanube', 'feed', 'sitemap', 'page'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
const SourceFound = z.object({ kind: z.enum(SOURCE_KINDS), url: z.string(), total: z.nullable(z.number()) });

/** What the page would give: the proposal auto-detect makes, and each item or the fields it failed on. */
const Preview = z.object({
  url: z.string(),
  /** When read from the shop's own catalogue, a feed or its sitemap ("Read the shop"): which, and its size. */
  source: z.optional(SourceFound),
  proposal: z.nullable(z.object({ source: z.enum(['jsonld', 'elements']), items: z.number(), config: z.custom<Partial<ImporterConfig>>((value) => typeof value === 'object' && value !== null) })),
  items: z.array(PreviewItem),
  nextPage: z.nullable(z.string()),
  limited: z.optional(z.nullable(Limited)),
  /** The language the page states, or its products are written in. */
  language: z.optional(z.nullable(z.enum(LANGUAGES))),
});
export type Preview = z.infer<typeof Preview>;

/** POST /importer/preview: a URL alone (auto-detect), or a whole config to try. Changes nothing. */
export function usePreviewImport(brandId: ActingBrand) {
  return useMutation({
    mutationFn: async (input: { url: string; limit?: ImporterConfig['limit'] } | { config: ImporterConfig }) => Preview.parse(await api.post('importer/preview', withBrand(brandId, input))),
  });
}

/** POST /importer/shop, "Read the shop": the source a shop's address offers and its first products. Changes nothing. */
const ShopReading = z.object({
  source: z.nullable(SourceFound),
  items: z.array(PreviewItem),
  limited: z.optional(z.nullable(Limited)),
  language: z.optional(z.nullable(z.enum(LANGUAGES))),
  /** The shop's own categories among the products read, most products first, with the category proposed for each. */
  categories: z.optional(z.array(z.object({ name: z.string(), count: z.number(), proposed: z.nullable(z.string()) }))),
});
export type ShopReading = z.infer<typeof ShopReading>;
export function useReadShop(brandId: ActingBrand) {
  return useMutation({
    mutationFn: async (input: { url: string; limit?: ImporterConfig['limit'] }) => ShopReading.parse(await api.post('importer/shop', withBrand(brandId, input))),
  });
}

export function useSaveImporterConfig(brandId: ActingBrand) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (config: ImporterConfig) => z.object({ version: z.nullable(z.number()) }).parse(await api.put('importer/config', withBrand(brandId, { config }))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importerKeys.brand(brandId) }),
  });
}

export function useRunImport(brandId: ActingBrand) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => z.object({ runId: z.string() }).parse(await api.post('importer/runs', withBrand(brandId, {}))),
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
