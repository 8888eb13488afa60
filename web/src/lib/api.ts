import { splitLanguage } from '@vitrina/domain/core/addresses';
import { readStoredLanguage } from '../i18n/language';

/** An answer from the api that is not a success, or no answer at all (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** True when the message is the server's own text, fit to show, rather than one made up from the status. */
    readonly fromServer = false,
    /** The answer's fields beside code and message (such as TERM_IN_USE's `uses`), as the server sent them. */
    readonly details: Readonly<Record<string, unknown>> = {},
    /** From a 429's Retry-After (whole seconds), so a message can say when to try again. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export const SEARCH_LIMIT_MESSAGE = 'FREE_SEARCH_LIMIT_EXCEEDED';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  /** Sent as JSON, or as it is when a Blob (a File keeps its own Content-Type, e.g. image/jpeg). */
  body?: unknown;
  signal?: AbortSignal;
  /** More request headers, such as If-Match on an edit that must not overwrite someone else's. */
  headers?: Record<string, string>;
}

/** A success with what its headers say about the entity (its ETag), for edits that send it back. */
export interface Answer<T> {
  body: T;
  etag: string | null;
}

/**
 * Where requests go, in which language, with which further headers: the browser's own page by default; the server's
 * render (src/entry-server.tsx) points the same query functions at the api it runs in, as a guest.
 */
export interface ApiTransport {
  origin: () => string;
  language: () => string;
  headers: () => Record<string, string>;
}

let transport: ApiTransport = { origin: () => window.location.origin, language: readStoredLanguage, headers: () => ({}) };

export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

/** Lets the router take over the redirects the client makes, so they stay inside the single-page app. */
export function setApiNavigator(next: Navigate): void {
  navigate = next;
}

/** Where the reader is, within the address's language (the router's own paths: the language prefix is its basename). */
function currentLocation(): string {
  const { pathname, search, hash } = window.location;
  return `${splitLanguage(pathname).rest}${search}${hash}`;
}

function redirectToLoginForSearchLimit(): void {
  if (splitLanguage(window.location.pathname).rest === '/login') return;
  const params = new URLSearchParams({ next: currentLocation(), reason: 'search_limit' });
  navigate(`/login?${params.toString()}`);
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, statusText: string, body: unknown, retryAfter: string | null): ApiError {
  const retryAfterSeconds = retryAfter !== null && /^\d{1,9}$/.test(retryAfter.trim()) ? Number(retryAfter) : null;
  if (body && typeof body === 'object') {
    const { code, message, ...details } = body as Record<string, unknown>;
    const codeText = typeof code === 'string' ? code : `HTTP_${status}`;
    const hasMessage = typeof message === 'string' && message.trim() !== '';
    return new ApiError(status, codeText, hasMessage ? message : codeText, hasMessage, Array.isArray(body) ? {} : details, retryAfterSeconds);
  }
  return new ApiError(status, `HTTP_${status}`, statusText || `HTTP ${status}`, false, {}, retryAfterSeconds);
}

/**
 * The one way the web app talks to the api: `/api/` paths, the session cookie, the reader's language, and the
 * custom header the server requires on every write (a browser cannot send it cross-site without CORS).
 */
export async function request<T = unknown>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestWithHeaders<T>(method, path, options)).body;
}

/** As `request`, keeping the answer's ETag. */
export async function requestWithHeaders<T = unknown>(method: Method, path: string, options: RequestOptions = {}): Promise<Answer<T>> {
  const url = new URL(`/api/${path.replace(/^\/+/, '')}`, transport.origin());
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': transport.language(), ...transport.headers() });
  const raw = options.body instanceof Blob ? options.body : null;
  if (method !== 'GET') {
    headers.set('X-Requested-With', 'vitrina');
    headers.set('Content-Type', raw ? raw.type || 'application/octet-stream' : 'application/json');
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (options.signal) init.signal = options.signal;
  if (raw) init.body = raw;
  else if (options.body !== undefined) init.body = JSON.stringify(options.body);

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : String(cause));
  }

  const body = await parseBody(response);
  if (response.ok) return { body: body as T, etag: response.headers.get('ETag') };

  const error = toApiError(response.status, response.statusText, body, response.headers.get('Retry-After'));
  if (error.status === 401 && (error.message === SEARCH_LIMIT_MESSAGE || error.code === SEARCH_LIMIT_MESSAGE)) {
    redirectToLoginForSearchLimit();
  }
  throw error;
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, { ...options, body }),
};
