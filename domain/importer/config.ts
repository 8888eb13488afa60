import { z } from 'zod';
import { LANGUAGES } from '../core/languages';
import { TermId } from '../catalogue/events';
import { MAX_IMPORT_LIMIT } from './limits';
import { jsonLdReading } from './jsonld-reading';
import { withScheme } from './shop-address';

/** A CSS selector inside an item (empty: the item itself) and what to read there (no attribute: its text). */
export const FieldSelector = z
  .object({
    selector: z.string().trim().max(300),
    attribute: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/)
      .nullable(),
  })
  .strict();
export type FieldSelector = z.infer<typeof FieldSelector>;

/**
 * A path into an item's JSON, dot-separated, with [n] for a list's element and [*] for all of them: `offers.price`,
 * `image[0].url`, `pics[*].src`.
 */
export const JsonPath = z
  .string()
  .trim()
  .max(200)
  .regex(/^[A-Za-z_@$][\w@$-]*(\.[A-Za-z_@$][\w@$-]*|\[(\d{1,3}|\*)\])*$/, 'not a path like offers.price, image[0] or pics[*].src');

/** Where each field sits in an item's JSON; a field left out is read where schema.org puts it. */
export const JsonPaths = z
  .object({
    name: JsonPath.optional(),
    price: JsonPath.optional(),
    currency: JsonPath.optional(),
    link: JsonPath.optional(),
    image: JsonPath.optional(),
    tags: JsonPath.optional(),
    sku: JsonPath.optional(),
    description: JsonPath.optional(),
  })
  .strict();
export type JsonPaths = z.infer<typeof JsonPaths>;

/**
 * How items are read (seed section 3): from the page's elements by selector (`none`), from JSON in an attribute of
 * each item element or of an element inside it (`attribute`: `selector` names that element, e.g. WooCommerce's
 * `button[data-product]` or Tiendanube's `.js-product-container` with its `data-variants`; absent or empty, the item
 * itself), from the text of a JSON script inside each item (`script`: `selector` names it), or from the page's JSON-LD
 * scripts (`jsonld`). In the attribute and script modes a field the JSON does not give is read by the field's selector,
 * when the config names one.
 */
export const JsonMode = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('none') }).strict(),
  z
    .object({
      mode: z.literal('attribute'),
      attribute: z
        .string()
        .trim()
        .min(1)
        .max(60)
        .regex(/^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/),
      /** Optional, so configs saved before it read as before. */
      selector: z.string().trim().max(300).optional(),
      paths: JsonPaths,
    })
    .strict(),
  z.object({ mode: z.literal('jsonld'), paths: JsonPaths }).strict(),
  /** A script of JSON inside each item (`script[type="application/json"]`), as headless shops' listings carry their products. */
  z
    .object({
      mode: z.literal('script'),
      selector: z.string().trim().min(1).max(300),
      paths: JsonPaths,
    })
    .strict(),
]);
export type JsonMode = z.infer<typeof JsonMode>;

export const Schedule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('off') }).strict(),
  z.object({ kind: z.literal('daily') }).strict(),
  z.object({ kind: z.literal('weekly') }).strict(),
  z.object({ kind: z.literal('cron'), expression: z.string().trim().min(9).max(100) }).strict(),
]);
export type Schedule = z.infer<typeof Schedule>;

/**
 * Where a run reads the shop (issue 29): a platform's own catalogue, a product feed, the sitemap's product pages, or
 * its pages read whole (`page`: from its home, its listings and each product's page; its cards the brand's way when
 * the config names selectors or JSON for them, else as found).
 */
export const SOURCE_KINDS = ['shopify', 'woocommerce', 'vtex', 'tiendanube', 'feed', 'sitemap', 'page'] as const;

/** An address the importer reads: http(s), a bare domain typed (`shop.example/coleccion`) read as https. */
export const ShopUrl = z
  .string()
  .trim()
  .max(2_000)
  .transform(withScheme)
  .pipe(
    z
      .string()
      .url()
      .refine((url) => /^https?:\/\//i.test(url), 'http or https only'),
  );

export const ImportSource = z
  .object({
    kind: z.enum(SOURCE_KINDS),
    /** The catalogue endpoint, feed or sitemap detection found (or the brand named). */
    url: ShopUrl,
  })
  .strict();
export type ImportSource = z.infer<typeof ImportSource>;

/** Shop categories a config maps at most. */
export const MAX_MAPPED_CATEGORIES = 300;

/** A brand's importer (seed section 3), and what a cloth takes where its page says nothing. */
export const ImporterConfig = z
  .object({
    url: ShopUrl,
    item: z
      .object({
        tag: z
          .string()
          .trim()
          .toLowerCase()
          .regex(/^[a-z][a-z0-9-]{0,30}$/, 'an element name like li or article'),
        class: z
          .string()
          .trim()
          .max(200)
          .regex(/^[-\w\s]*$/, 'class names, separated by spaces'),
      })
      .strict(),
    name: FieldSelector,
    price: FieldSelector.extend({ regex: z.string().max(200).nullable() }).strict(),
    link: FieldSelector,
    image: FieldSelector,
    tags: FieldSelector.nullable(),
    /** Where an item's description is (text, in the config's language); absent or null: none but JSON's. */
    description: FieldSelector.nullable().optional(),
    /** A link to the next page of the list, followed until the limit. */
    nextPage: FieldSelector.nullable(),
    json: JsonMode,
    /** Absent or null (what a config saved before sources reads as): the address's page, read with the selectors or JSON above and their next page. */
    source: ImportSource.nullable().optional(),
    /**
     * Products a run imports at most: `'plan'`, the brand's plan's allowance, decided when each run starts from its
     * tier (domain/importer/limits.ts), what the blank form saves; or a number the brand chose. Configs saved before
     * read as they were: the old form offered 100 pre-filled, and a 100 left there cannot be told from one typed, so
     * it is not guessed at. It costs nothing on BASIC and PRO (their allowance is 10 and 100, and a number at or above
     * it is named the plan's limit); an ULTIMATE brand's run cut by it says "423 found, 100 imported: the limit in
     * your settings", which the brand clears once.
     */
    limit: z.union([z.literal('plan'), z.number().int().min(1).max(MAX_IMPORT_LIMIT)]),
    schedule: Schedule,
    defaults: z
      .object({
        typeId: TermId,
        categoryId: TermId,
        gender: TermId,
        language: z.enum(LANGUAGES),
        /** The currency of a price written with a bare "$". */
        currency: z.string().regex(/^[A-Z]{3}$/),
      })
      .strict(),
    /**
     * The brand's own categories mapped (issue 44): a category the shop writes (its product type, a collection, a
     * feed's category, as written) → the site's category its products go to, whatever their words say. Absent: none.
     */
    categoryMap: z
      .record(z.string().trim().min(1).max(100), TermId)
      .refine((map) => Object.keys(map).length <= MAX_MAPPED_CATEGORIES, `at most ${MAX_MAPPED_CATEGORIES} categories`)
      .optional(),
  })
  .strict();
export type ImporterConfig = z.infer<typeof ImporterConfig>;

/** The site's category a product's shop categories are mapped to by the brand, matched whatever their case; null: none is. */
export function mappedCategory(map: ImporterConfig['categoryMap'], categories: readonly string[] | undefined): string | null {
  if (!map || !categories || categories.length === 0) return null;
  const byName = new Map(Object.entries(map).map(([name, id]) => [name.trim().toLowerCase(), id]));
  for (const category of categories) {
    const id = byName.get(category.trim().toLowerCase());
    if (id) return id;
  }
  return null;
}

/**
 * The settings form as it comes, blank: JSON-LD (what most shops publish), no schedule, as many items as the plan
 * allows, defaults to choose (the taxonomy's ids are empty until the brand picks them). The web's form starts from
 * it, and the relevance suite saves it as a brand in a hurry would.
 */
export function blankConfig(url = ''): ImporterConfig {
  return {
    url,
    ...jsonLdReading(),
    tags: null,
    nextPage: null,
    limit: 'plan',
    schedule: { kind: 'off' },
    defaults: { typeId: '', categoryId: '', gender: '', language: 'es', currency: 'ARS' },
  };
}
