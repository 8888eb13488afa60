import { load } from 'cheerio';
import { jsonLdReading } from '@vitrina/domain/importer/jsonld-reading';
import { extractPage, jsonLdBlocks, type ExtractionConfig } from '../extract';
import { jsonFields, productsIn, type JsonNode } from '../jsonld';
import { paidPrice, parsePrice, pricedAs, type Priced } from '../prices';
import { cleanText } from '../text';
import { canonicalLink } from '../urls';
import type { SourceResult, Variant } from './port';

/**
 * A page's JSON-LD products as a source reads them (issue 29): each the importer's reading of it (extract.ts) with its
 * variants and stock. The page source reads listings with it, the sitemap source its product pages, and a product's
 * own page adds its sizes and gallery to a card's with it (product-pages.ts).
 */

export const PAGE_MEDIA_TYPES = ['text/html', 'application/xhtml+xml'] as const;

const isNode = (value: unknown): value is JsonNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);
const typesOf = (node: JsonNode) => list(node['@type']).filter((type): type is string => typeof type === 'string');

/** A JSON-LD text value: a string or number, or a node's `name` (a SizeSpecification, a colour as a DefinedTerm). */
function textOf(value: unknown): string | null {
  const first = list(value)[0];
  const raw = isNode(first) ? (first.name ?? first.value) : first;
  return typeof raw === 'string' || typeof raw === 'number' ? cleanText(String(raw)).slice(0, 200) || null : null;
}

/**
 * Whether a schema.org availability lets a shopper buy now: `OutOfStock`, `SoldOut` and `Discontinued` do not; any
 * other (`InStock`, `PreOrder`, `BackOrder`, `LimitedAvailability`…) does, and so does an offer that says nothing.
 */
export function schemaAvailable(value: unknown): boolean {
  const text = typeof value === 'string' ? value.trim().replace(/^https?:\/\/schema\.org\//i, '') : '';
  return !/^(OutOfStock|SoldOut|Discontinued)$/i.test(text);
}

/** The offers of a node, an AggregateOffer's own offers included. */
function offersOf(node: JsonNode): JsonNode[] {
  return list(node.offers)
    .filter(isNode)
    .flatMap((offer) => [offer, ...list(offer.offers).filter(isNode)]);
}

/** Whether any of a node's offers can be bought (a node without offers says nothing of stock: it can). */
function offered(node: JsonNode): boolean {
  const offers = offersOf(node).filter((offer) => offer.availability !== undefined);
  return offers.length === 0 || offers.some((offer) => schemaAvailable(offer.availability));
}

const amountOf = (price: unknown) => {
  const amount =
    typeof price === 'number'
      ? price
      : typeof price === 'string'
        ? /^\s*\d+(\.\d+)?\s*$/.test(price)
          ? Number(price)
          : (parsePrice(price)?.amount ?? NaN)
        : NaN;
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : null;
};

/** A node's own prices: those of its offer paid least for, with the regular price a strikethrough one names (jsonld.ts). */
function pricesOfNode(node: JsonNode): Pick<Variant, 'price' | 'salePrice'> {
  const offers = jsonFields(node, {})
    .prices.map((offer) => pricedAs(amountOf(offer.regular), amountOf(offer.price)))
    .filter((priced): priced is Priced => priced !== null)
    .sort((a, b) => paidPrice(a) - paidPrice(b));
  return offers[0] ?? { price: null, salePrice: null };
}

const skuOf = (node: JsonNode) => textOf(node.sku ?? node.productID ?? node.gtin13 ?? node.gtin);

/**
 * A JSON-LD product's variants and stock: a `ProductGroup`'s `hasVariant`s, each with its size, colour, SKU, price and
 * whether its offers can be bought; a `Product` listing several sizes is one variant per size, and one without any
 * is a single variant; each with the product's stock.
 */
export function jsonLdVariants(node: JsonNode): { variants: Variant[]; available: boolean } {
  const grouped = typesOf(node).some((type) => type.replace(/^(https?:\/\/)?schema\.org\//, '') === 'ProductGroup');
  const members = grouped ? list(node.hasVariant).filter(isNode) : [];
  let variants: Variant[];
  if (members.length > 0) {
    variants = members.map((variant) => ({
      size: textOf(variant.size),
      color: textOf(variant.color),
      available: offered(variant),
      sku: skuOf(variant),
      ...pricesOfNode(variant),
    }));
  } else {
    const available = offered(node);
    const sizes = list(node.size).map(textOf);
    const prices = pricesOfNode(node);
    variants = (sizes.length > 0 ? sizes : [null]).map((size) => ({ size, color: textOf(node.color), available, sku: skuOf(node), ...prices }));
  }
  return { variants, available: variants.some((variant) => variant.available) };
}

/** What reading a page's JSON-LD needs of a config: where schema.org puts things, the "next" link, the limit. */
function jsonLdConfig(limit: number, currency: string): ExtractionConfig {
  return {
    ...jsonLdReading(),
    tags: null,
    description: null,
    nextPage: { selector: 'link[rel~="next"], a[rel~="next"]', attribute: 'href' },
    limit: Math.max(1, limit),
    defaults: { currency },
  };
}

/**
 * The JSON-LD products of one page as a source's results, at most `limit`: each the importer's reading of it
 * (extract.ts), its link canonical, with its variants and stock; and the page's next one.
 */
export function jsonLdProducts(html: string, pageUrl: string, limit: number, currency: string): { items: SourceResult[]; nextPage: string | null } {
  if (limit <= 0) return { items: [], nextPage: null };
  const nodes = productsIn(jsonLdBlocks(load(html)));
  const { items, nextPage } = extractPage(html, pageUrl, jsonLdConfig(limit, currency));
  return {
    items: items.slice(0, limit).map((result): SourceResult => {
      if (!result.item) return result;
      const node = nodes[result.index];
      const stock = node ? jsonLdVariants(node) : { variants: [], available: true };
      // Sizes and colours written as nodes (a SizeSpecification) are not strings to extract.ts: the variants' then.
      const of = (pick: (variant: Variant) => string | null) => [...new Set(stock.variants.flatMap((variant) => pick(variant) ?? []))].slice(0, 30);
      const sizes = result.item.sizes.length > 0 ? result.item.sizes : of((variant) => variant.size);
      const colors = result.item.colors.length > 0 ? result.item.colors : of((variant) => variant.color);
      return { index: result.index, item: { ...result.item, url: result.item.url ? canonicalLink(result.item.url) : null, sizes, colors, ...stock } };
    }),
    nextPage,
  };
}

/** Whether an HTML page carries JSON-LD products. */
export function hasJsonLdProducts(html: string): boolean {
  return /application\/ld\+json/i.test(html) && productsIn(jsonLdBlocks(load(html))).length > 0;
}
