import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../../components/notices/NoticeProvider';
import { readStored, removeStored, writeStored } from '../../../lib/storage';
import { useSession } from '../../../lib/session/session';
import type { FavouriteType } from '../api/getFavourites';
import { useChangeFavourite } from '../api/changeFavourite';

const KEY = 'pending-favourite';
/** A heart tapped as a guest is kept this long for the login, or the registration and its confirmed email, it leads to. */
export const PENDING_FAVOURITE_MS = 24 * 3600_000;

interface Pending {
  id: string;
  type: FavouriteType;
  at: number;
}

/** Remembers the heart a guest tapped (in this browser, beyond the tab: the confirmation link may open another). */
export function rememberFavourite(id: string, type: FavouriteType): void {
  writeStored(KEY, JSON.stringify({ id, type, at: Date.now() } satisfies Pending));
}

function pendingFavourite(): Pending | null {
  try {
    const pending = JSON.parse(readStored(KEY) ?? 'null') as Pending | null;
    if (
      !pending ||
      typeof pending.id !== 'string' ||
      (pending.type !== 'cloth' && pending.type !== 'magazine') ||
      Date.now() - pending.at > PENDING_FAVOURITE_MS
    )
      return null;
    return pending;
  } catch {
    return null;
  }
}

/** Whether a heart tapped as a guest still waits to be saved (a new account is told it will be, once confirmed). */
export const hasPendingFavourite = () => pendingFavourite() !== null;

/**
 * Does what a guest asked before signing in: the heart they tapped is saved once they are signed in with a
 * confirmed email (a new account's first visit after confirming), and a notice says so. Mounted once, in the app.
 */
export function PendingFavourite() {
  const intl = useIntl();
  const notify = useNotify();
  const { status, session } = useSession();
  const change = useChangeFavourite();
  const { mutate } = change;
  const ready = status === 'authenticated' && session?.emailVerified !== false;
  useEffect(() => {
    if (!ready) return;
    const pending = pendingFavourite();
    removeStored(KEY);
    if (!pending) return;
    mutate({ id: pending.id, type: pending.type, favourite: true }, { onSuccess: () => notify(intl.formatMessage({ id: 'favourites.pending.saved' })) });
  }, [ready, mutate, notify, intl]);
  return null;
}
