import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { useSession } from '../lib/session/session';
import { CookieConsent } from './shell/CookieConsent';

/**
 * Every page opened by its address (a load, not an in-app navigation) has the key "default": keyed by it, the
 * scroll of one such page would be restored on the next (after /login, /home opened scrolled past the banner).
 * Those are keyed by their path; in-app entries keep their own key, so back and forward restore as usual.
 */
export const scrollKey = (location: Location) => (location.key === 'default' ? `${location.pathname}${location.search}` : location.key);

// Only a member who accepted older texts loads it (with the dialog library it uses).
const LegalUpdateDialog = lazy(async () => ({ default: (await import('../features/auth/components/LegalUpdateDialog')).LegalUpdateDialog }));

export function RootLayout() {
  const { session } = useSession();
  return (
    <>
      <Outlet />
      {session?.legal?.mustAccept && (
        <Suspense fallback={null}>
          <LegalUpdateDialog />
        </Suspense>
      )}
      <CookieConsent />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
