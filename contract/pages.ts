import type { Language } from '@vitrina/domain/core/languages';

/**
 * The server's render of a page (issue 47) as the api and its render threads speak it: what api/pages/render-pool.ts
 * hands a thread, and what the web build's server entry (web/src/entry-server.tsx) answers.
 */

/** A page for a render thread: the address, its budget, and the api its queries ask. */
export interface RenderTask {
  /** The address as asked, with its language prefix and query (`/en/search?q=vestido`). */
  url: string;
  language: Language;
  /** A search page whose results the server must not show (a guest past the free searches): shown loading, and the browser asks. */
  withoutSearchResults?: boolean;
  /** The render is abandoned past this: the thread's last render gives up, and the pool refuses it (the page is then today's). */
  budgetMs: number;
  /** This very server, as the page's request reached it: the queries' calls go there. */
  origin: string;
  /** Sent on each of those calls (the server's render token: it counts nothing as a guest's). */
  headers: Record<string, string>;
}

/** What a render thread answers: React's body of the page and the answers it rendered from (dehydrated). */
export interface RenderedPage {
  html: string;
  state: unknown;
  /** The queries the api did not answer (a key, and why): the page shows them loading and the browser asks again. */
  failed?: Array<{ queryKey: string; error: string }>;
}
