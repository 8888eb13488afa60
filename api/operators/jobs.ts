import { Router } from 'express';
import { z } from 'zod';
import { LISTED_STATES, type JobInfo } from '@vitrina/infra/jobs/port';
import { allow } from '../auth/policies';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { operations } from '../http/openapi';
import { NoBody, parseInput } from '../http/validate';

const ListQuery = z.object({ state: z.enum(LISTED_STATES).default('failed'), limit: z.coerce.number().int().min(1).max(200).default(50) }).strict();
const QueueParams = z.object({ queue: z.string().regex(/^[a-z][a-z-]{0,40}$/) }).strict();
const JobParams = QueueParams.extend({ id: z.string().min(1).max(300) }).strict();

/** A job as the admins' view shows it. */
const JobView = z
  .object({
    id: z.string(),
    name: z.string(),
    state: z.enum(['waiting', 'delayed', 'active', 'completed', 'failed']),
    attemptsMade: z.number().int(),
    failedReason: z.string().nullable(),
    at: z.string().describe('When the state began: due (waiting, delayed), started (active), ended (completed, failed).'),
    data: z.string().describe("The job's data as JSON, cut to 500 characters."),
  })
  .strict();

/** GET /admin/jobs: each queue's depth by state, and where Bull Board is when Redis runs the jobs. */
const JobsOverview = z
  .object({
    queues: z.array(z.object({ name: z.string(), counts: z.object({ waiting: z.number().int(), delayed: z.number().int(), active: z.number().int(), failed: z.number().int() }).strict() }).strict()),
    board: z.string().nullable(),
  })
  .strict();

/** GET /admin/jobs/:queue: a queue's jobs in one state. */
const QueueJobs = z.object({ queue: z.string(), state: z.enum(LISTED_STATES), jobs: z.array(JobView) }).strict();

/** A job's JobView: its data as short JSON (job data names events and ids, never a secret). */
function jobView(job: JobInfo): z.infer<typeof JobView> {
  const data = JSON.stringify(job.data) ?? 'null';
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    attemptsMade: job.attemptsMade,
    failedReason: job.failedReason ?? null,
    at: job.at,
    data: data.length > 500 ? `${data.slice(0, 499)}…` : data,
  };
}

/**
 * The side effects' queues for admins, the same whichever adapter runs them (the embedded runner or BullMQ): each
 * queue's depth by state, its jobs in a state, and a failed job put back to run again. With Redis, Bull Board at
 * /admin/queues shows BullMQ's own view beside it.
 */
export function jobRoutes(context: ApiContext, queues: readonly string[]): Router {
  const router = Router();
  const known = (queue: string) => {
    if (!queues.includes(queue)) throw new HttpError(404, 'QUEUE_NOT_FOUND', 'There is no such queue.');
    return queue;
  };

  router.get('/admin/jobs', allow.admin, async (_req, res) => {
    const counts = await Promise.all(queues.map((queue) => context.jobs.counts(queue)));
    res.json({ queues: queues.map((name, i) => ({ name, counts: counts[i]! })), board: context.config.REDIS_URL ? '/admin/queues' : null });
  });

  router.get('/admin/jobs/:queue', allow.admin, async (req, res) => {
    const queue = known(parseInput(QueueParams, req.params).queue);
    const { state, limit } = parseInput(ListQuery, req.query);
    res.json({ queue, state, jobs: (await context.jobs.list(queue, state, limit)).map(jobView) });
  });

  router.post('/admin/jobs/:queue/:id/retry', allow.admin, async (req, res) => {
    parseInput(NoBody, req.body);
    const { queue, id } = parseInput(JobParams, req.params);
    known(queue);
    const job = await context.jobs.get(queue, id);
    if (!job || job.state !== 'failed') throw new HttpError(404, 'JOB_NOT_FAILED', 'There is no failed job with this id in this queue.');
    await context.jobs.retry(queue, id);
    context.logger.info({ queue, jobId: id, by: req.caller?.userId }, 'failed job put back to run');
    res.status(204).end();
  });
  return router;
}

export const jobApi = operations([
  { method: 'GET', path: '/admin/jobs', tag: 'operators', summary: 'The job queues and their depth by state (admins)', response: JobsOverview },
  { method: 'GET', path: '/admin/jobs/:queue', tag: 'operators', summary: 'A queue\'s jobs in a state (admins)', params: QueueParams, query: ListQuery, response: QueueJobs },
  { method: 'POST', path: '/admin/jobs/:queue/:id/retry', tag: 'operators', summary: 'Run a failed job again (admins)', params: JobParams, body: NoBody, status: 204 },
]);
