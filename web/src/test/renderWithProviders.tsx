import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/queryClient';
import { COOKIE_CONSENT_KEY } from '../app/shell/CookieConsent';
import { readStoredLanguage } from '../i18n/language';
import { loadMessages } from '../i18n/messages';
import { setApiNavigator } from '../lib/api';
import { fakeApi, json } from './fakeApi';
import type { Handler } from './fakeApi';

interface Options {
  /** Answers of the fake api, keyed "METHOD /api/path". GET /api/auth/me answers 401 unless given. */
  routes?: Record<string, Handler>;
  /** Where the router starts; the element is rendered at that path. */
  path?: string;
}

/**
 * One component with everything the app gives it (data cache, texts, session, a router), against the fake api:
 * quicker than the whole app when a test is about one dialog or form.
 */
export async function renderWithProviders(element: ReactElement, options: Options = {}) {
  window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
  const api = fakeApi({
    'GET /api/auth/me': () => json(401, { code: 'UNAUTHENTICATED', message: 'Login required' }),
    ...options.routes,
  });
  const path = options.path ?? '/';
  const router = createMemoryRouter(
    [
      { path: new URL(path, 'http://localhost').pathname, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  setApiNavigator((to) => void router.navigate(to));
  const language = readStoredLanguage();
  const messages = await loadMessages(language);
  const view = render(
    <AppProviders queryClient={createQueryClient()} language={language} messages={messages}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, api, router, location };
}

/** The text of whatever describes a control (its error message), as assistive technology would read it. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}
