import { useCallback, useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` (640 px): a phone held upright. */
export const PHONE_WIDTH = '(max-width: 39.999rem)';

/**
 * Whether a media query matches now, following it as the window changes; false where there is no window to ask
 * (the server's render, jsdom), so the wide layout is the default.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
