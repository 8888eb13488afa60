import { z } from 'zod';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { ImporterConfig, SOURCE_KINDS } from '@vitrina/domain/importer/config';
import { ImportRunFinished, ItemProblem, LimitedReading, RUN_OUTCOMES, RUN_TRIGGERS } from '@vitrina/domain/importer/events';
import { SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';

/*
 * What the importer's routes answer, for the OpenAPI document. Strict, so the tests, which hold every answer to its
 * schema (api/http/response-check.ts), fail when an answer grows a field.
 */

/** An instant as JSON writes it (ISO 8601, UTC). */
const Instant = z.iso.datetime();

/** What auto-detect proposes for a page (importer/detect.ts): how to read its items, and how many it saw. */
const Proposal = z
  .object({
    config: ImporterConfig.pick({ item: true, name: true, price: true, link: true, image: true, json: true, nextPage: true }),
    items: z.number().int(),
    source: z.enum(['jsonld', 'elements']),
  })
  .strict();

/** An item read into a cloth's fields (importer/extract.ts). */
const ExtractedItem = z
  .object({
    key: z.string().describe("Its identity across runs: `sku:` and the shop's SKU, else `url:` and its canonical page."),
    name: z.string(),
    description: z.string().nullable(),
    price: z.number().describe('The regular price, before any sale.'),
    salePrice: z.number().nullable().describe('The price on sale, below `price`, while the shop has it on sale.'),
    currency: z.string().describe('As the shop states it, else the saved config’s (else ARS).'),
    url: z.string().nullable(),
    images: z.array(z.string()),
    tags: z.array(z.string()),
    categories: z.array(z.string()).optional().describe("The shop's own categories for it (product type, categories), as written."),
    sizes: z.array(z.string()),
    colors: z.array(z.string()),
    materials: z.array(z.string()),
    sku: z.string().nullable(),
  })
  .strict();

/** A field of an item that could not be read, and what was found instead. */
const FieldError = z
  .object({
    field: z.enum(['name', 'price', 'link', 'image', 'json']),
    code: z.enum(['MISSING', 'UNREADABLE', 'BAD_URL', 'BAD_JSON']),
    found: z.string().nullable(),
  })
  .strict();

/** One item of the page: its fields, or the fields that failed. */
const ItemResult = z.union([
  z.object({ index: z.number().int(), item: ExtractedItem }).strict(),
  z.object({ index: z.number().int(), errors: z.array(FieldError), name: z.string().nullable() }).strict(),
]);

/** What a run would classify a product as (importer/classify.ts): null or empty where its words tell nothing. */
const Classified = z
  .object({
    typeId: z.string().nullable(),
    categoryId: z.string().nullable(),
    gender: z.string().nullable(),
    colors: z.array(z.string()),
    materials: z.array(z.string()),
    eventIds: z.array(z.string()),
    seasons: z.array(z.string()),
  })
  .strict();

/** A product as a source reads it: a cloth's fields with its variants and whether it can be bought. */
const SourceItem = ExtractedItem.extend({
  variants: z.array(z.object({ size: z.string().nullable(), color: z.string().nullable(), available: z.boolean(), sku: z.string().nullable(), price: z.number().nullable(), salePrice: z.number().nullable() }).strict()),
  available: z.boolean(),
}).strict();

/** POST /importer/shop: the source the shop's address offers (null: none found) and its first products. */
export const ShopReading = z
  .object({
    source: z.object({ kind: z.enum(SOURCE_KINDS), url: z.string(), total: z.number().int().nullable().describe('The catalogue\'s size, when the source says it.') }).strict().nullable(),
    items: z.array(z.union([z.object({ index: z.number().int(), item: SourceItem, classified: Classified.optional() }).strict(), z.object({ index: z.number().int(), errors: z.array(FieldError), name: z.string().nullable() }).strict()])),
    limited: LimitedReading.nullable().describe('The shop holds more than a run imports (its stated size past the limit): how many, the limit, what sets it.'),
    language: z.enum(LANGUAGES).nullable().describe('The site\'s language the shop states (its page\'s lang, its feed\'s), else the one its products are written in; null: neither.'),
    categories: z
      .array(z.object({ name: z.string(), count: z.number().int(), proposed: z.string().nullable().describe('The site\'s category its name reads as; null: none.') }).strict())
      .describe('The shop\'s own categories among the products read (product types, categories), most products first: what the brand maps in its settings.'),
  })
  .strict();

/** POST /importer/preview: the page read (after redirects), the proposal, and what would be imported. */
export const ImportPreview = z
  .object({
    url: z.string(),
    source: ShopReading.shape.source.unwrap().optional().describe("A config's source, previewed as its runs read it (its items then a source's, with their variants)."),
    proposal: Proposal.nullable().describe('Null when auto-detect finds no items.'),
    items: z.array(z.union([ItemResult, ShopReading.shape.items.element])),
    nextPage: z.string().nullable(),
    limited: LimitedReading.nullable().describe('The page holds more than a run imports, or reaches its limit with a next page: how many (null: not counted), the limit, what sets it.'),
    language: z.enum(LANGUAGES).nullable().describe('The site\'s language the page states, else the one its products are written in; null: neither.'),
  })
  .strict();

/** One run as the admin tab lists it, with its report once finished (who asked for it stays in the log: a brand is not shown an admin's id). */
const ImportRun = z
  .object({
    runId: z.string(),
    brandId: z.string(),
    version: z.number().int().describe('The config version it reads.'),
    trigger: z.enum(RUN_TRIGGERS),
    dueAt: Instant,
    requestedAt: Instant,
    status: z.enum(['queued', 'running', ...RUN_OUTCOMES]),
    cancelRequested: z.boolean(),
    counts: ImportRunFinished.shape.counts,
    problems: z.array(ItemProblem),
    reason: z.string().nullable(),
    limited: LimitedReading.nullable().describe('The shop held more than the run could import (status `limit`).'),
    startedAt: Instant.nullable(),
    finishedAt: Instant.nullable(),
    durationMs: z.number().nullable(),
  })
  .strict();

/** GET /importer: the brand's config (null until saved) and its latest runs, newest first. */
export const ImporterView = z
  .object({
    brandId: z.string(),
    inGoodStanding: z.boolean().describe('Whether its plan lets it read shops and import (402 SUBSCRIPTION_INACTIVE otherwise).'),
    tier: z.enum(SUBSCRIPTION_TIERS).nullable().describe("The plan it imports under (null: none in good standing); a config's `limit: 'plan'` is its allowance."),
    version: z.number().int().describe('0 until a config is saved.'),
    config: ImporterConfig.nullable(),
    configuredAt: Instant.nullable(),
    runs: z.array(ImportRun),
  })
  .strict();

/** PUT /importer/config: the version the saved config became. */
export const ConfigSaved = z.object({ brandId: z.string(), version: z.number().int().nullable() }).strict();

/** POST /importer/runs and …/cancel (202): the run asked for, or asked to stop. */
export const RunAccepted = z.object({ runId: z.string() }).strict();
