/** A host name with a dot (`shop.example`, `www.tienda.com.ar`), an optional port, then the end or a path. */
const BARE_DOMAIN = /^[^\s/:?#@.\\]+(\.[^\s/:?#@.\\]+)+(:\d{1,5})?([/?#]|$)/;

/**
 * A shop's address as a brand types it, read as a browser's address bar reads it: a bare domain (`shop.example`,
 * `www.shop.example/coleccion`) or one written from `//` is https. Anything else is left as written, for the address
 * checks to accept or refuse (another scheme, `localhost`, words that are no address). Shared by the web form and the
 * api's schemas, so both read one address alike.
 */
export function withScheme(text: string): string {
  const address = text.trim();
  if (address.startsWith('//')) return `https:${address}`;
  return BARE_DOMAIN.test(address) ? `https://${address}` : address;
}
