import type { Request, Response } from 'express';
import { z } from 'zod';
import { ImporterConfig } from '@vitrina/domain/importer/config';
import type { ExtractionConfig } from '@vitrina/importer/extract';
import { PageRefusedError } from '@vitrina/importer/fetcher';
import { loadReader } from '@vitrina/importer/load-reader';
import { PageTooComplexError } from '@vitrina/importer/pool';
import { readShop, type ShopReply } from '@vitrina/importer/sources/read-shop';
import type { SourceFound } from '@vitrina/importer/sources/port';
import { savedSource } from '@vitrina/importer/sources/saved-source';
import { hostRefusal } from '@vitrina/infra/fetch/address-policy';
import { importerStream, runIdOf } from '@vitrina/domain/importer/events';
import { limitedReading } from '@vitrina/domain/importer/limits';
import type { ImporterFieldProblem } from '@vitrina/domain/importer/failures';
import { withScheme } from '@vitrina/domain/importer/shop-address';
import { uploadTierOf } from '@vitrina/worker/subscriptions/tier';
import { importerDecider, type ImporterCommand } from '@vitrina/domain/importer/importer';
import { loadState, runCommand } from '@vitrina/infra/eventstore/commands';
import type { ImportRunDoc, ImporterDoc } from '@vitrina/projector/importer';
import { allow, callerOf } from '../auth/policies';
import { actingBrand } from '../catalogue/acting-brand';
import { requireGoodStanding } from '../catalogue/standing';
import { termIssues } from '../catalogue/references';
import type { TaxonomyTermDoc } from '@vitrina/projector/taxonomy';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { endpointOf, endpoints, type Call } from '../http/endpoints';
import { pageLimited, readingDefaults } from './limits';
import { readingTurns } from './readings';
import { pageRefusal, shopTooSlow, tooComplex } from './refusals';
import { ConfigSaved, ImportPreview, ImporterView, RunAccepted, ShopReading } from './responses';
import { imageShown, shownExtraction, shownSourceItems, withoutCredentials } from './shown';

/** A page to preview: a shop URL alone (auto-detect proposes how to read it), or a whole config to try. */
const PreviewBody = z
  .object({
    brandId: z.string().uuid().optional(),
    url: z.string().trim().min(1).max(2_000).transform(withScheme).optional(),
    config: ImporterConfig.optional(),
    /** The form's limit, when the url alone is previewed (absent: the saved config's). */
    limit: ImporterConfig.shape.limit.optional(),
  })
  .strict()
  .refine((body) => body.url !== undefined || body.config !== undefined, { message: 'a url or a config', path: ['url'] });

/** A config's fields that cannot work, refused as any invalid input is, each named with its problem's code. */
export async function assertWorkable(config: ImporterConfig): Promise<void> {
  const problems = (await loadReader()).configProblems(config);
  if (problems.length === 0) return;
  const fields = problems.map((problem) => ({ path: `config.${problem.field}`, code: problem.code, message: problem.message }));
  throw new HttpError(400, 'VALIDATION_FAILED', `${fields[0]!.path}: ${fields[0]!.message}`, { fields });
}

/**
 * What is wrong with an address the importer is given to read, checked when it is given (a config saved, a
 * preview asked for), not only when a run fetches it: http(s) only, no user name or password (`user:pass@`: the
 * importer reads public pages, and an address with credentials would be echoed back and stored with them), and
 * not an IP address of the machine, the private network or the cloud metadata service, nor a name only a local network
 * resolves (infra/fetch's policy; any other host name is resolved and checked each time it is fetched). `allowed`:
 * IMPORTER_ALLOW_ADDRESSES, tests only. Its code is what the form says in the brand's words.
 */
export function addressProblem(
  text: string,
  allowed: readonly string[] = [],
  options: { literals?: boolean } = {},
): { code: ImporterFieldProblem; message: string } | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { code: 'NOT_AN_ADDRESS', message: 'not an address (like https://tienda.example/coleccion)' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { code: 'NOT_HTTP', message: 'http or https only' };
  if (url.username !== '' || url.password !== '')
    return { code: 'WITH_CREDENTIALS', message: 'an address with a user name or password (user:pass@) is not accepted: the importer reads public pages' };
  if (options.literals === false) return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost' || host.endsWith('.localhost'))
    return { code: 'LOCAL_ADDRESS', message: 'this machine (localhost) is not a shop the importer reads' };
  const refusal = hostRefusal(host, allowed);
  return refusal === undefined ? null : { code: 'LOCAL_ADDRESS', message: `the importer does not read ${host}: ${refusal}` };
}

/** Refuses an address as any invalid input is (400 VALIDATION_FAILED), the field named with its problem's code. */
function assertAddress(text: string, path: string, allowed: readonly string[], options: { literals?: boolean } = {}): void {
  const problem = addressProblem(text, allowed, options);
  if (problem) throw new HttpError(400, 'VALIDATION_FAILED', `${path}: ${problem.message}`, { fields: [{ path, ...problem }] });
}

/** "Read the shop": a shop's address alone. */
const ShopBody = z
  .object({
    brandId: z.string().uuid().optional(),
    /** A bare domain (`shop.example`) is read as https, as a browser's address bar reads it. */
    url: z.string().trim().min(1).max(2_000).transform(withScheme),
    /** The form's limit, for the answer to say whether the shop fits it (absent: the saved config's). */
    limit: ImporterConfig.shape.limit.optional(),
  })
  .strict();
/** Products "Read the shop" shows of the source it found. */
const SHOP_ITEMS_SHOWN = 12;

const BrandQuery = z.object({ brandId: z.string().uuid().optional() }).strict();
const ConfigBody = z.object({ brandId: z.string().uuid().optional(), config: ImporterConfig }).strict();
const RunBody = z.object({ brandId: z.string().uuid().optional() }).strict();
const RunParams = z.object({ runId: z.string().min(1).max(200) }).strict();

/** Runs the admin tab lists, newest first. */
const RUNS_LISTED = 20;

/**
 * What the importer's endpoints share: the context, the line of shop readings (readings.ts), how an image is shown,
 * a shop read on its thread in the brand's turn, and a command on the brand's importer stream.
 */
function importerScope(context: ApiContext) {
  const inTurn = readingTurns(context.config);

  /**
   * A shop read on its thread, in the brand's turn (readings.ts), up to 256 MB for up to 30 s; a client that leaves
   * ends it. Its source detected from the address, or the one given (a config's). Answers what it read, else the
   * refusal a person is told.
   */
  const shopRead = async (
    res: Response,
    brandId: string,
    url: string,
    currency: string,
    source?: SourceFound,
  ): Promise<Extract<ShopReply, { kind: 'read' }>> => {
    const reply = await inTurn(res, brandId, async (signal) => {
      try {
        // Its products are shown classified by the taxonomy as it is now.
        const terms = await context.readModels.collection<TaxonomyTermDoc>('taxonomyTerms').find({});
        return await readShop(url, context.pages, {
          limit: SHOP_ITEMS_SHOWN,
          currency,
          signal,
          terms: terms.map(({ kind, id, names, typeId, synonyms }) => ({ kind, id, names, typeId, ...(synonyms ? { synonyms } : {}) })),
          ...(source ? { source } : {}),
        });
      } catch (error) {
        if (!(error instanceof PageTooComplexError)) throw error;
        context.logger.info({ reason: error.reason, limit: error.limit }, 'importer shop reading stopped');
        throw error.reason === 'TOO_SLOW' ? shopTooSlow(error.limit) : tooComplex(error);
      }
    });
    if (reply.kind === 'refused') {
      context.logger.info({ code: reply.code, unreachable: reply.unreachable }, 'importer shop refused');
      throw pageRefusal(reply);
    }
    if (reply.kind === 'failed') {
      context.logger.info({ code: reply.code }, 'importer shop reading failed');
      throw new HttpError(400, 'IMPORT_PAGE_REFUSED', 'The shop could not be read.', { reason: 'UNREADABLE' });
    }
    return reply;
  };

  const importer = (req: Request, brandId: string, command: ImporterCommand) =>
    runCommand(context.eventStore, importerStream(brandId), importerDecider, command, {
      correlationId: String(req.id),
      actor: callerOf(req).userId,
      now: context.now(),
    });

  return { context, inTurn, shownImage: imageShown(context.config.IMPORTER_ALLOW_ADDRESSES), shopRead, importer };
}
type ImporterScope = ReturnType<typeof importerScope>;

const endpoint = endpointOf<ImporterScope>();
const tag = 'importer';

/** How a reading names its source to the brand: its kind, its address without credentials, its stated size. */
const sourceShown = (found: SourceFound | null) => (found ? { kind: found.kind, url: withoutCredentials(found.url), total: found.total } : null);

/** Reads the shop's page and shows what would be imported, field by field, without changing anything. */
async function preview({ scope: { context, inTurn, shownImage, shopRead }, body, req, res }: Call<ImporterScope, undefined, undefined, typeof PreviewBody>) {
  const brand = await actingBrand(context, req, body.brandId);
  const tier = await requireGoodStanding(context, brand._id);
  if (body.config) await assertWorkable(body.config);
  const { allowance, currency } = await readingDefaults(context, brand._id, tier, body.config?.limit ?? body.limit);
  // A preview's address is refused here for its credentials; the fetch refuses private addresses (IMPORT_PAGE_REFUSED).
  assertAddress(body.config?.url ?? body.url!, body.config ? 'config.url' : 'url', context.config.IMPORTER_ALLOW_ADDRESSES, { literals: false });
  const url = body.config?.url ?? body.url!;
  // A config with a source is previewed as its runs read it: that source's first products, on the shop thread.
  const source = body.config ? savedSource(body.config) : null;
  if (source) {
    assertAddress(source.url, 'config.source.url', context.config.IMPORTER_ALLOW_ADDRESSES, { literals: false });
    const reply = await shopRead(res, brand._id, url, currency, source);
    return {
      url: withoutCredentials(url),
      source: sourceShown(reply.found),
      proposal: null,
      items: shownSourceItems(reply.items, shownImage),
      nextPage: null,
      limited: null,
      language: reply.language,
    };
  }
  // A preview takes its turn among the shop readings (readings.ts): its fetch may wait on a slow shop too.
  const { pageUrl, proposal, extraction } = await inTurn(res, brand._id, async () => {
    let page;
    try {
      page = await context.pages.page(url);
    } catch (error) {
      if (!(error instanceof PageRefusedError)) throw error;
      context.logger.info({ code: error.code, detail: error.detail }, 'importer page refused');
      throw pageRefusal(error);
    }
    // Read on the importer's reader threads (importer/pool.ts): a page too deep, too large, too slow or too big
    // for a thread's memory is refused with the reason, and the site's other requests never wait for it.
    const { detect, extractPage } = await loadReader();
    const pageUrl = withoutCredentials(page.url);
    try {
      const proposal = await detect(page.html);
      // A config is read as a run would read the page, and one item more: whether the page holds more than it imports.
      const reading: ExtractionConfig | null = body.config
        ? { ...body.config, limit: allowance.limit + 1 }
        : proposal
          ? { ...proposal.config, tags: null, limit: 50, defaults: { currency } }
          : null;
      const extraction = reading ? await extractPage(page.html, pageUrl, reading) : { items: [], nextPage: null };
      return { pageUrl, proposal, extraction };
    } catch (error) {
      if (!(error instanceof PageTooComplexError)) throw error;
      context.logger.info({ reason: error.reason, limit: error.limit, bytes: page.html.length }, 'importer page too complex');
      throw tooComplex(error);
    }
  });
  const onPage = body.config ? extraction.items.length : (proposal?.items ?? 0);
  const shown = shownExtraction({ ...extraction, items: extraction.items.slice(0, body.config ? allowance.limit : undefined) }, shownImage);
  // The language the page states or its products are written in: the form proposes it as the shop's.
  return {
    url: pageUrl,
    proposal,
    items: shown.items,
    nextPage: shown.nextPage,
    limited: pageLimited(allowance, onPage, extraction.nextPage),
    language: extraction.language ?? null,
  };
}

/** Saves the config (a new version): its selectors, patterns and schedule must work and its defaults exist. */
async function configure({ scope: { context, importer }, body, req }: Call<ImporterScope, undefined, undefined, typeof ConfigBody>) {
  const brand = await actingBrand(context, req, body.brandId);
  await requireGoodStanding(context, brand._id);
  assertAddress(body.config.url, 'config.url', context.config.IMPORTER_ALLOW_ADDRESSES);
  await assertWorkable(body.config);
  const { typeId, categoryId, gender } = body.config.defaults;
  const issues = await termIssues(context.readModels, {
    typeId,
    categoryId,
    gender,
    seasons: [],
    eventIds: [],
    weather: [],
    colors: [],
    style: null,
    materials: [],
    images: [],
  });
  if (issues.length > 0) {
    const fields = issues.map((issue) => ({ ...issue, path: `config.defaults.${issue.path}` }));
    throw new HttpError(400, 'UNKNOWN_TERM', `${fields[0]!.path}: ${fields[0]!.message}`, { fields });
  }
  // Each of the shop's categories the brand mapped goes to a category the taxonomy has.
  const mapped = Object.entries(body.config.categoryMap ?? {});
  if (mapped.length > 0) {
    const known = new Set((await context.readModels.collection<TaxonomyTermDoc>('taxonomyTerms').find({ kind: 'category' })).map((term) => term.id));
    const fields = mapped.filter(([, id]) => !known.has(id)).map(([name, id]) => ({ path: `config.categoryMap.${name}`, message: `no category ${id}` }));
    if (fields.length > 0) throw new HttpError(400, 'UNKNOWN_TERM', `${fields[0]!.path}: ${fields[0]!.message}`, { fields });
  }
  const result = await importer(req, brand._id, {
    type: 'Configure',
    brandId: brand._id,
    config: body.config,
    by: callerOf(req).userId,
    now: context.now().toISOString(),
  });
  await context.waitFor(result.position, ['importer']);
  const configured = result.events[0];
  return { brandId: brand._id, version: configured?.type === 'ImporterConfigured' ? configured.data.version : null };
}

/**
 * The importer's admin endpoints (seed section 3): the acting brand's own (admins name any brand; another brand's id
 * is 404, as everywhere in the admin area). Reading a shop, previews, saving and running need the brand's plan in
 * good standing, as adding a cloth does (402 SUBSCRIPTION_INACTIVE); its page, its runs and cancelling one do not.
 */
const importerEndpoints = endpoints([
  endpoint({
    method: 'POST',
    path: '/importer/preview',
    policy: allow.brand,
    tag,
    summary: "Preview what a shop's page would import",
    body: PreviewBody,
    response: ImportPreview,
    handler: preview,
  }),
  // "Read the shop": from its address alone, the source the shop offers (its platform's catalogue, a feed, its
  // sitemap, or the page) and its first products, read on a thread of its own (importer/sources/read-shop.ts), up
  // to 256 MB for up to 30 s, in its turn (readings.ts); a client that leaves ends it.
  endpoint({
    method: 'POST',
    path: '/importer/shop',
    policy: allow.brand,
    tag,
    summary: 'Read the shop: the source its address offers and its first products',
    body: ShopBody,
    response: ShopReading,
    handler: async ({ scope: { context, shownImage, shopRead }, body, req, res }) => {
      const brand = await actingBrand(context, req, body.brandId);
      const tier = await requireGoodStanding(context, brand._id);
      assertAddress(body.url, 'url', context.config.IMPORTER_ALLOW_ADDRESSES, { literals: false });
      const { allowance, currency } = await readingDefaults(context, brand._id, tier, body.limit);
      const reply = await shopRead(res, brand._id, body.url, currency);
      // A catalogue that states its size says whether the shop holds more than a run imports.
      const limited = reply.found ? limitedReading(allowance, { inShop: reply.found.total }) : null;
      return {
        source: sourceShown(reply.found),
        items: shownSourceItems(reply.items, shownImage),
        limited,
        language: reply.language,
        categories: reply.categories,
      };
    },
  }),
  // The brand's importer: its config (null until saved), its latest runs with their reports, and whether its plan
  // lets it read and import (the page says so, and where to pay, instead of a form every button of which is refused).
  endpoint({
    method: 'GET',
    path: '/importer',
    policy: allow.brand,
    tag,
    summary: "The brand's importer and its runs",
    query: BrandQuery,
    response: ImporterView,
    handler: async ({ scope: { context }, query, req }) => {
      const brand = await actingBrand(context, req, query.brandId);
      const [doc, runs, tier] = await Promise.all([
        context.readModels.collection<ImporterDoc>('importers').findOne({ _id: brand._id }),
        context.readModels.collection<ImportRunDoc>('importRuns').find({ brandId: brand._id }, { sort: { requestedAt: -1 }, limit: RUNS_LISTED }),
        uploadTierOf(context.eventStore, brand._id),
      ]);
      // Addresses shown without credentials, should a config saved before they were refused hold some.
      const config = doc?.config ? { ...doc.config, url: withoutCredentials(doc.config.url) } : null;
      const shownRuns = runs.map(({ _id, requestedBy: _requestedBy, ...run }) => ({
        runId: _id,
        ...run,
        limited: run.limited ?? null,
        problems: run.problems.map((problem) => ({ ...problem, page: withoutCredentials(problem.page) })),
      }));
      return {
        brandId: brand._id,
        inGoodStanding: tier !== null,
        tier,
        version: doc?.version ?? 0,
        config,
        configuredAt: doc?.configuredAt ?? null,
        runs: shownRuns,
      };
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/importer/config',
    policy: allow.brand,
    tag,
    summary: 'Configure the importer',
    body: ConfigBody,
    response: ConfigSaved,
    handler: configure,
  }),
  // "Run now": one run at a time per brand; the worker takes it from the log.
  endpoint({
    method: 'POST',
    path: '/importer/runs',
    policy: allow.brand,
    tag,
    summary: 'Ask for an import run',
    body: RunBody,
    status: 202,
    response: RunAccepted,
    handler: async ({ scope: { context, importer }, body, req }) => {
      const brand = await actingBrand(context, req, body.brandId);
      await requireGoodStanding(context, brand._id);
      const now = context.now().toISOString();
      const { state } = await loadState(context.eventStore, importerStream(brand._id), importerDecider);
      // The brand, the config version and when it was due: the same tick asked twice is one run.
      const runId = runIdOf(brand._id, state?.version ?? 0, now);
      const result = await importer(req, brand._id, {
        type: 'RequestRun',
        brandId: brand._id,
        runId,
        trigger: 'manual',
        dueAt: now,
        by: callerOf(req).userId,
        now,
      });
      await context.waitFor(result.position, ['importer']);
      return { runId };
    },
  }),
  // Asks a run to stop; it stops after the item in hand and reports as cancelled.
  endpoint({
    method: 'POST',
    path: '/importer/runs/:runId/cancel',
    policy: allow.brand,
    tag,
    summary: 'Cancel a run',
    params: RunParams,
    body: RunBody,
    status: 202,
    response: RunAccepted,
    handler: async ({ scope: { context, importer }, params: { runId }, body, req }) => {
      const brand = await actingBrand(context, req, body.brandId);
      const result = await importer(req, brand._id, {
        type: 'CancelRun',
        brandId: brand._id,
        runId,
        by: callerOf(req).userId,
        now: context.now().toISOString(),
      });
      await context.waitFor(result.position, ['importer']);
      return { runId };
    },
  }),
]);

export const importerRoutes = (context: ApiContext) => importerEndpoints.router(importerScope(context));
export const importerApi = importerEndpoints.operations;
