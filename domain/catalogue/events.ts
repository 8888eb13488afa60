import { z } from 'zod';
import { Id, Instant, type EventsOf } from '../core/events';
import type { PersonalDeclarations } from '../core/personal';
import { CLAIMABLE_FIELDS } from './claimable';

/** A brand's catalogue stream, `catalogue-<brandId>`: one consistency boundary, so the tier limit holds. */
export const catalogueStream = (brandId: string) => `catalogue-${brandId}`;

/** Taxonomy ids as the taxonomy slice makes them. */
export const TermId = z.string().regex(/^[a-z0-9-]{1,40}$/);
/** A name the image store made from the content (see infra/images/port.ts); nothing else is an image. */
export const ImageName = z.string().regex(/^[0-9a-f]{32}\.(webp|jpg|png|avif)$/);
const Name = z.string().min(1).max(200);
export const LocalizedName = z.object({ es: Name, en: Name.optional(), it: Name.optional(), fr: Name.optional() }).strict();
const Words = (max: number) => z.array(z.string().min(1).max(max)).max(30);
const Description = z.string().min(1).max(2000);
/** A cloth's description per language; Spanish is required, readers without theirs get it. */
export const LocalizedDescription = z.object({ es: Description, en: Description.optional(), it: Description.optional(), fr: Description.optional() }).strict();
export type LocalizedDescription = z.infer<typeof LocalizedDescription>;

/**
 * Which of a cloth's sizes can be bought now. `soldOutSizes` names sizes listed in the cloth's `sizes` (the decider
 * refuses others: INVALID_STOCK); `soldOut` says nothing can be bought, whatever its sizes. A cloth can be bought
 * while it is not sold out and has no sizes or one size not sold out (stock.ts). Stored clothes written before stock
 * was kept read as every size in stock (upcasters.ts); a writer that leaves it out says the same.
 */
export const ClothStock = z.object({ soldOut: z.boolean(), soldOutSizes: Words(20) }).strict();
export type ClothStock = z.infer<typeof ClothStock>;
/** Every size can be bought. */
export const inStockEverywhere = (): ClothStock => ({ soldOut: false, soldOutSizes: [] });

/** Everything a brand says about one cloth; an update carries the whole new set. */
export const ClothFields = z
  .object({
    names: LocalizedName,
    typeId: TermId,
    categoryId: TermId,
    seasons: z.array(TermId).max(20),
    eventIds: z.array(TermId).max(30),
    gender: TermId,
    sizes: Words(20),
    /** Which sizes can be bought now: see ClothStock. */
    stock: ClothStock.default(inStockEverywhere),
    /** The spec's "temperature". */
    weather: z.array(TermId).max(20),
    tags: Words(40),
    /** Colour term ids (taxonomy kind `color`). Stored v1 events carried free words: see upcasters.ts. */
    colors: z.array(TermId).max(10),
    colorTemperature: z.enum(['cold', 'warm']).nullable(),
    /** A style term id (taxonomy kind `style`). */
    style: TermId.nullable(),
    /** Material term ids (taxonomy kind `material`). Stored v2 events carried none: see upcasters.ts. */
    materials: z.array(TermId).max(5),
    description: LocalizedDescription.nullable(),
    /** The brand's own page for this cloth. */
    url: z.string().url().max(2000).nullable(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    price: z.number(),
    discountedPrice: z.number().nullable(),
    discountEnabled: z.boolean(),
    visible: z.boolean(),
    /**
     * None only while the cloth is hidden (photos.ts: a cloth imported without a photo waits for one). `middle`, the
     * size between the two that cards take on a phone, is absent from images stored before it was made.
     */
    images: z.array(z.object({ name: ImageName, middle: ImageName.optional(), thumb: ImageName }).strict()).max(12),
  })
  .strict();
export type ClothFields = z.infer<typeof ClothFields>;

export const ClothAdded = z.object({ brandId: Id, clothId: Id, ...ClothFields.shape, addedAt: Instant }).strict();
export const ClothUpdated = z.object({ brandId: Id, clothId: Id, ...ClothFields.shape, updatedAt: Instant }).strict();
export const ClothVisibilitySet = z.object({ brandId: Id, clothId: Id, visible: z.boolean(), setAt: Instant }).strict();
export const ClothRemoved = z.object({ brandId: Id, clothId: Id, removedAt: Instant }).strict();
/** Appended right after the ClothUpdated that lowered the effective price in the same currency: price alerts. */
export const ClothPriceDropped = z
  .object({ brandId: Id, clothId: Id, from: z.number().positive(), to: z.number().positive(), currency: z.string().regex(/^[A-Z]{3}$/), at: Instant })
  .strict();

/**
 * Appended right after the ClothUpdated that made the cloth purchasable again: `sizes`, those it listed before that
 * could not be bought and now can; `wholeCloth`, nothing could be bought before and now something can. Back-in-stock
 * alerts build on it.
 */
export const ClothBackInStock = z.object({ brandId: Id, clothId: Id, sizes: Words(20), wholeCloth: z.boolean(), at: Instant }).strict();

export const ClaimableField = z.enum(CLAIMABLE_FIELDS);
export type ClaimableField = z.infer<typeof ClaimableField>;
const ClaimedFields = z.array(ClaimableField).min(1).max(CLAIMABLE_FIELDS.length);

/** Appended beside the brand's hand edit of an imported cloth: these fields are the brand's from now on. */
export const ClothFieldsClaimed = z.object({ brandId: Id, clothId: Id, fields: ClaimedFields, at: Instant }).strict();
/** The brand let these fields follow its shop again: the next import writes them. */
export const ClothFieldsReleased = z.object({ brandId: Id, clothId: Id, fields: ClaimedFields, at: Instant }).strict();

export const catalogueEventSchemas = {
  ClothAdded,
  ClothUpdated,
  ClothVisibilitySet,
  ClothRemoved,
  ClothPriceDropped,
  ClothBackInStock,
  ClothFieldsClaimed,
  ClothFieldsReleased,
} as const;
export type CatalogueEvent = EventsOf<typeof catalogueEventSchemas>;

// A cloth's ids and fields, as ClothAdded and ClothUpdated both carry them.
const CLOTH_NOT_PERSONAL = [
  'brandId',
  'clothId',
  'names.es',
  'names.en',
  'names.it',
  'names.fr',
  'typeId',
  'categoryId',
  'seasons[]',
  'eventIds[]',
  'gender',
  'sizes[]',
  'stock.soldOutSizes[]',
  'weather[]',
  'tags[]',
  'colors[]',
  'style',
  'materials[]',
  'description.es',
  'description.en',
  'description.it',
  'description.fr',
  'url',
  'currency',
  'images[].name',
  'images[].middle',
  'images[].thumb',
] as const;

// Clothes are business data.
export const cataloguePersonalData = {
  ClothAdded: { notPersonal: [...CLOTH_NOT_PERSONAL, 'addedAt'] },
  ClothUpdated: { notPersonal: [...CLOTH_NOT_PERSONAL, 'updatedAt'] },
  ClothVisibilitySet: { notPersonal: ['brandId', 'clothId', 'setAt'] },
  ClothRemoved: { notPersonal: ['brandId', 'clothId', 'removedAt'] },
  ClothPriceDropped: { notPersonal: ['brandId', 'clothId', 'currency', 'at'] },
  ClothBackInStock: { notPersonal: ['brandId', 'clothId', 'sizes[]', 'at'] },
  ClothFieldsClaimed: { notPersonal: ['brandId', 'clothId', 'at'] },
  ClothFieldsReleased: { notPersonal: ['brandId', 'clothId', 'at'] },
} as const satisfies PersonalDeclarations<typeof catalogueEventSchemas>;
