import type { FetchedDocument } from '../fetcher';
import {
  absoluteImages,
  asArray,
  asRecords,
  currencyCode,
  descriptionSizeTable,
  fetchJson,
  header,
  idText,
  isRecord,
  optionKind,
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
import type { CatalogueSource, SourceBatch, SourceContext, SourceFound, SourceResult, Variant } from './port';

/**
 * WooCommerce's Store API, public and unauthenticated: `GET /wp-json/wc/store/v1/products?per_page=100&page=N`
 * answers the published products with `X-WP-Total` and `X-WP-TotalPages`; prices are strings in the currency's
 * minor units (`currency_minor_unit` decimals, `currency_code`), `regular_price` above `price` on a product on sale;
 * `attributes` carry their terms; a variable
 * product lists its `variations` (id and attribute values, a taxonomy attribute's value being its term's slug)
 * but not their stock or price, which the variations themselves give: `?type=variation&parent=<ids>`, asked once
 * for every page's variable products.
 */

/** The Store API answers at most 100 products a page. */
export const WOOCOMMERCE_PAGE_SIZE = 100;

/** A page's marks of a WordPress shop with WooCommerce. */
const MARKS = /wp-content|wp-json|woocommerce|wc-block/i;
const STORE_PRODUCTS = 'wc/store/v1/products';

/** Products asked per page (the Store API caps it at 100). */
export type WooCommerceOptions = PagedSourceOptions;

export const createWooCommerceSource = (options: WooCommerceOptions = {}): CatalogueSource =>
  pagedSource('woocommerce', WOOCOMMERCE_PAGE_SIZE, options, probe, read);

export const woocommerceSource = createWooCommerceSource();

/** `url` with `query` added (`?` or `&`, as a `?rest_route=` address needs). */
const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/**
 * The Store API's products endpoint: under the REST root the page names (`<link rel="https://api.w.org/">`, which
 * also finds WordPress in a folder or without pretty links), else `<origin>/wp-json/`.
 */
function productsEndpoint(origin: string, page?: FetchedDocument): string {
  const root = page?.text.match(/<link[^>]+rel=["']https:\/\/api\.w\.org\/["'][^>]*>/i)?.[0]?.match(/href=["']([^"']+)["']/i)?.[1];
  if (root) {
    try {
      const url = new URL(root.replaceAll('&amp;', '&'), page!.url);
      if (url.origin === origin) {
        const route = url.searchParams.get('rest_route');
        if (route !== null) return `${url.origin}${url.pathname}?rest_route=/${STORE_PRODUCTS}`;
        return `${url.origin}${url.pathname.replace(/\/?$/, '/')}${STORE_PRODUCTS}`;
      }
    } catch {
      // An unreadable link: the default root.
    }
  }
  return `${origin}/wp-json/${STORE_PRODUCTS}`;
}

const count = (value: string | null) => (value !== null && /^\d+$/.test(value.trim()) ? Number(value) : null);

async function probe(shopUrl: string, context: SourceContext, page?: FetchedDocument): Promise<SourceFound | null> {
  const origin = probedOrigin(shopUrl, page, MARKS);
  if (!origin) return null;
  const endpoint = productsEndpoint(origin, page);
  return quietly(context, async () => {
    const { document, json } = await fetchJson(context, withQuery(endpoint, 'per_page=1'));
    if (!Array.isArray(json)) return null;
    return { kind: 'woocommerce', url: endpoint, total: count(header(document, 'x-wp-total')) };
  });
}

async function* read(found: SourceFound, context: SourceContext, pageSize: number): AsyncGenerator<SourceBatch> {
  let read = 0;
  for (let page = 1; read < context.limit; page += 1) {
    context.signal?.throwIfAborted();
    const url = withQuery(found.url, `per_page=${pageSize}&page=${page}`);
    const { document, json } = await fetchJson(context, url);
    const products = asRecords(json);
    if (products.length === 0) return;
    const total = count(header(document, 'x-wp-total')) ?? found.total;
    const pages = count(header(document, 'x-wp-totalpages'));
    const taken = products.slice(0, context.limit - read);
    const variations = await variationsOf(found.url, taken, context);
    const items = taken.map((product, index) => woocommerceProduct(product, index, variations, context.currency));
    read += items.length;
    yield { url, items, total };
    if ((pages !== null && page >= pages) || products.length < pageSize) return;
  }
}

/**
 * The variations of a page's variable products, by id: `?type=variation&parent=1,2,3`, paged like the products.
 * When they cannot be read, the products keep their attribute values with the product's own stock.
 */
async function variationsOf(endpoint: string, products: Array<Record<string, unknown>>, context: SourceContext): Promise<Map<string, Record<string, unknown>>> {
  const parents = products.filter((product) => asArray(product.variations).length > 0).map((product) => idText(product.id));
  const found = new Map<string, Record<string, unknown>>();
  if (parents.length === 0) return found;
  const expected = products.reduce((sum, product) => sum + asArray(product.variations).length, 0);
  for (let page = 1; ; page += 1) {
    context.signal?.throwIfAborted();
    const answer = await quietly(context, () =>
      fetchJson(context, withQuery(endpoint, `type=variation&parent=${parents.join(',')}&per_page=${WOOCOMMERCE_PAGE_SIZE}&page=${page}`)),
    );
    const variations = asRecords(answer?.json);
    for (const variation of variations) {
      const id = idText(variation.id);
      if (id) found.set(id, variation);
    }
    const pages = answer ? count(header(answer.document, 'x-wp-totalpages')) : null;
    if (variations.length < WOOCOMMERCE_PAGE_SIZE || found.size >= expected || (pages !== null && page >= pages)) return found;
  }
}

/**
 * A Store API price (minor units, as a string) in major units: "2890000" with 2 decimals is 28900; `key` names which
 * (`price`, what a shopper pays now; `regular_price`, before a sale).
 */
export function storePrice(prices: unknown, key: 'price' | 'regular_price' | 'sale_price' = 'price'): number | null {
  if (!isRecord(prices)) return null;
  const raw = prices[key];
  const minor = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : typeof raw === 'number' && Number.isInteger(raw) ? raw : NaN;
  const decimals =
    typeof prices.currency_minor_unit === 'number' && Number.isInteger(prices.currency_minor_unit) && prices.currency_minor_unit >= 0
      ? prices.currency_minor_unit
      : 2;
  const amount = minor / 10 ** decimals;
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : null;
}

/**
 * A Store API product's or variation's prices: `regular_price` and `price` (what it sells at now, `sale_price` where
 * `price` is missing). On sale, `price` is below `regular_price`; off sale the Store API answers all three the same.
 */
export function storePrices(prices: unknown): Pick<Variant, 'price' | 'salePrice'> {
  return variantPrices(storePrice(prices, 'regular_price'), storePrice(prices) ?? storePrice(prices, 'sale_price'));
}

/** One Store API product as a SourceResult, its variations' stock and prices from `variations` (exported for the unit tests). */
export function woocommerceProduct(
  product: Record<string, unknown>,
  index: number,
  variations: ReadonlyMap<string, Record<string, unknown>>,
  fallbackCurrency: string,
): SourceResult {
  const attributes = asRecords(product.attributes);
  /** A variation's attribute value as its term's name (a taxonomy attribute's value is the term's slug). */
  const termName = (attributeName: string, value: unknown) => {
    if (typeof value !== 'string') return null;
    const attribute = attributes.find((candidate) => candidate.name === attributeName || candidate.taxonomy === attributeName);
    const term = asRecords(attribute?.terms).find((candidate) => candidate.slug === value || candidate.name === value);
    return typeof term?.name === 'string' ? term.name : value;
  };
  const inStock = product.is_in_stock !== false;
  const ownPrices = storePrices(product.prices);
  let variants: Array<Variant & { materials?: string[] }> = asRecords(product.variations).map((listed) => {
    const variation = variations.get(idText(listed.id) ?? '');
    const options = asRecords(listed.attributes).map((attribute) => {
      const name = typeof attribute.name === 'string' ? attribute.name : '';
      return { name, value: termName(name, attribute.value) };
    });
    return variantOf(options, {
      available: variation ? variation.is_in_stock !== false && variation.is_purchasable !== false : inStock,
      sku: shortText(variation?.sku),
      ...(variation ? storePrices(variation.prices) : { price: null, salePrice: null }),
    });
  });
  const termsOf = (kind: 'size' | 'color' | 'material') =>
    attributes
      .filter((attribute) => optionKind(String(attribute.name ?? attribute.taxonomy ?? '')) === kind)
      .flatMap((attribute) => asRecords(attribute.terms).map((term) => term.name));
  if (variants.length === 0) {
    // A simple product with size or colour attributes: one variant per combination, with the product's stock.
    const sizes = uniqueTexts(termsOf('size'));
    const colors = uniqueTexts(termsOf('color'));
    if (sizes.length > 0 || colors.length > 0) {
      variants = (sizes.length > 0 ? sizes : [null]).flatMap((size) =>
        (colors.length > 0 ? colors : [null]).map((color) => ({ size, color, available: inStock, sku: null, ...ownPrices })),
      );
    }
  }
  const prices = isRecord(product.prices) ? product.prices : {};
  const base = typeof product.permalink === 'string' ? product.permalink : 'http://invalid.invalid/';
  return toResult(
    {
      key: `woocommerce:${idText(product.id) ?? index}`,
      name: product.name,
      description: plainDescription(product.description) ?? plainDescription(product.short_description),
      sizeTable: descriptionSizeTable(product.description) ?? descriptionSizeTable(product.short_description),
      ...ownPrices,
      available: inStock,
      currency: currencyCode(prices.currency_code) ?? fallbackCurrency,
      url: productUrl(product.permalink, base),
      images: absoluteImages(
        asRecords(product.images).map((image) => image.src),
        base,
      ),
      tags: uniqueTexts([...asRecords(product.categories).map((category) => category.name), ...asRecords(product.tags).map((tag) => tag.name)]),
      categories: uniqueTexts(asRecords(product.categories).map((category) => category.name)),
      materials: termsOf('material').filter((name): name is string => typeof name === 'string'),
      // A colour attribute shown but not used for variations still says what colours the product is.
      colors: termsOf('color').filter((name): name is string => typeof name === 'string'),
      sku: shortText(product.sku),
      variants,
    },
    index,
  );
}
