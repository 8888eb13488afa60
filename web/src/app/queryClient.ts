import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

const MAX_RETRIES = 2;

/** A client error (4xx) will not go away by asking again; a network fault or a 5xx might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * A server render's one retry: a connection its keep-alive pool held that the api had meanwhile closed ("fetch
 * failed", status 0), seen on the first render after a pause; anything the api answered is left to the browser.
 */
export function shouldRetryOnServer(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && error.status === 0;
}

/** `server`: the client of one server render (src/entry-server.tsx), which asks once (a lost connection twice) and leaves retries to the browser. */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Also how long the browser keeps what the server's render answered before asking again.
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: server ? shouldRetryOnServer : shouldRetry,
        ...(server ? { retryDelay: 0 } : {}),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one client; tests make their own with createQueryClient so nothing leaks between them. */
export const queryClient = createQueryClient();
