import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { SUBSCRIPTION_STATUSES } from '@vitrina/domain/subscriptions/standing';
import { BILLING_CYCLES, SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';
import { api } from '../../../lib/api';
import { BrandLogo } from '../../../lib/brandLogo';
import { SizeChartSchema } from '../../../lib/sizes';
import { brandKeys } from './brandKeys';
import type { BrandFilters } from './brandKeys';

const text = z.nullish(z.string());

/** A brand as the admin area shows it (seed 3): its profile, owner and the subscription column. */
export const AdminBrand = z.object({
  id: z.string(),
  /** The legal name; shoppers know the brand by `brand`. */
  name: z.string(),
  brand: z.string(),
  description: text,
  location: text,
  logo: z.nullish(BrandLogo),
  prestige: z.nullish(z.number()),
  clothes: z.optional(z.number()),
  /** Its size charts, one per category (absent from an api from before charts: none). */
  sizeCharts: z._default(z.array(z.extend(SizeChartSchema, { categoryId: z.string(), imported: z._default(z.boolean(), false) })), []),
  createdAt: text,
  owner: z.nullable(z.object({ id: z.string(), username: z.string(), email: z.string() })),
  subscription: z.nullable(
    z.object({
      tier: z.nullable(z.enum(SUBSCRIPTION_TIERS)),
      billingCycle: z.nullable(z.enum(BILLING_CYCLES)),
      status: z.nullable(z.enum(SUBSCRIPTION_STATUSES)),
      expiresAt: text,
      provider: text,
    }),
  ),
});
export type AdminBrand = z.infer<typeof AdminBrand>;

export const BrandList = z.object({ items: z.array(AdminBrand), total: z.number(), page: z.number(), pageSize: z.number() });
export type BrandList = z.infer<typeof BrandList>;

/** GET /admin/brands (admins): every brand, by brand name (`q` matches its start), optionally by subscription status. */
export async function listAdminBrands(filters: BrandFilters, signal?: AbortSignal): Promise<BrandList> {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(filters.pageSize) });
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  return BrandList.parse(await api.get(`admin/brands?${params.toString()}`, signal ? { signal } : {}));
}

export const adminBrandsQueryOptions = (filters: BrandFilters) =>
  queryOptions({
    queryKey: brandKeys.list(filters),
    queryFn: ({ signal }) => listAdminBrands(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminBrands(filters: BrandFilters) {
  return useQuery(adminBrandsQueryOptions(filters));
}
