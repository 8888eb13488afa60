import * as z from 'zod/mini';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { ImporterConfig, SOURCE_KINDS } from '@vitrina/domain/importer/config';
import { ImportRunFinished, ItemProblem, LimitedReading, RUN_OUTCOMES, RUN_TRIGGERS } from '@vitrina/domain/importer/events';
import { SizeChartRow } from '@vitrina/domain/sizes/charts';
import { SIZE_SYSTEMS } from '@vitrina/domain/sizes/systems';
import { SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';

/*
 * What the importer's routes answer, for the OpenAPI document. Exact on the api's side, so the tests, which hold every answer to its
 * schema (api/http/response-check.ts), fail when an answer grows a field.
 */

/** An instant as JSON writes it (ISO 8601, UTC). */
const Instant = z.iso.datetime();

/** What auto-detect proposes for a page (importer/detect.ts): how to read its items, and how many it saw. */
const Proposal = z.object({
  config: z.pick(ImporterConfig, { item: true, name: true, price: true, link: true, image: true, json: true, nextPage: true }),
  items: z.int(),
  source: z.enum(['jsonld', 'elements']),
});

/** An item read into a cloth's fields (importer/extract.ts). */
const ExtractedItem = z.object({
  key: z.string().check(z.describe("Its identity across runs: `sku:` and the shop's SKU, else `url:` and its canonical page.")),
  name: z.string(),
  description: z.nullable(z.string()),
  price: z.number().check(z.describe('The regular price, before any sale.')),
  salePrice: z.nullable(z.number()).check(z.describe('The price on sale, below `price`, while the shop has it on sale.')),
  currency: z.string().check(z.describe('As the shop states it, else the saved config’s (else ARS).')),
  url: z.nullable(z.string()),
  images: z.array(z.string()),
  tags: z.array(z.string()),
  categories: z.optional(z.array(z.string())).check(z.describe("The shop's own categories for it (product type, categories), as written.")),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  materials: z.array(z.string()),
  sku: z.nullable(z.string()),
  sizeTable: z
    .optional(z.object({ system: z.nullable(z.enum(SIZE_SYSTEMS)), rows: z.array(SizeChartRow) }))
    .check(
      z.describe("The size guide its description or page publishes (a run sets it as the brand's chart for the category; null system: the shop's country's)."),
    ),
});

/** A field of an item that could not be read, and what was found instead. */
const FieldError = z.object({
  field: z.enum(['name', 'price', 'link', 'image', 'json']),
  code: z.enum(['MISSING', 'UNREADABLE', 'BAD_URL', 'BAD_JSON']),
  found: z.nullable(z.string()),
});

/** One item of the page: its fields, or the fields that failed. */
const ItemResult = z.union([
  z.object({ index: z.int(), item: ExtractedItem }),
  z.object({ index: z.int(), errors: z.array(FieldError), name: z.nullable(z.string()) }),
]);

/** What a run would classify a product as (importer/classify.ts): null or empty where its words tell nothing. */
const Classified = z.object({
  typeId: z.nullable(z.string()),
  categoryId: z.nullable(z.string()),
  gender: z.nullable(z.string()),
  colors: z.array(z.string()),
  materials: z.array(z.string()),
  eventIds: z.array(z.string()),
  seasons: z.array(z.string()),
});

/** A product as a source reads it: a cloth's fields with its variants and whether it can be bought. */
const SourceItem = z.object(
  z.extend(ExtractedItem, {
    variants: z.array(
      z.object({
        size: z.nullable(z.string()),
        color: z.nullable(z.string()),
        available: z.boolean(),
        sku: z.nullable(z.string()),
        price: z.nullable(z.number()),
        salePrice: z.nullable(z.number()),
      }),
    ),
    available: z.boolean(),
  }).shape,
);

/** POST /importer/shop: the source the shop's address offers (null: none found) and its first products. */
export const ShopReading = z.object({
  source: z.nullable(
    z.object({ kind: z.enum(SOURCE_KINDS), url: z.string(), total: z.nullable(z.int()).check(z.describe("The catalogue's size, when the source says it.")) }),
  ),
  items: z.array(
    z.union([
      z.object({ index: z.int(), item: SourceItem, classified: z.optional(Classified) }),
      z.object({ index: z.int(), errors: z.array(FieldError), name: z.nullable(z.string()) }),
    ]),
  ),
  limited: z
    .nullable(LimitedReading)
    .check(z.describe('The shop holds more than a run imports (its stated size past the limit): how many, the limit, what sets it.')),
  language: z
    .nullable(z.enum(LANGUAGES))
    .check(z.describe("The site's language the shop states (its page's lang, its feed's), else the one its products are written in; null: neither.")),
  categories: z
    .array(
      z.object({ name: z.string(), count: z.int(), proposed: z.nullable(z.string()).check(z.describe("The site's category its name reads as; null: none.")) }),
    )
    .check(
      z.describe("The shop's own categories among the products read (product types, categories), most products first: what the brand maps in its settings."),
    ),
});

/** POST /importer/preview: the page read (after redirects), the proposal, and what would be imported. */
export const ImportPreview = z.object({
  url: z.string(),
  source: z
    .optional(ShopReading.shape.source.def.innerType)
    .check(z.describe("A config's source, previewed as its runs read it (its items then a source's, with their variants).")),
  proposal: z.nullable(Proposal).check(z.describe('Null when auto-detect finds no items.')),
  // A source's item first: it holds all an extracted item does and more, and a union answers its first match.
  items: z.array(z.union([ShopReading.shape.items.def.element, ItemResult])),
  nextPage: z.nullable(z.string()),
  limited: z
    .nullable(LimitedReading)
    .check(z.describe('The page holds more than a run imports, or reaches its limit with a next page: how many (null: not counted), the limit, what sets it.')),
  language: z.nullable(z.enum(LANGUAGES)).check(z.describe("The site's language the page states, else the one its products are written in; null: neither.")),
});

/** One run as the admin tab lists it, with its report once finished (who asked for it stays in the log: a brand is not shown an admin's id). */
const ImportRun = z.object({
  runId: z.string(),
  brandId: z.string(),
  version: z.int().check(z.describe('The config version it reads.')),
  trigger: z.enum(RUN_TRIGGERS),
  dueAt: Instant,
  requestedAt: Instant,
  status: z.enum(['queued', 'running', ...RUN_OUTCOMES]),
  cancelRequested: z.boolean(),
  counts: ImportRunFinished.shape.counts,
  problems: z.array(ItemProblem),
  reason: z.nullable(z.string()),
  limited: z.nullable(LimitedReading).check(z.describe('The shop held more than the run could import (status `limit`).')),
  startedAt: z.nullable(Instant),
  finishedAt: z.nullable(Instant),
  durationMs: z.nullable(z.number()),
});

/** GET /importer: the brand's config (null until saved) and its latest runs, newest first. */
export const ImporterView = z.object({
  brandId: z.string(),
  inGoodStanding: z.boolean().check(z.describe('Whether its plan lets it read shops and import (402 SUBSCRIPTION_INACTIVE otherwise).')),
  tier: z
    .nullable(z.enum(SUBSCRIPTION_TIERS))
    .check(z.describe("The plan it imports under (null: none in good standing); a config's `limit: 'plan'` is its allowance.")),
  version: z.int().check(z.describe('0 until a config is saved.')),
  config: z.nullable(ImporterConfig),
  configuredAt: z.nullable(Instant),
  runs: z.array(ImportRun),
});

/** PUT /importer/config: the version the saved config became. */
export const ConfigSaved = z.object({ brandId: z.string(), version: z.nullable(z.int()) });

/** POST /importer/runs and …/cancel (202): the run asked for, or asked to stop. */
export const RunAccepted = z.object({ runId: z.string() });

export type ShopReading = z.infer<typeof ShopReading>;
export type ImportPreview = z.infer<typeof ImportPreview>;
export type ImporterView = z.infer<typeof ImporterView>;
export type ConfigSaved = z.infer<typeof ConfigSaved>;
export type RunAccepted = z.infer<typeof RunAccepted>;
