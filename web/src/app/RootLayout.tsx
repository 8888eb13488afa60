import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CookieConsent } from './shell/CookieConsent';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <CookieConsent />
      <ScrollRestoration />
    </>
  );
}
