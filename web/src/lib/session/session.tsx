import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '../useHydrated';
import { sessionKeys } from './sessionKeys';
import { meQueryOptions } from './getMe';
import { readStoredSession, storeSession } from './sessionUser';
import type { SessionUser } from './sessionUser';

/**
 * `unknown` only while nothing is stored and the server has not answered yet: guards wait instead of sending a
 * signed-in visitor to the login page.
 */
export type SessionStatus = 'unknown' | 'guest' | 'authenticated';

interface SessionContextValue {
  session: SessionUser | null;
  status: SessionStatus;
  /** True after this tab logged out, so guards send the user home rather than to the login page. */
  signedOut: boolean;
  /** True after a login in this tab, so the login page's guard follows its `next` instead of going to /. */
  justSignedIn: boolean;
  /** Where the login page's guard goes after this sign-in, when not its `next` (a new brand's checkout). */
  destination: string | null;
  signIn: (session: SessionUser, destination?: string) => void;
  signOut: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // What this browser kept is read once hydrated (the server's render, a guest's, knows none): undefined until a
  // sign-in or sign-out here replaces it.
  const hydrated = useHydrated();
  const kept = useMemo(() => (hydrated ? readStoredSession() : null), [hydrated]);
  const [replaced, setStored] = useState<SessionUser | null | undefined>(undefined);
  const stored = replaced !== undefined ? replaced : kept;
  const [signedOut, setSignedOut] = useState(false);
  const [justSignedIn, setJustSignedIn] = useState(false);
  const [destination, setDestination] = useState<string | null>(null);
  const me = useQuery(meQueryOptions());

  // The server's answer wins; when it cannot be had (offline, 5xx) the stored session carries on.
  const session = me.data !== undefined ? me.data : stored;
  const settled = me.data !== undefined || me.isError || stored !== null;
  const status: SessionStatus = session ? 'authenticated' : settled ? 'guest' : 'unknown';

  useEffect(() => {
    if (me.data !== undefined) storeSession(me.data);
  }, [me.data]);

  // What one person may see must not linger for the next: every other query is fetched again.
  const refreshUserData = useCallback(() => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] }), [queryClient]);

  const signIn = useCallback(
    (next: SessionUser, then?: string) => {
      storeSession(next);
      setStored(next);
      setSignedOut(false);
      setJustSignedIn(true);
      setDestination(then ?? null);
      queryClient.setQueryData(sessionKeys.me(), next);
      void refreshUserData();
    },
    [queryClient, refreshUserData],
  );

  const signOut = useCallback(() => {
    storeSession(null);
    setStored(null);
    setSignedOut(true);
    setJustSignedIn(false);
    setDestination(null);
    queryClient.setQueryData(sessionKeys.me(), null);
    void refreshUserData();
  }, [queryClient, refreshUserData]);

  const value = useMemo(
    () => ({ session, status, signedOut, justSignedIn, destination, signIn, signOut }),
    [session, status, signedOut, justSignedIn, destination, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
