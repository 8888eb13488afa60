import { createHash, randomUUID } from 'node:crypto';
import { blankClothFields } from '@vitrina/domain/catalogue/blank';
import { catalogueDecider, type CatalogueCommand } from '@vitrina/domain/catalogue/catalogue';
import { keepClaimed } from '@vitrina/domain/catalogue/claims';
import { needsPhoto } from '@vitrina/domain/catalogue/photos';
import { ClothFields, catalogueStream, type ClaimableField } from '@vitrina/domain/catalogue/events';
import { FailureError } from '@vitrina/domain/core/failures';
import { mappedCategory, type ImporterConfig } from '@vitrina/domain/importer/config';
import {
  importerSeenStream,
  importerStream,
  MAX_REPORTED_PROBLEMS,
  NEEDS_PHOTO,
  SOURCE_PAGE_FAILED,
  TO_REVIEW,
  type ImporterEvent,
  type ItemProblem,
  type RunCounts,
  type RunOutcome,
} from '@vitrina/domain/importer/events';
import { importerDecider, type ImporterCommand, type ImporterState } from '@vitrina/domain/importer/importer';
import { limitedReading, runAllowance, type LimitedReading } from '@vitrina/domain/importer/limits';
import { canUpload, type SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { SubscriptionFailures } from '@vitrina/domain/subscriptions/failures';
import type { Locale } from '@vitrina/domain/taxonomy/lexicon-words';
import { liveLexicon } from '@vitrina/domain/taxonomy/live-lexicon';
import { CatalogueFailures } from '@vitrina/domain/catalogue/failures';
import { metadataFor, streamSession, type StreamSession } from '@vitrina/infra/eventstore/commands';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import { IMAGE_MEDIA_TYPES, acceptMediaTypes } from '@vitrina/infra/fetch/media-type';
import type { BulkImageStore } from '@vitrina/infra/images/port';
import { DEFAULT_IMAGE_LIMITS } from '@vitrina/infra/images/process';
import type { Logger } from '@vitrina/infra/log/logger';
import type { Doc, ReadStore, ReadStoreSession } from '@vitrina/infra/readstore/port';
import { deepEqual } from '@vitrina/infra/readstore/values';
import { classify, type Classification } from '@vitrina/importer/classify';
import type { ExtractedItem, ItemResult } from '@vitrina/importer/extract';
import { PageRefusedError, whyRefused, type PageFetcher } from '@vitrina/importer/fetcher';
import { loadReader } from '@vitrina/importer/load-reader';
import { PageTooComplexError } from '@vitrina/importer/pool';
import type { SourceItem, SourceResult, UnreadDocument } from '@vitrina/importer/sources/port';
import { readSourceOffThread, SourceTooSlowError } from '@vitrina/importer/sources/read-shop';
import { sourceOf } from '@vitrina/importer/sources/registry';
import { savedSource } from '@vitrina/importer/sources/saved-source';
import type { ImportedClothDoc } from '@vitrina/projector/importer';
import type { TaxonomyTermDoc } from '@vitrina/projector/taxonomy';
import { uploadTierOf } from '../subscriptions/tier';
import { setImportedCharts, SizeChartsSeen } from './size-charts';

export interface ImportDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  readModels: ReadStoreSession;
  pages: PageFetcher;
  /** Where a run's images go: checked and kept now, made after the run (or at their first view). */
  images: BulkImageStore;
  logger: Logger;
  now(): Date;
}

/** Completed runs in a row that must miss a cloth before the importer hides it (its page gone hides it at once). */
export const MISSES_BEFORE_HIDING = 3;
/** Missing clothes whose own page one completed run asks for, to hide at once those gone (404, 410). */
export const GONE_CHECKS_PER_RUN = 20;
/** Items between two looks at whether someone asked the run to stop. */
const CANCEL_CHECK_EVERY = 10;
/** Items whose images are fetched and checked at once, ahead of their writes (a fetch waits on the network, a check on the image process). */
const IMAGE_CONCURRENCY = 3;
/** Pages one run reads at most, whatever the next-page links say. */
const MAX_PAGES = 50;
/** The importer's own cache of images it already fetched and stored, by source URL (a cache: losing it costs refetches). */
const IMAGE_CACHE = 'sys_importImages';

interface CachedImage extends Doc {
  name: string;
  /** Absent for an image fetched before middle sizes were made: the cloth keeps its two sizes. */
  middle?: string;
  thumb: string;
}

/**
 * A cloth's id from its brand and its identity at the source (SKU or canonical URL), as a name-based UUID (v5
 * layout over SHA-1): a run killed mid-way and run again finds the clothes it made, never a second copy.
 */
export function importedClothId(brandId: string, key: string): string {
  const hash = createHash('sha1').update(`vitrina-import:${brandId}:${key}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

class Stop extends Error {
  constructor(
    readonly outcome: RunOutcome,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * One import run: reads the brand's shop from its source (a platform's catalogue, a feed or a sitemap, document by
 * document) or page by page with the config's selectors, always through the importer's fetcher (robots.txt,
 * VitrinaBot, one request at a time per host), turns each item into the catalogue's commands (a new cloth, an edit, or nothing when
 * unchanged), hides what three completed runs in a row did not find, and reports. Run again after a crash, it
 * finds the clothes it made by their ids and appends only what is still missing.
 */
export async function runImport(deps: ImportDeps, brandId: string, runId: string, options: { dryRun?: boolean } = {}): Promise<RunReport | null> {
  const dryRun = options.dryRun ?? false;
  // The importer's stream, read once and then only what is appended to it (a cancel asked for while the run reads).
  const importerSession = streamSession(deps.eventStore, importerStream(brandId), importerDecider);
  const state = await importerSession.current();
  if (!state.config || (!dryRun && !state.open.has(runId))) return null;
  const config = state.config;
  const startedAt = deps.now().toISOString();
  const counts: RunCounts = { pages: 0, found: 0, created: 0, updated: 0, unchanged: 0, failed: 0, hidden: 0, shown: 0 };
  const problems: ItemProblem[] = [];
  const seen = new Set<string>();
  const hidden: string[] = [];
  const shown: string[] = [];
  // The size guides its products publish, set as the brand's charts once read (size-charts.ts).
  const charts = new SizeChartsSeen();
  const importer = async (command: ImporterCommand) => {
    if (!dryRun) await importerSession.run(command, { correlationId: runId, now: deps.now() });
  };
  const problem = (entry: ItemProblem) => {
    counts.failed += 1;
    if (problems.length < MAX_REPORTED_PROBLEMS) problems.push(entry);
  };
  // Pages and documents of the shop the run could not read: named first in the report, where items' problems may
  // fill it; any of them makes the run partial.
  const unread: UnreadDocument[] = [];
  const notRead = (document: UnreadDocument) => {
    unread.push(document);
    problems.splice(unread.length - 1, 0, {
      page: document.url.slice(0, 2_000),
      index: 0,
      name: null,
      field: null,
      code: SOURCE_PAGE_FAILED,
      found: document.why.slice(0, 200),
    });
    problems.length = Math.min(problems.length, MAX_REPORTED_PROBLEMS);
  };

  let outcome: RunOutcome = 'completed';
  let reason: string | null = null;
  // The shop held more than this run may import: the report says how many, and what limit (limits.ts).
  let limited: LimitedReading | undefined;
  try {
    const tier = await uploadTierOf(deps.eventStore, brandId);
    // How many products this run imports, decided now from the plan it runs under when the config leaves it to the
    // plan. Sources are asked for one more, so a run knows when the shop holds more than it may import.
    const allowance = runAllowance(config.limit, tier);
    const { limit } = allowance;
    let inShop: number | null = null;
    let more = false;
    // The brand's catalogue stream, read once: its clothes as they are now (what a run compares with, never a read
    // model that may lag behind the run before) and those the brand removed, and the state each command is decided on.
    const catalogueSession = streamSession(deps.eventStore, catalogueStream(brandId), catalogueDecider);
    const catalogue = (command: CatalogueCommand) => catalogueSession.run(command, { correlationId: runId, now: deps.now() });
    const imageCache = new RunImageCache(deps.readStore);
    const { clothes, removed } = await catalogueSession.current();
    const held = clothes.size;
    const imported = new Map((await deps.readModels.collection<ImportedClothDoc>('importedClothes').find({ brandId })).map((doc) => [doc._id, doc]));
    // Each product is classified by the taxonomy as it is now, with the words a shopper's query is read by (issue 44).
    const terms = await deps.readModels.collection<TaxonomyTermDoc>('taxonomyTerms').find({});
    const lexicon = liveLexicon(terms);
    const typeOfCategory = new Map(terms.flatMap((term) => (term.kind === 'category' && term.typeId ? [[term.id, term.typeId] as const] : [])));
    const locale = shopLocale(config.defaults);
    // A category the brand mapped its shop's own to (the importer's settings) goes before what the words tell.
    const classified = (item: ExtractedItem) => {
      const told = classify(item, lexicon, (categoryId) => typeOfCategory.get(categoryId), locale);
      const mapped = mappedCategory(config.categoryMap, item.categories);
      const typeId = mapped ? typeOfCategory.get(mapped) : undefined;
      return mapped && typeId ? { ...told, categoryId: mapped, typeId } : told;
    };
    // A document's images are fetched and checked a few at a time ahead of its items' writes: one at a time, they
    // were most of a run's time.
    const images = new Map<ExtractedItem, Promise<ClothFields['images']>>();
    const waiting: Array<() => void> = [];
    let active = 0;
    const acquire = () => (active < IMAGE_CONCURRENCY ? ((active += 1), Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve)));
    const release = () => {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    };
    const prepareImages = (results: ReadonlyArray<ItemResult | SourceResult>) => {
      if (dryRun) return;
      // Asked in document order, so they start in it; only for items the run will write (not one already seen,
      // removed by the brand, or past the limit: their images would be fetched and kept for nothing).
      const asked = new Set<string>();
      const toStore: ExtractedItem[] = [];
      let position = counts.found;
      for (const result of results) {
        position += 1;
        if (position > limit) break;
        if (!result.item) continue;
        const item = result.item;
        const clothId = importedClothId(brandId, item.key);
        if (seen.has(clothId) || asked.has(clothId) || removed.has(clothId)) continue;
        asked.add(clothId);
        toStore.push(item);
      }
      const readAhead = imageCache.readAhead(toStore.flatMap((item) => item.images));
      for (const item of toStore) {
        const stored = acquire().then(async () => {
          await readAhead;
          return storeImages(deps, imageCache, item.images);
        });
        void stored.then(release, release);
        images.set(item, stored);
      }
    };
    const handle = async (result: ItemResult | SourceResult, pageUrl: string) => {
      counts.found += 1;
      // Asked to stop: it stops after the item in hand (looked at every few items, not to read the stream for each).
      if (!dryRun && counts.found % CANCEL_CHECK_EVERY === 0) await stopIfCancelled(importerSession, runId);
      if (!result.item) {
        for (const error of result.errors)
          problem({ page: pageUrl, index: result.index, name: result.name, field: error.field, code: error.code, found: error.found });
        return;
      }
      const clothId = importedClothId(brandId, result.item.key);
      if (seen.has(clothId)) return;
      seen.add(clothId);
      if (removed.has(clothId)) {
        // The brand removed this cloth by hand: the importer does not bring it back.
        problem({ page: pageUrl, index: result.index, name: result.item.name, field: null, code: 'REMOVED_BY_BRAND', found: null });
        return;
      }
      const written = await writeCloth(
        { deps, runId, config, brandId, dryRun, tier, brandClothes: held + counts.created, classified, catalogue, imageCache },
        clothId,
        result.item,
        clothes.get(clothId) ?? null,
        imported.get(clothId) ?? null,
        images.get(result.item),
      );
      images.delete(result.item);
      if (written.kind === 'problem')
        problem({ page: pageUrl, index: result.index, name: result.item.name, field: written.field, code: written.code, found: null });
      else {
        // Imported hidden for want of a photo: listed in the report for the brand, not counted as failed.
        if (written.needsPhoto && problems.length < MAX_REPORTED_PROBLEMS)
          problems.push({
            page: (result.item.url ?? pageUrl).slice(0, 2_000),
            index: result.index,
            name: result.item.name,
            field: 'image',
            code: NEEDS_PHOTO,
            found: null,
          });
        // Classified in part only: what the shop does not tell took the settings' default, for the brand to check.
        if (written.review.length > 0 && problems.length < MAX_REPORTED_PROBLEMS)
          problems.push({
            page: (result.item.url ?? pageUrl).slice(0, 2_000),
            index: result.index,
            name: result.item.name,
            field: written.review.join(','),
            code: TO_REVIEW,
            found: null,
          });
        counts[written.kind] += 1;
        charts.add(written.fields, result.item.sizeTable);
        if (written.shown) {
          counts.shown += 1;
          shown.push(clothId);
        }
      }
    };
    const found = savedSource(config);
    const source = found ? await sourceOf(found.kind) : undefined;
    if (found && !source) throw new Stop('failed', `IMPORT_SOURCE_UNKNOWN:${found.kind}`);
    if (found && source) {
      // A platform's catalogue, a feed, a sitemap or the shop's pages read whole (its listings and product pages): read
      // document by document on a thread of its own (no feed or page is parsed on the event loop the api shares in the
      // embedded default), each document a step of the progress.
      try {
        for await (const batch of readSourceOffThread(found, deps.pages, { limit: limit + 1, currency: config.defaults.currency })) {
          if (!dryRun) await stopIfCancelled(importerSession, runId);
          counts.pages += 1;
          for (const document of batch.unread ?? []) notRead(document);
          prepareImages(batch.items);
          inShop = batch.total ?? inShop;
          for (const result of batch.items) {
            if (counts.found >= limit) {
              more = true;
              break;
            }
            await handle(result, batch.url);
          }
          await imageCache.flush();
          await importer({ type: 'ReportProgress', brandId, runId, counts: { ...counts }, now: deps.now().toISOString() });
          if (more) break;
        }
      } catch (error) {
        // A document still failing after the fetcher's tries, or a batch out of its time (the shop answering slowly,
        // not a page too complex), ends the reading: named, and the run partial when it had read some, else failed.
        if (error instanceof PageRefusedError) {
          notRead({ url: error.url ?? found.url, why: whyRefused(error) });
          if (counts.pages === 0) throw new Stop('failed', `IMPORT_PAGE_REFUSED:${error.code}`);
        } else if (error instanceof SourceTooSlowError) {
          notRead({ url: error.url ?? found.url, why: 'TOO_SLOW' });
          if (counts.pages === 0) throw new Stop('failed', 'IMPORT_SHOP_TOO_SLOW');
        } else if (error instanceof PageTooComplexError)
          throw new Stop('failed', error.reason === 'TOO_SLOW' ? 'IMPORT_SHOP_TOO_SLOW' : `IMPORT_PAGE_TOO_COMPLEX:${error.reason}`);
        else throw error;
      }
    } else {
      const visited = new Set<string>();
      let url: string | null = config.url;
      while (url && counts.pages < MAX_PAGES && counts.found < limit) {
        visited.add(url);
        if (!dryRun) await stopIfCancelled(importerSession, runId);
        let page;
        try {
          page = await deps.pages.page(url);
        } catch (error) {
          // A page still failing after the fetcher's tries ends the reading there: partial once a page was read.
          if (!(error instanceof PageRefusedError)) throw error;
          notRead({ url, why: whyRefused(error) });
          if (counts.pages === 0) throw new Stop('failed', `IMPORT_PAGE_REFUSED:${error.code}`);
          break;
        }
        counts.pages += 1;
        let extraction;
        try {
          extraction = await (await loadReader()).extractPage(page.html, page.url, { ...config, limit: limit - counts.found + 1 });
        } catch (error) {
          // Read on the importer's reader threads: a page too complex to read is the run's problem, and ends it.
          if (!(error instanceof PageTooComplexError)) throw error;
          problem({ page: page.url, index: 0, name: null, field: null, code: 'IMPORT_PAGE_TOO_COMPLEX', found: error.reason });
          throw new Stop('failed', `IMPORT_PAGE_TOO_COMPLEX:${error.reason}`);
        }
        prepareImages(extraction.items);
        for (const result of extraction.items) {
          if (counts.found >= limit) {
            more = true;
            break;
          }
          await handle(result, page.url);
        }
        await imageCache.flush();
        await importer({ type: 'ReportProgress', brandId, runId, counts: { ...counts }, now: deps.now().toISOString() });
        url = extraction.nextPage && !visited.has(extraction.nextPage) ? extraction.nextPage : null;
        // The rest of a listing longer than a run reads is not read, and said so.
        if (url && counts.pages >= MAX_PAGES) notRead({ url, why: 'MAX_PAGES' });
      }
      // A next page left at the limit is more of the shop (its size is not counted: that would read it all).
      if (url && counts.found >= limit) more = true;
    }
    // A reading its limit cut is not the whole shop: it ends as `limit` and counts nothing missing (nor hides).
    limited = limitedReading(allowance, { inShop, more }) ?? undefined;
    if (limited) throw new Stop('limit', 'IMPORT_LIMIT_REACHED');
    if (unread.length > 0) throw new Stop('partial', SOURCE_PAGE_FAILED);
    // Only a whole reading of the source may count what it no longer shows: a cloth it missed is hidden once
    // MISSES_BEFORE_HIDING such readings in a row missed it, or at once when its own page is gone (404, 410; asked,
    // through the same fetcher and robots.txt, for GONE_CHECKS_PER_RUN missing clothes at most, the longest missed first).
    // A cloth whose visibility the brand chose stays as the brand left it.
    const missing = [...imported.values()]
      .filter((cloth) => {
        const entry = clothes.get(cloth._id);
        return !seen.has(cloth._id) && !cloth.hiddenByImporter && entry?.visible === true && !entry.claimed.has('visible');
      })
      .sort((a, b) => b.missedRuns - a.missedRuns);
    let checked = 0;
    for (const cloth of missing) {
      const page = clothes.get(cloth._id)!.fields.url;
      if (cloth.missedRuns < MISSES_BEFORE_HIDING - 1) {
        if (!page || checked >= GONE_CHECKS_PER_RUN) continue;
        checked += 1;
        if (!(await deps.pages.gone(page))) continue;
      }
      if (!dryRun)
        await catalogue({
          type: 'SetClothVisibility',
          brandId,
          clothId: cloth._id,
          visible: false,
          ifMatch: null,
          origin: 'import',
          now: deps.now().toISOString(),
        });
      hidden.push(cloth._id);
      counts.hidden += 1;
    }
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    outcome = error.outcome;
    reason = error.reason;
  }
  if (!dryRun) {
    const set = await setImportedCharts(deps.eventStore, brandId, charts.charts(shopLocale(config.defaults)), { correlationId: runId, now: deps.now() });
    if (set > 0) deps.logger.info({ brandId, runId, charts: set }, 'import set size charts');
  }
  if (!dryRun && seen.size > 0) {
    // The clothes it saw, in a stream of their own (see ImportRunSaw), just before its report.
    const now = deps.now();
    const saw = {
      id: randomUUID(),
      type: 'ImportRunSaw',
      data: { brandId, runId, seen: [...seen], at: now.toISOString() },
      metadata: metadataFor({ correlationId: runId, now }, 'FinishRun'),
    };
    await deps.eventStore.append(importerSeenStream(brandId), [saw], 'any');
  }
  await importer({
    type: 'FinishRun',
    brandId,
    runId,
    outcome,
    counts,
    problems,
    reason,
    ...(limited ? { limited } : {}),
    hidden,
    shown,
    startedAt,
    now: deps.now().toISOString(),
  });
  if (!dryRun) deps.logger.info({ brandId, runId, outcome, reason, ...counts }, 'import run finished');
  return { outcome, reason, counts, problems, ...(limited ? { limited } : {}) };
}

/** What a run came to (a dry run's: what it would have done). */
export interface RunReport {
  outcome: RunOutcome;
  reason: string | null;
  counts: RunCounts;
  problems: ItemProblem[];
  /** The shop held more than the run may import. */
  limited?: LimitedReading;
}

/** Ends the run as cancelled when someone asked it to stop. */
async function stopIfCancelled(importer: StreamSession<ImporterCommand, ImporterEvent, ImporterState>, runId: string): Promise<void> {
  if ((await importer.current()).open.get(runId)?.cancelRequested) throw new Stop('cancelled', 'CANCELLED');
}

/** `needsPhoto`: the cloth is hidden for want of a photo, neither the shop nor the brand giving one (photos.ts). */
/** `review`: what the shop does not tell of the cloth and the brand has not set (`category`, `gender`): left at the default. */
/** `fields`: the cloth's, as written (or as they stay). */
type Written =
  | { kind: 'created' | 'updated' | 'unchanged'; shown: boolean; needsPhoto: boolean; review: string[]; fields: ClothFields }
  | { kind: 'problem'; field: string | null; code: string };

/**
 * One item through the catalogue's commands: a new cloth with the importer's defaults where the page says nothing;
 * for a cloth already made, what the source says (name in the config's language, price, link, images, tags, sizes,
 * colours, the materials it names) over what the brand set by hand, and nothing at all when that changes nothing.
 */
interface WriteContext {
  deps: ImportDeps;
  runId: string;
  config: ImporterConfig;
  brandId: string;
  tier: SubscriptionTier | null;
  /** Clothes the brand holds with those this run made: a dry run's upload limit. */
  brandClothes: number;
  /** Decide, but neither fetch images nor append: what a run would do. */
  dryRun: boolean;
  /** What the item is (importer/classify.ts): its category, gender, colours, materials, occasions and seasons, where told. */
  classified: (item: ExtractedItem) => Classification;
  /** Runs a command on the brand's catalogue, on the run's session of its stream. */
  catalogue: (command: CatalogueCommand) => Promise<unknown>;
  imageCache: RunImageCache;
}

/** The brand's stock as it set it, less sizes the shop no longer lists (the stock rule: sold-out sizes are listed). */
function keptStock(stock: ClothFields['stock'], sizes: readonly string[]): ClothFields['stock'] {
  return { soldOut: stock.soldOut, soldOutSizes: stock.soldOutSizes.filter((size) => sizes.includes(size)) };
}

/** Stands for an image a dry run does not fetch, so the fields can be checked as a run would. */
const UNFETCHED = { name: `${'0'.repeat(32)}.webp`, thumb: `${'0'.repeat(32)}.webp` };

/** Where a shop writes, as the lexicon reads places: its language, with the country its currency says where it tells one. */
const LOCALE_OF_CURRENCY: Readonly<Record<string, Locale>> = { 'es:ARS': 'es-AR', 'es:EUR': 'es-ES', 'es:MXN': 'es-MX', 'en:GBP': 'en-GB', 'en:USD': 'en-US' };
function shopLocale(defaults: ImporterConfig['defaults']): Locale {
  return LOCALE_OF_CURRENCY[`${defaults.language}:${defaults.currency}`] ?? defaults.language;
}

/**
 * Texts per language after the shop's `text` in `language`: that language takes it, and so does every other whose
 * text is what the shop's language held before (the importer's copy, never translated); Spanish, which every cloth
 * has, takes it when it had none.
 */
function followShop(texts: Partial<Record<string, string>>, language: string, text: string): Record<string, string> {
  const before = texts[language] ?? texts.es;
  const next: Record<string, string> = {};
  for (const [key, value] of Object.entries(texts)) if (value !== undefined) next[key] = value === before ? text : value;
  next[language] = text;
  next.es ??= text;
  return next;
}

async function writeCloth(
  write: WriteContext,
  clothId: string,
  item: ExtractedItem,
  held: { fields: ClothFields; claimed: ReadonlySet<ClaimableField> } | null,
  imported: ImportedClothDoc | null,
  prepared?: Promise<ClothFields['images']>,
): Promise<Written> {
  const { deps, config, brandId, tier, dryRun } = write;
  const existing = held?.fields ?? null;
  const fetched = dryRun
    ? item.images.length > 0
      ? (existing?.images ?? [UNFETCHED])
      : []
    : await (prepared ?? storeImages(deps, write.imageCache, item.images));
  // Photos the shop shows that none could be fetched of: the item fails, to be tried again by the next run.
  if (item.images.length > 0 && fetched.length === 0) return { kind: 'problem', field: 'image', code: 'IMAGE_FAILED' };
  // A shop showing no photo (none, or only its platform's placeholder) leaves the photos the cloth has: they are ours.
  const images = fetched.length > 0 ? fetched : (existing?.images ?? []);
  const { defaults } = config;
  const words = (values: string[], max: number, length: number) => values.filter((value) => value.length <= length).slice(0, max);
  // The shop's prices as the admin form sets them: the regular price, and the sale's (below it: prices.ts pricedAs
  // made it so) as an enabled discount while the shop has one; the catalogue decider tells a drop (ClothPriceDropped).
  const sourced = {
    price: item.price,
    discountedPrice: item.salePrice,
    discountEnabled: item.salePrice !== null,
    currency: item.currency,
    url: item.url,
    images,
    tags: words(item.tags, 30, 40),
    sizes: words(item.sizes, 30, 20),
  };
  // Stock from the shop's variants (a source that reads them): a size is sold out when every variant of it is, the
  // cloth when nothing can be bought. A page says nothing of stock: what the brand set stays.
  const variants = 'variants' in item ? (item as SourceItem).variants : null;
  const stock = variants
    ? {
        soldOut: !(item as SourceItem).available,
        soldOutSizes: sourced.sizes.filter(
          (size) => variants.some((variant) => variant.size === size) && !variants.some((variant) => variant.size === size && variant.available),
        ),
      }
    : null;
  const told = write.classified(item);
  const now = deps.now().toISOString();
  const base: ClothFields = existing
    ? existing
    : // A product without a photo comes in hidden, to be shown once it has one (the photo rule, photos.ts).
      {
        ...blankClothFields(),
        names: { es: item.name },
        typeId: defaults.typeId,
        categoryId: defaults.categoryId,
        gender: defaults.gender,
        currency: defaults.currency,
        price: 0,
        visible: images.length > 0,
        images,
      };
  // The shop writes in the config's language: its name and description go there, and to every language that still
  // holds what the shop said last (a copy nobody translated, Spanish first of all), so no language keeps a stale title.
  const names = followShop(base.names, defaults.language, item.name) as ClothFields['names'];
  const description = item.description
    ? (followShop(base.description ?? {}, defaults.language, item.description) as NonNullable<ClothFields['description']>)
    : base.description;
  // What the shop's words tell of the product over what the cloth had (the settings' defaults, for a new one); what they
  // do not tell stays as it was. A category comes with its type.
  const classification = {
    ...(told.categoryId && told.typeId ? { typeId: told.typeId, categoryId: told.categoryId } : {}),
    ...(told.gender ? { gender: told.gender } : {}),
    ...(told.colors.length > 0 ? { colors: told.colors } : {}),
    ...(told.materials.length > 0 ? { materials: told.materials } : {}),
    ...(told.eventIds.length > 0 ? { eventIds: told.eventIds } : {}),
    ...(told.seasons.length > 0 ? { seasons: told.seasons } : {}),
  };
  const parsed = ClothFields.safeParse({ ...base, ...sourced, ...classification, stock: stock ?? keptStock(base.stock, sourced.sizes), names, description });
  if (!parsed.success) return { kind: 'problem', field: parsed.error.issues[0]?.path.join('.') || null, code: 'INVALID_FIELDS' };
  const fields = parsed.data;
  const review = [
    !told.categoryId && !held?.claimed.has('categoryId') ? 'category' : null,
    !told.gender && !held?.claimed.has('gender') ? 'gender' : null,
  ].filter((field): field is string => field !== null);
  try {
    if (!existing) {
      if (dryRun) {
        if (tier === null) throw new FailureError(SubscriptionFailures.inactiveUploads());
        if (!canUpload(tier, write.brandClothes)) throw new FailureError(CatalogueFailures.uploadLimitReached());
        return { kind: 'created', shown: false, needsPhoto: needsPhoto(fields), review, fields };
      }
      await write.catalogue({ type: 'AddCloth', brandId, clothId, fields, tier, now });
      return { kind: 'created', shown: false, needsPhoto: needsPhoto(fields), review, fields };
    }
    // A cloth the importer hid because its source dropped it comes back when the source shows it again, and one
    // hidden for want of a photo shows once it has one; the fields the brand made its own stay as it left them
    // (visibility and photos among them), as the decider keeps them.
    const comesBack = (imported?.hiddenByImporter === true || needsPhoto(existing)) && !existing.visible;
    const kept = keepClaimed(comesBack ? { ...fields, visible: true } : fields, base, held!.claimed);
    const wanted = needsPhoto(kept) && !held!.claimed.has('visible') ? { ...kept, visible: false } : kept;
    const shown = comesBack && wanted.visible;
    const written = { shown, needsPhoto: needsPhoto(wanted), review, fields: wanted };
    if (deepEqual(wanted as never, base as never)) return { kind: 'unchanged', ...written, shown: false };
    if (dryRun) return { kind: 'updated', ...written };
    await write.catalogue({ type: 'UpdateCloth', brandId, clothId, fields: wanted, ifMatch: null, origin: 'import', now });
    return { kind: 'updated', ...written };
  } catch (error) {
    if (!(error instanceof FailureError)) throw error;
    const code = error.failure.code;
    // The plan's limit, or a plan no longer in good standing, ends the run: the report says why.
    if (code === 'UPLOAD_LIMIT_REACHED') throw new Stop('limit', code);
    if (code === 'SUBSCRIPTION_INACTIVE') throw new Stop('failed', code);
    return { kind: 'problem', field: null, code };
  }
}

/**
 * The item's images, fetched through the importer's fetcher, checked and kept to be made after the run (cropped and
 * encoded like uploads; LocalImageStore.putLater); an image already fetched from the same URL is taken from the
 * importer's cache. Images refused are left out.
 */
async function storeImages(deps: ImportDeps, cache: RunImageCache, sources: readonly string[]): Promise<ClothFields['images']> {
  const stored: ClothFields['images'] = [];
  for (const source of sources) {
    const id = imageCacheId(source);
    const cached = await cache.get(id);
    if (cached && (await deps.images.has(cached.name))) {
      stored.push({ name: cached.name, ...(cached.middle ? { middle: cached.middle } : {}), thumb: cached.thumb });
      continue;
    }
    try {
      const bytes = await deps.pages.image(source, acceptMediaTypes(IMAGE_MEDIA_TYPES), DEFAULT_IMAGE_LIMITS.maxBytes);
      // Checked now; cropped and encoded after the run (a first run's time was mostly this), or at its first view.
      const names = await deps.images.putLater(bytes);
      cache.add({ _id: id, ...names });
      stored.push(names);
    } catch (error) {
      deps.logger.info({ err: error, source }, 'import image refused');
    }
  }
  return stored;
}

/** An image's entry in the importer's cache: its source URL's digest. */
function imageCacheId(source: string): string {
  return createHash('sha256').update(source).digest('hex');
}

/**
 * The importer's cache of images by source URL as a run sees it: what it read (a document's entries at once, ahead of
 * its images), and what it fetched since, written together once a document (one transaction rather than one an
 * image: the api's projections write the same file).
 */
class RunImageCache {
  private readonly fresh = new Map<string, CachedImage>();
  /** Entries read ahead (null: not in the cache), each taken once by the image that asked. */
  private readonly read = new Map<string, CachedImage | null>();

  constructor(private readonly readStore: ReadStore) {}

  /** Reads the entries of these images in one query (one read an image was a tenth of an unchanged run's time). */
  async readAhead(sources: readonly string[]): Promise<void> {
    const ids = [...new Set(sources.map(imageCacheId))].filter((id) => !this.fresh.has(id) && !this.read.has(id));
    if (ids.length === 0) return;
    const found = new Map((await this.readStore.collection<CachedImage>(IMAGE_CACHE).find({ _id: { $in: ids } })).map((entry) => [entry._id, entry]));
    for (const id of ids) this.read.set(id, found.get(id) ?? null);
  }

  async get(id: string): Promise<CachedImage | undefined> {
    const fresh = this.fresh.get(id);
    if (fresh) return fresh;
    const read = this.read.get(id);
    if (read !== undefined) {
      this.read.delete(id);
      return read ?? undefined;
    }
    return (await this.readStore.collection<CachedImage>(IMAGE_CACHE).findOne({ _id: id })) ?? undefined;
  }

  add(entry: CachedImage): void {
    this.fresh.set(entry._id, entry);
  }

  /** Writes what was fetched since the last flush (a run that stops before loses only cache entries: refetches). */
  async flush(): Promise<void> {
    const entries = [...this.fresh.values()];
    if (entries.length === 0) return;
    await this.readStore.transaction(async (session) => {
      const cache = session.collection<CachedImage>(IMAGE_CACHE);
      for (const entry of entries) await cache.replaceOne({ _id: entry._id }, entry, { upsert: true });
    });
    for (const entry of entries) if (this.fresh.get(entry._id) === entry) this.fresh.delete(entry._id);
  }
}
