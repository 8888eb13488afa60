import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session/session';
import { Notifications } from '@vitrina/contract/following';
import { feedKeys } from './feedKeys';

export type { Notifications };
export type Notification = Notifications['items'][number];

/** How often the bell asks again while the page is open, besides when the window gets the focus back. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/** GET /notifications: the latest (at most 30) of the feed as notifications, and how many are unread. */
export async function getNotifications(signal?: AbortSignal): Promise<Notifications> {
  return Notifications.parse(await api.get('notifications', signal ? { signal } : {}));
}

export function notificationsQueryOptions(user: string, language: Language) {
  return queryOptions({ queryKey: feedKeys.notifications(user, language), queryFn: ({ signal }) => getNotifications(signal) });
}

export function useNotifications() {
  const language = useIntl().locale as Language;
  const { session } = useSession();
  return useQuery({
    ...notificationsQueryOptions(session?.user ?? '', language),
    enabled: session !== null,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
