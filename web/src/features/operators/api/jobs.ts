import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JobsOverview, QueueJobs, type JobView } from '@vitrina/contract/operators';
import { api } from '../../../lib/api';

export const JOB_STATES = ['failed', 'waiting', 'delayed', 'active'] as const;
export type JobState = (typeof JOB_STATES)[number];

export type Job = JobView;

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
      queryFn: async ({ signal }) => JobsOverview.parse(await api.get('admin/jobs', { signal })),
      refetchInterval: REFRESH_MS,
    }),
  );
}

/** A queue's jobs in a state (GET /admin/jobs/:queue?state=). */
export function useJobs(queue: string | null, state: JobState) {
  return useQuery(
    queryOptions({
      queryKey: jobKeys.list(queue ?? '', state),
      queryFn: async ({ signal }) => QueueJobs.parse(await api.get(`admin/jobs/${encodeURIComponent(queue ?? '')}?state=${state}`, { signal })).jobs,
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
