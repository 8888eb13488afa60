/**
 * Every redirect the site makes to an address it was given (a language prefix's other address, login's `next`,
 * a page sent to log in and back) goes through `sameSitePath`: it answers a path on this site, or the fallback.
 *
 * A browser reads more forms as "another site" than a prefix check catches: `//evil.example` and `/\evil.example`
 * (WHATWG URLs treat `\` as `/` in http), the same with tabs or newlines in between (which browsers strip), and
 * dot segments that collapse into one (`/.//evil.example`, `/..//evil.example`). So the target is parsed as a
 * browser would, against a base of our own, and kept only when it stays on that base and its path cannot be read
 * as an authority once sent back as a `Location` or pushed into the router.
 */
const BASE = 'https://vitrina.invalid';

/** Whether `text` holds a control character, which browsers drop from a URL before reading it. */
const hasControl = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

export function sameSitePath(target: string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || target === '' || hasControl(target)) return fallback;
  if (!target.startsWith('/') || target[1] === '/' || target[1] === '\\') return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.username || url.password) return fallback;
  // A path that normalised to `//…` would leave the site when read again as an address.
  if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
