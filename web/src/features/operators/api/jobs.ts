import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../../../lib/api';

export const JOB_STATES = ['failed', 'waiting', 'delayed', 'active'] as const;
export type JobState = (typeof JOB_STATES)[number];

const Counts = z.object({ waiting: z.number(), delayed: z.number(), active: z.number(), failed: z.number() });
const Overview = z.object({ queues: z.array(z.object({ name: z.string(), counts: Counts })), board: z.nullable(z.string()) });
export type JobsOverview = z.infer<typeof Overview>;

const Job = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  attemptsMade: z.number(),
  failedReason: z.nullable(z.string()),
  at: z.string(),
  data: z.string(),
});
export type Job = z.infer<typeof Job>;
const Jobs = z.object({ jobs: z.array(Job) });

export const jobKeys = {
  all: ['jobs'] as const,
  overview: () => [...jobKeys.all, 'overview'] as const,
  list: (queue: string, state: JobState) => [...jobKeys.all, 'list', queue, state] as const,
};

/** How often the tab looks again: a queue an operator watches moves by itself. */
const REFRESH_MS = 5_000;

/** Each queue's depth by state (GET /admin/jobs), and where Bull Board is when jobs run on Redis. */
export function useJobsOverview() {
  return useQuery(
    queryOptions({
      queryKey: jobKeys.overview(),
      queryFn: async ({ signal }) => Overview.parse(await api.get('admin/jobs', { signal })),
      refetchInterval: REFRESH_MS,
    }),
  );
}

/** A queue's jobs in a state (GET /admin/jobs/:queue?state=). */
export function useJobs(queue: string | null, state: JobState) {
  return useQuery(
    queryOptions({
      queryKey: jobKeys.list(queue ?? '', state),
      queryFn: async ({ signal }) => Jobs.parse(await api.get(`admin/jobs/${encodeURIComponent(queue ?? '')}?state=${state}`, { signal })).jobs,
      enabled: queue !== null,
      refetchInterval: REFRESH_MS,
    }),
  );
}

/** Puts a failed job back to run (POST /admin/jobs/:queue/:id/retry); every list and count follows. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ queue, id }: { queue: string; id: string }) => api.post(`admin/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`, {}),
    onSettled: () => client.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
