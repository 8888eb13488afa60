import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { dehydrate, skipToken } from '@tanstack/react-query';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { RenderedPage, RenderTask } from '@vitrina/contract/pages';
import { LANGUAGE_PREFIX } from '@vitrina/domain/core/addresses';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/queryClient';
import { routes } from './app/routes';
import { loadMessages } from './i18n/messages';
import { setApiTransport } from './lib/api';
import { searchKeys } from './features/search/api/searchClothes';
import { sessionKeys } from './lib/session/sessionKeys';

/**
 * The server's render of one page (issue 47): the same routes, providers and query functions as the browser's app
 * (src/main.tsx), with React Router's static data path and a QueryClient of the request's own. Who is signed in is
 * never asked here (the page is a guest's, the same for everyone): the app asks once hydrated.
 */

/** Where the query functions' requests go during the render in hand: one render at a time on each render thread. */
let current = { origin: 'http://127.0.0.1', language: 'es', headers: {} as Record<string, string> };
setApiTransport({ origin: () => current.origin, language: () => current.language, headers: () => current.headers });

/** A page to render here: a render thread's task without the api it asks, and how many rounds of asking it may take. */
export interface RenderInput extends Omit<RenderTask, 'origin' | 'headers' | 'budgetMs'> {
  /** How many rounds of asking for what a render found missing (a query that needs another's answer takes two). */
  rounds?: number;
  /** The final render is abandoned past this (the server then writes today's page). */
  budgetMs?: number;
}

export interface Rendered {
  /** React's stream of the page, ready: every query it needed answered, every lazy part loaded. */
  stream: ReturnType<typeof renderToPipeableStream>;
  /** The answers as TanStack Query dehydrates them, for the browser to start from. */
  state: ReturnType<typeof dehydrate>;
  /** The queries the api did not answer (their keys and why), shown loading and asked again by the browser. */
  failed: RenderedPage['failed'];
}

/** An address the router answers with a redirect, not a page: the server writes today's page for it. */
export class NotAPage extends Error {}

const enabledFor = (query: Query): boolean => {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  if (!queryFn || queryFn === skipToken || query.meta?.browserOnly) return false;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/** The queries a render found and nobody has asked yet, as the browser would ask them on mount. */
function waiting(client: QueryClient, skip: (queryKey: readonly unknown[]) => boolean): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        query.queryKey[0] !== sessionKeys.all[0] &&
        !skip(query.queryKey) &&
        enabledFor(query),
    );
}

export async function render({ url, language, withoutSearchResults = false, rounds = 4, budgetMs = 2_000 }: RenderInput): Promise<Rendered> {
  const messages = await loadMessages(language);
  const results = searchKeys.results();
  const skip = (key: readonly unknown[]) => withoutSearchResults && results.every((part, index) => key[index] === part);
  const queryClient = createQueryClient({ server: true });
  const handler = createStaticHandler(routes, { basename: LANGUAGE_PREFIX[language] || '/' });
  const context = await handler.query(new Request(new URL(url, 'http://vitrina.local')));
  if (context instanceof Response) throw new NotAPage(`the router answers ${url} with ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = () => (
    <AppProviders queryClient={queryClient} language={language} messages={messages}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  const started = Date.now();
  try {
    // The one data path: each round renders the page, and the queries it met are asked with their own query
    // functions, as the browser would on mount, until a render meets none new. That render is the page: React
    // renders it once more only when it found something to ask.
    for (let round = 1; ; round++) {
      const rendered = await stream(page(), url, budgetMs - (Date.now() - started));
      const missing = round < rounds ? waiting(queryClient, skip) : [];
      if (missing.length === 0) {
        // What could not be had (an error, a query met in the last round, one left to the browser) is shown loading
        // by the server and by the browser's first render alike, and asked by the browser.
        const failed = queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => query.state.status === 'error')
          .map((query) => ({ queryKey: JSON.stringify(query.queryKey), error: String(query.state.error) }));
        for (const query of queryClient.getQueryCache().getAll()) if (query.state.status !== 'success') queryClient.getQueryCache().remove(query);
        return { stream: rendered, state: dehydrate(queryClient), failed };
      }
      rendered.abort();
      await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
    }
  } finally {
    // Once React has rendered it all, the request's answers are needed no more (the cache's timers would keep them).
    queryClient.clear();
  }
}

/** React's stream of the page once all of it is rendered (nothing left to wait for), or its error. */
function stream(page: ReactNode, url: string, budgetMs: number): Promise<Rendered['stream']> {
  return new Promise<Rendered['stream']>((resolve, reject) => {
    const rendering = renderToPipeableStream(page, {
      onAllReady: () => {
        clearTimeout(timer);
        resolve(rendering);
      },
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
    const timer = setTimeout(() => rendering.abort(new Error(`render of ${url} past ${budgetMs} ms`)), Math.max(0, budgetMs));
  });
}

/** The page's body as React writes it, and the answers it rendered from: what a render thread answers. */
export default async function renderPage({ origin, headers, ...input }: RenderTask): Promise<RenderedPage> {
  current = { origin, language: input.language, headers };
  const { stream, state, failed } = await render(input);
  return { html: await readStream(stream), state, failed };
}

/** What the render pool asks of a thread it starts ahead of its pages (api/pages/render-pool.ts): nothing more. */
export function ready(): null {
  return null;
}

/** React's stream, read to its end. */
function readStream(stream: Rendered['stream']): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    sink.on('error', reject);
    stream.pipe(sink);
  });
}
