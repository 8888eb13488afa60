import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built web app in the embedded mode: hashed assets cached for a year, everything else falls back to
 * index.html (never cached) so client-side routes load on refresh.
 */
export function webApp(distDir: string): Router | undefined {
  const dir = path.resolve(distDir);
  const index = path.join(dir, 'index.html');
  if (!existsSync(index)) return undefined;
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  router.use(express.static(dir, { index: false, maxAge: '1h' }));
  router.get(/^(?!\/api(\/|$)).*/, (_req, res) => {
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
  return router;
}
