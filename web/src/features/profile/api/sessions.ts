import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SessionList, SessionsEnded } from '@vitrina/contract/profile';
import { api } from '../../../lib/api';
import { profileKeys } from './profileKeys';

export { DEVICE_TYPES, ADDRESS_CLASSES } from '@vitrina/contract/profile';
export type { SessionView as Session } from '@vitrina/contract/profile';

/** GET /profile/sessions: every browser where this person is signed in, newest first, this one marked. */
export async function getSessions(signal?: AbortSignal): Promise<SessionList['sessions']> {
  return SessionList.parse(await api.get('profile/sessions', signal ? { signal } : {})).sessions;
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
    mutationFn: async () => SessionsEnded.parse(await api.delete('profile/sessions', {})).ended,
    onSettled: () => client.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}
