import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { LANGUAGE_PREFIX, splitLanguage } from '@vitrina/domain/core/addresses';
import { DEFAULT_LANGUAGE } from '@vitrina/domain/core/languages';
import type { Language } from '@vitrina/domain/core/languages';
import { App } from './app/App';
import { queryClient } from './app/queryClient';
import { routes } from './app/routes';
import { readStoredLanguage, storeLanguage } from './i18n/language';
import { loadMessages } from './i18n/messages';
import type { Messages } from './i18n/messages';

/** What the server's render left beside it (api/web.ts): its language and the answers it rendered from. */
interface ServerState {
  language: Language;
  queries: DehydratedState;
}

function serverState(): ServerState | null {
  const script = document.getElementById('vitrina-state');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerState;
  } catch {
    return null;
  }
}

/** The lazy route modules of the page opened, loaded before hydrating, so the router's first render is the server's. */
async function loadMatchedRoutes(language: Language): Promise<void> {
  const matches = matchRoutes(routes, window.location, LANGUAGE_PREFIX[language] || '/') ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined } satisfies Partial<RouteObject>);
    }),
  );
}

async function start(root: HTMLElement) {
  // An address with a language prefix speaks that language, and the choice is kept; one without speaks the
  // reader's stored language (the app moves the address there), Spanish for a first visit.
  const addressed = splitLanguage(window.location.pathname);
  if (addressed.prefix) storeLanguage(addressed.language);
  let language = addressed.prefix ? addressed.language : readStoredLanguage();
  let messages: Messages;
  // The dictionary is loaded before the first render, so a French reader never sees a flash of Spanish.
  try {
    messages = await loadMessages(language);
  } catch {
    language = DEFAULT_LANGUAGE;
    messages = await loadMessages(language);
  }
  const app = (
    <StrictMode>
      <App language={language} messages={messages} />
    </StrictMode>
  );
  // A page the server rendered in this language is hydrated from the answers it was rendered with (nothing asked
  // twice); any other (a private page, a reader whose stored language is another) is rendered here.
  const rendered = serverState();
  if (rendered?.language === language) {
    hydrate(queryClient, rendered.queries);
    await loadMatchedRoutes(language);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole page (Lighthouse's phone: tasks of 150-270 ms in react-dom, TBT up to 400 ms); input that comes
    // meanwhile is handled first (React hydrates what was touched at once).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
