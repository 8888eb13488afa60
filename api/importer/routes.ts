import net from 'node:net';
import { Router } from 'express';
import { z } from 'zod';
import { ImporterConfig } from '@vitrina/domain/importer/config';
import type { ExtractionConfig, PageExtraction } from '@vitrina/importer/extract';
import { PageRefusedError } from '@vitrina/importer/fetcher';
import { loadReader } from '@vitrina/importer/load-reader';
import { PageTooComplexError } from '@vitrina/importer/pool';
import { readShop } from '@vitrina/importer/sources/read-shop';
import type { SourceResult } from '@vitrina/importer/sources/port';
import { addressRefusal } from '@vitrina/infra/fetch/address-policy';
import { importerStream, runIdOf } from '@vitrina/domain/importer/events';
import { importerDecider, type ImporterCommand } from '@vitrina/domain/importer/importer';
import { loadState, runCommand } from '@vitrina/infra/eventstore/commands';
import type { ImportRunDoc, ImporterDoc } from '@vitrina/projector/importer';
import { allow, callerOf } from '../auth/policies';
import { actingBrand } from '../catalogue/acting-brand';
import { termIssues } from '../catalogue/references';
import type { ApiContext } from '../context';
import { HttpError, tooManyRequests } from '../http/errors';
import { parseInput } from '../http/validate';
import { operations } from '../http/openapi';
import { ConfigSaved, ImportPreview, ImporterView, RunAccepted, ShopReading } from './responses';

/** A page to preview: a shop URL alone (auto-detect proposes how to read it), or a whole config to try. */
const PreviewBody = z
  .object({
    brandId: z.string().uuid().optional(),
    url: z.string().trim().min(1).max(2_000).optional(),
    config: ImporterConfig.optional(),
  })
  .strict()
  .refine((body) => body.url !== undefined || body.config !== undefined, { message: 'a url or a config', path: ['url'] });

/** Messages for the reasons a page is not read; the code goes to the client, the detail only to the log. */
const REFUSALS: Record<string, string> = {
  ROBOTS_DISALLOWED: "The shop's robots.txt does not let Vitrina read this page.",
  FORBIDDEN_ADDRESS: 'This address cannot be fetched.',
  TOO_LARGE: 'The page is too large to import.',
  BAD_CONTENT_TYPE: 'The URL is not a web page.',
  HTTP_ERROR: 'The shop answered with an error.',
  TIMEOUT: 'The shop took too long to answer.',
};

/** A config's fields that cannot work, refused as any invalid input is, each named. */
export async function assertWorkable(config: ImporterConfig): Promise<void> {
  const problems = (await loadReader()).configProblems(config);
  if (problems.length === 0) return;
  const fields = problems.map((problem) => ({ path: `config.${problem.field}`, code: 'custom', message: problem.message }));
  throw new HttpError(400, 'VALIDATION_FAILED', `${fields[0]!.path}: ${fields[0]!.message}`, { fields });
}

/**
 * What is wrong with an address the importer is given to read, checked when it is given (a config saved, a
 * preview asked for), not only when a run fetches it: http(s) only, no user name or password (`user:pass@`: the
 * importer reads public pages, and an address with credentials would be echoed back and stored with them), and
 * not an IP address of the machine, the private network or the cloud metadata service (infra/fetch's policy; a
 * host name is resolved and checked each time it is fetched). `allowed`: IMPORTER_ALLOW_ADDRESSES, tests only.
 */
export function addressProblem(text: string, allowed: readonly string[] = [], options: { literals?: boolean } = {}): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not an address (like https://tienda.example/coleccion)';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'http or https only';
  if (url.username !== '' || url.password !== '') return 'an address with a user name or password (user:pass@) is not accepted: the importer reads public pages';
  if (options.literals === false) return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'this machine (localhost) is not a shop the importer reads';
  if (net.isIP(host) && !allowed.includes(host)) {
    const refusal = addressRefusal(host);
    if (refusal !== undefined) return `the importer does not read ${host}: ${refusal}`;
  }
  return null;
}

/** Refuses an address as any invalid input is (400 VALIDATION_FAILED), the field named. */
function assertAddress(text: string, path: string, allowed: readonly string[], options: { literals?: boolean } = {}): void {
  const problem = addressProblem(text, allowed, options);
  if (problem) throw new HttpError(400, 'VALIDATION_FAILED', `${path}: ${problem}`, { fields: [{ path, code: 'custom', message: problem }] });
}

/** An address as it may be shown: without a user name or password, whatever the page or an old config held. */
export function withoutCredentials<T extends string | null>(text: T): T {
  if (text === null || !text.includes('@')) return text;
  try {
    const url = new URL(text);
    if (url.username === '' && url.password === '') return text;
    url.username = '';
    url.password = '';
    return url.href as T;
  } catch {
    return text;
  }
}

/** A page's items with every address in them shown without credentials (a link on the page may carry some). */
function shownExtraction({ items, nextPage }: PageExtraction): PageExtraction {
  return {
    nextPage: withoutCredentials(nextPage),
    items: items.map((result) =>
      result.item ? { ...result, item: { ...result.item, key: result.item.key.startsWith('url:') ? `url:${withoutCredentials(result.item.key.slice(4))}` : result.item.key, url: withoutCredentials(result.item.url), images: result.item.images.map(withoutCredentials) } } : result,
    ),
  };
}

/** "Read the shop": a shop's address alone. */
const ShopBody = z.object({ brandId: z.string().uuid().optional(), url: z.string().trim().min(1).max(2_000) }).strict();
/** Products "Read the shop" shows of the source it found. */
const SHOP_ITEMS_SHOWN = 12;
/** Shop readings under way at once in one api process (each a thread of its own, up to 256 MB for up to 30 s). */
const SHOP_READINGS = 2;

/** A source's items as the brand is shown them: no address carries credentials. */
function shownSourceItems(items: readonly SourceResult[]): SourceResult[] {
  return items.map((result) => (result.item ? { ...result, item: { ...result.item, url: withoutCredentials(result.item.url), images: result.item.images.map(withoutCredentials) } } : result));
}

const BrandQuery = z.object({ brandId: z.string().uuid().optional() }).strict();
const ConfigBody = z.object({ brandId: z.string().uuid().optional(), config: ImporterConfig }).strict();
const RunBody = z.object({ brandId: z.string().uuid().optional() }).strict();
const RunParams = z.object({ runId: z.string().min(1).max(200) }).strict();

/** Runs the admin tab lists, newest first. */
const RUNS_LISTED = 20;

/**
 * The importer's admin routes (seed section 3): the acting brand's own (admins name any brand; another brand's id is
 * 404, as everywhere in the admin area).
 */
export function importerRoutes(context: ApiContext): Router {
  const router = Router();

  // Reads the shop's page and shows what would be imported, field by field, without changing anything.
  router.post('/importer/preview', allow.brand, async (req, res) => {
    const body = parseInput(PreviewBody, req.body);
    await actingBrand(context, req, body.brandId);
    if (body.config) await assertWorkable(body.config);
    // A preview's address is refused here for its credentials; the fetch refuses private addresses (IMPORT_PAGE_REFUSED).
    assertAddress(body.config?.url ?? body.url!, body.config ? 'config.url' : 'url', context.config.IMPORTER_ALLOW_ADDRESSES, { literals: false });
    const url = body.config?.url ?? body.url!;
    let page;
    try {
      page = await context.pages.page(url);
    } catch (error) {
      if (!(error instanceof PageRefusedError)) throw error;
      context.logger.info({ code: error.code, detail: error.detail }, 'importer page refused');
      throw new HttpError(400, 'IMPORT_PAGE_REFUSED', REFUSALS[error.code] ?? 'The page could not be read.', { reason: error.code });
    }
    // Read on the importer's reader threads (importer/pool.ts): a page too deep, too large, too slow or too big for
    // a thread's memory is refused with the reason, and the site's other requests never wait for it.
    const { detect, extractPage } = await loadReader();
    const pageUrl = withoutCredentials(page.url);
    let proposal, extraction;
    try {
      proposal = await detect(page.html);
      const reading: ExtractionConfig | null = body.config ?? (proposal ? { ...proposal.config, tags: null, limit: 50, defaults: { currency: 'ARS' } } : null);
      extraction = reading ? await extractPage(page.html, pageUrl, reading) : { items: [], nextPage: null };
    } catch (error) {
      if (!(error instanceof PageTooComplexError)) throw error;
      context.logger.info({ reason: error.reason, limit: error.limit, bytes: page.html.length }, 'importer page too complex');
      throw new HttpError(400, 'IMPORT_PAGE_TOO_COMPLEX', error.message, { reason: error.reason });
    }
    const shown = shownExtraction(extraction);
    res.json({ url: pageUrl, proposal, items: shown.items, nextPage: shown.nextPage });
  });

  // "Read the shop": from its address alone, the source the shop offers (its platform's catalogue, a feed, its
  // sitemap, or the page) and its first products, read on a thread of its own (importer/sources/read-shop.ts).
  // Each reading is a thread of up to 256 MB for up to 30 s: one at a time per brand, SHOP_READINGS at once in all.
  const readings = new Set<string>();
  router.post('/importer/shop', allow.brand, async (req, res) => {
    const body = parseInput(ShopBody, req.body);
    const brand = await actingBrand(context, req, body.brandId);
    assertAddress(body.url, 'url', context.config.IMPORTER_ALLOW_ADDRESSES, { literals: false });
    if (readings.has(brand._id)) throw tooManyRequests('IMPORT_BUSY', 'Your shop is already being read: wait for that reading to finish.', 5_000);
    if (readings.size >= SHOP_READINGS) throw tooManyRequests('IMPORT_BUSY', 'The importer is reading other shops just now: try again in a few seconds.', 5_000);
    readings.add(brand._id);
    let reply;
    try {
      reply = await readShop(body.url, context.pages, { limit: SHOP_ITEMS_SHOWN, currency: 'ARS' });
    } catch (error) {
      if (!(error instanceof PageTooComplexError)) throw error;
      throw new HttpError(400, 'IMPORT_PAGE_TOO_COMPLEX', error.message, { reason: error.reason });
    } finally {
      readings.delete(brand._id);
    }
    if (reply.kind !== 'read') {
      context.logger.info({ code: reply.code }, 'importer shop refused');
      throw new HttpError(400, 'IMPORT_PAGE_REFUSED', REFUSALS[reply.code] ?? 'The shop could not be read.', { reason: reply.kind === 'refused' ? reply.code : 'UNREADABLE' });
    }
    const source = reply.found ? { kind: reply.found.kind, url: withoutCredentials(reply.found.url), total: reply.found.total } : null;
    res.json({ source, items: shownSourceItems(reply.items) });
  });

  const importer = (req: Parameters<typeof callerOf>[0], brandId: string, command: ImporterCommand) =>
    runCommand(context.eventStore, importerStream(brandId), importerDecider, command, { correlationId: String(req.id), actor: callerOf(req).userId, now: context.now() });

  // The brand's importer: its config (null until saved) and its latest runs with their reports.
  router.get('/importer', allow.brand, async (req, res) => {
    const query = parseInput(BrandQuery, req.query);
    const brand = await actingBrand(context, req, query.brandId);
    const [doc, runs] = await Promise.all([
      context.readModels.collection<ImporterDoc>('importers').findOne({ _id: brand._id }),
      context.readModels.collection<ImportRunDoc>('importRuns').find({ brandId: brand._id }, { sort: { requestedAt: -1 }, limit: RUNS_LISTED }),
    ]);
    // Addresses shown without credentials, should a config saved before they were refused hold some.
    const config = doc?.config ? { ...doc.config, url: withoutCredentials(doc.config.url) } : null;
    const shownRuns = runs.map(({ _id, requestedBy: _requestedBy, ...run }) => ({ runId: _id, ...run, problems: run.problems.map((problem) => ({ ...problem, page: withoutCredentials(problem.page) })) }));
    res.json({ brandId: brand._id, version: doc?.version ?? 0, config, configuredAt: doc?.configuredAt ?? null, runs: shownRuns });
  });

  // Saves the config (a new version): its selectors, patterns and schedule must work and its defaults exist.
  router.put('/importer/config', allow.brand, async (req, res) => {
    const body = parseInput(ConfigBody, req.body);
    const brand = await actingBrand(context, req, body.brandId);
    assertAddress(body.config.url, 'config.url', context.config.IMPORTER_ALLOW_ADDRESSES);
    await assertWorkable(body.config);
    const { typeId, categoryId, gender } = body.config.defaults;
    const issues = await termIssues(context.readModels, { typeId, categoryId, gender, seasons: [], eventIds: [], weather: [], colors: [], style: null, materials: [], images: [] });
    if (issues.length > 0) {
      const fields = issues.map((issue) => ({ ...issue, path: `config.defaults.${issue.path}` }));
      throw new HttpError(400, 'UNKNOWN_TERM', `${fields[0]!.path}: ${fields[0]!.message}`, { fields });
    }
    const result = await importer(req, brand._id, { type: 'Configure', brandId: brand._id, config: body.config, by: callerOf(req).userId, now: context.now().toISOString() });
    await context.waitFor(result.position, ['importer']);
    const configured = result.events[0];
    res.json({ brandId: brand._id, version: configured?.type === 'ImporterConfigured' ? configured.data.version : null });
  });

  // "Run now": one run at a time per brand; the worker takes it from the log.
  router.post('/importer/runs', allow.brand, async (req, res) => {
    const body = parseInput(RunBody, req.body ?? {});
    const brand = await actingBrand(context, req, body.brandId);
    const now = context.now().toISOString();
    const { state } = await loadState(context.eventStore, importerStream(brand._id), importerDecider);
    // The brand, the config version and when it was due: the same tick asked twice is one run.
    const runId = runIdOf(brand._id, state?.version ?? 0, now);
    const result = await importer(req, brand._id, { type: 'RequestRun', brandId: brand._id, runId, trigger: 'manual', dueAt: now, by: callerOf(req).userId, now });
    await context.waitFor(result.position, ['importer']);
    res.status(202).json({ runId });
  });

  // Asks a run to stop; it stops after the item in hand and reports as cancelled.
  router.post('/importer/runs/:runId/cancel', allow.brand, async (req, res) => {
    const { runId } = parseInput(RunParams, req.params);
    const body = parseInput(RunBody, req.body ?? {});
    const brand = await actingBrand(context, req, body.brandId);
    const result = await importer(req, brand._id, { type: 'CancelRun', brandId: brand._id, runId, by: callerOf(req).userId, now: context.now().toISOString() });
    await context.waitFor(result.position, ['importer']);
    res.status(202).json({ runId });
  });

  return router;
}

export const importerApi = operations([
  { method: 'POST', path: '/importer/preview', tag: 'importer', summary: "Preview what a shop's page would import", body: PreviewBody, response: ImportPreview },
  { method: 'POST', path: '/importer/shop', tag: 'importer', summary: "Read the shop: the source its address offers and its first products", body: ShopBody, response: ShopReading },
  { method: 'GET', path: '/importer', tag: 'importer', summary: "The brand's importer and its runs", query: BrandQuery, response: ImporterView },
  { method: 'PUT', path: '/importer/config', tag: 'importer', summary: 'Configure the importer', body: ConfigBody, response: ConfigSaved },
  { method: 'POST', path: '/importer/runs', tag: 'importer', summary: 'Ask for an import run', body: RunBody, status: 202, response: RunAccepted },
  { method: 'POST', path: '/importer/runs/:runId/cancel', tag: 'importer', summary: 'Cancel a run', params: RunParams, body: RunBody, status: 202, response: RunAccepted },
]);
