import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { statedCurrency } from '../currency';
import { lazyImageSources } from '../extract';
import { PageRefusedError, type FetchedDocument } from '../fetcher';
import { parsePrice } from '../prices';
import type { SizeTable } from '../size-table';
import { resolveUrl } from '../urls';
import {
  absoluteImages,
  asArray,
  asRecords,
  currencyCode,
  HTML_TYPES,
  idText,
  isRecord,
  money,
  originOf,
  plainDescription,
  productUrl,
  quietly,
  shortText,
  toResult,
  variantOf,
  variantPrices,
} from './platforms';
import { BATCH_PRODUCTS, failedPage, PRODUCT_PAGES } from './listing';
import type { CatalogueSource, SourceBatch, SourceContext, SourceFound, SourceResult, UnreadDocument } from './port';
import { productPageDetails } from './product-pages';

/**
 * Tiendanube (Nuvemshop in Brazil) publishes no catalogue endpoint without the brand's key, but its listing pages
 * (`/productos/`, `/produtos/` in Portuguese stores, paged by `?page=N` or the theme's next link) carry every
 * product as a card: the element with `data-product-id` holds a `data-variants` JSON list
 * (`[{ "option0": "M", "option1": "Rojo", "available": true, "price_number": 42000, "compare_at_price_number": 50000,
 * "sku": … }]`, the compare-at price null off sale), the variant
 * selects whose labels name the options (Talle, Color…), lazy images (`data-srcset` over a placeholder) and the
 * product's JSON-LD (currency, description, SKU). A card shows two photos at most: each product's own page gives its
 * whole gallery (its slides), PRODUCT_PAGES a reading through the same fetcher, as HTML shops' are read (listing.ts).
 * A store's page shows `LS.store` and its CDN (d2r9epyceweg5n.cloudfront.net, *.mitiendanube.com).
 */

const MARKS = /\bLS\.store\s*=|d2r9epyceweg5n\.cloudfront\.net|[\w.-]*mitiendanube\.com|lojavirtualnuvem\.com\.br|nuvemshop\.com\.br/i;
const LISTINGS = ['/productos', '/produtos', '/products'];

export const tiendanubeSource: CatalogueSource = {
  kind: 'tiendanube',
  probe,
  read,
};

async function probe(shopUrl: string, context: SourceContext, page?: FetchedDocument): Promise<SourceFound | null> {
  if (!originOf(page?.url ?? shopUrl)) return null;
  const document = page ?? (await quietly(context, () => context.document(shopUrl, HTML_TYPES)));
  if (!document || !MARKS.test(document.text)) return null;
  return { kind: 'tiendanube', url: listingUrl(document), total: null };
}

/** The store's "all products" listing: the page's link to it, else the path of the store's language. */
function listingUrl(page: FetchedDocument): string {
  const origin = new URL(page.url).origin;
  const $ = load(page.text);
  for (const link of $('a[href]').toArray()) {
    const url = resolveUrl($(link).attr('href'), page.url);
    if (!url) continue;
    const parsed = new URL(url);
    if (parsed.origin === origin && LISTINGS.includes(parsed.pathname.replace(/\/$/, ''))) return `${origin}${parsed.pathname.replace(/\/?$/, '/')}`;
  }
  const lang = page.text.match(/LS\.lang\s*=\s*["']([a-z]{2})/i)?.[1] ?? $('html').attr('lang')?.slice(0, 2);
  return `${origin}${lang?.toLowerCase() === 'pt' ? '/produtos/' : '/productos/'}`;
}

/** A listing's page N: the listing with `page=N`. */
function pageOf(listing: string, page: number): string {
  const url = new URL(listing);
  url.searchParams.set('page', String(page));
  return url.href;
}

async function* read(found: SourceFound, context: SourceContext): AsyncGenerator<SourceBatch> {
  const seen = new Set<string>();
  let read = 0;
  let productPages = 0;
  let url: string | null = found.url;
  for (let page = 1; url && read < context.limit; page += 1) {
    context.signal?.throwIfAborted();
    let document: FetchedDocument;
    try {
      document = await context.document(url, HTML_TYPES);
    } catch (error) {
      // A page guessed past the last one may not exist (404, 410): the listing ends there. Any other failure is one.
      if (page > 1 && error instanceof PageRefusedError && error.code === 'HTTP_ERROR' && (error.status === 404 || error.status === 410)) return;
      throw error;
    }
    const $ = load(document.text);
    const cards = listingCards($, document.url, context.currency, document.text).filter((card) => !seen.has(card.id));
    if (cards.length === 0) return;
    for (const card of cards) seen.add(card.id);
    const items = cards.slice(0, context.limit - read).map((card, index) => ({ ...card.result, index }));
    read += items.length;
    // A batch per few products whose pages are read, so one stays within a run's time for it at a slow crawl delay.
    for (let start = 0; start < items.length; start += BATCH_PRODUCTS) {
      const unread: UnreadDocument[] = [];
      const batch: SourceResult[] = [];
      for (const result of items.slice(start, start + BATCH_PRODUCTS)) {
        if (productPages >= PRODUCT_PAGES || context.signal?.aborted) batch.push(result);
        else {
          productPages += result.item?.url ? 1 : 0;
          batch.push(await withGallery(result, context, unread));
        }
      }
      yield { url: document.url, items: batch, total: null, ...(unread.length > 0 ? { unread } : {}) };
    }
    url = nextPage($, document.url, found.url, page);
  }
}

/**
 * The next page: the theme's next link (`rel="next"`, a pagination's next arrow); none on a page that shows its
 * pagination without one (the last); else the listing's `?page=N+1` (infinite-scroll themes name no link).
 */
function nextPage($: CheerioAPI, pageUrl: string, listing: string, page: number): string | null {
  const next = $('link[rel="next"], a[rel="next"], a.js-pagination-next, .pagination-arrow-next a, a.pagination-arrow-next').first().attr('href');
  const resolved = resolveUrl(next, pageUrl);
  if (resolved && resolved !== pageUrl) return resolved;
  if ($('link[rel="prev"], a[rel="prev"], .js-pagination-container, .pagination').length > 0) return null;
  return pageOf(listing, page + 1);
}

/**
 * A card's product with what its page adds: its gallery when that is longer, and its size guide; a page that keeps
 * failing is named unread (the card kept as listed), one not there (404, robots.txt) is not.
 */
async function withGallery(result: SourceResult, context: SourceContext, unread: UnreadDocument[]): Promise<SourceResult> {
  if (!result.item?.url) return result;
  try {
    const page = await context.document(result.item.url, HTML_TYPES);
    const { images, sizeTable } = productPage(page.text, page.url);
    const item = { ...result.item, ...(images.length > result.item.images.length ? { images } : {}), ...(sizeTable ? { sizeTable } : {}) };
    return { ...result, item };
  } catch (error) {
    const failed = failedPage(result.item.url, error);
    if (failed) unread.push(failed);
    return result;
  }
}

/** A product page's gallery (its slides' photos, lazy, each by its largest source, else what its JSON-LD names) and size guide. */
export function productPage(html: string, pageUrl: string): { images: string[]; sizeTable: SizeTable | null } {
  const $ = load(html);
  const slides = absoluteImages(
    $('.js-product-slide')
      .toArray()
      .flatMap((slide) => lazyImageSources($, slide)),
    pageUrl,
  );
  const details = productPageDetails($, pageUrl);
  return { images: slides.length >= details.images.length ? slides : details.images, sizeTable: details.sizeTable };
}

const attr = (element: Cheerio<AnyNode>, name: string) => element.attr(name)?.trim() || undefined;

/** The product JSON-LD inside a card, when the theme puts one there. */
function cardJsonLd($: CheerioAPI, card: Cheerio<AnyNode>): Record<string, unknown> {
  for (const script of card.find('script[type="application/ld+json"]').toArray()) {
    try {
      const block: unknown = JSON.parse($(script).text());
      if (isRecord(block) && block['@type'] === 'Product') return block;
    } catch {
      // A broken block (themes ship them): the card's markup still says the rest.
    }
  }
  return {};
}

/** What option `index` of a card's variants is called: the label of its variation select or buttons. */
function optionNames($: CheerioAPI, card: Cheerio<AnyNode>): Array<string | null> {
  return [0, 1, 2].map((index) => {
    const group = card.find(`.js-product-variants-group[data-variation-id="${index}"], [data-variation-id="${index}"]`).first();
    const label = group.find('label, .form-label').first().text() || attr(group, 'data-variation-name');
    if (label?.trim()) return label.trim();
    const select = card.find(`select[name="variation[${index}]"]`).first();
    const id = attr(select, 'id');
    const forLabel = id ? card.find(`label[for="${id}"]`).first().text() : '';
    return forLabel.trim() || null;
  });
}

const SIZE_VALUES =
  /^(x{0,3}s|m|x{0,4}l|\d?xl|u|unico|único|talle unico|talle único|tu|\d{1,2}(\.5)?|\d{2}\/\d{2}|\d{1,3}\s*-\s*\d{1,3}|\d{1,2}\s*(años|anos|meses|m))$/i;
const COLOR_VALUES =
  /^(negro|negra|blanco|blanca|gris|azul|celeste|rojo|roja|verde|amarillo|amarilla|rosa|rosado|violeta|lila|marron|marrón|beige|camel|crudo|natural|arena|bordo|bordó|naranja|fucsia|dorado|plateado|nude|chocolate|oliva|militar|turquesa|coral|salmon|salmón|preto|branco|cinza|vermelho|amarelo|marrom|black|white|grey|gray|blue|red|green|yellow|pink|brown|navy)(\s.*)?$/i;

/** Option names a card does not label, guessed from its values: all sizes ("S", "38", "Único"), or all colours. */
function guessedName(values: string[]): string | null {
  if (values.length === 0) return null;
  if (values.every((value) => SIZE_VALUES.test(value))) return 'Talle';
  if (values.every((value) => COLOR_VALUES.test(value))) return 'Color';
  return null;
}

/**
 * A variant's price, `prefix` naming which (`price`, what it sells at; `compare_at_price`, before its sale):
 * `<prefix>_number` (major units), else `<prefix>_number_raw` (cents), else its `<prefix>_short` text.
 */
function variantAmount(variant: Record<string, unknown>, prefix: 'price' | 'compare_at_price'): number | null {
  const cents = variant[`${prefix}_number_raw`];
  const short = variant[`${prefix}_short`];
  return (
    money(variant[`${prefix}_number`]) ??
    money(typeof cents === 'number' ? cents / 100 : null) ??
    (typeof short === 'string' ? (parsePrice(short)?.amount ?? null) : null)
  );
}

interface Card {
  id: string;
  result: SourceResult;
}

/**
 * The product cards of a listing page, each read as a SourceResult (exported for the unit tests); `html` is the
 * page's text, whose stated currency is read as it came rather than from the parsed page written out again.
 */
export function listingCards($: CheerioAPI, pageUrl: string, fallbackCurrency: string, html: string = $.html()): Card[] {
  // The page's (`LS.currency = { code : "ARS" }`, its products' JSON-LD), else the config's.
  const currency = statedCurrency(html) ?? fallbackCurrency;
  const cards = new Map<string, Card>();
  $('[data-variants]').each((_, element) => {
    const holder = $(element);
    const closest = holder.closest('[data-product-id]');
    const card = closest.length > 0 ? closest : holder;
    let listed: unknown;
    try {
      listed = JSON.parse(attr(holder, 'data-variants') ?? '[]');
    } catch {
      listed = [];
    }
    const variants = asRecords(listed);
    const id = attr(card, 'data-product-id') ?? idText(variants[0]?.product_id);
    if (!id || cards.has(id)) return;
    const index = cards.size;
    const jsonLd = cardJsonLd($, card);
    const offers = isRecord(jsonLd.offers) ? jsonLd.offers : (asRecords(jsonLd.offers)[0] ?? {});
    const names = optionNames($, card).map(
      (name, position) =>
        name ?? guessedName(variants.map((variant) => shortText(variant[`option${position}`])).filter((value): value is string => value !== null)),
    );
    const link = card
      .find('a.item-link[href], .js-item-name a[href], a[href]')
      .toArray()
      .map((anchor) => attr($(anchor), 'href'))
      .find((href) => href && !href.startsWith('#') && !/^javascript:/i.test(href));
    const name =
      card.find('.js-item-name, .item-name, [data-store^="product-item-name"]').first().text() ||
      (typeof jsonLd.name === 'string' ? jsonLd.name : '') ||
      attr(card.find('a[title]').first(), 'title') ||
      attr(card.find('img[alt]').first(), 'alt');
    const shownPrice = parsePrice(card.find('.js-price-display, .item-price, [data-store^="product-item-price"]').first().text())?.amount ?? null;
    // The theme shows the price before a sale beside it (kept empty and hidden when there is none).
    const shownCompare = parsePrice(card.find('.js-compare-price-display, .price-compare').first().text())?.amount ?? null;
    const cardImages = card
      .find('img')
      .toArray()
      .flatMap((image) => lazyImageSources($, image));
    const availability = typeof offers.availability === 'string' ? offers.availability : '';
    const result = toResult(
      {
        key: `tiendanube:${id}`,
        name,
        description: plainDescription(jsonLd.description),
        ...variantPrices(shownCompare, shownPrice ?? money(offers.price)),
        available: !/OutOfStock/i.test(availability),
        currency: currencyCode(offers.priceCurrency) ?? currency,
        url: productUrl(link ?? offers.url ?? jsonLd.url, pageUrl, ['variant']),
        images: absoluteImages(cardImages.length > 0 ? cardImages : [...variants.map((variant) => variant.image_url), ...asArray(jsonLd.image)], pageUrl),
        tags: [],
        sku: shortText(jsonLd.sku),
        variants: variants.map((variant) =>
          variantOf(
            [0, 1, 2].map((position) => ({ name: names[position], value: variant[`option${position}`] })),
            {
              available: variant.available !== false && variant.stock !== 0,
              sku: shortText(variant.sku),
              ...variantPrices(variantAmount(variant, 'compare_at_price'), variantAmount(variant, 'price')),
            },
          ),
        ),
      },
      index,
    );
    cards.set(id, { id, result });
  });
  return [...cards.values()];
}
