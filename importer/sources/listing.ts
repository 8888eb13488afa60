import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { findCards, nextPageSelector } from '../cards';
import { extractPage, type ExtractionConfig } from '../extract';
import { PageRefusedError, whyRefused, type FetchedDocument } from '../fetcher';
import { canonicalUrl, resolveUrl } from '../urls';
import { itemSelector } from '../validate';
import { hasJsonLdProducts, jsonLdProducts, PAGE_MEDIA_TYPES } from './jsonld-products';
import type { CardsReading, SourceBatch, SourceContext, SourceItem, SourceResult, UnreadDocument } from './port';
import { magentoInit, magentoVariants, productPageDetails, type ProductDetails } from './product-pages';

/**
 * A shop's listings read whole (issue 43, item 6). From a category's address, that listing page after page; from the
 * shop's home, whose own cards are mostly a featured block, the listing of all its products when the home links one
 * ("All products"), else each category its navigation links, the home's own cards first. Each page is read by its
 * JSON-LD products, else by its repeated cards as auto-detect finds them (cards.ts), with the swatch configuration a
 * Magento card carries; a product met again (on another page or in another category) is given once, by its canonical
 * link. A card that lacks sizes, stock or a gallery is completed from its own page (product-pages.ts), PRODUCT_PAGES
 * at most a reading. Every request goes through the source's fetcher (robots.txt, pacing, retries); a page or product
 * page still failing after its tries is named unread and the reading goes on: a product its listing gave is never
 * lost for its page, and the run ends partial.
 */

/** Pages of listings read at most, whatever the limit: a shop whose "next" never ends is not read forever. */
export const MAX_PAGES = 500;
/** Categories of a home's navigation followed at most. */
export const MAX_LISTINGS = 20;
/** Product pages read at most in one reading (at the fetcher's pace, 1 s each by default: ten minutes). */
export const PRODUCT_PAGES = 600;
/**
 * Products whose pages are read for one batch: a batch stays within a run's time for it (two minutes) at the default
 * pace of a request a second and at a robots.txt crawl delay up to 20 s.
 */
export const BATCH_PRODUCTS = 4;

/** Links that name the whole catalogue, by their class or words. */
const ALL_PRODUCTS =
  /all[-_ ]?products?|todos[-_ ]los[-_ ]productos|tous[-_ ]les[-_ ]produits|tutti[-_ ]i[-_ ]prodotti|todos[-_ ]os[-_ ]produtos|alle[-_ ]produkte|shop[-_ ]all|ver[-_ ]todo|view[-_ ]all|see[-_ ]all/i;
/** Where a shop's navigation keeps its categories. */
const NAVIGATION = 'nav a[href], header a[href], [id*="menu" i] a[href], [class*="menu" i] a[href]';
/** Paths that are a shop's service pages, never a listing. */
const NOT_LISTINGS =
  /login|logout|account|cuenta|conta|compte|konto|cart|carrito|carrinho|panier|checkout|wishlist|contact|blog|about|nosotros|help|ayuda|faq|privacy|privacidad|terms|legal|cookie|customer|search|buscar|compare|sign-?in|register|tracking/i;

/** Refusals that say a page is no listing or product to read, rather than one that failed. */
const NOT_THERE: ReadonlySet<PageRefusedError['code']> = new Set(['ROBOTS_DISALLOWED', 'BAD_CONTENT_TYPE', 'TOO_MANY_REDIRECTS']);

/**
 * A page that could not be read, as a reading names it unread; null for one not there (a 404, no page but a file) or
 * not to be read (robots.txt), which is no part of the catalogue left unread.
 */
export function failedPage(url: string, error: unknown): UnreadDocument | null {
  if (!(error instanceof PageRefusedError)) throw error;
  return !NOT_THERE.has(error.code) && error.status !== 404 && error.status !== 410 ? { url, why: whyRefused(error) } : null;
}

/** Whether an address is a shop's home: its root, a language's root (`/es/`), or its index page. */
export function isHome(url: string): boolean {
  const { pathname } = new URL(url);
  return /^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/?)?(?:index\.(?:php|html?))?$/i.test(pathname);
}

/** The listings a home leads to: its "all products" link when it has one, else its navigation's categories. */
export function listingsOf($: CheerioAPI, home: string): string[] {
  const origin = new URL(home).origin;
  const usable = (href: string | undefined) => {
    const url = resolveUrl(href, home);
    if (!url || new URL(url).origin !== origin || NOT_LISTINGS.test(new URL(url).pathname)) return null;
    return canonicalUrl(url) === canonicalUrl(home) ? null : url;
  };
  const all = $('a[href]')
    .toArray()
    .find((link) => ALL_PRODUCTS.test((link as Element).attribs.class ?? '') || ALL_PRODUCTS.test($(link).text().trim().slice(0, 60)));
  const whole = all ? usable((all as Element).attribs.href) : null;
  if (whole) return [whole];
  const links = $(NAVIGATION)
    .toArray()
    .flatMap((link) => usable((link as Element).attribs.href) ?? []);
  const seen = new Set<string>();
  return links.filter((url) => !seen.has(canonicalUrl(url)) && !!seen.add(canonicalUrl(url))).slice(0, MAX_LISTINGS);
}

/** What one listing page gives: its products, where its list goes on, and whether they came from its cards. */
interface ListingPage {
  items: SourceResult[];
  nextPage: string | null;
  /** Read from repeated cards (which a product's page may complete), not the page's JSON-LD. */
  cards: boolean;
}

/** The cards of a page an item selector matches that sit in no other, in page order. */
function outermostCards($: CheerioAPI, selector: string): Element[] {
  const matches = $(selector).toArray() as Element[];
  const set = new Set(matches);
  return matches.filter((element) => {
    for (let up = element.parent; up; up = up.parent) if (set.has(up as Element)) return false;
    return true;
  });
}

/** How a shop's cards are read: what auto-detect proposed for one of its pages. */
export type CardsConfig = NonNullable<ReturnType<typeof findCards>>['config'];

/**
 * One listing page's products: read the brand's way when its config names one (`own`), else its JSON-LD's, else its
 * cards' as auto-detect reads them, or as `known` (the cards a page of the same shop showed) when too few repeat here
 * to tell (a last page of two); none when it has neither.
 */
export function readListingPage(
  html: string,
  pageUrl: string,
  limit: number,
  currency: string,
  known: CardsConfig | null = null,
  own: CardsReading | null = null,
): ListingPage & { config: CardsConfig | null } {
  if (!own && hasJsonLdProducts(html)) return { ...jsonLdProducts(html, pageUrl, limit, currency), cards: false, config: known };
  const $ = load(html);
  const found = own ? null : (findCards($)?.config ?? known);
  if (!own && !found) return { items: [], nextPage: null, cards: true, config: null };
  // Its next page by the brand's link when it names one, else by the link the page shows as its next.
  const config: ExtractionConfig = own
    ? { ...own, nextPage: own.nextPage ?? nextPageSelector($), limit, defaults: { currency } }
    : { ...found!, tags: null, description: null, nextPage: nextPageSelector($), limit, defaults: { currency } };
  const { items, nextPage } = extractPage(html, pageUrl, config);
  const cards = outermostCards($, itemSelector(config.item));
  return {
    items: items.map((result): SourceResult => {
      if (!result.item) return result;
      // A Magento card's swatch configuration says its sizes and which can be bought.
      const card = cards[result.index];
      const swatches = card ? magentoVariants(magentoInit($, card)) : null;
      const variants = swatches?.variants ?? [{ size: null, color: null, available: true, sku: result.item.sku, price: null, salePrice: null }];
      const item: SourceItem = {
        ...result.item,
        sizes: swatches?.sizes ?? result.item.sizes,
        colors: swatches?.colors ?? result.item.colors,
        variants,
        available: variants.some((variant) => variant.available),
      };
      return { index: result.index, item };
    }),
    nextPage,
    cards: true,
    config: found,
  };
}

/** Whether a card's product is worth its page: it lacks sizes, stock or a gallery (a second image). */
const lacksDetails = (item: SourceItem) =>
  item.sizes.length === 0 || item.images.length < 2 || item.variants.every((variant) => variant.size === null && variant.color === null);

/** A card's product with what its page adds: its variants and their stock, and its gallery when longer. */
export function withDetails(card: SourceItem, details: ProductDetails): SourceItem {
  const item = details.sizeTable && !card.sizeTable ? { ...card, sizeTable: details.sizeTable } : card;
  const images = details.images.length > item.images.length ? details.images : item.images;
  if (details.variants.length > 0) {
    return {
      ...item,
      images,
      sizes: details.sizes,
      colors: details.colors.length > 0 ? details.colors : item.colors,
      variants: details.variants,
      available: details.variants.some((variant) => variant.available),
    };
  }
  const available = details.available ?? item.available;
  return {
    ...item,
    images,
    variants: item.variants.map((variant) => ({ ...variant, available: available && variant.available })),
    available: available && item.available,
  };
}

/**
 * The products of a shop's listings, a batch per listing page (or per BATCH_PRODUCTS of its products whose pages are
 * read), up to the context's limit: see the module's comment.
 */
export async function* readListings(first: FetchedDocument, context: SourceContext, own: CardsReading | null = null): AsyncIterable<SourceBatch> {
  const queue = [first.url, ...(isHome(first.url) ? listingsOf(load(first.text), first.url) : [])];
  const visited = new Set<string>();
  const keys = new Set<string>();
  let read = 0;
  let pages = 0;
  let productPages = 0;
  let cardsConfig: CardsConfig | null = null;
  let unread: UnreadDocument[] = [];
  const notRead = (url: string, error: unknown) => {
    const failed = failedPage(url, error);
    if (failed) unread.push(failed);
  };
  const taken = () => {
    const documents = unread;
    unread = [];
    return documents.length > 0 ? { unread: documents } : {};
  };
  for (const listing of queue) {
    let next: string | null = listing;
    while (next && read < context.limit && !context.signal?.aborted) {
      if (visited.has(canonicalUrl(next))) break;
      if (pages >= MAX_PAGES) {
        unread.push({ url: next, why: 'MAX_PAGES' });
        break;
      }
      visited.add(canonicalUrl(next));
      pages += 1;
      let page: FetchedDocument;
      try {
        page = next === first.url ? first : await context.document(next, PAGE_MEDIA_TYPES);
      } catch (error) {
        notRead(next, error);
        break;
      }
      visited.add(canonicalUrl(page.url));
      const listed = readListingPage(page.text, page.url, context.limit - read, context.currency, cardsConfig, own);
      cardsConfig = listed.config;
      // A product another page showed already (a list that shifted, a second category) is given once.
      const fresh = listed.items.filter((result) => !result.item || !keys.has(result.item.key));
      for (const result of fresh) if (result.item) keys.add(result.item.key);
      for (let start = 0; start < Math.max(1, fresh.length); start += BATCH_PRODUCTS) {
        const items: SourceResult[] = [];
        for (const result of fresh.slice(start, start + BATCH_PRODUCTS)) {
          if (!result.item || !listed.cards || !result.item.url || !lacksDetails(result.item) || productPages >= PRODUCT_PAGES || context.signal?.aborted) {
            items.push(result);
            continue;
          }
          productPages += 1;
          try {
            const own = await context.document(result.item.url, PAGE_MEDIA_TYPES);
            items.push({ ...result, item: withDetails(result.item, productPageDetails(load(own.text), own.url)) });
          } catch (error) {
            notRead(result.item.url, error);
            items.push(result);
          }
        }
        yield { url: page.url, items: items.map((result, i) => ({ ...result, index: read + i })), total: null, ...taken() };
        read += items.length;
      }
      next = listed.nextPage;
    }
  }
  if (unread.length > 0) yield { url: first.url, items: [], total: null, ...taken() };
}
