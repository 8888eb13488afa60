import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useChangeFollow } from '../lib/follows/changeFollow';
import { FOLLOW_KINDS } from '../lib/follows/followKeys';
import type { FollowKind } from '../lib/follows/followKeys';
import { readStored, removeStored, writeStored } from '../lib/storage';
import { useSession } from '../lib/session/session';
import { useNotify } from './notices/NoticeProvider';

const KEY = 'pending-follow';
/** As long as a heart tapped by a guest waits (PendingFavourite): the login, or a registration and its confirmed email. */
export const PENDING_FOLLOW_MS = 24 * 3600_000;

interface Pending {
  kind: FollowKind;
  id: string;
  name: string;
  at: number;
}

/** Remembers what a guest asked to follow, in this browser beyond the tab (the confirmation link may open another). */
export function rememberFollow(kind: FollowKind, id: string, name: string): void {
  writeStored(KEY, JSON.stringify({ kind, id, name, at: Date.now() } satisfies Pending));
}

function pendingFollow(): Pending | null {
  try {
    const pending = JSON.parse(readStored(KEY) ?? 'null') as Pending | null;
    if (!pending || typeof pending.id !== 'string' || typeof pending.name !== 'string' || !FOLLOW_KINDS.includes(pending.kind)) return null;
    return Date.now() - pending.at > PENDING_FOLLOW_MS ? null : pending;
  } catch {
    return null;
  }
}

/**
 * Does what a guest asked before signing in: the brand or influencer they pressed "Follow" on is followed once they
 * are signed in with a confirmed email, and a notice says so. Mounted once, in the app.
 */
export function PendingFollow() {
  const intl = useIntl();
  const notify = useNotify();
  const { status, session } = useSession();
  const { mutate } = useChangeFollow();
  const ready = status === 'authenticated' && session?.emailVerified !== false;
  useEffect(() => {
    if (!ready) return;
    const pending = pendingFollow();
    removeStored(KEY);
    if (!pending) return;
    mutate(
      { kind: pending.kind, id: pending.id, following: true, name: pending.name },
      { onSuccess: () => notify(intl.formatMessage({ id: 'follow.pending.done' }, { name: pending.name })) },
    );
  }, [ready, mutate, notify, intl]);
  return null;
}
