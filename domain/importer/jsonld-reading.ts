// Apart from ./config.ts, without zod: the page and sitemap sources read with it on threads that load no schema.

/**
 * How a config reads a page's JSON-LD: schema.org says where each field is, so no card and no selector (blank ones).
 * Auto-detect proposes it for such a page, the blank settings form starts from it (config.ts blankConfig), and the
 * page and sitemap sources read their pages with it (importer/sources/jsonld-products.ts).
 */
export function jsonLdReading() {
  const none = { selector: '', attribute: null };
  return {
    item: { tag: 'div', class: '' },
    name: none,
    price: { ...none, regex: null },
    link: none,
    image: none,
    json: { mode: 'jsonld' as const, paths: {} },
  };
}
