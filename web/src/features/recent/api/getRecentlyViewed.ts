import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { History, RecentlyViewed } from '@vitrina/contract/history';
import { RECENT_LIMIT } from '../recentIds';

export const recentKeys = {
  all: ['recentlyViewed'] as const,
  history: (language: Language) => [...recentKeys.all, 'history', language] as const,
  guest: (language: Language, ids: readonly string[]) => [...recentKeys.all, 'guest', language, ids.join(',')] as const,
};

/**
 * The clothes lately viewed, newest first, as they are now: a signed-in person's from their history
 * (GET /profile/history, the one the profile lists), a guest's from the ids this browser kept (GET /recently-viewed).
 * Clothes since hidden drop out either way.
 */
export function useRecentlyViewed(who: { signedIn: true } | { signedIn: false; ids: readonly string[] }, enabled = true) {
  const language = useIntl().locale as Language;
  const ids = who.signedIn ? [] : who.ids;
  const path = who.signedIn ? `profile/history?limit=${RECENT_LIMIT}` : `recently-viewed?ids=${ids.join(',')}`;
  const queryKey: readonly string[] = who.signedIn ? recentKeys.history(language) : recentKeys.guest(language, ids);
  return useQuery(
    queryOptions({
      queryKey,
      queryFn: async ({ signal }) => (who.signedIn ? History : RecentlyViewed).parse(await api.get(path, { signal })).items,
      enabled: enabled && (who.signedIn || ids.length > 0),
    }),
  );
}
