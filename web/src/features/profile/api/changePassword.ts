import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** POST /profile/password: this session stays; every other session of the account ends. */
export async function changePassword({ currentPassword, newPassword }: PasswordChange): Promise<void> {
  await api.post('profile/password', { current_password: currentPassword, new_password: newPassword });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
