import { sameSitePath } from '@vitrina/domain/core/redirects';

/**
 * Where to go after login: only a path on this site (`/profile?tab=x`); anything that could leave it falls back to
 * the home page, so a crafted link cannot bounce a freshly signed-in user to another site (the site's one rule,
 * `sameSitePath`).
 */
export function safeNext(next: string | null | undefined, fallback = '/home'): string {
  return sameSitePath(next, fallback);
}
