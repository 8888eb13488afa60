import { z } from 'zod';
import { Id, Instant, type EventsOf } from '../core/events';
import type { PersonalDeclarations } from '../core/personal';
import { ImporterConfig } from './config';
import { LIMIT_SOURCES } from './limits';

/** A brand's importer stream, `importer-<brandId>`: its config, versioned, and its runs. */
export const importerStream = (brandId: string) => `importer-${brandId}`;

/** The brand (or an admin) saved the importer's config; `version` counts from 1. */
export const ImporterConfigured = z.object({ brandId: Id, version: z.number().int().min(1), config: ImporterConfig, by: Id, at: Instant }).strict();

export const RUN_TRIGGERS = ['manual', 'schedule'] as const;

/** A run's id: its brand, the config version it reads and the moment it was due (one schedule tick, one run). */
export const runIdOf = (brandId: string, version: number, dueAt: string) => `${brandId}:${version}:${dueAt}`;

/**
 * A run was asked for ("run now", or a schedule tick): its id derives from the brand, the config version and the
 * time it was due, so one tick asked twice is one run.
 */
export const ImportRunRequested = z
  .object({
    brandId: Id,
    runId: z.string().min(1).max(200),
    version: z.number().int().min(1),
    trigger: z.enum(RUN_TRIGGERS),
    dueAt: Instant,
    by: Id.nullable(),
    at: Instant,
  })
  .strict();

const Counts = z
  .object({
    pages: z.number().int().min(0),
    found: z.number().int().min(0),
    created: z.number().int().min(0),
    updated: z.number().int().min(0),
    unchanged: z.number().int().min(0),
    failed: z.number().int().min(0),
    hidden: z.number().int().min(0),
    shown: z.number().int().min(0),
  })
  .strict();
export type RunCounts = z.infer<typeof Counts>;

/** After each page: how far the run is, for the admin tab's progress bar. */
export const ImportRunProgressed = z.object({ brandId: Id, runId: z.string().min(1).max(200), counts: Counts, at: Instant }).strict();

/** Someone asked a run to stop; it stops within a few items (before its next page at the latest). */
export const ImportRunCancelRequested = z.object({ brandId: Id, runId: z.string().min(1).max(200), by: Id, at: Instant }).strict();

/**
 * How a run ended. `partial`: part of the shop could not be read (a page or document still failing after the
 * fetcher's tries, a batch out of its time); what it read is imported, and it counts nothing missing against the
 * shop. Only `completed` read the whole source.
 */
export const RUN_OUTCOMES = ['completed', 'cancelled', 'failed', 'limit', 'partial'] as const;
export type RunOutcome = (typeof RUN_OUTCOMES)[number];

/**
 * One item that did not become a cloth, and why: a field that could not be read, or a refusal of the catalogue; or,
 * not counted as failed, a cloth that needs a photo (NEEDS_PHOTO).
 */
export const ItemProblem = z
  .object({
    page: z.string().max(2_000),
    index: z.number().int().min(0),
    name: z.string().max(200).nullable(),
    field: z.string().max(40).nullable(),
    code: z.string().max(60),
    found: z.string().max(200).nullable(),
  })
  .strict();
export type ItemProblem = z.infer<typeof ItemProblem>;

/** A problem naming a page or document of the shop that could not be read (`found`: the status, or how it failed). */
export const SOURCE_PAGE_FAILED = 'SOURCE_PAGE_FAILED';

/**
 * Not a failure: a product imported hidden, or kept hidden, because it has no photo (its shop shows none, or only a
 * platform's placeholder): listed in the report so the brand can add one; `page` is the product's page.
 */
export const NEEDS_PHOTO = 'NEEDS_PHOTO';

/**
 * Not a failure: an imported cloth whose shop does not tell what it is (its category, or its gender: `field` names
 * which, comma-separated), so it took the settings' default: listed so the brand can check it, until the shop tells
 * or the brand sets it by hand (issue 44).
 */
export const TO_REVIEW = 'TO_REVIEW';

/** Problems a run's report keeps (the counts hold them all). */
export const MAX_REPORTED_PROBLEMS = 200;

/**
 * The clothes one run saw (the next runs count the ones missing), appended just before its report to a stream of
 * the brand's no decider reads, `importerSeen-<brandId>`. In the importer's stream, every later command read every
 * run's list: ~380 ms a command after 100 runs of a 5,000-product shop, ~15 ms with the lists apart. A run tried again
 * after a crash appends its list again; the report's projection takes the last.
 */
export const importerSeenStream = (brandId: string) => `importerSeen-${brandId}`;
export const ImportRunSaw = z.object({ brandId: Id, runId: z.string().min(1).max(200), seen: z.array(Id).max(5_000), at: Instant }).strict();

/**
 * How a shop was cut: how many products it holds (null: more than the limit, not counted), the run's limit, and
 * what set it (domain/importer/limits.ts). Answered by "Read the shop" and the preview too.
 */
export const LimitedReading = z.object({ limit: z.number().int().min(0), by: z.enum(LIMIT_SOURCES), inShop: z.number().int().min(0).nullable() }).strict();

/**
 * A run's report: its outcome (`limit`: the plan's clothes stopped it, or the shop held more than the run may
 * import), counts, the items that failed, why it failed when it did. Runs finished before ImportRunSaw carry the
 * clothes they saw here, as `seen`.
 */
export const ImportRunFinished = z
  .object({
    brandId: Id,
    runId: z.string().min(1).max(200),
    outcome: z.enum(RUN_OUTCOMES),
    counts: Counts,
    problems: z.array(ItemProblem).max(MAX_REPORTED_PROBLEMS),
    /** The failure's code (UPLOAD_LIMIT_REACHED, IMPORT_PAGE_REFUSED…) when the run did not complete. */
    reason: z.string().max(60).nullable(),
    /** The shop held more than the run may import (outcome `limit`); absent in runs before it was said. */
    limited: LimitedReading.optional(),
    seen: z.array(Id).max(5_000).optional(),
    hidden: z.array(Id).max(5_000),
    shown: z.array(Id).max(5_000),
    startedAt: Instant,
    at: Instant,
  })
  .strict();

export const importerEventSchemas = {
  ImporterConfigured,
  ImportRunRequested,
  ImportRunProgressed,
  ImportRunCancelRequested,
  ImportRunSaw,
  ImportRunFinished,
} as const;

export type ImporterEvent = EventsOf<typeof importerEventSchemas>;

// Importer settings and reports are the brand's.
export const importerPersonalData = {
  ImporterConfigured: {
    notPersonal: [
      'brandId',
      'config.url',
      'config.source.url',
      'config.json.selector',
      'config.item.tag',
      'config.item.class',
      'config.name.selector',
      'config.name.attribute',
      'config.price.selector',
      'config.price.attribute',
      'config.price.regex',
      'config.link.selector',
      'config.link.attribute',
      'config.image.selector',
      'config.image.attribute',
      'config.tags.selector',
      'config.tags.attribute',
      'config.description.selector',
      'config.description.attribute',
      'config.nextPage.selector',
      'config.nextPage.attribute',
      'config.json.attribute',
      'config.json.paths.name',
      'config.json.paths.price',
      'config.json.paths.currency',
      'config.json.paths.link',
      'config.json.paths.image',
      'config.json.paths.tags',
      'config.json.paths.sku',
      'config.json.paths.description',
      'config.schedule.expression',
      'config.defaults.typeId',
      'config.defaults.categoryId',
      'config.defaults.gender',
      'config.defaults.currency',
      'config.categoryMap{}',
      'by',
      'at',
    ],
  },
  ImportRunRequested: { notPersonal: ['brandId', 'runId', 'dueAt', 'by', 'at'] },
  ImportRunProgressed: { notPersonal: ['brandId', 'runId', 'at'] },
  ImportRunCancelRequested: { notPersonal: ['brandId', 'runId', 'by', 'at'] },
  ImportRunSaw: { notPersonal: ['brandId', 'runId', 'seen[]', 'at'] },
  ImportRunFinished: {
    notPersonal: [
      'brandId',
      'runId',
      'problems[].page',
      'problems[].name',
      'problems[].field',
      'problems[].code',
      'problems[].found',
      'reason',
      'seen[]',
      'hidden[]',
      'shown[]',
      'startedAt',
      'at',
    ],
  },
} as const satisfies PersonalDeclarations<typeof importerEventSchemas>;
