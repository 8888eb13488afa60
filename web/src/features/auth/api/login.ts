import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SessionUser } from '../../../lib/session/sessionUser';

export interface Credentials {
  email: string;
  password: string;
}

/** Opens a session; the server sets the cookie, the answer says who signed in. */
export async function login(credentials: Credentials): Promise<SessionUser> {
  const session = SessionUser.parse(await api.post('auth/login', credentials));
  return { ...session, email: session.email ?? credentials.email };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
