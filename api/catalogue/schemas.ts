import { z } from 'zod';
import { CLAIMABLE_FIELDS } from '@vitrina/domain/catalogue/claimable';
import { ClaimableField, ImageName, TermId, type ClothFields } from '@vitrina/domain/catalogue/events';
import { plainText } from '../http/text';

/** A language's name may be left empty in a form: it is then absent, and readers get the Spanish one. */
const OtherName = plainText({ max: 200, min: 0 }).optional();
const Names = z
  .object({ es: plainText({ max: 200 }), en: OtherName, it: OtherName, fr: OtherName })
  .strict()
  .transform((names) => Object.fromEntries(Object.entries(names).filter(([, name]) => name)) as ClothFields['names']);

/** A description per language: empty ones are dropped, and without a Spanish one there is none (null). */
const OtherDescription = plainText({ max: 2000, min: 0, multiline: true }).optional();
const Description = z
  .object({ es: OtherDescription, en: OtherDescription, it: OtherDescription, fr: OtherDescription })
  .strict()
  .nullable()
  .default(null)
  .transform((texts) => {
    const present = Object.fromEntries(Object.entries(texts ?? {}).filter(([, text]) => text));
    return present.es ? (present as ClothFields['description']) : null;
  });

const unique = <T>(values: T[]) => [...new Set(values)];
const Terms = (max: number) => z.array(TermId).max(max).transform(unique).default([]);
const Words = (max: number) => z.array(plainText({ max })).max(30).transform(unique).default([]);
const HttpUrl = z
  .string()
  .trim()
  .max(2000)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), { message: 'Only http and https URLs' });

/**
 * Which sizes can be bought now: sizes sold out (among `sizes`: the decider's INVALID_STOCK), or the whole cloth.
 * Left out, every size can be bought.
 */
const Stock = z
  .object({ soldOut: z.boolean().default(false), soldOutSizes: Words(20) })
  .strict()
  .default(() => ({ soldOut: false, soldOutSizes: [] }));

/** A cloth as the admin form sends it; absent optional fields take the form's defaults. */
export const ClothBody = z
  .object({
    names: Names,
    typeId: TermId,
    categoryId: TermId,
    seasons: Terms(20),
    eventIds: Terms(30),
    gender: TermId,
    sizes: Words(20),
    stock: Stock,
    weather: Terms(20),
    tags: Words(40),
    colors: Terms(10),
    colorTemperature: z.enum(['cold', 'warm']).nullable().default(null),
    style: TermId.nullable().default(null),
    materials: Terms(5),
    description: Description,
    url: HttpUrl.nullable().default(null),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .default('ARS'),
    // Amount rules (positive, two decimals, discount below price) are the decider's: INVALID_PRICE.
    price: z.number(),
    discountedPrice: z.number().nullable().default(null),
    discountEnabled: z.boolean().default(false),
    visible: z.boolean().default(true),
    // None only for a hidden cloth: showing one without a photo is the decider's CLOTH_NEEDS_PHOTO.
    images: z.array(z.object({ name: ImageName, middle: ImageName.optional(), thumb: ImageName }).strict()).max(12),
  })
  .strict();

export const NewClothBody = ClothBody.extend({ brandId: z.string().uuid().optional() }).strict();
export const VisibilityBody = z.object({ visible: z.boolean() }).strict();
/** "Follow the shop again" on these fields of an imported cloth the brand had made its own. */
export const FollowShopBody = z.object({ fields: z.array(ClaimableField).min(1).max(CLAIMABLE_FIELDS.length) }).strict();
export const ClothParams = z.object({ id: z.string().uuid() }).strict();
export const AdminListQuery = z
  .object({
    brandId: z.string().uuid().optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(24),
  })
  .strict();
