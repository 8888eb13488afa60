import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
  /** The path's `:name` parts, when the route that answered was a pattern ("GET /api/follows/:kind/:id"). */
  params: Record<string, string>;
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/** The requests that change something: all but the reads. */
export const writes = (requests: readonly RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');

export function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The `:name` parts of `path` when it fits `pattern` segment by segment, else null. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [at, part] of expected.entries()) {
    const value = actual[at] ?? '';
    if (part.startsWith(':') && value) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

/** The handler for a request: an exact "METHOD /path" first, then a pattern with `:name` parts. */
function route(routes: Record<string, Handler>, method: string, path: string): { handler: Handler; params: Record<string, string> } | null {
  const exact = routes[`${method} ${path}`];
  if (exact) return { handler: exact, params: {} };
  for (const [key, handler] of Object.entries(routes)) {
    const [keyMethod, pattern = ''] = key.split(' ');
    if (keyMethod !== method || !pattern.includes('/:')) continue;
    const params = matchPath(pattern, path);
    if (params) return { handler, params };
  }
  return null;
}

/**
 * Stands in for the api at the network edge: `fetch` is answered from a table keyed by "METHOD /path" (or a
 * pattern, "DELETE /api/saved-searches/:id"), and every request is recorded as the browser would send it.
 * Unknown routes get the api's 404 shape.
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
      params: {},
    };
    requests.push(request);
    const found = route(routes, request.method, url.pathname);
    if (!found) return json(404, { code: 'NOT_FOUND', message: 'Not found' });
    request.params = found.params;
    return found.handler(request);
  });
  vi.stubGlobal('fetch', fetch);
  return { requests, fetch };
}
