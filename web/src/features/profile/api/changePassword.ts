import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKeys } from './profileKeys';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** POST /profile/password: this session stays; every other session of the account ends. */
export async function changePassword({ currentPassword, newPassword }: PasswordChange): Promise<void> {
  await api.post('profile/password', { current_password: currentPassword, new_password: newPassword });
}

export function useChangePassword() {
  const client = useQueryClient();
  // The other sessions ended with the change: the security tab's list shows this one alone.
  return useMutation({ mutationFn: changePassword, onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.sessions() }) });
}
