import type { FetchedDocument } from '../fetcher';
import {
  absoluteImages,
  asArray,
  asRecords,
  currencyCode,
  descriptionSizeTable,
  fetchJson,
  homeCurrency,
  idText,
  isRecord,
  money,
  pagedSource,
  type PagedSourceOptions,
  plainDescription,
  probedOrigin,
  productUrl,
  quietly,
  shortText,
  toResult,
  uniqueTexts,
  variantOf,
  variantPrices,
} from './platforms';
import type { CatalogueSource, SourceBatch, SourceContext, SourceFound, SourceResult } from './port';

/**
 * Shopify's storefront catalogue: `GET /products.json?limit=250&page=N` answers every published product with its
 * options (Size, Talle, Color…), variants (option1–3, `available`, `price` as a decimal string, `sku`), images and
 * `body_html`; a variant on sale has its price before the sale as `compare_at_price`; a product's page is
 * `/products/<handle>`. The list says neither the catalogue's size nor its currency: the storefront's `/meta.json`
 * does (`published_products_count`, `currency`) when the shop serves it, and its pages' `Shopify.currency` otherwise.
 */

/** A page of the storefront's products.json holds at most this many. */
export const SHOPIFY_PAGE_SIZE = 250;

/** A page's marks of a Shopify storefront. */
const MARKS = /cdn\.shopify\.com|Shopify\.shop\s*=|myshopify\.com|shopify-section|\/cdn\/shop\//i;

/** Products asked per page (Shopify caps it at 250). */
export type ShopifyOptions = PagedSourceOptions;

export const createShopifySource = (options: ShopifyOptions = {}): CatalogueSource => pagedSource('shopify', SHOPIFY_PAGE_SIZE, options, probe, read);

export const shopifySource = createShopifySource();

async function probe(shopUrl: string, context: SourceContext, page?: FetchedDocument): Promise<SourceFound | null> {
  const origin = probedOrigin(shopUrl, page, MARKS);
  if (!origin) return null;
  const listed = await quietly(context, async () => {
    const { json } = await fetchJson(context, `${origin}/products.json?limit=1`);
    return isRecord(json) && Array.isArray(json.products) ? json.products : null;
  });
  if (!listed) return null;
  const meta = await shopMeta(origin, context);
  return { kind: 'shopify', url: `${origin}/products.json`, total: meta.total };
}

/** The storefront's `/meta.json`: the catalogue's size and the shop's currency, each null when not said. */
async function shopMeta(origin: string, context: SourceContext): Promise<{ total: number | null; currency: string | null }> {
  const meta = await quietly(context, async () => {
    const { json } = await fetchJson(context, `${origin}/meta.json`);
    return isRecord(json) ? json : null;
  });
  const count = meta?.published_products_count;
  return { total: typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null, currency: currencyCode(meta?.currency) };
}

async function* read(found: SourceFound, context: SourceContext, pageSize: number): AsyncGenerator<SourceBatch> {
  const origin = new URL(found.url).origin;
  const meta = await shopMeta(origin, context);
  const total = meta.total ?? found.total;
  // Where `/meta.json` says none, the storefront's pages do: every Shopify page sets `Shopify.currency =
  // {"active":"EUR","rate":"1.0"}` (the shop's currency, for a visitor who chose no other). `/cart.js` says it too, but
  // the robots.txt Shopify writes for every shop disallows `/cart`.
  const currency = meta.currency ?? (await homeCurrency(origin, context)) ?? context.currency;
  let read = 0;
  for (let page = 1; read < context.limit; page += 1) {
    context.signal?.throwIfAborted();
    const url = `${origin}/products.json?limit=${pageSize}&page=${page}`;
    const { json } = await fetchJson(context, url);
    const products = isRecord(json) ? asRecords(json.products) : [];
    if (products.length === 0) return;
    const items = products.slice(0, context.limit - read).map((product, index) => shopifyProduct(product, index, origin, currency));
    read += items.length;
    yield { url, items, total };
    // A page shorter than asked is the last one.
    if (products.length < pageSize) return;
  }
}

/** One product of products.json as a SourceResult (exported for the unit tests). */
export function shopifyProduct(product: Record<string, unknown>, index: number, origin: string, currency: string): SourceResult {
  // options[i] names the values of every variant's option{i+1}.
  const optionNames = asRecords(product.options)
    .sort((a, b) => (Number(a.position) || 0) - (Number(b.position) || 0))
    .map((option) => (typeof option.name === 'string' ? option.name : null));
  const variants = asRecords(product.variants).map((variant) =>
    variantOf(
      [1, 2, 3].map((position) => ({ name: optionNames[position - 1], value: variant[`option${position}`] })),
      // `compare_at_price` is the price before a sale ("29.90"), null or not above `price` when there is none.
      { available: variant.available !== false, sku: shortText(variant.sku), ...variantPrices(money(variant.compare_at_price), money(variant.price)) },
    ),
  );
  // products.json gives tags as a list; the Admin API as "a, b": both are read.
  const tags = typeof product.tags === 'string' ? product.tags.split(',') : asArray(product.tags);
  const handle = typeof product.handle === 'string' && product.handle.trim() ? product.handle.trim() : null;
  const skus = variants.map((variant) => variant.sku);
  return toResult(
    {
      key: `shopify:${idText(product.id) ?? handle ?? index}`,
      name: product.title,
      description: plainDescription(product.body_html),
      sizeTable: descriptionSizeTable(product.body_html),
      price: null,
      available: true,
      currency,
      url: handle ? productUrl(`/products/${encodeURIComponent(handle)}`, origin) : null,
      images: absoluteImages(
        asRecords(product.images).map((image) => image.src),
        origin,
      ),
      tags: uniqueTexts([product.product_type, ...tags]),
      categories: uniqueTexts([product.product_type]),
      sku: skus.length === 1 ? (skus[0] ?? null) : null,
      variants,
    },
    index,
  );
}
