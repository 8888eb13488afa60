import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * GET /profile/export: everything Vitrina holds about the signed-in person, saved by the browser as a JSON file
 * (`vitrina-<username>-<day>.json`, as the server names it).
 */
export async function downloadMyData(username: string): Promise<void> {
  const data = await api.get('profile/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `vitrina-${username}-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file; the object URL may go once this turn is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/** POST /profile/erase: the account erased for good, after the password again; the session ends with it. */
export function useEraseAccount() {
  return useMutation({ mutationFn: (password: string) => api.post('profile/erase', { password }) });
}
