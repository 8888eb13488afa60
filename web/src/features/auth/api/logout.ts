import { api } from '../../../lib/api';

/** Ends the server session. */
export async function logout(): Promise<void> {
  await api.post('auth/logout');
}
