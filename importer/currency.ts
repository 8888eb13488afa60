/**
 * The currency a shop's page states for its prices, where the platforms and markup standards put it, in this order:
 * schema.org (`"priceCurrency": "USD"` in JSON-LD, `itemprop="priceCurrency"` microdata), Open Graph's
 * `product:price:currency`, Shopify's `Shopify.currency = {"active": "EUR"}`, VTEX's runtime
 * `"culture": {… "currency": "BRL"}` or legacy `vtxctx = {… currencyCode: 'BRL'}`, Tiendanube's
 * `LS.currency = { code : "ARS" }`, WooCommerce's `wcSettings` (`"currency": {"code": "ARS"`), and the
 * `"currency_code"`/`"currencyCode"` Magento's and analytics scripts carry. Null when the page says none: a bare "$"
 * is then priced in the importer's configured currency.
 */
const STATED: readonly RegExp[] = [
  /["']priceCurrency["']\s*:\s*["']([A-Z]{3})["']/,
  /itemprop=["']priceCurrency["'][^>]*?content=["']([A-Z]{3})["']|content=["']([A-Z]{3})["'][^>]*?itemprop=["']priceCurrency["']/,
  /property=["'](?:product|og):price:currency["'][^>]*?content=["']([A-Z]{3})["']|content=["']([A-Z]{3})["'][^>]*?property=["'](?:product|og):price:currency["']/,
  /Shopify\.currency\s*=\s*\{[^}]{0,200}?["']active["']\s*:\s*["']([A-Z]{3})["']/,
  /["']culture["']\s*:\s*\{[^{}]{0,400}?["']currency["']\s*:\s*["']([A-Z]{3})["']/,
  /vtxctx\s*=\s*\{[^}]{0,1000}?currencyCode\s*:\s*["']([A-Z]{3})["']/,
  /LS\.currency\s*=\s*\{[^}]{0,200}?["']?code["']?\s*:\s*["']([A-Z]{3})["']/,
  /["']currency["']\s*:\s*\{\s*["']code["']\s*:\s*["']([A-Z]{3})["']/,
  /["'](?:currency_code|currencyCode)["']\s*:\s*["']([A-Z]{3})["']/,
];

/** The currency (ISO 4217) a page states for its prices, or null; read from at most its first 2 MB. */
export function statedCurrency(html: string): string | null {
  const text = html.length > 2_000_000 ? html.slice(0, 2_000_000) : html;
  for (const pattern of STATED) {
    const match = text.match(pattern);
    const code = match?.slice(1).find(Boolean);
    if (code) return code;
  }
  return null;
}
