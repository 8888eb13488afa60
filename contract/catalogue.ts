import * as z from 'zod/mini';
import { SizeChart } from '@vitrina/domain/sizes/charts';
import { CLAIMABLE_FIELDS } from '@vitrina/domain/catalogue/claimable';

/*
 * What the catalogue's routes answer, for the OpenAPI document (api/openapi) and web's parsing: the shapes of
 * api/catalogue/views.ts. Exact on the api's side: the tests hold every answer to its schema and refuse a field it does
 * not declare (api/http/response-check.ts), so a view that grows a field fails them; lenient on web's (plain objects
 * drop what they do not know), so a tab opened before a deploy still reads the newer api's answers.
 */

const Url = z.string().check(z.describe('A path on this site (/images/…) or an absolute URL.'));

/** A text per language: Spanish always, the others when given. */
export const Localized = z.object({ es: z.string(), en: z.optional(z.string()), it: z.optional(z.string()), fr: z.optional(z.string()) });

/** A stored image, its middle size and its thumbnail: their names (which a cloth or logo keeps) and where they are served. */
export const ImageView = z.object({
  name: z.string(),
  middle: z.optional(
    z
      .string()
      .check(
        z.describe(
          "A cloth photo's middle size (432 px wide, between the main image and the thumbnail), for cards on dense screens; absent for images stored before it was made, and for logos.",
        ),
      ),
  ),
  thumb: z.string(),
  url: Url,
  middleUrl: z.optional(Url),
  thumbUrl: Url,
});

/** Where an image, its middle size (see ImageView's `middle`) and its thumbnail are served, as list items show them. */
export const ImageUrls = z.object({ url: Url, middleUrl: z.optional(Url), thumbUrl: Url });

/** A brand's logo, or null when it has none. */
export const LogoView = z.nullable(ImageView);

/** A cloth as its brand and readers see it (./views.ts clothView); POST /admin/clothes answers it. */
export const ClothView = z.object({
  id: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  name: z.string().check(z.describe("In the request's language, Spanish when it has none.")),
  names: Localized,
  typeId: z.string(),
  categoryId: z.string(),
  seasons: z.array(z.string()),
  eventIds: z.array(z.string()),
  gender: z.string(),
  sizes: z.array(z.string()),
  stock: z.object({
    soldOut: z.boolean().check(z.describe('Nothing can be bought now.')),
    soldOutSizes: z.array(z.string()).check(z.describe('Sizes of `sizes` that cannot be bought now.')),
  }),
  inStock: z.boolean().check(z.describe('Something can be bought now: not sold out, and no sizes or one not sold out.')),
  weather: z.array(z.string()),
  tags: z.array(z.string()),
  colors: z.array(z.string()),
  colorTemperature: z.nullable(z.enum(['cold', 'warm'])),
  style: z.nullable(z.string()),
  materials: z.array(z.string()).check(z.describe('Material term ids (taxonomy kind `material`), named by GET /categories/data/ like colours.')),
  description: z.nullable(Localized),
  url: z.nullable(z.string()),
  currency: z.string(),
  price: z.number(),
  discountedPrice: z.nullable(z.number()),
  discountEnabled: z.boolean(),
  effectivePrice: z.number(),
  visible: z.boolean(),
  images: z.array(ImageView),
  createdAt: z.string(),
  updatedAt: z.string(),
  revision: z.int(),
});

/**
 * GET /clothes/:id, and the cloth edits' answers: the cloth and its brand. To those who may edit it, `imported` says
 * whether the brand's importer keeps it (null: the brand made it) and which of its fields are the brand's own, which
 * imports leave as they are (issue 43); the rest follow the shop.
 */
export const ClothPage = z.object(
  z.extend(ClothView, {
    brand: z.object({ id: z.string(), name: z.string(), logo: LogoView }),
    imported: z.optional(z.nullable(z.object({ claimed: z.array(z.enum(CLAIMABLE_FIELDS)) }))),
    sizeChart: z.nullable(SizeChart).check(z.describe("The brand's size chart for the cloth's category (its size guide), or null.")),
  }).shape,
);

/** A cloth as lists show it (search, magazine, recommendations). */
export const ClothSummary = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.object({ id: z.string(), name: z.string() }),
  price: z.number(),
  currency: z.string(),
  discountedPrice: z.nullable(z.number()),
  image: z.nullable(ImageUrls),
  inStock: z.boolean().check(z.describe('False: sold out, shown marked so.')),
});

/** GET /clothes/:id/more-from-brand and /similar: the clothes a cloth's page shows below it. */
export const RelatedClothes = z.object({ items: z.array(ClothSummary) });

/** A page of clothes (GET /admin/clothes, a brand page's clothes). */
export const ClothList = z.object({
  brand: z
    .optional(z.nullable(z.object({ id: z.string(), name: z.string() })))
    .check(z.describe("GET /admin/clothes: the acting brand whose clothes these are; null: an admin's list of every brand's.")),
  items: z.array(ClothView),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export type Localized = z.infer<typeof Localized>;
export type ImageView = z.infer<typeof ImageView>;
export type ImageUrls = z.infer<typeof ImageUrls>;
export type LogoView = z.infer<typeof LogoView>;
export type ClothView = z.infer<typeof ClothView>;
export type ClothPage = z.infer<typeof ClothPage>;
export type ClothSummary = z.infer<typeof ClothSummary>;
export type RelatedClothes = z.infer<typeof RelatedClothes>;
export type ClothList = z.infer<typeof ClothList>;
