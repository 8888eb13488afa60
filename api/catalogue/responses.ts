import { z } from 'zod';
import { SizeChart } from '@vitrina/domain/sizes/charts';
import { CLAIMABLE_FIELDS } from '@vitrina/domain/catalogue/events';

/*
 * What the catalogue's routes answer, for the OpenAPI document (api/openapi): the shapes of ./views.ts. Strict, so
 * the tests, which hold every answer to its schema (api/http/response-check.ts), fail when a view grows a field.
 */

const Url = z.string().describe('A path on this site (/images/…) or an absolute URL.');

/** A text per language: Spanish always, the others when given. */
export const Localized = z.object({ es: z.string(), en: z.string().optional(), it: z.string().optional(), fr: z.string().optional() }).strict();

/** A stored image and its thumbnail: their names (which a cloth or logo keeps) and where they are served. */
export const ImageView = z.object({ name: z.string(), thumb: z.string(), url: Url, thumbUrl: Url }).strict();

/** Where an image and its thumbnail are served, as list items show them. */
export const ImageUrls = z.object({ url: Url, thumbUrl: Url }).strict();

/** A brand's logo, or null when it has none. */
export const LogoView = ImageView.nullable();

/** A cloth as its brand and readers see it (./views.ts clothView); POST /admin/clothes answers it. */
export const ClothView = z
  .object({
    id: z.string(),
    brandId: z.string(),
    brandName: z.string(),
    name: z.string().describe("In the request's language, Spanish when it has none."),
    names: Localized,
    typeId: z.string(),
    categoryId: z.string(),
    seasons: z.array(z.string()),
    eventIds: z.array(z.string()),
    gender: z.string(),
    sizes: z.array(z.string()),
    stock: z
      .object({ soldOut: z.boolean().describe('Nothing can be bought now.'), soldOutSizes: z.array(z.string()).describe('Sizes of `sizes` that cannot be bought now.') })
      .strict(),
    inStock: z.boolean().describe('Something can be bought now: not sold out, and no sizes or one not sold out.'),
    weather: z.array(z.string()),
    tags: z.array(z.string()),
    colors: z.array(z.string()),
    colorTemperature: z.enum(['cold', 'warm']).nullable(),
    style: z.string().nullable(),
    materials: z.array(z.string()).describe('Material term ids (taxonomy kind `material`), named by GET /categories/data/ like colours.'),
    description: Localized.nullable(),
    url: z.string().nullable(),
    currency: z.string(),
    price: z.number(),
    discountedPrice: z.number().nullable(),
    discountEnabled: z.boolean(),
    effectivePrice: z.number(),
    visible: z.boolean(),
    images: z.array(ImageView),
    createdAt: z.string(),
    updatedAt: z.string(),
    revision: z.number().int(),
  })
  .strict();

/**
 * GET /clothes/:id, and the cloth edits' answers: the cloth and its brand. To those who may edit it, `imported` says
 * whether the brand's importer keeps it (null: the brand made it) and which of its fields are the brand's own, which
 * imports leave as they are (issue 43); the rest follow the shop.
 */
export const ClothPage = ClothView.extend({
  brand: z.object({ id: z.string(), name: z.string(), logo: LogoView }).strict(),
  imported: z.object({ claimed: z.array(z.enum(CLAIMABLE_FIELDS)) }).strict().nullable().optional(),
  sizeChart: SizeChart.nullable().describe("The brand's size chart for the cloth's category (its size guide), or null."),
}).strict();

/** A cloth as lists show it (search, magazine, recommendations). */
export const ClothSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    brand: z.object({ id: z.string(), name: z.string() }).strict(),
    price: z.number(),
    currency: z.string(),
    discountedPrice: z.number().nullable(),
    image: ImageUrls.nullable(),
    inStock: z.boolean().describe('False: sold out, shown marked so.'),
  })
  .strict();

/** A page of clothes (GET /admin/clothes, a brand page's clothes). */
export const ClothList = z
  .object({
    brand: z.object({ id: z.string(), name: z.string() }).strict().nullable().optional().describe("GET /admin/clothes: the acting brand whose clothes these are; null: an admin's list of every brand's."),
    items: z.array(ClothView),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .strict();
