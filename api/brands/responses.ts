import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '@vitrina/domain/subscriptions/standing';
import { BILLING_CYCLES, SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';
import { ClothList, ClothView, LogoView } from '../catalogue/responses';
import { MagazineItem } from '../magazine/responses';
import { SizeChart } from '@vitrina/domain/sizes/charts';

/** A brand's size chart for one category (domain/sizes/charts.ts). */
export const SizeChartView = SizeChart.extend({ categoryId: z.string() }).strict();

/** GET /brands/:id: the brand page's profile, offers, a page of its clothes and its newest magazine entries. Strict: see ../catalogue/responses.ts. */
export const BrandPage = z
  .object({
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
  })
  .strict();

/** A brand as the admin area shows it (./admin.ts adminBrand): its profile, its owner's account and its plan. */
/** The brands with clothes on show, for the header's menu: each with how many it shows. */
export const PublicBrandList = z.object({ items: z.array(z.object({ id: z.string(), name: z.string(), clothes: z.number().int() }).strict()) }).strict();

export const AdminBrand = z
  .object({
    id: z.string(),
    name: z.string().describe('The legal name; shoppers know the brand by `brand`.'),
    brand: z.string(),
    description: z.string(),
    location: z.string(),
    logo: LogoView,
    prestige: z.number(),
    clothes: z.number().int().describe('Clothes in its catalogue, hidden ones included.'),
    sizeCharts: z.array(SizeChartView).describe('Its size charts, one per category, by category id.'),
    createdAt: z.string(),
    owner: z.object({ id: z.string(), username: z.string(), email: z.string() }).strict().nullable(),
    subscription: z
      .object({
        tier: z.enum(SUBSCRIPTION_TIERS),
        billingCycle: z.enum(BILLING_CYCLES),
        status: z.enum(SUBSCRIPTION_STATUSES),
        expiresAt: z.string().nullable(),
        provider: z.string().nullable(),
      })
      .strict()
      .nullable(),
  })
  .strict();

/** GET /admin/brands: a page of brands. */
export const AdminBrandList = z.object({ items: z.array(AdminBrand), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }).strict();
