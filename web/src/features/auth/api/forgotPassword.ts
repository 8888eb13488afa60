import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export async function forgotPassword(email: string): Promise<void> {
  await api.post('auth/forgot-password', { email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
