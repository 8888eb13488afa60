import express, { Router, type ErrorRequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '@vitrina/testkit/api/http';
import { byFirstSegment } from './dispatch';

describe('byFirstSegment', () => {
  const seen: string[] = [];
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const everything = Router();
    everything.use((req, _res, next) => {
      seen.push(`all ${req.path}`);
      next();
    });
    const clothes = Router();
    clothes.get('/clothes/:id', (req, res, next) => (req.params.id === 'pass' ? next('router') : res.json({ by: 'clothes', id: req.params.id })));
    clothes.get('/clothes/:id/fail', () => {
      throw new Error('broken');
    });
    const admin = Router();
    admin.get('/admin/clothes', (_req, res) => res.json({ by: 'admin clothes' }));
    const more = Router();
    more.get('/clothes/:id', (req, res) => res.json({ by: 'more', id: req.params.id }));
    more.get('/admin/brands', (_req, res) => res.json({ by: 'admin brands' }));
    const patterned = Router();
    patterned.get('/:anything/odd', (req, res) => res.json({ by: 'patterned', anything: req.params.anything }));

    const docs = Router();
    docs.use('/docs', (req, _res, next) => {
      seen.push(`docs ${req.originalUrl}`);
      next();
    });
    docs.get('/docs/page', (_req, res) => res.json({ by: 'docs' }));
    // The same router, noting each request it is handed (before its own paths are matched).
    const docsHanded = Object.assign(
      ((req, res, next) => {
        seen.push(`handed to docs ${req.path}`);
        docs(req, res, next);
      }) as Router,
      { stack: docs.stack },
    );

    const app = express();
    app.use('/api', byFirstSegment([everything, clothes, admin, more, patterned, docsHanded]));
    app.use(((error, _req, res, _next) => res.status(500).json({ error: (error as Error).message })) satisfies ErrorRequestHandler);
    app.use((_req, res) => res.status(404).json({ by: 'none' }));
    server = await listen(app);
  });
  afterAll(() => server.close());

  const get = async (path: string) => {
    const response = await fetch(`${server.url}/api${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('hands a request to the routers whose routes start with its first segment, in their order', async () => {
    expect(await get('/clothes/a1')).toEqual({ status: 200, body: { by: 'clothes', id: 'a1' } });
    expect(await get('/admin/clothes')).toEqual({ status: 200, body: { by: 'admin clothes' } });
    expect(await get('/admin/brands')).toEqual({ status: 200, body: { by: 'admin brands' } });
  });

  it('goes on to the next router when one lets a request pass, and to what follows when none answers', async () => {
    expect(await get('/clothes/pass')).toEqual({ status: 200, body: { by: 'more', id: 'pass' } });
    expect(await get('/nothing/here')).toEqual({ status: 404, body: { by: 'none' } });
  });

  it('shows every request to a router with middleware or a route starting with a parameter', async () => {
    seen.length = 0;
    await get('/clothes/a2');
    await get('/whatever/odd');
    expect(seen).toEqual(['all /clothes/a2', 'all /whatever/odd']);
    expect(await get('/whatever/odd')).toEqual({ status: 200, body: { by: 'patterned', anything: 'whatever' } });
  });

  it('hands a router its mounted paths only (router.use with a path)', async () => {
    seen.length = 0;
    await get('/clothes/a4');
    expect((await get('/nothing/there')).status).toBe(404);
    expect(await get('/docs/page')).toEqual({ status: 200, body: { by: 'docs' } });
    expect(seen).toEqual(['all /clothes/a4', 'all /nothing/there', 'all /docs/page', 'handed to docs /docs/page', 'docs /api/docs/page']);
  });

  it('passes an error on to the error handler', async () => {
    expect(await get('/clothes/a3/fail')).toEqual({ status: 500, body: { error: 'broken' } });
  });
});
