import { queryOptions, useQuery } from '@tanstack/react-query';
import { Profile } from '@vitrina/contract/profile';
import { api } from '../../../lib/api';
import { profileKeys } from './profileKeys';

/** The signed-in person's account, settings and email preferences (contract/profile.ts). */
export { DIGEST_FREQUENCIES } from '@vitrina/domain/accounts/profile';
export { Profile };
export type { EmailPreferences } from '@vitrina/contract/profile';

/** GET /profile: the signed-in person's account, settings and email preferences. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return Profile.parse(await api.get('profile', signal ? { signal } : {}));
}

export const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.detail(), queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
