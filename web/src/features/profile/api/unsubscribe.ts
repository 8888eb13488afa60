import { useMutation, useQuery } from '@tanstack/react-query';
import { Unsubscription } from '@vitrina/contract/profile';
import { api } from '../../../lib/api';

export { UNSUBSCRIBE_KINDS, type UnsubscribeKind } from '@vitrina/domain/accounts/profile';
import type { UnsubscribeKind } from '@vitrina/domain/accounts/profile';

/** A signed unsubscribe link's parts, as the email's address carries them. */
export interface UnsubscribeLink {
  u: string;
  k: UnsubscribeKind;
  t: string;
}

export type { Unsubscription };

const query = (link: UnsubscribeLink) => new URLSearchParams({ u: link.u, k: link.k, t: link.t }).toString();

/** GET /unsubscribe: whether the link is good and the person still gets that kind of email (changes nothing). */
export function useUnsubscription(link: UnsubscribeLink | null) {
  return useQuery({
    queryKey: ['unsubscribe', link],
    queryFn: async ({ signal }) => Unsubscription.parse(await api.get(`unsubscribe?${query(link!)}`, { signal })),
    enabled: link !== null,
    retry: false,
  });
}

/** POST /unsubscribe: turns that kind of email off, no login needed. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: async (link: UnsubscribeLink) => Unsubscription.parse(await api.post('unsubscribe', link)) });
}
