import { z } from 'zod';
import { LISTED_STATES, type JobInfo } from '@vitrina/infra/jobs/port';
import { allow } from '../auth/policies';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { endpointOf, endpoints } from '../http/endpoints';
import { NoBody } from '../http/validate';
import { JobsOverview, QueueJobs, type JobView } from './responses';

const ListQuery = z.object({ state: z.enum(LISTED_STATES).default('failed'), limit: z.coerce.number().int().min(1).max(200).default(50) }).strict();
const QueueParams = z.object({ queue: z.string().regex(/^[a-z][a-z-]{0,40}$/) }).strict();
const JobParams = QueueParams.extend({ id: z.string().min(1).max(300) }).strict();

/** A job's JobView: its data as short JSON (job data names events and ids, never a secret). */
function jobView(job: JobInfo): JobView {
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

/** What the jobs' endpoints share: the context, the queues there are, and a queue named in a path that must be one. */
function jobScope(context: ApiContext, queues: readonly string[]) {
  const known = (queue: string) => {
    if (!queues.includes(queue)) throw new HttpError(404, 'QUEUE_NOT_FOUND', 'There is no such queue.');
    return queue;
  };
  return { context, queues, known };
}

const endpoint = endpointOf<ReturnType<typeof jobScope>>();
const tag = 'operators';

/**
 * The side effects' queues for admins, the same whichever adapter runs them (the embedded runner or BullMQ): each
 * queue's depth by state, its jobs in a state, and a failed job put back to run again. With Redis, Bull Board at
 * /admin/queues shows BullMQ's own view beside it.
 */
const jobs = endpoints([
  endpoint({
    method: 'GET',
    path: '/admin/jobs',
    policy: allow.admin,
    tag,
    summary: 'The job queues and their depth by state (admins)',
    response: JobsOverview,
    handler: async ({ scope: { context, queues } }) => {
      const counts = await Promise.all(queues.map((queue) => context.jobs.counts(queue)));
      return { queues: queues.map((name, i) => ({ name, counts: counts[i]! })), board: context.config.REDIS_URL ? '/admin/queues' : null };
    },
  }),
  endpoint({
    method: 'GET',
    path: '/admin/jobs/:queue',
    policy: allow.admin,
    tag,
    summary: "A queue's jobs in a state (admins)",
    params: QueueParams,
    query: ListQuery,
    response: QueueJobs,
    // A queue there is not is 404 whatever the query asks of it.
    guard: async ({ scope, params }) => {
      scope.known(params.queue);
    },
    handler: async ({ scope: { context }, params: { queue }, query: { state, limit } }) => ({
      queue,
      state,
      jobs: (await context.jobs.list(queue, state, limit)).map(jobView),
    }),
  }),
  endpoint({
    method: 'POST',
    path: '/admin/jobs/:queue/:id/retry',
    policy: allow.admin,
    tag,
    summary: 'Run a failed job again (admins)',
    params: JobParams,
    body: NoBody,
    status: 204,
    handler: async ({ scope: { context, known }, params: { queue, id }, req }) => {
      known(queue);
      const job = await context.jobs.get(queue, id);
      if (!job || job.state !== 'failed') throw new HttpError(404, 'JOB_NOT_FAILED', 'There is no failed job with this id in this queue.');
      await context.jobs.retry(queue, id);
      context.logger.info({ queue, jobId: id, by: req.caller?.userId }, 'failed job put back to run');
    },
  }),
]);

export const jobRoutes = (context: ApiContext, queues: readonly string[]) => jobs.router(jobScope(context, queues));
export const jobApi = jobs.operations;
