/**
 * Where to go after login. Only a path on this site is followed (`/profile?tab=x`); anything that could leave it
 * (`//evil.example`, `https://…`, `/\evil`) falls back to the home page, so a crafted link cannot bounce a
 * freshly signed-in user to another site.
 */
export function safeNext(next: string | null | undefined, fallback = '/home'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  try {
    const resolved = new URL(next, window.location.origin);
    if (resolved.origin !== window.location.origin) return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}
