import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { FieldSelector, ImporterConfig } from '@vitrina/domain/importer/config';
import { jsonFields, productsIn, type JsonFields, type JsonNode } from './jsonld';
import { parsePrice } from './prices';
import { cleanText } from './text';
import { canonicalUrl, resolveUrl } from './urls';
import { itemSelector } from './validate';

/** A cloth as a shop's page shows it, ready to become a cloth's fields. */
export interface ExtractedItem {
  /** Its identity across runs: the shop's SKU or product id when it gives one, else the canonical page URL. */
  key: string;
  name: string;
  description: string | null;
  price: number;
  currency: string;
  /** The product's own page, absolute. */
  url: string | null;
  /** Absolute image URLs in page order, without repeats, at most MAX_IMAGES. */
  images: string[];
  tags: string[];
  sizes: string[];
  colors: string[];
  /** The shop's material words (schema.org `material`, "Lino 70%, algodón 30%" as two), as written. */
  materials: string[];
  sku: string | null;
}

/** Which field of an item could not be read, and why. */
export interface FieldError {
  field: 'name' | 'price' | 'link' | 'image' | 'json';
  code: 'MISSING' | 'UNREADABLE' | 'BAD_URL' | 'BAD_JSON';
  /** What was found instead, shortened, when something was. */
  found: string | null;
}

export type ItemResult = { index: number; item: ExtractedItem; errors?: undefined } | { index: number; item?: undefined; errors: FieldError[]; name: string | null };

export interface PageExtraction {
  items: ItemResult[];
  /** The next page of the list, when the config names a link to it and the page has one. */
  nextPage: string | null;
}

/** What reading a page needs of a config: how items are read, and the currency of a bare "$". */
export type ExtractionConfig = Pick<ImporterConfig, 'item' | 'name' | 'price' | 'link' | 'image' | 'tags' | 'description' | 'nextPage' | 'json' | 'limit'> & { defaults: Pick<ImporterConfig['defaults'], 'currency'> };

export const MAX_IMAGES = 12;
const MAX_TEXT = 200;
/** A cloth's description holds at most this much per language (domain/catalogue/events.ts). */
const MAX_DESCRIPTION = 2_000;
const descriptionOf = (value: unknown) => (typeof value === 'string' ? cleanText(value).slice(0, MAX_DESCRIPTION).trim() || null : null);
const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);
const unique = (values: string[]) => [...new Set(values)];

/** Strings from raw values: cleaned, empty ones and non-strings left out, each at most MAX_TEXT long. */
function texts(values: readonly unknown[]): string[] {
  return unique(values.flatMap((value) => (typeof value === 'string' || typeof value === 'number' ? [cleanText(String(value)).slice(0, MAX_TEXT)] : [])).filter(Boolean));
}

/** A JSON price: a number, a plain decimal string as schema.org writes it, or text as a shop writes it. */
function jsonPrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value) > 0 ? Number(value) : null;
  return parsePrice(value)?.amount ?? null;
}

/**
 * Every item of one page, as the config reads it: each either a cloth's worth of fields or the fields that failed.
 * Pure: the page's HTML and URL in, no fetching.
 */
export function extractPage(html: string, pageUrl: string, config: ExtractionConfig): PageExtraction {
  const $ = load(html);
  const items: ItemResult[] = [];
  if (config.json.mode === 'jsonld') {
    const { paths } = config.json;
    productsIn(jsonLdBlocks($)).forEach((node, index) => items.push(fromJson(jsonFields(node, paths), index, pageUrl, config)));
  } else {
    const { json } = config;
    $(itemSelector(config.item)).each((index, element) => {
      if (json.mode === 'attribute') {
        const raw = $(element).attr(json.attribute);
        let node: unknown;
        try {
          node = raw === undefined ? undefined : JSON.parse(raw);
        } catch {
          node = undefined;
        }
        if (typeof node !== 'object' || node === null || Array.isArray(node)) {
          items.push({ index, errors: [{ field: 'json', code: raw === undefined ? 'MISSING' : 'BAD_JSON', found: raw === undefined ? null : shorten(raw) }], name: null });
          return;
        }
        items.push(fromJson(jsonFields(node as JsonNode, json.paths), index, pageUrl, config));
      } else {
        items.push(fromElements($, element as Element, index, pageUrl, config));
      }
    });
  }
  return { items: items.slice(0, config.limit), nextPage: config.nextPage ? nextPageOf($, pageUrl, config.nextPage) : null };
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

function fromJson(fields: JsonFields, index: number, pageUrl: string, config: ExtractionConfig): ItemResult {
  const errors: FieldError[] = [];
  const name = texts([fields.name])[0] ?? null;
  if (!name) errors.push({ field: 'name', code: 'MISSING', found: null });
  const priced = fields.prices.map(({ price, currency }) => ({ amount: jsonPrice(price), currency: typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : null }));
  const lowest = priced.filter((price) => price.amount !== null).sort((a, b) => a.amount! - b.amount!)[0];
  if (!lowest) errors.push({ field: 'price', code: fields.prices.length === 0 ? 'MISSING' : 'UNREADABLE', found: fields.prices.length === 0 ? null : shorten(String(fields.prices[0]!.price)) });
  const url = typeof fields.link === 'string' ? resolveUrl(fields.link, pageUrl) : null;
  if (fields.link !== undefined && fields.link !== null && !url) errors.push({ field: 'link', code: 'BAD_URL', found: shorten(String(fields.link)) });
  const images = unique(fields.images.flatMap((image) => (typeof image === 'string' ? [resolveUrl(image, pageUrl)].filter((u): u is string => u !== null) : []))).slice(0, MAX_IMAGES);
  if (images.length === 0) errors.push({ field: 'image', code: 'MISSING', found: null });
  const sku = texts([fields.sku])[0] ?? null;
  if (!sku && !url && !errors.some((error) => error.field === 'link')) errors.push({ field: 'link', code: 'MISSING', found: null });
  if (errors.length > 0) return { index, errors, name };
  return {
    index,
    item: {
      key: sku ? `sku:${sku}` : `url:${canonicalUrl(url!)}`,
      name: name!.slice(0, MAX_TEXT),
      description: descriptionOf(fields.description),
      price: Math.round(lowest!.amount! * 100) / 100,
      currency: lowest!.currency ?? config.defaults.currency,
      url,
      images,
      tags: texts(fields.tags).slice(0, 30),
      sizes: texts(fields.sizes).slice(0, 30),
      colors: texts(fields.colors).slice(0, 30),
      materials: texts(fields.materials).slice(0, 30),
      sku,
    },
  };
}

/** The matches of a field's selector inside an item (the item itself when the selector is empty). */
function matchesIn($: CheerioAPI, item: Element, field: FieldSelector) {
  return field.selector === '' ? $(item) : $(item).find(field.selector);
}

/** A field's value at a match: the attribute named, else the text. */
function valueAt($: CheerioAPI, node: AnyNode, field: FieldSelector): string | undefined {
  return field.attribute ? $(node).attr(field.attribute) : $(node).text();
}

function fromElements($: CheerioAPI, item: Element, index: number, pageUrl: string, config: ExtractionConfig): ItemResult {
  const errors: FieldError[] = [];
  const first = (field: FieldSelector) => {
    const match = matchesIn($, item, field).first()[0];
    return match ? valueAt($, match, field) : undefined;
  };

  const name = cleanText(first(config.name) ?? '').slice(0, MAX_TEXT) || null;
  if (!name) errors.push({ field: 'name', code: 'MISSING', found: null });

  const priceText = cleanText(first(config.price) ?? '');
  let price: ReturnType<typeof parsePrice> = null;
  if (!priceText) errors.push({ field: 'price', code: 'MISSING', found: null });
  else {
    const pattern = config.price.regex ? new RegExp(config.price.regex) : null;
    const matched = pattern ? priceText.slice(0, 500).match(pattern) : null;
    price = parsePrice(pattern ? (matched?.[1] ?? matched?.[0] ?? '') : priceText);
    if (!price) errors.push({ field: 'price', code: 'UNREADABLE', found: shorten(priceText) });
  }

  const href = first(config.link);
  const url = resolveUrl(href, pageUrl);
  if (!url) errors.push({ field: 'link', code: href?.trim() ? 'BAD_URL' : 'MISSING', found: href?.trim() ? shorten(href.trim()) : null });

  const images = unique(
    matchesIn($, item, config.image)
      .toArray()
      .flatMap((node) => (config.image.attribute ? [$(node).attr(config.image.attribute)] : lazyImageSources($, node)))
      .map((source) => resolveUrl(source, pageUrl))
      .filter((source): source is string => source !== null),
  ).slice(0, MAX_IMAGES);
  if (images.length === 0) errors.push({ field: 'image', code: 'MISSING', found: null });

  const tags = config.tags ? texts(matchesIn($, item, config.tags).toArray().map((node) => valueAt($, node, config.tags!))).slice(0, 30) : [];
  const description = config.description ? descriptionOf(first(config.description)) : null;
  if (errors.length > 0) return { index, errors, name };
  return {
    index,
    item: { key: `url:${canonicalUrl(url!)}`, name: name!, description, price: price!.amount, currency: price!.currency ?? config.defaults.currency, url, images, tags, sizes: [], colors: [], materials: [], sku: null },
  };
}

/** Placeholders shops put in `src` while the real image waits in a data attribute. */
const PLACEHOLDER = /(^data:)|blank\.(gif|png)|placeholder|spacer\.gif|lazy\.(gif|png|svg)|1x1\.(gif|png)/i;

/** The largest candidate of a srcset ("a.jpg 320w, b.jpg 800w" → b.jpg). */
function largestOf(srcset: string): string | undefined {
  const candidates = srcset
    .split(/,\s+(?=\S)/)
    .map((candidate) => {
      const [url, size = '1x'] = candidate.trim().split(/\s+/);
      return { url, size: parseFloat(size) * (size.endsWith('w') ? 1 : 1000) };
    })
    .filter((candidate) => candidate.url);
  return candidates.sort((a, b) => b.size - a.size)[0]?.url;
}

/**
 * The image an element shows, however the shop lazy-loads it: `data-src` and its kin, the largest of a (data-)srcset
 * (on the img or its picture's sources), a real `src`, else the img inside a `<noscript>`.
 */
export function lazyImageSources($: CheerioAPI, node: AnyNode): string[] {
  const element = $(node);
  const image = element.is('img') ? element : element.find('img').first();
  const attr = (name: string) => image.attr(name)?.trim() || undefined;
  const source = element.find('source[srcset], source[data-srcset]').add(image.parent('picture').find('source[srcset], source[data-srcset]')).first();
  const srcset = attr('data-srcset') ?? attr('srcset') ?? source.attr('data-srcset') ?? source.attr('srcset');
  const src = attr('src');
  const found = attr('data-src') ?? attr('data-lazy-src') ?? attr('data-original') ?? attr('data-zoom-image') ?? (srcset ? largestOf(srcset) : undefined) ?? (src && !PLACEHOLDER.test(src) ? src : undefined);
  if (found) return [found];
  const noscript = (element.is('noscript') ? element : element.find('noscript').length > 0 ? element.find('noscript') : element.siblings('noscript').add(element.parent().children('noscript'))).first();
  const inner = noscript.length > 0 ? load(noscript.text() || noscript.html() || '')('img').first().attr('src') : undefined;
  return inner ? [inner] : [];
}

function nextPageOf($: CheerioAPI, pageUrl: string, field: FieldSelector): string | null {
  const match = $(field.selector || 'a[rel="next"]').first();
  const next = resolveUrl(match.attr(field.attribute ?? 'href'), pageUrl);
  return next && next !== pageUrl ? next : null;
}
