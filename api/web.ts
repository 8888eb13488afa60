import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type Response, type NextFunction } from 'express';
import { pathIn, rootTargetFor, splitLanguage } from '@vitrina/domain/core/addresses';
import { sameSitePath } from '@vitrina/domain/core/redirects';
import { LANGUAGES, type Language } from '@vitrina/domain/core/languages';
import type { Logger } from '@vitrina/infra/log/logger';
import { negotiateEncoding, sendCompressed } from './http/compression';
import { rawQuery } from './http/validate';
import { notFoundHandler } from './http/errors';
import { HttpError } from './http/errors';
import type { PageBuilder } from './pages/pages';
import type { RenderPool } from './pages/render-pool';
import { pageTemplate, type RenderedApp } from './pages/render';
import { RENDER_HEADER, RENDER_TOKEN } from './http/render-token';
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
  /**
   * The public pages rendered by React on the server and hydrated (SSR, issue 47), on the render pool's threads
   * (api/pages/render-pool.ts; null: the build has no server entry). `countSearch` counts a guest's search page as
   * GET /search counts a search.
   */
  render?: {
    pool: RenderPool | null;
    countSearch: (req: Request, res: Response, q: string | undefined) => Promise<void>;
    budgetMs?: number;
    isMember: (req: Request) => boolean;
  };
}

/** The addresses React renders on the server: the public pages (a brand's is a member's, as the app routes it). */
const RENDERED = /^\/(home|search|magazine|magazine\/[^/]+|cloth\/[^/]+)$/;
/** A search page rendered with its results is counted for a guest (and may set its cookie): never kept by a shared cache, which would show it uncounted. */
const COUNTED_PAGE_CACHE = 'private, no-cache';

/** This server as the request reached it: the render's api calls go there, never out and back in. */
function originOf(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.startsWith('::ffff:') ? address.slice(7) : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${req.socket.localPort}`;
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
  router.use('/assets', express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '365d', index: false }));
  // A missing asset is a 404, never the index page (a stale page asking for an old chunk must fail clearly).
  router.use('/assets', notFoundHandler);
  router.use(precompressed({ maxAge: HOUR }));
  router.use(express.static(dir, { index: false, maxAge: '1h' }));
  // Each language's dictionary chunk (`/assets/en-<hash>.js`, its admin part `admin-en-…`), so a page preloads its own language's.
  const dictionaryFiles = LANGUAGES.map(
    (language) => [language, [...files].filter((file) => new RegExp(`^/assets/${language}-[\\w-]+\\.js$`).test(file))] as const,
  );
  const dictionaries = Object.fromEntries(dictionaryFiles.flatMap(([language, found]) => (found.length === 1 ? [[language, found[0]!]] : [])));
  const template = pages ? pageTemplate(readFileSync(index, 'utf8'), dictionaries) : null;
  const unclear = dictionaryFiles.filter(([, found]) => found.length > 1);
  if (pages && unclear.length > 0) pages.logger.warn({ unclear }, "more than one chunk is named as a language's dictionary: its pages preload none");
  if (pages && !template) pages.logger.warn({ index }, 'index.html lacks the places a page head goes: pages are served as built');

  /**
   * The page's body as React renders it, with the answers it rendered from; null (logged) when it could not be had
   * within the budget, and the page is then today's.
   */
  const renderApp = async (req: Request, language: Language, withoutSearchResults: boolean): Promise<RenderedApp | null> => {
    const pool = pages?.render?.pool;
    if (!pool) return null;
    const budgetMs = pages.render!.budgetMs ?? 2_000;
    const started = performance.now();
    try {
      const rendered = await pool.render({
        url: req.originalUrl,
        language,
        withoutSearchResults,
        budgetMs,
        origin: originOf(req),
        headers: { [RENDER_HEADER]: RENDER_TOKEN },
      });
      // React writes what belongs in the head first (the LCP image's preload, the page's <title>): the preloads go to
      // the head, the title is the head's own already.
      const hoisted = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)+/.exec(rendered.html)?.[0] ?? '';
      const head = hoisted.replace(/<title>[^<]*<\/title>/g, '');
      if (rendered.failed?.length)
        pages.logger.warn({ path: req.path, failed: rendered.failed }, 'page rendered without what the api did not answer: the browser asks for it');
      return { head, html: rendered.html.slice(hoisted.length), state: { language, queries: rendered.state } };
    } catch (error) {
      pages.logger.warn({ err: error, path: req.path, ms: Math.round(performance.now() - started) }, 'page not rendered by React: served as without SSR');
      return null;
    }
  };
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
      const search = rest === '/search' ? searchQueryOf(req.originalUrl, () => req.query) : null;
      const page = await pages.builder.page(language, rest, () => search);
      let app: RenderedApp | null = null;
      let cache = PAGE_CACHE;
      if (pages.render && page.status === 200 && RENDERED.test(rest)) {
        // A guest's search page shows its results: it is a search, counted as the api counts one (the render's own
        // call is not); past the limit the page shows them loading, and the app's own call is refused as it is today.
        let counted = true;
        if (rest === '/search') cache = COUNTED_PAGE_CACHE;
        if (rest === '/search' && !pages.render.isMember(req)) {
          try {
            await pages.render.countSearch(req, res, search?.q);
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            counted = false;
          }
        }
        app = await renderApp(req, language, !counted);
      }
      // The same page for everyone (who is signed in is asked by the app, and no cookie is set here): a CDN may keep
      // it a minute and serve it stale while it asks again; a browser asks every time.
      res.status(page.status).type('html').set('Content-Language', language).set('Cache-Control', cache);
      sendCompressed(req, res, template.render(page, pages.origin, app));
    } catch (error) {
      // The app can still show the page: a head that could not be written costs the head only.
      pages.logger.warn({ err: error, path: req.path }, 'page head not written');
      if (res.headersSent) return next(error);
      if (!sendEncoded(req, res, '/index.html', { maxAge: 0 })) res.sendFile(index);
    }
  });
  return router;
}
