import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface PasswordReset {
  email: string;
  token: string;
  newPassword: string;
}

/** Sets a new password with the token from the emailed link; every session of the account ends. */
export async function resetPassword({ email, token, newPassword }: PasswordReset): Promise<void> {
  await api.post('auth/reset-password', { email, token, new_password: newPassword });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
