import type { FetchedDocument } from '../fetcher';
import {
  absoluteImages,
  asArray,
  asRecords,
  descriptionSizeTable,
  fetchJson,
  header,
  homeCurrency,
  idText,
  isRecord,
  money,
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
import type { CatalogueSource, SourceBatch, SourceContext, SourceFound, SourceResult } from './port';

/**
 * VTEX's public catalogue search (the legacy Search API, which every VTEX store answers without a key):
 * `GET /api/catalog_system/pub/products/search?_from=0&_to=49` answers at most 50 products, highest id first, and
 * the `resources: 0-49/1234` header says how many there are. Each product has `items` (its SKUs), each with its
 * variation names (`variations: ["Talle", "Color"]`, the values under those names), `images[].imageUrl` and
 * `sellers[].commertialOffer` (`Price`, what it sells at; `ListPrice`, above it on a sale; `AvailableQuantity`).
 * The answer names no currency: the store's pages do (Store Framework's `__RUNTIME__.culture.currency`, the legacy
 * CMS's `vtxctx.currencyCode`), read once from its home page, else the config's is used. `_from` cannot pass 2,500,
 * so a larger catalogue is read up to its first 2,550 products.
 */

/** The search answers at most 50 products a request. */
export const VTEX_PAGE_SIZE = 50;
/** The search refuses a `_from` above this. */
const MAX_FROM = 2_500;

/** A page's marks of a VTEX store. */
const MARKS = /vtex/i;
const SEARCH = '/api/catalog_system/pub/products/search';

/** Products asked per request (VTEX caps it at 50). */
export type VtexOptions = PagedSourceOptions;

export const createVtexSource = (options: VtexOptions = {}): CatalogueSource => pagedSource('vtex', VTEX_PAGE_SIZE, options, probe, read);

export const vtexSource = createVtexSource();

/** The catalogue's size from `resources: 0-49/1234`, else null. */
export function resourcesTotal(value: string | null): number | null {
  const match = value?.match(/\/\s*(\d+)\s*$/);
  return match ? Number(match[1]) : null;
}

async function probe(shopUrl: string, context: SourceContext, page?: FetchedDocument): Promise<SourceFound | null> {
  const origin = probedOrigin(shopUrl, page, MARKS);
  if (!origin) return null;
  return quietly(context, async () => {
    const { document, json } = await fetchJson(context, `${origin}${SEARCH}?_from=0&_to=0`);
    if (!Array.isArray(json)) return null;
    return { kind: 'vtex', url: `${origin}${SEARCH}`, total: resourcesTotal(header(document, 'resources')) };
  });
}

async function* read(found: SourceFound, context: SourceContext, pageSize: number): AsyncGenerator<SourceBatch> {
  const origin = new URL(found.url).origin;
  const currency = (await homeCurrency(origin, context)) ?? context.currency;
  let read = 0;
  let total = found.total;
  for (let from = 0; read < context.limit && from <= MAX_FROM; from += pageSize) {
    context.signal?.throwIfAborted();
    const url = `${found.url}?_from=${from}&_to=${from + pageSize - 1}`;
    const { document, json } = await fetchJson(context, url);
    const products = asRecords(json);
    if (products.length === 0) return;
    total = resourcesTotal(header(document, 'resources')) ?? total;
    const items = products.slice(0, context.limit - read).map((product, index) => vtexProduct(product, index, origin, currency));
    read += items.length;
    yield { url, items, total };
    if (products.length < pageSize || (total !== null && from + pageSize >= total)) return;
  }
}

/** An item's variation names and values: `variations: ["Talle"]` with `Talle: ["M"]`, or `[{ name, values }]`. */
function itemOptions(item: Record<string, unknown>): Array<{ name: string; value: unknown }> {
  return asArray(item.variations).flatMap((variation) => {
    if (typeof variation === 'string') return [{ name: variation, value: asArray(item[variation])[0] }];
    if (isRecord(variation) && typeof variation.name === 'string') return [{ name: variation.name, value: asArray(variation.values)[0] }];
    return [];
  });
}

/**
 * A seller's offer: what it sells at (`Price`; the list price when the price is 0, as VTEX gives a SKU out of stock),
 * its list price (`ListPrice`, the "de" price a sale is reduced from), and its stock.
 */
function offerOf(seller: Record<string, unknown>): { paid: number | null; regular: number | null; available: boolean; preferred: boolean } {
  const offer = isRecord(seller.commertialOffer) ? seller.commertialOffer : {};
  const quantity = typeof offer.AvailableQuantity === 'number' ? offer.AvailableQuantity : 0;
  const price = money(offer.Price);
  return {
    paid: price ?? money(offer.ListPrice) ?? money(offer.PriceWithoutDiscount),
    // Without a price of its own, nothing says it is on sale.
    regular: price === null ? null : money(offer.ListPrice),
    available: quantity > 0 && offer.IsAvailable !== false,
    preferred: seller.sellerDefault === true,
  };
}

/** One product of the search as a SourceResult (exported for the unit tests). */
export function vtexProduct(product: Record<string, unknown>, index: number, origin: string, currency: string): SourceResult {
  const items = asRecords(product.items);
  const variants = items.map((item) => {
    const offers = asRecords(item.sellers).map(offerOf);
    const available = offers.some((offer) => offer.available);
    // The price the shop sells at: the default seller's when it can sell, else the lowest of those that can.
    const selling = offers.filter((offer) => offer.available || !available);
    const priced = selling.filter((offer) => offer.paid !== null);
    const offer = priced.find((candidate) => candidate.preferred) ?? priced.sort((a, b) => a.paid! - b.paid!)[0];
    const refId = asRecords(item.referenceId).find((reference) => reference.Key === 'RefId')?.Value;
    return variantOf(itemOptions(item), {
      available,
      sku: shortText(refId) ?? idText(item.itemId),
      ...variantPrices(offer?.regular ?? null, offer?.paid ?? null),
    });
  });
  // Specifications sit on the product under their own names, listed in `allSpecifications`.
  const materials = asArray(product.allSpecifications)
    .filter((name): name is string => typeof name === 'string' && optionKind(name) === 'material')
    .flatMap((name) => asArray(product[name]));
  const categories = asArray(product.categories).flatMap((path) => (typeof path === 'string' ? path.split('/') : []));
  const linkText = typeof product.linkText === 'string' && product.linkText.trim() ? product.linkText.trim() : null;
  return toResult(
    {
      key: `vtex:${idText(product.productId) ?? linkText ?? index}`,
      name: product.productName,
      description: plainDescription(product.description) ?? plainDescription(product.metaTagDescription),
      sizeTable: descriptionSizeTable(product.description),
      price: null,
      available: false,
      currency,
      url: productUrl(product.link, origin) ?? (linkText ? productUrl(`/${linkText}/p`, origin) : null),
      images: absoluteImages(
        items.flatMap((item) => asRecords(item.images).map((image) => image.imageUrl)),
        origin,
      ),
      tags: uniqueTexts(categories),
      // Each category path's last step ("/Mujer/Remeras/" → Remeras): the one the brand maps.
      categories: uniqueTexts(asArray(product.categories).map((path) => (typeof path === 'string' ? path.split('/').filter(Boolean).pop() : null))),
      materials: uniqueTexts(materials),
      sku: shortText(product.productReference),
      variants,
    },
    index,
  );
}
