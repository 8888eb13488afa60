import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { Profile } from './getProfile';
import type { EmailPreferences } from './getProfile';
import { profileKeys } from './profileKeys';

/** PUT /profile/email-preferences: the three choices at once. */
export async function saveEmailPreferences(preferences: EmailPreferences): Promise<Profile> {
  return Profile.parse(await api.put('profile/email-preferences', preferences));
}

export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailPreferences,
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.detail(), profile),
  });
}
