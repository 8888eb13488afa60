import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../../../lib/api';
import { profileKeys } from './profileKeys';

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop', 'tv', 'bot', 'unknown'] as const;
export const ADDRESS_CLASSES = ['this-device', 'local-network', 'shared-network', 'internet', 'unknown'] as const;

const Session = z.object({
  handle: z.string(),
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  deviceType: z.enum(DEVICE_TYPES),
  place: z.object({ kind: z.enum(ADDRESS_CLASSES), network: z.nullable(z.string()) }),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof Session>;

/** GET /profile/sessions: every browser where this person is signed in, newest first, this one marked. */
export async function getSessions(signal?: AbortSignal): Promise<Session[]> {
  return z.object({ sessions: z.array(Session) }).parse(await api.get('profile/sessions', signal ? { signal } : {})).sessions;
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: profileKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** DELETE /profile/sessions/:handle: signs that browser out. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (handle: string) => api.delete(`profile/sessions/${encodeURIComponent(handle)}`, {}),
    onSettled: () => client.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

/** DELETE /profile/sessions: signs out every browser but this one; answers how many. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => z.object({ ended: z.number() }).parse(await api.delete('profile/sessions', {})).ended,
    onSettled: () => client.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}
