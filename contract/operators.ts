import * as z from 'zod/mini';

/** A job as the admins' view shows it (api/operators/jobs.ts jobView). Exact: see contract/catalogue.ts. */
export const JobView = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(['waiting', 'delayed', 'active', 'completed', 'failed']),
  attemptsMade: z.int(),
  failedReason: z.nullable(z.string()),
  at: z.string().check(z.describe('When the state began: due (waiting, delayed), started (active), ended (completed, failed).')),
  data: z.string().check(z.describe("The job's data as JSON, cut to 500 characters.")),
});

/** GET /admin/jobs: each queue's depth by state, and where Bull Board is when Redis runs the jobs. */
export const JobsOverview = z.object({
  queues: z.array(z.object({ name: z.string(), counts: z.object({ waiting: z.int(), delayed: z.int(), active: z.int(), failed: z.int() }) })),
  board: z.nullable(z.string()),
});

// infra/jobs/port.ts LISTED_STATES, which the contract does not import (it depends on the domain alone); the api's
// tests hold every answer to this schema, so a state listed there and not here fails them.
const ListedState = z.enum(['waiting', 'delayed', 'active', 'failed']);

/** GET /admin/jobs/:queue: a queue's jobs in one state. */
export const QueueJobs = z.object({ queue: z.string(), state: ListedState, jobs: z.array(JobView) });

export type JobView = z.infer<typeof JobView>;
export type JobsOverview = z.infer<typeof JobsOverview>;
export type QueueJobs = z.infer<typeof QueueJobs>;
