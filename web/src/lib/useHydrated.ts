import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React renders on the server and while the browser hydrates what the server wrote, true from then on
 * (and at once in a page the browser renders by itself). What only the browser knows (local storage, the screen,
 * the browser's language) waits for it, so the first render in the browser is the server's and hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
