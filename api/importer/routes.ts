import { Router } from 'express';
import { z } from 'zod';
import { ImporterConfig } from '@vitrina/domain/importer/config';
import { detect } from '@vitrina/importer/detect';
import { extractPage, type ExtractionConfig } from '@vitrina/importer/extract';
import { PageRefusedError } from '@vitrina/importer/fetcher';
import { configProblems } from '@vitrina/importer/validate';
import { allow } from '../auth/policies';
import { actingBrand } from '../catalogue/acting-brand';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';

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
export function assertWorkable(config: ImporterConfig): void {
  const problems = configProblems(config);
  if (problems.length === 0) return;
  const fields = problems.map((problem) => ({ path: `config.${problem.field}`, code: 'custom', message: problem.message }));
  throw new HttpError(400, 'VALIDATION_FAILED', `${fields[0]!.path}: ${fields[0]!.message}`, { fields });
}

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
    if (body.config) assertWorkable(body.config);
    const url = body.config?.url ?? body.url!;
    let page;
    try {
      page = await context.pages.page(url);
    } catch (error) {
      if (!(error instanceof PageRefusedError)) throw error;
      context.logger.info({ code: error.code, detail: error.detail }, 'importer page refused');
      throw new HttpError(400, 'IMPORT_PAGE_REFUSED', REFUSALS[error.code] ?? 'The page could not be read.', { reason: error.code });
    }
    const proposal = detect(page.html);
    const reading: ExtractionConfig | null = body.config ?? (proposal ? { ...proposal.config, tags: null, limit: 50, defaults: { currency: 'ARS' } } : null);
    const extraction = reading ? extractPage(page.html, page.url, reading) : { items: [], nextPage: null };
    res.json({ url: page.url, proposal, items: extraction.items, nextPage: extraction.nextPage });
  });

  return router;
}
