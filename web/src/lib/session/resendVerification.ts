import { useMutation } from '@tanstack/react-query';
import { api } from '../api';

/** Sends a fresh verification link; the answer does not say whether the account exists. */
export async function resendVerification(email: string): Promise<void> {
  await api.post('auth/resend-verification', { email });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
