import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { ROLE_TYPES } from '@vitrina/domain/accounts/roles';
import { api } from '../../../lib/api';
import { profileKeys } from './profileKeys';

export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export const EmailPreferences = z.object({
  promotions: z.boolean(),
  news: z.boolean(),
  specialOffers: z.boolean(),
  digest: z.enum(DIGEST_FREQUENCIES),
  backInStock: z.boolean(),
});
export type EmailPreferences = z.infer<typeof EmailPreferences>;

export const Profile = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  type: z.enum(ROLE_TYPES),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  preferenceGender: z.nullable(z.string()),
  language: z.enum(LANGUAGES),
  emailPreferences: EmailPreferences,
});
export type Profile = z.infer<typeof Profile>;

/** GET /profile: the signed-in person's account, settings and email preferences. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return Profile.parse(await api.get('profile', signal ? { signal } : {}));
}

export const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.detail(), queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
