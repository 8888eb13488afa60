import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { CookieConsent } from './shell/CookieConsent';

/**
 * Every page opened by its address (a load, not an in-app navigation) has the key "default": keyed by it, the
 * scroll of one such page would be restored on the next (after /login, /home opened scrolled past the banner).
 * Those are keyed by their path; in-app entries keep their own key, so back and forward restore as usual.
 */
export const scrollKey = (location: Location) => (location.key === 'default' ? `${location.pathname}${location.search}` : location.key);

export function RootLayout() {
  return (
    <>
      <Outlet />
      <CookieConsent />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
