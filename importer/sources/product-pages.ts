import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { jsonLdBlocks } from '../extract';
import { productImages } from '../images';
import { jsonFields, productsIn, type JsonNode } from '../jsonld';
import { sizeTableIn, type SizeTable } from '../size-table';
import { cleanText } from '../text';
import { resolveUrl } from '../urls';
import { jsonLdVariants } from './jsonld-products';
import type { Variant } from './port';

/**
 * What a product's own page adds to what its listing card showed (issue 43, item 6): its sizes and colours with the
 * stock of each, whether it can be bought, and its whole gallery. Read where the platforms put them: JSON-LD first
 * (the shop says what it sells), Magento's swatch or configurable JSON (`x-magento-init`'s `jsonConfig`/`spConfig`,
 * whose `salable` names the children a shopper can buy) and gallery (`mage/gallery/gallery`) with its stock block,
 * PrestaShop's product JSON (`#product-details[data-product]`: availability and images) and its `product-variants`
 * form. A page that says nothing of one leaves the card's.
 */
export interface ProductDetails {
  /** Its variants by size and colour, each with its stock; empty when the page names none. */
  variants: Variant[];
  sizes: string[];
  colors: string[];
  /** Its gallery, absolute, in page order, without placeholders. */
  images: string[];
  /** Whether it can be bought, when the page says (null: it does not). */
  available: boolean | null;
  /** The size guide the page publishes (size-table.ts), when it has one. */
  sizeTable: SizeTable | null;
}

const SIZE_WORDS = /\b(size|talla|tallas|taille|taglia|tamanho|gr(ö|oe?)(ss|ß)e|maat|rozmiar|talle)\b/i;
const COLOR_WORDS = /\b(colou?r|couleur|colore|cor|farbe|kleur|kolor)\b/i;
const MAX_JSON = 500_000;
const isNode = (value: unknown): value is JsonNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const unique = (values: string[]) => [...new Set(values)];
const textValue = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? cleanText(String(value)).slice(0, 200) : '');

function parsed(text: string | undefined): unknown {
  if (!text || text.length > MAX_JSON) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Every object in a JSON value, breadth first, at most `budget`: Magento nests its components in selectors and modules. */
function nodesIn(value: unknown, budget = 20_000): JsonNode[] {
  const found: JsonNode[] = [];
  const queue: unknown[] = [value];
  for (let i = 0; i < queue.length && i < budget; i += 1) {
    const current = queue[i];
    if (Array.isArray(current)) queue.push(...current);
    else if (isNode(current)) {
      found.push(current);
      queue.push(...Object.values(current));
    }
  }
  return found;
}

/** The JSON of a page's (or a card's) Magento init scripts. */
export function magentoInit($: CheerioAPI, within?: AnyNode): unknown[] {
  const scripts = within ? $(within).find('script[type="text/x-magento-init"]') : $('script[type="text/x-magento-init"]');
  return scripts.toArray().flatMap((script) => {
    const value = parsed($(script).text());
    return value === undefined ? [] : [value];
  });
}

interface MagentoAttribute {
  code?: unknown;
  label?: unknown;
  options?: unknown;
}

/**
 * The variants a Magento swatch or configurable config describes (`attributes` with their options, `index` from each
 * child product to its option of each attribute): one per child, with its size and colour (the attributes whose code
 * or label says so) and its stock: a child `salable` does not list for one of its options cannot be bought; without
 * `salable`, the children an option lists are those on sale. Null when no config names a size or a colour.
 */
export function magentoVariants(init: readonly unknown[]): { variants: Variant[]; sizes: string[]; colors: string[] } | null {
  const config = init.flatMap((value) => nodesIn(value)).find((node) => isNode(node.attributes) && isNode(node.index));
  if (!config) return null;
  const attributes = Object.entries(config.attributes as Record<string, MagentoAttribute>).filter(
    ([, attribute]) => isNode(attribute) && Array.isArray(attribute.options),
  );
  const kind = (attribute: MagentoAttribute) => {
    const words = `${textValue(attribute.code)} ${textValue(attribute.label)}`;
    return SIZE_WORDS.test(words) ? 'size' : COLOR_WORDS.test(words) ? 'color' : null;
  };
  const size = attributes.find(([, attribute]) => kind(attribute) === 'size');
  const color = attributes.find(([, attribute]) => kind(attribute) === 'color');
  if (!size && !color) return null;
  const options = (entry: [string, MagentoAttribute] | undefined) => (entry ? (entry[1].options as unknown[]).filter(isNode) : []);
  const labelOf = (entry: [string, MagentoAttribute] | undefined, optionId: unknown) => {
    const option = options(entry).find((candidate) => String(candidate.id) === String(optionId));
    return option ? textValue(option.label) || null : null;
  };
  const salable = isNode(config.salable) ? (config.salable as Record<string, unknown>) : null;
  const listed = (attributeId: string, optionId: unknown, child: string) => {
    const source = salable ? salable[attributeId] : undefined;
    const products = salable
      ? isNode(source)
        ? source[String(optionId)]
        : undefined
      : options(attributes.find(([id]) => id === attributeId)).find((option) => String(option.id) === String(optionId))?.products;
    return Array.isArray(products) && products.map(String).includes(child);
  };
  const skus = isNode(config.sku) ? config.sku : {};
  const variants = Object.entries(config.index as Record<string, unknown>)
    .filter((entry): entry is [string, JsonNode] => isNode(entry[1]))
    .map(([child, chosen]): Variant => ({
      size: size ? labelOf(size, chosen[size[0]]) : null,
      color: color ? labelOf(color, chosen[color[0]]) : null,
      available: Object.entries(chosen).every(([attributeId, optionId]) => listed(attributeId, optionId, child)),
      sku: textValue(skus[child]) || null,
      price: null,
      salePrice: null,
    }));
  // Sizes and colours in the order the shop offers them.
  const named = (entry: [string, MagentoAttribute] | undefined, pick: (variant: Variant) => string | null) =>
    options(entry)
      .map((option) => textValue(option.label))
      .filter((label) => label && variants.some((variant) => pick(variant) === label));
  return { variants, sizes: named(size, (variant) => variant.size), colors: named(color, (variant) => variant.color) };
}

/** Magento's product gallery (`mage/gallery/gallery`'s data): each image's full size, else the one shown. */
function magentoGallery(init: readonly unknown[], pageUrl: string): string[] {
  const gallery = init.flatMap((value) => nodesIn(value)).find((node) => isNode(node['mage/gallery/gallery']));
  const data = gallery ? (gallery['mage/gallery/gallery'] as JsonNode).data : undefined;
  if (!Array.isArray(data)) return [];
  return data.filter(isNode).flatMap((image) => {
    if (image.type !== undefined && image.type !== 'image') return [];
    const url = resolveUrl(textValue(image.full) || textValue(image.img), pageUrl);
    return url ? [url] : [];
  });
}

/** PrestaShop's product JSON (`data-product` on `#product-details`, and on the quick view), when the page has it. */
function prestashopProduct($: CheerioAPI): JsonNode | null {
  for (const element of $('[data-product]').toArray()) {
    const value = parsed($(element).attr('data-product'));
    if (isNode(value) && (value.id_product !== undefined || value.id !== undefined) && (value.images !== undefined || value.availability !== undefined))
      return value;
  }
  return null;
}

function prestashopImages(product: JsonNode, pageUrl: string): string[] {
  const images = Array.isArray(product.images) ? product.images.filter(isNode) : [];
  return images.flatMap((image) => {
    const sizes = isNode(image.bySize) ? image.bySize : {};
    const large = isNode(sizes.large_default) ? sizes.large_default.url : isNode(image.large) ? image.large.url : undefined;
    const url = resolveUrl(textValue(large), pageUrl);
    return url ? [url] : [];
  });
}

/** A PrestaShop product form's groups (`.product-variants-item`): each group's label and the values it offers. */
function variantGroups($: CheerioAPI): Array<{ label: string; values: string[] }> {
  return $('.product-variants .product-variants-item, .product-variants-item')
    .toArray()
    .map((group) => {
      const label = cleanText($(group).find('.control-label, label').first().text()) || textValue($(group).find('select').attr('aria-label'));
      const values = $(group)
        .find('select[name^="group"] option, input[name^="group"]')
        .toArray()
        .map((choice) => textValue($(choice).attr('title')) || cleanText($(choice).text()))
        .filter(Boolean);
      return { label, values: unique(values) };
    })
    .filter((group) => group.values.length > 0);
}

/** Whether a page's stock block (Magento's `.stock`, PrestaShop's availability) says the product can be bought. */
function stockSays($: CheerioAPI): boolean | null {
  const stock = $('.product-info-main .stock, .product-info-stock-sku .stock').first();
  if (stock.hasClass('unavailable')) return false;
  if (stock.hasClass('available')) return true;
  return null;
}

/** What a product's page, loaded once by its reader, says of its sizes, colours, stock and gallery (see ProductDetails). */
export function productPageDetails($: CheerioAPI, pageUrl: string): ProductDetails {
  const details: ProductDetails = { variants: [], sizes: [], colors: [], images: [], available: null, sizeTable: sizeTableIn($) };
  const node = productsIn(jsonLdBlocks($))[0];
  if (node) {
    const stock = jsonLdVariants(node);
    details.available = stock.available;
    if (stock.variants.some((variant) => variant.size !== null || variant.color !== null)) details.variants = stock.variants;
    details.images = jsonFields(node, {}).images.flatMap((image) =>
      typeof image === 'string' ? [resolveUrl(image, pageUrl)].filter((url): url is string => url !== null) : [],
    );
  }
  const init = magentoInit($);
  const magento = details.variants.length === 0 ? magentoVariants(init) : null;
  if (magento) details.variants = magento.variants;
  const gallery = magentoGallery(init, pageUrl);
  if (gallery.length > details.images.length) details.images = gallery;

  const presta = prestashopProduct($);
  if (presta) {
    const images = prestashopImages(presta, pageUrl);
    if (images.length > details.images.length) details.images = images;
    if (typeof presta.availability === 'string') details.available = presta.availability !== 'unavailable';
  }
  details.available = stockSays($) ?? details.available;
  if (details.variants.length === 0) {
    // A form of groups (PrestaShop's): its sizes and colours, each with the product's stock (the theme says no more).
    const groups = variantGroups($);
    const sizes = groups.find((group) => SIZE_WORDS.test(group.label))?.values ?? [];
    const colors = groups.find((group) => COLOR_WORDS.test(group.label))?.values ?? [];
    const available = details.available ?? true;
    const base = { available, sku: null, price: null, salePrice: null };
    if (sizes.length > 0) details.variants = sizes.map((size) => ({ ...base, size, color: colors.length === 1 ? colors[0]! : null }));
    else if (colors.length > 0) details.variants = colors.map((color) => ({ ...base, size: null, color }));
    details.sizes = sizes;
    details.colors = colors;
  } else {
    details.sizes = magento?.sizes ?? unique(details.variants.flatMap((variant) => variant.size ?? []));
    details.colors = magento?.colors ?? unique(details.variants.flatMap((variant) => variant.color ?? []));
    // A page whose whole product is out of stock: none of its variants can be bought, whatever the config listed.
    if (details.available === false) details.variants = details.variants.map((variant) => ({ ...variant, available: false }));
  }
  // As every source keeps photos (images.ts): a gallery of only Magento's or PrestaShop's placeholder is none.
  details.images = productImages(details.images, pageUrl);
  return details;
}
