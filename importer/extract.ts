import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import { hasChildren, isTag, isText, type AnyNode, type Element } from 'domhandler';
import type { FieldSelector, ImporterConfig } from '@vitrina/domain/importer/config';
import type { Language } from '@vitrina/domain/core/languages';
import { statedCurrency } from './currency';
import { isPlaceholderImage, productImages } from './images';
import { statedLanguage, writtenLanguage } from './language';
import { jsonFields, jsonListFields, productsIn, type JsonFields, type JsonNode } from './jsonld';
import { parsePrice, pricedAs, type Price } from './prices';
import type { SizeTable } from './size-table';
import { cleanText, descriptionText } from './text';
import { canonicalLink, canonicalUrl, resolveUrl } from './urls';
import { itemSelector } from './validate';

/** A cloth as a shop's page shows it, ready to become a cloth's fields. */
export interface ExtractedItem {
  /** Its identity across runs: the shop's SKU or product id when it gives one, else the canonical page URL. */
  key: string;
  name: string;
  description: string | null;
  /** The regular price, before any sale. */
  price: number;
  /** The price on sale, below `price`, while the shop has the item on sale; null otherwise. */
  salePrice: number | null;
  /** ISO 4217: as the shop states it, else the config's. */
  currency: string;
  /** The product's own page, absolute, without tracking parameters or fragment (urls.ts canonicalLink). */
  url: string | null;
  /** Absolute image URLs in page order, without repeats or stand-ins, at most MAX_IMAGES (images.ts productImages). */
  images: string[];
  tags: string[];
  /**
   * The shop's own categories for it, as it writes them (Shopify's product type, WooCommerce's and VTEX's categories,
   * a feed's product type): what the brand maps to the site's categories in the importer's settings.
   */
  categories?: string[];
  sizes: string[];
  colors: string[];
  /** The shop's material words (schema.org `material`, "Lino 70%, algodón 30%" as two), as written. */
  materials: string[];
  sku: string | null;
  /** The size guide its description or page publishes (size-table.ts), when it has one: the brand's chart for its category. */
  sizeTable?: SizeTable;
}

/** Which field of an item could not be read, and why. */
export interface FieldError {
  field: 'name' | 'price' | 'link' | 'image' | 'json';
  code: 'MISSING' | 'UNREADABLE' | 'BAD_URL' | 'BAD_JSON';
  /** What was found instead, shortened, when something was. */
  found: string | null;
}

export type ItemResult =
  { index: number; item: ExtractedItem; errors?: undefined } | { index: number; item?: undefined; errors: FieldError[]; name: string | null };

export interface PageExtraction {
  items: ItemResult[];
  /** The next page of the list, when the config names a link to it and the page has one. */
  nextPage: string | null;
  /** The site's language the page states, else the one its items are written in (language.ts); null: neither. */
  language?: Language | null;
}

/** What reading a page needs of a config: how items are read, how many at most (a run's, decided when it starts), and the currency of a bare "$". */
export type ExtractionConfig = Pick<ImporterConfig, 'item' | 'name' | 'price' | 'link' | 'image' | 'tags' | 'description' | 'nextPage' | 'json'> & {
  limit: number;
  defaults: Pick<ImporterConfig['defaults'], 'currency'>;
};

const MAX_TEXT = 200;
/** A cloth's description holds at most this much per language (domain/catalogue/events.ts). */
const MAX_DESCRIPTION = 2_000;
/** Characters of an element's text read at most: a field never needs more, however big the element. */
const MAX_READ = 20_000;
/** Characters of a JSON attribute parsed at most. */
const MAX_JSON = 200_000;
// Its paragraphs and list items kept apart (descriptionText), as the cloth page shows them.
const descriptionOf = (value: unknown) => (typeof value === 'string' ? descriptionText(value).slice(0, MAX_DESCRIPTION).trim() || null : null);
const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);
const unique = (values: string[]) => [...new Set(values)];
/** Text from the page's own nodes: the parser has decoded it already, so only its whitespace is collapsed. */
const collapse = (text: string) => text.replace(/[\s\u00a0\u200b]+/g, ' ').trim();

/** Strings from raw values: cleaned, empty ones and non-strings left out, each at most MAX_TEXT long. */
function texts(values: readonly unknown[]): string[] {
  return unique(
    values.flatMap((value) => (typeof value === 'string' || typeof value === 'number' ? [cleanText(String(value)).slice(0, MAX_TEXT)] : [])).filter(Boolean),
  );
}

/** A JSON price: a number, a plain decimal string as schema.org writes it, or text as a shop writes it. */
function jsonPrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value) > 0 ? Number(value) : null;
  return parsePrice(value)?.amount ?? null;
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Walking the page without recursion: a page of thousands of nested elements must not overflow the stack.           */

/** What a visitor of `walk` answers for a node: go into it (nothing), leave its subtree out, or stop the walk. */
export type WalkStep = void | 'skip' | 'stop';

/** Visits `root` and the nodes under it in document order, iteratively, at most `budget` of them. */
export function walk(root: AnyNode, visit: (node: AnyNode) => WalkStep, budget = Number.POSITIVE_INFINITY): void {
  const stack: AnyNode[] = [root];
  let visited = 0;
  while (stack.length > 0 && visited < budget) {
    const node = stack.pop()!;
    visited += 1;
    const step = visit(node);
    if (step === 'stop') return;
    if (step === 'skip' || !hasChildren(node)) continue;
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
  }
}

/** Elements whose content is not text a person reads on the page. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript']);

/** An element's text as a person reads it, whitespace collapsed, read without recursion and at most `max` characters. */
export function textOf(node: AnyNode, max = MAX_READ): string {
  let text = '';
  walk(node, (current) => {
    if (isText(current)) {
      text += current.data;
      return text.length >= max ? 'stop' : undefined;
    }
    return isTag(current) && current !== node && NOT_TEXT.has(current.tagName) ? 'skip' : undefined;
  });
  return collapse(text.slice(0, max));
}

/** Class names that hide an element from sight (screen-reader text, utility classes). */
const HIDING_CLASSES = new Set(['visually-hidden', 'screen-reader-text', 'sr-only', 'hidden', 'no-display', 'd-none', 'hide', 'is-hidden', 'u-hidden']);

/** Whether an element is hidden from sight: `hidden`, `display: none`, or a class that hides it (and no breakpoint shows it). */
export function isHidden(element: Element): boolean {
  if (element.attribs.hidden !== undefined) return true;
  if (/display\s*:\s*none|visibility\s*:\s*hidden/i.test(element.attribs.style ?? '')) return true;
  const classes = classesOf(element);
  return (
    classes.some((name) => HIDING_CLASSES.has(name)) &&
    !classes.some((name) => /^d-(sm|md|lg|xl|xxl)-(block|inline|inline-block|flex|inline-flex|grid)$/.test(name))
  );
}

/** An element's class names, as written. */
export function classesOf(element: Element): string[] {
  return (element.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

/** The words of a class name: `price-item--regular` → price, item, regular; `listPriceValue` → list, price, value. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
const OLD_PRICE_WORDS = new Set(['old', 'compare', 'was', 'before', 'anterior', 'strike', 'strikethrough', 'tachado', 'crossed']);

/**
 * Whether an element holds the price before a sale, not the one to pay: `<del>`, `<s>`, `<strike>`, or a class that
 * says so (WooCommerce's `del`, PrestaShop's `regular-price`, Magento's `old-price`, VTEX's `listPrice`, Tiendanube's
 * `price-compare`, Shopify's `compare-at`).
 */
export function isOldPrice(element: Element): boolean {
  if (element.tagName === 'del' || element.tagName === 's' || element.tagName === 'strike') return true;
  return classesOf(element).some((name) => {
    if (name === 'regular-price') return true;
    const words = wordsOf(name);
    return words.some((word) => OLD_PRICE_WORDS.has(word)) || (words.includes('list') && words.includes('price'));
  });
}

/** Whether an element holds a price's cents apart (`<sup>99</sup>`, `<span class="cents">`). */
const isCents = (element: Element) => element.tagName === 'sup' || classesOf(element).some((name) => /cent|decimal|fraction|^dec$|[-_]dec$/i.test(name));

/**
 * The price an element shows a shopper, as text: what is hidden from sight, the price before a sale (WooCommerce's
 * `<del>` beside its `<ins>`) and screen-reader words left out; cents written apart (`42.000<sup>00</sup>`) joined with
 * the decimal mark the amount does not use for thousands. Read without recursion, at most 500 characters.
 */
export function priceTextOf(node: AnyNode): string {
  let text = '';
  walk(node, (current) => {
    if (isText(current)) {
      text += current.data;
      return text.length >= 500 ? 'stop' : undefined;
    }
    if (!isTag(current) || current === node) return undefined;
    if (NOT_TEXT.has(current.tagName) || isHidden(current) || isOldPrice(current)) return 'skip';
    if (isCents(current) && /\d$/.test(text.trimEnd()) && /^\d{1,2}$/.test(textOf(current, 10))) {
      const amount = text.match(/[\d.,]+\s*$/)?.[0] ?? '';
      text = `${text.trimEnd()}${amount.includes('.') && !amount.includes(',') ? ',' : '.'}`;
    }
    return undefined;
  });
  return collapse(text);
}

/** A price's text without the discounts beside it ("-20%", "20% OFF"): a price is never a percentage. */
export const withoutPercentages = (text: string) => text.replace(/[-−–]?\s*\d+([.,]\d+)?\s*%/g, ' ');

/** Whether an element is, or sits inside (up to `within`), a price before a sale. */
function inOldPrice(element: Element, within: AnyNode): boolean {
  for (let node: Element | null = element; node && node !== within; node = node.parent && isTag(node.parent) ? node.parent : null) {
    if (isOldPrice(node) || node.attribs['data-price-type'] === 'oldPrice') return true;
  }
  return false;
}

/**
 * The price a card shows before its sale, when it shows one: Magento's `data-price-type="oldPrice"` amount (its
 * `old-price` block, which the theme may keep hidden beside the `special-price`), else the first visible old price
 * with an amount (PrestaShop's `.regular-price` beside `.price`, WooCommerce's `<del>` inside `.price`, a
 * `compare-at` or `price--old` class). Whether it makes a sale is for the price paid to say (prices.ts pricedAs).
 */
export function oldPriceIn(card: AnyNode): number | null {
  let found: number | null = null;
  walk(card, (node) => {
    if (!isTag(node) || node.attribs['data-price-type'] !== 'oldPrice') return undefined;
    const amount = Number(node.attribs['data-price-amount']);
    if (!Number.isFinite(amount) || amount <= 0) return undefined;
    found = Math.round(amount * 100) / 100;
    return 'stop';
  });
  if (found !== null) return found;
  walk(card, (node) => {
    if (!isTag(node) || node === card) return undefined;
    if (NOT_TEXT.has(node.tagName) || isHidden(node)) return 'skip';
    if (!isOldPrice(node)) return undefined;
    const amount = parsePrice(withoutPercentages(textOf(node, 200)))?.amount;
    if (amount === undefined) return 'skip';
    found = amount;
    return 'stop';
  });
  return found;
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Images however a shop lazy-loads them.                                                                             */

/** Where lazy loaders keep an image's real address while `src` holds a stand-in. */
const LAZY_SOURCES = ['data-src', 'data-lazy-src', 'data-original', 'data-lazy', 'data-original-src', 'data-zoom-image'] as const;
const LAZY_SRCSETS = ['data-srcset', 'data-lazy-srcset', 'srcset'] as const;

/** An address worth keeping as an image: not a stand-in, its `{width}` template (Shopify's lazysizes) filled. */
function usable(url: string | undefined, widths?: string): string | undefined {
  const text = url?.trim();
  if (!text || isPlaceholderImage(text)) return undefined;
  if (!text.includes('{width}')) return text;
  const largest = Math.max(0, ...(widths?.match(/\d+/g) ?? []).map(Number));
  return text.replace(/\{width\}/g, String(largest || 1024));
}

/** The largest candidate of a srcset ("a.jpg 320w, b.jpg 800w" → b.jpg), stand-ins left out. */
export function largestOf(srcset: string | undefined): string | undefined {
  if (!srcset) return undefined;
  let best: string | undefined;
  let bestSize = -1;
  let i = 0;
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i]!)) i += 1;
    const start = i;
    while (i < srcset.length && !/\s/.test(srcset[i]!)) i += 1;
    let url = srcset.slice(start, i);
    let descriptor = '';
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      const from = i;
      while (i < srcset.length && srcset[i] !== ',') i += 1;
      descriptor = srcset.slice(from, i).trim();
    }
    const size = /^\d+(\.\d+)?w$/i.test(descriptor) ? parseFloat(descriptor) : /^\d+(\.\d+)?x$/i.test(descriptor) ? parseFloat(descriptor) * 1000 : 1000;
    if (url && !isPlaceholderImage(url) && size > bestSize) {
      best = url;
      bestSize = size;
    }
  }
  return best;
}

/** A 1×1 image: a tracking pixel or a stand-in, whatever its address. */
const isPixel = (img: Element) => img.attribs.width?.trim() === '1' && img.attribs.height?.trim() === '1';

/** The image inside a `<noscript>` (what the page shows without scripts): its markup is text to the parser. */
function noscriptImage(noscript: Cheerio<AnyNode>): string | undefined {
  const markup = noscript.text() || noscript.html() || '';
  if (!/<img/i.test(markup)) return undefined;
  const img = load(markup, null, false)('img').first()[0];
  if (!img) return undefined;
  const attr = (name: string) => img.attribs[name];
  return usable(attr('src')) ?? largestOf(attr('srcset')) ?? usable(attr('data-src'));
}

/**
 * The image an element shows, however the shop lazy-loads it. On its `<img>` (itself or the first inside it): a lazy
 * loader's `data-src` and kin (while they are there, `src` is a stand-in: a blank gif or a blurred thumbnail), else
 * the largest of `data-srcset`/`srcset`, else its `<picture>`'s sources, else a real `src`; failing all, the `<img>` of
 * a `<noscript>` inside it (or beside it, when `node` is not the item `within`). Stand-ins (data: URIs, blank and 1×1
 * gifs, placeholders) never count.
 */
export function lazyImageSources($: CheerioAPI, node: AnyNode, within?: AnyNode): string[] {
  const element = $(node);
  if (element.is('noscript')) {
    const inner = noscriptImage(element);
    return inner ? [inner] : [];
  }
  const image = element.is('img') ? element : element.find('img').first();
  const img = image[0] as Element | undefined;
  const attr = (name: string) => img?.attribs[name]?.trim() || undefined;
  const lazy = LAZY_SOURCES.map((name) => usable(attr(name), attr('data-widths'))).find(Boolean);
  const srcset = LAZY_SRCSETS.map((name) => largestOf(attr(name))).find(Boolean);
  const sources = element.is('img') ? image.parent('picture').children('source') : element.find('source');
  const fromSources = sources
    .toArray()
    .map((source) => largestOf((source as Element).attribs['data-srcset'] ?? (source as Element).attribs.srcset))
    .find(Boolean);
  const src = img && !isPixel(img) ? usable(attr('src')) : undefined;
  const found = lazy ?? srcset ?? fromSources ?? src;
  if (found) return [found];
  const inside = element.is('img') ? element.siblings('noscript') : element.find('noscript');
  const noscript = inside.length > 0 || node === within ? inside.first() : element.siblings('noscript').first();
  const inner = noscript.length > 0 ? noscriptImage(noscript) : undefined;
  return inner ? [inner] : [];
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Reading a page.                                                                                                    */

/**
 * Every item of one page, as the config reads it: each either a cloth's worth of fields or the fields that failed.
 * Pure: the page's HTML and URL in, no fetching. Linear in the page: items nested in an item are not items again, and
 * reading stops at the config's limit.
 */
export function extractPage(html: string, pageUrl: string, given: ExtractionConfig): PageExtraction {
  // A price without its currency is in the one the page states, else in the config's.
  const config = { ...given, defaults: { ...given.defaults, currency: statedCurrency(html) ?? given.defaults.currency } };
  const $ = load(html);
  const items: ItemResult[] = [];
  if (config.json.mode === 'jsonld') {
    const { paths } = config.json;
    productsIn(jsonLdBlocks($))
      .slice(0, config.limit)
      .forEach((node, index) => items.push(fromJson(jsonFields(node, paths), index, pageUrl, config, null)));
  } else {
    const { json } = config;
    outermost($, $(itemSelector(config.item)).toArray() as Element[], config.limit).forEach((element, index) => {
      const cards = cardReader($, element, pageUrl, config);
      if (json.mode === 'none') {
        items.push(fromCard(cards, index, config.defaults.currency));
        return;
      }
      // The JSON an attribute holds, or a script's text (a script that is not there reads as missing).
      const holder = json.selector ? $(element).find(json.selector).first() : $(element);
      const raw = json.mode === 'attribute' ? holder.attr(json.attribute) : holder.length > 0 ? holder.text() : undefined;
      const nodes = raw === undefined ? null : jsonNodes(raw);
      if (!nodes) {
        items.push({
          index,
          errors: [{ field: 'json', code: raw === undefined ? 'MISSING' : 'BAD_JSON', found: raw === undefined ? null : shorten(raw) }],
          name: null,
        });
        return;
      }
      items.push(fromJson(nodes.length === 1 ? jsonFields(nodes[0]!, json.paths) : jsonListFields(nodes, json.paths), index, pageUrl, config, cards));
    });
  }
  const read = items.slice(0, config.limit);
  const language = statedLanguage(html) ?? writtenLanguage(read.flatMap((result) => (result.item ? [result.item.name, result.item.description ?? ''] : [])));
  return { items: read, nextPage: config.nextPage ? nextPageOf($, pageUrl, config.nextPage) : null, language };
}

/** An attribute's JSON as product nodes: an object, or a list of objects (Tiendanube's variants: one product). */
function jsonNodes(raw: string): JsonNode[] | null {
  if (raw.length > MAX_JSON) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const isNode = (node: unknown): node is JsonNode => typeof node === 'object' && node !== null && !Array.isArray(node);
  if (isNode(value)) return [value];
  const nodes = Array.isArray(value) ? value.filter(isNode) : [];
  return nodes.length > 0 ? nodes : null;
}

/** The matches that are not inside another match, in page order, at most `limit`: one walk over the page. */
function outermost($: CheerioAPI, matches: Element[], limit: number): Element[] {
  if (matches.length <= 1) return matches.slice(0, limit);
  const wanted = new Set<AnyNode>(matches);
  const found: Element[] = [];
  walk($.root()[0]!, (node) => {
    if (!wanted.has(node)) return undefined;
    found.push(node as Element);
    return found.length >= limit ? 'stop' : 'skip';
  });
  return found;
}

/** The page's JSON-LD scripts, parsed; one that does not parse is left out (shops ship broken ones). */
export function jsonLdBlocks($: CheerioAPI): unknown[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((script) => {
      try {
        return [JSON.parse($(script).text())];
      } catch {
        return [];
      }
    });
}

/** Whether the config names where a field is in the card (a selector or an attribute), not the card's whole text. */
const names = (field: FieldSelector | null | undefined): field is FieldSelector => !!field && (field.selector !== '' || field.attribute !== null);

/** One field read from the card, or why it could not be. */
type Read<T> = { value: T; error?: undefined } | { value?: undefined; error: FieldError };

/** Each field of one card, read by the config's selectors when asked. */
interface CardReader {
  name(): string | null;
  /** The price a shopper pays, and the one before its sale when the card shows one. */
  price(): Read<Price & { regular: number | null }>;
  link(): Read<string>;
  images(): string[];
  tags(): string[];
  description(): string | null;
  /** The price before a sale the card shows beside its price, when it shows one. */
  regular(): number | null;
}

function cardReader($: CheerioAPI, item: Element, pageUrl: string, config: ExtractionConfig): CardReader {
  const matches = (field: FieldSelector) => (field.selector === '' ? $(item) : $(item).find(field.selector));
  const first = (field: FieldSelector, read: (node: AnyNode) => string = textOf) => {
    const match = matches(field).first()[0];
    if (!match) return undefined;
    return field.attribute ? $(match).attr(field.attribute) : read(match);
  };
  return {
    name: () => collapse(first(config.name) ?? '').slice(0, MAX_TEXT) || null,
    price: () => {
      // The first match that is not a price before a sale (Magento's `.price` is in its old-price block too).
      const field = config.price;
      const candidates = matches(field).toArray();
      const match = candidates.find((node) => !isTag(node) || !inOldPrice(node, item)) ?? candidates[0];
      const raw = match ? (field.attribute ? $(match).attr(field.attribute) : priceTextOf(match)) : undefined;
      const text = collapse(raw ?? '');
      if (!text) return { error: { field: 'price', code: 'MISSING', found: null } };
      const pattern = field.regex ? new RegExp(field.regex) : null;
      const matched = pattern ? text.slice(0, 500).match(pattern) : null;
      const price = parsePrice(pattern ? (matched?.[1] ?? matched?.[0] ?? '') : withoutPercentages(text));
      return price ? { value: { ...price, regular: oldPriceIn(item) } } : { error: { field: 'price', code: 'UNREADABLE', found: shorten(text) } };
    },
    link: () => {
      const href = first(config.link);
      const url = resolveUrl(href, pageUrl);
      if (url) return { value: url };
      return { error: { field: 'link', code: href?.trim() ? 'BAD_URL' : 'MISSING', found: href?.trim() ? shorten(href.trim()) : null } };
    },
    images: () =>
      productImages(
        matches(config.image)
          .toArray()
          .flatMap((node) => (config.image.attribute ? [$(node).attr(config.image.attribute)] : lazyImageSources($, node, item))),
        pageUrl,
      ),
    tags: () =>
      config.tags
        ? unique(
            matches(config.tags)
              .toArray()
              .map((node) => collapse((config.tags!.attribute ? $(node).attr(config.tags!.attribute) : textOf(node, MAX_TEXT * 2)) ?? '').slice(0, MAX_TEXT))
              .filter(Boolean),
          ).slice(0, 30)
        : [],
    description: () =>
      config.description
        ? collapse(first(config.description) ?? '')
            .slice(0, MAX_DESCRIPTION)
            .trim() || null
        : null,
    regular: () => oldPriceIn(item),
  };
}

/** An item read from its card alone (the `none` mode). */
function fromCard(card: CardReader, index: number, currency: string): ItemResult {
  const errors: FieldError[] = [];
  const name = card.name();
  if (!name) errors.push({ field: 'name', code: 'MISSING', found: null });
  const price = card.price();
  if (price.error) errors.push(price.error);
  const link = card.link();
  if (link.error) errors.push(link.error);
  // A card without a photo is still a product: it is imported hidden until it has one.
  const images = card.images();
  const tags = card.tags();
  const description = card.description();
  if (errors.length > 0) return { index, errors, name };
  return {
    index,
    item: {
      key: `url:${canonicalUrl(link.value!)}`,
      name: name!,
      description,
      ...pricedAs(price.value!.regular, price.value!.amount)!,
      currency: price.value!.currency ?? currency,
      url: canonicalLink(link.value!),
      images,
      tags,
      sizes: [],
      colors: [],
      materials: [],
      sku: null,
    },
  };
}

/**
 * An item read from JSON (JSON-LD, or an attribute's). In the attribute mode, a field the JSON does not give is read
 * from the card by the config's selector for it, when the config names one (Tiendanube's variants carry prices and
 * images but not the product's name or link).
 */
function fromJson(fields: JsonFields, index: number, pageUrl: string, config: ExtractionConfig, card: CardReader | null): ItemResult {
  const errors: FieldError[] = [];
  const fallback = (field: FieldSelector | null | undefined) => card !== null && names(field);

  const name = texts([fields.name])[0] ?? (fallback(config.name) ? card!.name() : null);
  if (!name) errors.push({ field: 'name', code: 'MISSING', found: null });

  // The lowest price to pay wins, with the regular price of that same offer (a sale is one offer's).
  const priced = fields.prices.map(({ price, currency, regular }) => ({
    amount: jsonPrice(price),
    currency: typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : null,
    regular: jsonPrice(regular),
  }));
  let lowest: { amount: number | null; currency: string | null; regular: number | null } | undefined = priced
    .filter((price) => price.amount !== null)
    .sort((a, b) => a.amount! - b.amount!)[0];
  if (!lowest && fallback(config.price)) {
    const read = card!.price();
    if (read.error) errors.push(read.error);
    else lowest = read.value;
  } else if (!lowest) {
    errors.push({
      field: 'price',
      code: fields.prices.length === 0 ? 'MISSING' : 'UNREADABLE',
      found: fields.prices.length === 0 ? null : shorten(String(fields.prices[0]!.price)),
    });
  }

  let url = typeof fields.link === 'string' ? resolveUrl(fields.link, pageUrl) : null;
  const givenLink = fields.link !== undefined && fields.link !== null;
  if (!url && fallback(config.link)) {
    const read = card!.link();
    url = read.value ?? null;
    if (read.error && read.error.code === 'BAD_URL') errors.push(read.error);
  } else if (givenLink && !url) errors.push({ field: 'link', code: 'BAD_URL', found: shorten(String(fields.link)) });

  let images = productImages(fields.images, pageUrl);
  if (images.length === 0 && fallback(config.image)) images = card!.images();

  const sku = texts([fields.sku])[0] ?? null;
  if (!sku && !url && !errors.some((error) => error.field === 'link')) errors.push({ field: 'link', code: 'MISSING', found: null });
  if (errors.length > 0) return { index, errors, name };
  const tags = texts(fields.tags).slice(0, 30);
  return {
    index,
    item: {
      key: sku ? `sku:${sku}` : `url:${canonicalUrl(url!)}`,
      name: name!.slice(0, MAX_TEXT),
      description: descriptionOf(fields.description) ?? (fallback(config.description) ? card!.description() : null),
      ...pricedAs(lowest!.regular === null ? (card?.regular() ?? null) : Math.round(lowest!.regular * 100) / 100, Math.round(lowest!.amount! * 100) / 100)!,
      currency: lowest!.currency ?? config.defaults.currency,
      url: url ? canonicalLink(url) : null,
      images,
      tags: tags.length === 0 && fallback(config.tags) ? card!.tags() : tags,
      sizes: texts(fields.sizes).slice(0, 30),
      colors: texts(fields.colors).slice(0, 30),
      materials: texts(fields.materials).slice(0, 30),
      sku,
    },
  };
}

function nextPageOf($: CheerioAPI, pageUrl: string, field: FieldSelector): string | null {
  const match = $(field.selector || 'a[rel="next"]').first();
  const next = resolveUrl(match.attr(field.attribute ?? 'href'), pageUrl);
  return next && next !== pageUrl ? next : null;
}
