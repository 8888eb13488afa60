import { useEffect, useMemo, useRef } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LANGUAGE_PREFIX, pathIn, splitLanguage } from '@vitrina/domain/core/addresses';
import type { Language } from '@vitrina/domain/core/languages';
import { useLanguage } from '../i18n/I18nProvider';
import type { Messages } from '../i18n/messages';
import { setApiNavigator } from '../lib/api';
import { AppProviders } from './AppProviders';
import { queryClient } from './queryClient';
import { routes } from './routes';

export function App({ language, messages }: { language: Language; messages: Messages }) {
  return (
    <AppProviders queryClient={queryClient} language={language} messages={messages}>
      <LanguageRouter />
    </AppProviders>
  );
}

/**
 * The language is in the address (`/en/…`, Spanish without a prefix): the router's basename is the language's
 * prefix, so every link and redirect stays in it. Another language chosen moves the address to that language's
 * (the same page) and starts a router there.
 */
function LanguageRouter() {
  const { language } = useLanguage();
  const router = useMemo(() => {
    addressIn(language);
    return createBrowserRouter(routes, { basename: LANGUAGE_PREFIX[language] || '/' });
  }, [language]);
  const previous = useRef(router);
  useEffect(() => {
    setApiNavigator((to) => void router.navigate(to));
    // The router of the language left stops listening to the address (not on unmount: StrictMode remounts).
    if (previous.current !== router) previous.current.dispose();
    previous.current = router;
  }, [router]);
  // Keyed by the language: RouterProvider keeps the state of the router it started with until the new one changes
  // it, and a router whose page needs nothing loaded (hydration loaded it) never does.
  return <RouterProvider key={language} router={router} />;
}

/** Moves the browser's address to `language`'s address of the same page, without a load. */
function addressIn(language: Language): void {
  const { pathname, search, hash } = window.location;
  const { rest, prefix } = splitLanguage(pathname);
  if (prefix === LANGUAGE_PREFIX[language]) return;
  window.history.replaceState(window.history.state, '', `${pathIn(language, rest)}${search}${hash}`);
}
