import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionKeys } from '../../../lib/session/sessionKeys';

export interface EmailVerification {
  email: string;
  token: string;
}

export async function verifyEmail(verification: EmailVerification): Promise<void> {
  await api.post('auth/verify-email', verification);
}

/** A signed-in reader's session learns that the email is now verified, so the reminder goes away. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me() }),
  });
}
