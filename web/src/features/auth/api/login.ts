import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { LoggedIn } from '@vitrina/contract/accounts';
import type { SessionUser } from '../../../lib/session/sessionUser';

export interface Credentials {
  email: string;
  password: string;
}

export interface LoginOptions {
  /** The server asked for the captcha (after repeated failures on the account or from the network): solving starts. */
  onChallenge?: () => void;
}

/**
 * Opens a session; the server sets the cookie, the answer says who signed in. When the login throttle asks for the
 * captcha, the browser solves it (a proof of work, no puzzle for the person) and the same login is sent again.
 */
export async function login(credentials: Credentials, options: LoginOptions = {}): Promise<SessionUser> {
  let answer: unknown;
  try {
    answer = await api.post('auth/login', credentials);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'CAPTCHA_REQUIRED')) throw error;
    options.onChallenge?.();
    // Loaded only when asked: most logins never need it.
    const { obtainCaptchaToken } = await import('../captcha/captchaToken');
    answer = await api.post('auth/login', { ...credentials, captcha: await obtainCaptchaToken() });
  }
  return { ...LoggedIn.parse(answer), email: credentials.email };
}

export function useLogin(options: LoginOptions = {}) {
  return useMutation({ mutationFn: (credentials: Credentials) => login(credentials, options) });
}
