import { Router } from 'express';
import { isAdmin } from '@vitrina/domain/accounts/roles';
import type { BullMqJobQueue } from '@vitrina/infra/jobs/bullmq';
import type { JobQueue } from '@vitrina/infra/jobs/port';
import { authenticate } from '../auth/authenticate';
import type { ApiContext } from '../context';

/** Where Bull Board answers: a page of its own, outside the web app, for admins. */
export const BOARD_PATH = '/admin/queues';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** BullMQ's queue (the scaled mode's), told apart without loading BullMQ, which the embedded mode never does. */
const onRedis = (jobs: JobQueue): jobs is BullMqJobQueue => 'bullQueue' in jobs;

/**
 * Bull Board (@bull-board/express) over BullMQ's queues, when jobs run on Redis (else none, and Bull Board is not
 * loaded): for signed-in admins only (a guest is sent to log in and back, anyone else refused). Its own buttons
 * retry and clean jobs with plain fetches, so a write from another site (by Sec-Fetch-Site, or an Origin that is
 * not the site's) is refused before it.
 */
export async function queuesBoard(context: ApiContext, jobs: JobQueue, queues: readonly string[]): Promise<Router | undefined> {
  if (!onRedis(jobs)) return undefined;
  const [{ createBullBoard }, { BullMQAdapter }, { ExpressAdapter }] = await Promise.all([
    import('@bull-board/api'),
    import('@bull-board/api/bullMQAdapter'),
    import('@bull-board/express'),
  ]);
  const server = new ExpressAdapter();
  server.setBasePath(BOARD_PATH);
  createBullBoard({
    queues: queues.map((name) => new BullMQAdapter(jobs.bullQueue(name))),
    serverAdapter: server,
    options: { uiConfig: { boardTitle: 'Vitrina' } },
  });
  const site = new URL(context.config.PUBLIC_URL).origin;
  const router = Router();
  router.use(authenticate(context), (req, res, next) => {
    if (!req.caller) return res.redirect(`/login?${new URLSearchParams({ next: BOARD_PATH }).toString()}`);
    if (!isAdmin(req.caller.type)) return res.status(403).type('text/plain').send('Only admins may see the job queues.');
    const origin = req.get('origin');
    if (!SAFE.has(req.method) && (req.get('sec-fetch-site') === 'cross-site' || (origin !== undefined && origin !== site))) {
      return res.status(403).type('text/plain').send('Cross-site requests are not allowed.');
    }
    next();
  });
  router.use(server.getRouter());
  return router;
}
