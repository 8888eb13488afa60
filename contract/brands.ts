import * as z from 'zod/mini';
import { SUBSCRIPTION_STATUSES } from '@vitrina/domain/subscriptions/standing';
import { BILLING_CYCLES, SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';
import { ClothList, ClothView, LogoView } from './catalogue';
import { MagazineItem } from './magazine';
import { SizeChart } from '@vitrina/domain/sizes/charts';

/** A brand's size chart for one category (domain/sizes/charts.ts). */
export const SizeChartView = z.object(z.extend(SizeChart, { categoryId: z.string() }).shape);

/** GET /brands/:id: the brand page's profile, offers, a page of its clothes and its newest magazine entries. Exact: see contract/catalogue.ts. */
export const BrandPage = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  description: z.string(),
  location: z.string(),
  logo: LogoView,
  prestige: z.number(),
  offers: z.array(ClothView),
  clothes: ClothList,
  magazine: z.array(MagazineItem),
});

/** A brand as the admin area shows it (./admin.ts adminBrand): its profile, its owner's account and its plan. */
/** The brands with clothes on show, for the header's menu: each with how many it shows. */
export const PublicBrandList = z.object({ items: z.array(z.object({ id: z.string(), name: z.string(), clothes: z.int() })) });

export const AdminBrand = z.object({
  id: z.string(),
  name: z.string().check(z.describe('The legal name; shoppers know the brand by `brand`.')),
  brand: z.string(),
  description: z.string(),
  location: z.string(),
  logo: LogoView,
  prestige: z.number(),
  clothes: z.int().check(z.describe('Clothes in its catalogue, hidden ones included.')),
  sizeCharts: z
    .array(z.extend(SizeChartView, { imported: z.boolean().check(z.describe("Set by an import run from the shop's size guide, and not edited since.")) }))
    .check(z.describe('Its size charts, one per category, by category id.')),
  createdAt: z.string(),
  owner: z.nullable(z.object({ id: z.string(), username: z.string(), email: z.string() })),
  subscription: z.nullable(
    z.object({
      tier: z.enum(SUBSCRIPTION_TIERS),
      billingCycle: z.enum(BILLING_CYCLES),
      status: z.enum(SUBSCRIPTION_STATUSES),
      expiresAt: z.nullable(z.string()),
      provider: z.nullable(z.string()),
    }),
  ),
});

/** GET /admin/brands: a page of brands. */
export const AdminBrandList = z.object({ items: z.array(AdminBrand), total: z.int(), page: z.int(), pageSize: z.int() });

export type SizeChartView = z.infer<typeof SizeChartView>;
export type BrandPage = z.infer<typeof BrandPage>;
export type PublicBrandList = z.infer<typeof PublicBrandList>;
export type AdminBrand = z.infer<typeof AdminBrand>;
export type AdminBrandList = z.infer<typeof AdminBrandList>;
