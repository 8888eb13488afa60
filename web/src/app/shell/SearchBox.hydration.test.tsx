import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../AppProviders';
import { createQueryClient } from '../queryClient';
import { loadMessages } from '../../i18n/messages';
import { fakeApi, json } from '../../test/fakeApi';
import { SearchBox } from './SearchBox';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  document.body.innerHTML = '';
});

/**
 * The box as a server-rendered page has it (renderToString, as src/entry-server.tsx renders), then hydrated in the
 * browser: what a phone's shopper types into it before the app has taken the page over is what gets searched.
 */
async function serverRenderedBox() {
  fakeApi({ 'GET /api/auth/me': () => json(200, { user: null }) });
  const messages = await loadMessages('es');
  const router = createMemoryRouter(
    [
      { path: '/home', element: <SearchBox /> },
      { path: '/search', element: <p>results</p> },
    ],
    { initialEntries: ['/home'] },
  );
  const app = (
    <AppProviders queryClient={createQueryClient()} language="es" messages={messages}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  return { app, container, router };
}

describe('header search box on a server-rendered page', () => {
  it('searches as a plain form before the app has taken the page over: the typed words to the search address', async () => {
    const { container } = await serverRenderedBox();
    const input = container.querySelector('input[role="combobox"]') as HTMLInputElement;
    input.value = 'vestido rojo';
    const form = container.querySelector('form[role="search"]') as HTMLFormElement;
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submitted);
    // Nothing stops the browser's own submission, which goes where the app would have gone.
    expect(submitted.defaultPrevented).toBe(false);
    expect(new URL(form.action).pathname).toBe('/search');
    expect(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString()).toBe('q=vestido+rojo&type=1');
  });

  it('searches the words typed before hydration on an Enter after it, not the address’s empty words', async () => {
    const { app, container, router } = await serverRenderedBox();
    const input = container.querySelector('input[role="combobox"]') as HTMLInputElement;
    input.value = 'vestido rojo';
    await act(async () => {
      hydrateRoot(container, app);
    });
    const form = container.querySelector('form[role="search"]') as HTMLFormElement;
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => {
      form.dispatchEvent(submitted);
    });
    expect(submitted.defaultPrevented).toBe(true);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=vestido+rojo&type=1');
  });
});
