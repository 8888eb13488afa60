import type { JsonPaths } from '@vitrina/domain/importer/config';

/** A JSON object as a shop's scripts and attributes hold it. */
export type JsonNode = Record<string, unknown>;

const isNode = (value: unknown): value is JsonNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);
const typesOf = (node: JsonNode): string[] =>
  list(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^(https?:\/\/)?schema\.org\//, ''));

/**
 * The products a page's JSON-LD describes, in page order: `Product`s wherever they sit (single objects, arrays,
 * `@graph`, an `ItemList`'s elements or their `item`), and each `ProductGroup` as one product whose variants
 * (`hasVariant`) give its offers, sizes and colours: a shop's "product with sizes" is one cloth.
 */
export function productsIn(blocks: readonly unknown[]): JsonNode[] {
  const found: JsonNode[] = [];
  const seen = new Set<JsonNode>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 8) return;
    for (const node of list(value)) {
      if (!isNode(node) || seen.has(node)) continue;
      seen.add(node);
      const types = typesOf(node);
      if (types.includes('ProductGroup')) {
        found.push(node);
        continue;
      }
      if (types.includes('Product') || types.includes('IndividualProduct') || types.includes('ProductModel')) {
        found.push(node);
        continue;
      }
      if (node['@graph'] !== undefined) visit(node['@graph'], depth + 1);
      if (types.includes('ItemList') || types.includes('OfferCatalog')) visit(node.itemListElement, depth + 1);
      if (types.includes('ListItem')) visit(node.item, depth + 1);
      // A page's WebPage or CollectionPage may hold its list in mainEntity.
      if (node.mainEntity !== undefined) visit(node.mainEntity, depth + 1);
    }
  };
  for (const block of blocks) visit(block, 0);
  return found;
}

/**
 * The value at a path (`offers.price`, `image[0].url`, `pics[*].src` for every element's); through a list without an
 * index, its first element.
 */
export function readPath(node: unknown, path: string): unknown {
  return readSegments(node, path.match(/[^.[\]]+|\[(\d+|\*)\]/g) ?? []);
}

function readSegments(node: unknown, segments: readonly string[]): unknown {
  let current: unknown = node;
  for (const [i, segment] of segments.entries()) {
    if (segment === '[*]') return list(current).flatMap((element) => list(readSegments(element, segments.slice(i + 1))));
    if (segment.startsWith('[')) {
      current = Array.isArray(current) ? current[Number(segment.slice(1, -1))] : undefined;
      continue;
    }
    if (Array.isArray(current)) current = current[0];
    current = isNode(current) ? current[segment] : undefined;
  }
  return current;
}

/** What an item's JSON says, before it is checked: raw values, as found. */
export interface JsonFields {
  name: unknown;
  description: unknown;
  sku: unknown;
  link: unknown;
  images: unknown[];
  /** Each offer's price to pay, with its currency and the regular price it is reduced from, when it says. */
  prices: JsonPrice[];
  tags: unknown[];
  sizes: unknown[];
  colors: unknown[];
  materials: unknown[];
}

/** A price as JSON gives it, unchecked: the one to pay, its currency, and the regular one before a sale. */
export interface JsonPrice {
  price: unknown;
  currency: unknown;
  regular?: unknown;
}

/** The price types that name what an offer cost before its sale (Google's strikethrough price, a list price). */
const REGULAR_PRICE_TYPE = /^(https?:\/\/)?(schema\.org\/)?(StrikethroughPrice|ListPrice)$/i;
const isRegularSpec = (spec: JsonNode) => typeof spec.priceType === 'string' && REGULAR_PRICE_TYPE.test(spec.priceType.trim());

/**
 * The offers' prices: an Offer's price (or its priceSpecification's, the one that is not a strikethrough or list
 * price), an AggregateOffer's lowPrice (and its offers), each with its currency and, when a `UnitPriceSpecification`
 * of `priceType` StrikethroughPrice or ListPrice says it, the regular price.
 */
function pricesOf(offers: unknown, inherited?: unknown): JsonPrice[] {
  const prices: JsonPrice[] = [];
  for (const offer of list(offers)) {
    if (!isNode(offer)) continue;
    const specs = list(offer.priceSpecification).filter(isNode);
    const regularSpec = specs.find(isRegularSpec);
    const payingSpec = specs.find((spec) => !isRegularSpec(spec) && spec.price !== undefined);
    // An AggregateOffer's offers often leave their currency to it.
    const currency = offer.priceCurrency ?? payingSpec?.priceCurrency ?? regularSpec?.priceCurrency ?? inherited;
    const regular = regularSpec?.price;
    if (offer.lowPrice !== undefined) prices.push({ price: offer.lowPrice, currency, regular });
    else if (offer.price !== undefined) prices.push({ price: offer.price, currency, regular });
    else if (payingSpec) prices.push({ price: payingSpec.price, currency, regular });
    else if (regularSpec) prices.push({ price: regularSpec.price, currency });
    if (offer.offers !== undefined) prices.push(...pricesOf(offer.offers, currency));
  }
  return prices;
}

/** Keys beside a JSON price that hold the price before a sale (WooCommerce's, Tiendanube's, Shopify's, VTEX's). */
const REGULAR_KEYS = [
  'regular_price',
  'compare_at_price',
  'compare_at_price_number',
  'compareAtPrice',
  'list_price',
  'listPrice',
  'ListPrice',
  'old_price',
  'oldPrice',
  'original_price',
  'price_before_discount',
];

/**
 * Parts of a price object beside the part paid that hold the price before a sale (`price: { current, original }`, as
 * headless shops' card scripts write it); read only inside such an object, where no other meaning is likely.
 */
const REGULAR_PARTS = ['original', 'regular', 'was', 'old', 'before', 'list', 'compare_at', 'compareAt', 'strikethrough'];

/**
 * The regular price beside the price at `path` (`price` → `regular_price`; `offer.price` → `offer.list_price`;
 * `price.current` → `price.original`…).
 */
function regularBeside(node: JsonNode, path: string): unknown {
  const parent = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : null;
  for (const key of parent ? [...REGULAR_KEYS, ...REGULAR_PARTS] : REGULAR_KEYS) {
    const value = readPath(node, parent ? `${parent}.${key}` : key);
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

/** Image URLs from a string, an ImageObject (url or contentUrl) or a list of either. */
function imagesOf(value: unknown): unknown[] {
  return list(value).flatMap((image) => (isNode(image) ? [image.contentUrl ?? image.url] : [image]));
}

const words = (value: unknown): unknown[] => list(value).flatMap((word) => (typeof word === 'string' ? word.split(',') : [word]));

/**
 * The fields of one product node, read where `paths` say or, for each field they leave out, where schema.org puts
 * it. A ProductGroup's variants add their offers, images, sizes, colours and materials, and lend the group a link when it has
 * none.
 */
export function jsonFields(node: JsonNode, paths: JsonPaths): JsonFields {
  const variants = typesOf(node).includes('ProductGroup') ? list(node.hasVariant).filter(isNode) : [];
  const at = (path: string | undefined, fallback: () => unknown) => (path ? readPath(node, path) : fallback());
  const ownPrices = paths.price
    ? [
        {
          price: readPath(node, paths.price),
          currency: paths.currency ? readPath(node, paths.currency) : readPath(node, 'offers.priceCurrency'),
          regular: regularBeside(node, paths.price),
        },
      ]
    : pricesOf(node.offers);
  return {
    name: at(paths.name, () => node.name),
    description: at(paths.description, () => node.description),
    sku: at(paths.sku, () => node.sku ?? node.productID ?? node.productGroupID),
    link: at(paths.link, () => node.url ?? readPath(node, 'offers.url') ?? variants.map((variant) => variant.url).find(Boolean)),
    images: paths.image
      ? list(readPath(node, paths.image)).flatMap(imagesOf)
      : [...imagesOf(node.image), ...variants.flatMap((variant) => imagesOf(variant.image))],
    prices: [...ownPrices, ...variants.flatMap((variant) => pricesOf(variant.offers))],
    tags: paths.tags ? words(readPath(node, paths.tags)) : [...words(node.keywords), ...list(node.category)],
    sizes: [...list(node.size), ...variants.flatMap((variant) => list(variant.size))],
    colors: [...list(node.color), ...variants.flatMap((variant) => list(variant.color))],
    materials: [...words(node.material), ...variants.flatMap((variant) => words(variant.material))],
  };
}

/**
 * The fields of a list of nodes that are one product (Tiendanube's `data-variants`: a product's variants): the first
 * node's name, link, SKU and description that has one; every node's prices (the lowest wins), images, tags, sizes,
 * colours and materials.
 */
export function jsonListFields(nodes: readonly JsonNode[], paths: JsonPaths): JsonFields {
  const all = nodes.map((node) => jsonFields(node, paths));
  const firstOf = (pick: (fields: JsonFields) => unknown) => all.map(pick).find((value) => value !== undefined && value !== null && value !== '');
  return {
    name: firstOf((fields) => fields.name),
    description: firstOf((fields) => fields.description),
    sku: firstOf((fields) => fields.sku),
    link: firstOf((fields) => fields.link),
    images: all.flatMap((fields) => fields.images),
    prices: all.flatMap((fields) => fields.prices),
    tags: all.flatMap((fields) => fields.tags),
    sizes: all.flatMap((fields) => fields.sizes),
    colors: all.flatMap((fields) => fields.colors),
    materials: all.flatMap((fields) => fields.materials),
  };
}
