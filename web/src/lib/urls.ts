import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The path of a URL on this site (`https://vitrina.example/checkout/test/x` → `/checkout/test/x`), or null for one
 * on another origin (a Stripe or Mercado Pago page) or one that does not parse.
 */
export function sameOriginPath(url: string): string | null {
  try {
    const resolved = new URL(url, window.location.origin);
    if (resolved.origin !== window.location.origin) return null;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return null;
  }
}

/** Leaves the page for a payment provider's page: the router for our own pages, the browser for anyone else's. */
export function useFollowUrl(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const path = sameOriginPath(url);
      if (path) void navigate(path);
      else window.location.assign(url);
    },
    [navigate],
  );
}
