import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type Response, type NextFunction } from 'express';
import { pathIn, rootTargetFor, splitLanguage } from '@vitrina/domain/core/addresses';
import { sameSitePath } from '@vitrina/domain/core/redirects';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import type { Logger } from '@vitrina/infra/log/logger';
import { negotiateEncoding, sendCompressed } from './http/compression';
import { rawQuery } from './http/validate';
import { notFoundHandler } from './http/errors';
import type { PageBuilder } from './pages/pages';
import { pageTemplate } from './pages/render';
import { searchQueryOf } from './search/routes';

const YEAR = 365 * 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** A page the api wrote (api/pages): shared caches keep it briefly, browsers revalidate. */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Every file of the build, relative to its folder with forward slashes: the build never changes while we run. */
function listFiles(dir: string, prefix = ''): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) for (const file of listFiles(path.join(dir, entry.name), relative)) found.add(file);
    else if (entry.isFile()) found.add(relative);
  }
  return found;
}

/** What the server needs to write each page's head and first paint (issue 30); without it, every page is index.html as built. */
export interface PagesOptions {
  builder: PageBuilder;
  /** The site's public origin (PUBLIC_URL): canonical addresses and images are absolute. */
  origin: string;
  logger: Logger;
  /** robots.txt and the sitemaps (api/pages/sitemaps.ts). */
  sitemaps: Router;
}

/**
 * Serves the built web app in the embedded mode: hashed assets cached for a year, everything else falls back to
 * index.html (never cached) so client-side routes load on refresh. Text files go as the `.br` or `.gz` sibling
 * the build wrote (web/build/compress.ts) when the client accepts that encoding. With `pages`, each address's
 * index.html carries its own head (title, description, canonical, languages, Open Graph, JSON-LD), status (404,
 * 410) and a first paint a crawler reads without running the app (api/pages).
 */
export function webApp(distDir: string, pages?: PagesOptions): Router | undefined {
  const dir = path.resolve(distDir);
  const index = path.join(dir, 'index.html');
  if (!existsSync(index)) return undefined;
  const files = listFiles(dir);

  /** Sends `file` (a path under the build, as in `files`) precompressed if it can; false if it cannot. */
  const sendEncoded = (req: Request, res: Response, file: string, cache: { maxAge: number; immutable?: boolean }) => {
    const siblings = files.has(`${file}.br`) || files.has(`${file}.gz`);
    if (!siblings) return false;
    res.vary('Accept-Encoding');
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : undefined;
    if (!suffix || !files.has(file + suffix)) return false;
    res.type(path.extname(file));
    res.set('Content-Encoding', encoding);
    res.sendFile(path.join(dir, file + suffix), { ...cache, dotfiles: 'deny' });
    return true;
  };

  const precompressed =
    (cache: { maxAge: number; immutable?: boolean }, base = '') =>
    (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      let file: string;
      try {
        file = base + decodeURIComponent(req.path);
      } catch {
        return next();
      }
      if (!sendEncoded(req, res, file, cache)) next();
    };

  const router = Router();
  if (pages) router.use(pages.sitemaps);
  router.use('/assets', precompressed({ maxAge: YEAR, immutable: true }, '/assets'));
  router.use(
    '/assets',
    express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '365d', index: false }),
  );
  // A missing asset is a 404, never the index page (a stale page asking for an old chunk must fail clearly).
  router.use('/assets', notFoundHandler);
  router.use(precompressed({ maxAge: HOUR }));
  router.use(express.static(dir, { index: false, maxAge: '1h' }));
  // Each language's dictionary chunk (`/assets/en-<hash>.js`), so a page preloads its own language's.
  const dictionaries = Object.fromEntries(LANGUAGES.flatMap((language) => [...files].filter((file) => new RegExp(`^/assets/${language}-[\\w-]+\\.js$`).test(file)).map((file) => [language, file] as const)));
  const template = pages ? pageTemplate(readFileSync(index, 'utf8'), dictionaries) : null;
  if (pages && !template) pages.logger.warn({ index }, 'index.html lacks the places a page head goes: pages are served as built');
  router.get(/^(?!\/api(\/|$)).*/, async (req, res, next) => {
    res.set('Cache-Control', 'no-cache');
    if (!pages || !template) {
      if (!sendEncoded(req, res, '/index.html', { maxAge: 0 })) res.sendFile(index);
      return;
    }
    const { language, rest, prefix } = splitLanguage(req.path);
    const raw = rawQuery(req.originalUrl);
    const query = raw ? `?${raw}` : '';
    // Spanish has no prefix: `/es/…` is the same page's other address (`/es//evil.example` is no page: the root).
    if (prefix === '/es') return res.redirect(301, sameSitePath(`${rest}${query}`));
    if (rest === '/') return res.redirect(302, pathIn(language, rootTargetFor(req.hostname)));
    try {
      const page = await pages.builder.page(language, rest, () => searchQueryOf(req.originalUrl, () => req.query));
      // The same page for everyone (who is signed in is asked by the app, and no cookie is set here): a CDN may keep
      // it a minute and serve it stale while it asks again; a browser asks every time.
      res.status(page.status).type('html').set('Content-Language', language).set('Cache-Control', PAGE_CACHE);
      sendCompressed(req, res, template.render(page, pages.origin));
    } catch (error) {
      // The app can still show the page: a head that could not be written costs the head only.
      pages.logger.warn({ err: error, path: req.path }, 'page head not written');
      if (res.headersSent) return next(error);
      if (!sendEncoded(req, res, '/index.html', { maxAge: 0 })) res.sendFile(index);
    }
  });
  return router;
}
