import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RoleType } from '@vitrina/domain/accounts/roles';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/queryClient';
import { routes } from '../app/routes';
import { COOKIE_CONSENT_KEY } from '../app/shell/CookieConsent';
import { readStoredLanguage } from '../i18n/language';
import { loadMessages } from '../i18n/messages';
import { setApiNavigator } from '../lib/api';
import { signedInMe } from './answers';
import { fakeApi, json } from './fakeApi';
import type { Handler } from './fakeApi';

export interface SignedIn {
  user: string;
  type: RoleType;
  emailVerified?: boolean;
  email?: string;
  userId?: string;
}

interface Options {
  /** Stored in local storage as a previous visit would have left it. */
  stored?: SignedIn;
  /** Who GET /api/auth/me answers (200, a whole answer: test/answers.ts signedInMe) or null (401). Defaults to the stored session. */
  server?: SignedIn | null;
  cookiesAccepted?: boolean;
  /** Renders under StrictMode, as main.tsx does, so effects run twice as they do in development. */
  strict?: boolean;
  /** More answers of the fake api, keyed "METHOD /api/path"; they win over the defaults. */
  routes?: Record<string, Handler>;
}

/** The whole app, on a memory router at `path`, against a fake api at the network edge. */
export async function renderApp(path: string, options: Options = {}) {
  const { stored, cookiesAccepted = true } = options;
  const server = options.server === undefined ? (stored ?? null) : options.server;
  if (stored) {
    window.localStorage.setItem('user', stored.user);
    // Only these two are kept between visits; the rest comes from /auth/me.
    window.localStorage.setItem('type', stored.type);
  }
  if (cookiesAccepted) window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');

  const api = fakeApi({
    'GET /api/auth/me': () => (server ? json(200, signedInMe(server)) : json(401, { code: 'UNAUTHENTICATED', message: 'Login required' })),
    'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    ...options.routes,
  });

  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setApiNavigator((to) => void router.navigate(to));
  const language = readStoredLanguage();
  const messages = await loadMessages(language);
  const app = (
    <AppProviders queryClient={createQueryClient()} language={language} messages={messages}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, api, location };
}
