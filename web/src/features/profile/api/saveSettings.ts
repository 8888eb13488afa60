import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import { api } from '../../../lib/api';
import { Profile } from './getProfile';
import { profileKeys } from './profileKeys';

export interface Settings {
  /** Empty for none. */
  firstName: string;
  lastName: string;
  preferenceGender: string | null;
  language: Language;
}

/** PUT /profile/settings: every setting at once; the answer is the profile as saved. */
export async function saveSettings(settings: Settings): Promise<Profile> {
  return Profile.parse(await api.put('profile/settings', settings));
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.detail(), profile),
  });
}
