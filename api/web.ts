import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type Response, type NextFunction } from 'express';
import { negotiateEncoding } from './http/compression';
import { notFoundHandler } from './http/errors';

const YEAR = 365 * 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

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

/**
 * Serves the built web app in the embedded mode: hashed assets cached for a year, everything else falls back to
 * index.html (never cached) so client-side routes load on refresh. Text files go as the `.br` or `.gz` sibling
 * the build wrote (web/build/compress.ts) when the client accepts that encoding.
 */
export function webApp(distDir: string): Router | undefined {
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
  router.use('/assets', precompressed({ maxAge: YEAR, immutable: true }, '/assets'));
  router.use(
    '/assets',
    express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '365d', index: false }),
  );
  // A missing asset is a 404, never the index page (a stale page asking for an old chunk must fail clearly).
  router.use('/assets', notFoundHandler);
  router.use(precompressed({ maxAge: HOUR }));
  router.use(express.static(dir, { index: false, maxAge: '1h' }));
  router.get(/^(?!\/api(\/|$)).*/, (req, res) => {
    res.set('Cache-Control', 'no-cache');
    if (!sendEncoded(req, res, '/index.html', { maxAge: 0 })) res.sendFile(index);
  });
  return router;
}
