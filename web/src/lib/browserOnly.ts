// What the server's render of a page asks, and what it leaves (src/entry-server.tsx).

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Left to the browser by the server's render (src/entry-server.tsx): what shows below the first view. */
      browserOnly?: boolean;
    };
  }
}

/** A query's options for what the server's render leaves to the browser: asked once the page is hydrated. */
export const BROWSER_ONLY = { meta: { browserOnly: true } } as const;
