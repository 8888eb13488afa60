/** Parameters that say where a visitor came from, not what the page is: dropped from a product's identity. */
const TRACKING = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|yclid|dclid|igshid|mc_cid|mc_eid|_ga|_gl|ref|ref_src|srsltid|spm|sc_cid)$/i;

/** An absolute http(s) URL for `href` as written on `base`, or null when it is not one (mailto:, javascript:, junk). */
export function resolveUrl(href: string | undefined | null, base: string): string | null {
  const text = href?.trim();
  if (!text || text.startsWith('data:')) return null;
  try {
    const url = new URL(text, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A product page's identity when the shop gives no SKU: host lowercased, no fragment, no tracking parameters, the
 * rest sorted, no trailing slash, so the same page reached from a campaign or a category is one cloth.
 */
export function canonicalUrl(href: string): string {
  const url = new URL(href);
  url.hash = '';
  url.hostname = url.hostname.toLowerCase();
  const kept = [...url.searchParams].filter(([name]) => !TRACKING.test(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams(kept).toString();
  let text = url.href;
  if (url.search === '' && url.pathname.length > 1 && url.pathname.endsWith('/')) text = text.slice(0, -1);
  else if (url.search === '' && url.pathname === '/') text = text.replace(/\/$/, '');
  return text.replace(/\/\?/, '?');
}
