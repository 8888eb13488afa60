import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { FieldError } from '../extract';
import { productImages } from '../images';
import type { FetchedDocument } from '../fetcher';
import { paidPrice, parsePrice, pricedAs, type Price, type Priced } from '../prices';
import { cleanText, descriptionText } from '../text';
import { canonicalLink, resolveUrl } from '../urls';
import type { CatalogueSource, SourceBatch, SourceContext, SourceFound, SourceItem, SourceResult, Variant } from './port';

/**
 * Google Merchant product feeds (issue 29): RSS 2.0 (`<item>`s) or Atom (`<entry>`s) with the `g:` fields of the
 * product data specification, or its tab-separated text form (a header row naming the same fields, without `g:`).
 * A feed lists one line per variant: those sharing an `item_group_id` are one product (key `feed:<item_group_id>`,
 * else `feed:<id>`), whose sizes and colours are its variants' and whose sold-out sizes their `availability` says.
 * A line's `price` is its regular price and `sale_price`, below it, the sale's; both carry their currency ("42000.00 ARS").
 */

/** A feed's line: its fields by name (`g:` dropped, lowercased, spaces as `_`), each with every value given. */
export type FeedRecord = Map<string, string[]>;

/** The Google namespace the `g:` fields belong to, whatever prefix a feed binds to it. */
const GOOGLE_NS = 'http://base.google.com/ns/1.0';
/** What a feed may be served as: feed types, plain XML, TSV, and what file hosts send for any file. */
export const FEED_MEDIA_TYPES = [
  'application/rss+xml',
  'application/atom+xml',
  'application/xml',
  'text/xml',
  'text/tab-separated-values',
  'text/plain',
  'text/csv',
  'application/octet-stream',
] as const;
const PAGE_TYPES = ['text/html', 'application/xhtml+xml'] as const;
/** A shop's page links to at most this many candidate feeds tried by detection. */
const MAX_PROBED_LINKS = 3;
const MAX_TEXT = 200;
const MAX_DESCRIPTION = 2_000;

const unique = <T>(values: readonly T[]) => [...new Set(values)];
const fieldName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/^g:/, '')
    .replace(/[\s-]+/g, '_');

/**
 * A feed price: the specification's "42000.00 ARS" (a period for decimals, the ISO 4217 code after, or before), else
 * as a shop writes it ("1.299,00 EUR", "$ 42.000"); the currency from the code when the text has one.
 */
export function feedPrice(text: string | undefined): Price | null {
  const value = text?.trim();
  if (!value) return null;
  const after = value.match(/^(\d+(?:\.\d{1,2})?)\s*([A-Za-z]{3})$/);
  const before = value.match(/^([A-Za-z]{3})\s*(\d+(?:\.\d{1,2})?)$/);
  const spec = after ? { amount: after[1]!, code: after[2]! } : before ? { amount: before[2]!, code: before[1]! } : null;
  if (spec) {
    const amount = Number(spec.amount);
    return amount > 0 ? { amount: Math.round(amount * 100) / 100, currency: spec.code.toUpperCase() } : null;
  }
  const parsed = parsePrice(value);
  if (!parsed) return null;
  return { amount: parsed.amount, currency: parsed.currency ?? value.match(/\b([A-Z]{3})\b/)?.[1] ?? null };
}

/**
 * Whether a feed's `availability` lets a shopper buy now: `in_stock`, `preorder` and `backorder` take orders,
 * `out_of_stock` does not (the older "in stock"/"out of stock" spellings and schema.org's URLs read the same). A
 * line that says nothing is read as available.
 */
export function feedAvailable(value: string | undefined): boolean {
  const normalized = value
    ?.trim()
    .toLowerCase()
    .replace(/^https?:\/\/schema\.org\//, '')
    .replace(/[\s-]+/g, '_');
  if (!normalized) return true;
  return !/^(out_?of_?stock|sold_?out|discontinued|agotado|sin_stock)$/.test(normalized);
}

/**
 * Rows of tab-separated text: a field in double quotes may hold tabs, newlines and doubled quotes (`""`); others run
 * to the next tab or line end. Empty lines are left out; a byte-order mark is dropped.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(field);
    if (row.some((value) => value !== '')) rows.push(row);
    row = [];
    field = '';
  };
  for (; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === '\t') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
    } else field += char;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** A TSV feed's lines as records; none when its header does not name a feed's fields. */
function tsvRecords(text: string): FeedRecord[] {
  const [header, ...rows] = parseTsv(text);
  const names = (header ?? []).map(fieldName);
  if (!names.includes('id') || !(names.includes('price') || names.includes('title'))) return [];
  return rows.map((cells) => {
    const record: FeedRecord = new Map();
    names.forEach((name, column) => {
      const value = cells[column]?.trim();
      if (name && value) record.set(name, [...(record.get(name) ?? []), value]);
    });
    return record;
  });
}

/**
 * An RSS or Atom feed's items as records: the Google namespace's fields (whatever the prefix) win over the feed's own
 * `title`, `link` (Atom's `href`), `description`/`summary` and `id`, which stand in when a `g:` field is missing.
 */
function xmlRecords(text: string): FeedRecord[] {
  const $: CheerioAPI = load(text, { xml: true });
  const root = $.root().children().first();
  const prefixes = new Set(['g']);
  for (const [attribute, value] of Object.entries(root.attr() ?? {}))
    if (value === GOOGLE_NS && attribute.startsWith('xmlns:')) prefixes.add(attribute.slice(6));
  return $('item, entry')
    .toArray()
    .map((element) => {
      const google: FeedRecord = new Map();
      const own: FeedRecord = new Map();
      for (const child of $(element).children().toArray() as Element[]) {
        const [prefix, local] = child.name.includes(':') ? (child.name.split(':', 2) as [string, string]) : [null, child.name];
        const value = (local === 'link' && prefix === null ? (child.attribs.href ?? $(child).text()) : $(child).text()).trim();
        if (!value) continue;
        if (prefix !== null && !prefixes.has(prefix)) continue;
        if (local === 'link' && prefix === null && child.attribs.rel && child.attribs.rel !== 'alternate') continue;
        const into = prefix === null ? own : google;
        const name = fieldName(local);
        into.set(name, [...(into.get(name) ?? []), value]);
      }
      const record: FeedRecord = new Map(google);
      for (const [name, from] of [
        ['title', 'title'],
        ['link', 'link'],
        ['description', 'description'],
        ['description', 'summary'],
        ['description', 'content'],
        ['id', 'id'],
      ] as const) {
        if (!record.has(name) && own.has(from)) record.set(name, own.get(from)!);
      }
      return record;
    });
}

/** A feed's records, whichever form it has (XML by its first character, else TSV); none when it is not a feed. */
export function feedRecords(text: string): FeedRecord[] {
  const body = text.replace(/^\ufeff/, '').trimStart();
  const records = body.startsWith('<') ? xmlRecords(body) : tsvRecords(body);
  // A product feed's lines have an id and a price; a blog's RSS has neither.
  return records.filter((record) => record.has('id') && (record.has('price') || record.has('sale_price')));
}

const first = (record: FeedRecord, name: string) => record.get(name)?.[0];
/** Several image URLs in one value (TSV's comma-separated additional images), split only before a URL. */
const urls = (values: readonly string[] | undefined) => (values ?? []).flatMap((value) => value.split(/\s*,\s*(?=https?:\/\/)/));
/** Materials and colours the specification lets a line join with `/` ("algodón/elastano"). */
const parts = (value: string | undefined) =>
  (value ?? '')
    .split(/\s*[/,]\s*/)
    .map((part) => cleanText(part).slice(0, MAX_TEXT))
    .filter(Boolean);

/** A line's prices: `price` is the regular one, `sale_price` the sale's when below it; the currency either states. */
interface LinePrices extends Priced {
  currency: string | null;
}

/** What a line costs: its prices (null when it has none readable), and the text given for them. */
function linePrice(record: FeedRecord): { prices: LinePrices | null; raw: string | undefined } {
  const sale = feedPrice(first(record, 'sale_price'));
  const regular = feedPrice(first(record, 'price'));
  const priced = pricedAs(regular?.amount, sale?.amount);
  return { prices: priced && { ...priced, currency: regular?.currency ?? sale?.currency ?? null }, raw: first(record, 'sale_price') ?? first(record, 'price') };
}

/**
 * A product's name from its variants' titles: theirs when they agree, else the words they begin with ("Remera Lisa -
 * Negro - M" and "Remera Lisa - Negro - L" are "Remera Lisa - Negro"), without a trailing separator.
 */
function commonTitle(titles: readonly string[]): string | undefined {
  const cleaned = unique(titles.map((title) => cleanText(title)).filter(Boolean));
  if (cleaned.length <= 1) return cleaned[0];
  const split = cleaned.map((title) => title.split(' '));
  const common: string[] = [];
  for (let i = 0; split.every((words) => words[i] !== undefined && words[i] === split[0]![i]); i += 1) common.push(split[0]![i]!);
  const joined = common
    .join(' ')
    .replace(/[\s\-–—|/,:(]+$/, '')
    .trim();
  return joined || cleaned[0];
}

/** The shop's own category of a product: its product-type path's last step ("Mujer > Remeras" → Remeras). */
function categoriesOf(lines: readonly FeedRecord[]): string[] {
  const last = lines.flatMap((line) => (line.get('product_type') ?? []).map((path) => path.split(/\s*>\s*/).pop()!));
  return unique(last.map((category) => cleanText(category).slice(0, MAX_TEXT)).filter(Boolean)).slice(0, 5);
}

/** Product-type paths ("Mujer > Remeras") and the Google category's last step as tags; numeric category ids left out. */
function tagsOf(lines: readonly FeedRecord[]): string[] {
  const tags = lines.flatMap((line) => [
    ...(line.get('product_type') ?? []).flatMap((path) => path.split(/\s*>\s*/)),
    ...(line.get('google_product_category') ?? []).filter((category) => !/^\d+$/.test(category.trim())).map((category) => category.split(/\s*>\s*/).pop()!),
  ]);
  return unique(tags.map((tag) => cleanText(tag).slice(0, MAX_TEXT)).filter(Boolean)).slice(0, 30);
}

/**
 * The products of a feed's records: lines grouped by `item_group_id` (in the order each group first appears), each
 * group one product read from its lines, or the fields that could not be read.
 */
export function feedItems(records: readonly FeedRecord[], feedUrl: string, currency: string): SourceResult[] {
  const groups = new Map<string, FeedRecord[]>();
  for (const record of records) {
    const key = first(record, 'item_group_id') ?? first(record, 'id')!;
    groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  return [...groups].map(([group, lines], index) => feedItem(group, lines, index, feedUrl, currency));
}

function feedItem(group: string, lines: readonly FeedRecord[], index: number, feedUrl: string, currency: string): SourceResult {
  const errors: FieldError[] = [];
  const name = commonTitle(lines.flatMap((line) => line.get('title') ?? []))?.slice(0, MAX_TEXT) ?? null;
  if (!name) errors.push({ field: 'name', code: 'MISSING', found: null });

  // The line a shopper pays least for gives the product's prices, its regular one and its sale's together.
  const priced = lines.map(linePrice);
  const lowest = priced
    .map((line) => line.prices)
    .filter((prices): prices is LinePrices => prices !== null)
    .sort((a, b) => paidPrice(a) - paidPrice(b))[0];
  if (!lowest) {
    const raw = priced.find((line) => line.raw)?.raw;
    errors.push({ field: 'price', code: raw ? 'UNREADABLE' : 'MISSING', found: raw ? raw.slice(0, 80) : null });
  }

  // The product's page: its lines' links without tracking parameters or fragment, the one with the fewest parameters
  // (a variant's `?variant=` link loses to the product's own).
  const links = lines.flatMap((line) => line.get('link') ?? []);
  const resolved = links.map((link) => resolveUrl(link, feedUrl)).filter((link): link is string => link !== null);
  if (links.length > 0 && resolved.length === 0) errors.push({ field: 'link', code: 'BAD_URL', found: links[0]!.slice(0, 80) });
  const url = resolved.map(canonicalLink).sort((a, b) => new URL(a).searchParams.size - new URL(b).searchParams.size)[0] ?? null;

  const images = productImages(
    lines.flatMap((line) => [...urls(line.get('image_link')), ...urls(line.get('additional_image_link'))]),
    feedUrl,
  );
  if (errors.length > 0) return { index, errors, name };

  const variants: Variant[] = lines.map((line, i) => ({
    size: cleanText(first(line, 'size') ?? '').slice(0, MAX_TEXT) || null,
    color: cleanText(first(line, 'color') ?? '').slice(0, MAX_TEXT) || null,
    available: feedAvailable(first(line, 'availability')),
    sku: first(line, 'id') ?? null,
    price: priced[i]!.prices?.price ?? null,
    salePrice: priced[i]!.prices?.salePrice ?? null,
  }));
  const description = lines.map((line) => first(line, 'description')).find(Boolean);
  const item: SourceItem = {
    key: `feed:${group}`,
    name: name!,
    description: description ? descriptionText(description).slice(0, MAX_DESCRIPTION).trim() || null : null,
    price: lowest!.price,
    salePrice: lowest!.salePrice,
    currency: lowest!.currency ?? currency,
    url,
    images,
    tags: tagsOf(lines),
    categories: categoriesOf(lines),
    sizes: unique(variants.flatMap((variant) => (variant.size ? [variant.size] : []))).slice(0, 30),
    colors: unique(lines.flatMap((line) => parts(first(line, 'color')))).slice(0, 30),
    materials: unique(lines.flatMap((line) => parts(first(line, 'material')))).slice(0, 30),
    sku: group,
    variants,
    available: variants.some((variant) => variant.available),
  };
  return { index, item };
}

/** How many products a feed's records make (lines of one group count once). */
const productCount = (records: readonly FeedRecord[]) => new Set(records.map((record) => first(record, 'item_group_id') ?? first(record, 'id'))).size;

/** Links on a shop's page that may name its product feed: declared feeds first, then links to feed-like files. */
function feedLinks(html: string, pageUrl: string): string[] {
  const $ = load(html);
  const declared = $('link[rel~="alternate"][type="application/rss+xml"], link[rel~="alternate"][type="application/atom+xml"]')
    .toArray()
    .map((link) => $(link).attr('href'));
  const named = $('a[href], link[href]')
    .toArray()
    .map((link) => $(link).attr('href'))
    .filter((href) => href !== undefined && /\.(xml|tsv|txt)(\?|#|$)/i.test(href) && /google|merchant|feed|shopping/i.test(href) && !/sitemap/i.test(href));
  return unique([...declared, ...named].map((href) => resolveUrl(href, pageUrl)).filter((href): href is string => href !== null));
}

export const feedSource: CatalogueSource = {
  kind: 'feed',

  /**
   * The shop's address itself when it is a feed (the brand named it), else a feed its page declares or links to, the
   * first that holds product lines. A blog's RSS has none and is passed over.
   */
  async probe(shopUrl: string, context: SourceContext, page?: FetchedDocument): Promise<SourceFound | null> {
    const start = page ?? (await context.document(shopUrl, [...PAGE_TYPES, ...FEED_MEDIA_TYPES]));
    if (!(PAGE_TYPES as readonly string[]).includes(start.mediaType)) {
      const records = feedRecords(start.text);
      return records.length > 0 ? { kind: 'feed', url: start.url, total: productCount(records) } : null;
    }
    for (const link of feedLinks(start.text, start.url).slice(0, MAX_PROBED_LINKS)) {
      if (context.signal?.aborted) return null;
      try {
        const feed = await context.document(link, FEED_MEDIA_TYPES);
        const records = feedRecords(feed.text);
        if (records.length > 0) return { kind: 'feed', url: feed.url, total: productCount(records) };
      } catch {
        // A link that does not answer with a feed: the next is tried.
      }
    }
    return null;
  },

  /** The feed in one batch (one document), its products grouped from their variants, up to the limit. */
  async *read(found: SourceFound, context: SourceContext): AsyncIterable<SourceBatch> {
    const feed = await context.document(found.url, FEED_MEDIA_TYPES);
    const records = feedRecords(feed.text);
    const items = feedItems(records, feed.url, context.currency).slice(0, Math.max(0, context.limit));
    yield { url: feed.url, items, total: productCount(records) };
  },
};
