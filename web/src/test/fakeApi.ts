import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stands in for the api at the network edge: `fetch` is answered from a table keyed by "METHOD /path", and
 * every request is recorded as the browser would send it. Unknown routes get the api's 404 shape.
 */
export function fakeApi(routes: Record<string, Handler> = {}) {
  const requests: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      // JSON bodies are parsed; raw ones (an uploaded image) are kept as the Blob the app sent.
      body: text === undefined ? (init.body ?? undefined) : (JSON.parse(text) as unknown),
    };
    requests.push(request);
    const handler = routes[`${request.method} ${url.pathname}`];
    return handler ? handler(request) : json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests, fetch };
}
