/**
 * Parameters that say where a visitor came from, not what the page is: dropped from a product's stored link and
 * identity. Campaigns (utm_*), ad clicks (gclid, fbclid, msclkid, ttclid...), mail tools (mc_*, _hs*, mkt_tok), and
 * the positions a shop's own search and recommendations add to product links (Shopify's _pos, _sid, _ss, pr_*).
 */
const TRACKING =
  /^(utm_[a-z_]+|gclid|gclsrc|gbraid|wbraid|fbclid|msclkid|yclid|dclid|ttclid|twclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|hsa_[a-z_]+|mkt_tok|ref|ref_src|srsltid|spm|sc_cid|_pos|_sid|_ss|_fid|_psq|pr_prod_strat|pr_rec_id|pr_rec_pid|pr_ref_pid|pr_seq)$/i;

/**
 * Parameters that choose one variant of a product, not another product: Shopify's `variant`, VTEX's `skuId`,
 * WooCommerce's `attribute_*` (`attribute_pa_talle`), and sizes and colours in the shops' languages (`?taille=36`,
 * `?size=M`, `?color=azul`). A feed links each variant so; the cloth is the product. Parameters that name the
 * product stay (PrestaShop's `id_product`, WordPress's `p`).
 */
const VARIANT =
  /^(variant|variant_id|variantid|sku_?id|skuid|attribute_[a-z0-9_-]+|size|sizes|talle|talla|tallas|taglia|taille|tamanho|tamano|color|colour|colore|couleur|cor|option\d*)$/i;

/** Whether a parameter says where a visitor came from or which variant they looked at: never the product. */
const notTheProduct = (name: string) => TRACKING.test(name) || VARIANT.test(name);

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
 * A product page's address as a shopper should follow it: host lowercased, no fragment, no tracking or variant
 * parameters (the product's page, whichever variant was linked); its path (trailing slash included) and the other
 * parameters as the shop wrote them, so the link still opens the same page on any server. What a cloth stores as its
 * link.
 */
export function canonicalLink(href: string): string {
  const url = new URL(href);
  url.hash = '';
  url.hostname = url.hostname.toLowerCase();
  const kept = [...url.searchParams].filter(([name]) => !notTheProduct(name));
  if (kept.length !== [...url.searchParams].length) url.search = new URLSearchParams(kept).toString();
  return url.href;
}

/**
 * A product page's identity when the shop gives no SKU: its canonical link with the parameters sorted and no
 * trailing slash, so the same page reached from a campaign, a category or a variant's link is one cloth.
 */
export function canonicalUrl(href: string): string {
  const url = new URL(canonicalLink(href));
  const kept = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams(kept).toString();
  let text = url.href;
  if (url.search === '' && url.pathname.length > 1 && url.pathname.endsWith('/')) text = text.slice(0, -1);
  else if (url.search === '' && url.pathname === '/') text = text.replace(/\/$/, '');
  return text.replace(/\/\?/, '?');
}
