import { load } from 'cheerio';
import type { FieldError } from '../extract';
import { mayPass, PageRefusedError, whyRefused, type FetchedDocument } from '../fetcher';
import { canonicalLink, canonicalUrl, resolveUrl } from '../urls';
import { hasJsonLdProducts, jsonLdProducts, PAGE_MEDIA_TYPES } from './page';
import type { CatalogueSource, SourceBatch, SourceContext, SourceFound, SourceResult, UnreadDocument } from './port';

/**
 * The sitemap's product pages (issue 29): `/sitemap.xml`, else the sitemaps robots.txt names (`Sitemap:` lines); a
 * sitemap index followed to its sitemaps (those named for products when it has such); of their URLs, those whose path
 * says product page (`/products/`, `/producto/`, `/p/`…, or every one when none does); each page read by its JSON-LD
 * (page.ts), a batch per page, until the limit.
 */

export const SITEMAP_MEDIA_TYPES = ['application/xml', 'text/xml', 'application/rss+xml', 'text/plain', 'application/octet-stream', ''] as const;
const ROBOTS_MEDIA_TYPES = ['text/plain', 'application/octet-stream', ''] as const;
/** Sitemaps read at most in one catalogue (an index of indexes included), and index levels followed. */
const MAX_SITEMAPS = 50;
const MAX_DEPTH = 2;
/** Product sitemaps detection reads to say the catalogue's size; with more, the size is left unsaid. */
const PROBE_SITEMAPS = 3;
/** A sitemap's first pages detection reads for a product the source can read (a category may come first). */
const PROBE_PAGES = 2;

/** What a sitemap document holds: the sitemaps of an index, or a set's page URLs. */
export type Sitemap = { kind: 'index'; sitemaps: string[] } | { kind: 'urlset'; urls: string[] } | null;

/** A sitemap's `<loc>`s, absolute; null when the text is neither a `<sitemapindex>` nor a `<urlset>`. */
export function parseSitemap(text: string, sitemapUrl: string): Sitemap {
  const body = text.replace(/^\ufeff/, '').trimStart();
  if (!body.startsWith('<')) return null;
  const $ = load(body, { xml: true });
  const root = $.root().children().first();
  // Names may carry a prefix (`<sm:urlset>`): compared without it.
  const local = (name: string | undefined) => (name ?? '').replace(/^.*:/, '');
  const locs = (parent: string) =>
    root
      .children()
      .toArray()
      .filter((element) => local(element.tagName) === parent)
      .map((element) =>
        $(element)
          .children()
          .toArray()
          .find((child) => local(child.tagName) === 'loc'),
      )
      .map((loc) => (loc ? resolveUrl($(loc).text(), sitemapUrl) : null))
      .filter((url): url is string => url !== null);
  const kind = local(root[0]?.tagName);
  if (kind === 'sitemapindex') return { kind: 'index', sitemaps: locs('sitemap') };
  if (kind === 'urlset') return { kind: 'urlset', urls: locs('url') };
  return null;
}

/** The sitemaps robots.txt names, in its order. */
export function robotsSitemaps(text: string, robotsUrl: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.match(/^\s*sitemap\s*:\s*(\S+)/i)?.[1])
    .map((url) => (url ? resolveUrl(url, robotsUrl) : null))
    .filter((url): url is string => url !== null);
}

const PRODUCT_SITEMAP = /products?|productos?|produits?|prodotti|articulos?|catalog/i;
/** Paths of product pages on the platforms brands use: Shopify's /products/, WooCommerce's /producto/, VTEX's /p… */
const PRODUCT_PATH = /\/(products?|productos?|produits?|prodotti|p|item|items|articulos?)\/[^/]+|\/[^/]+\/p\/?$/i;

/** Of an index's sitemaps, those named for products when some are, else all. */
export function productSitemaps(sitemaps: readonly string[]): string[] {
  const named = sitemaps.filter((url) => PRODUCT_SITEMAP.test(new URL(url).pathname + new URL(url).search));
  return named.length > 0 ? named : [...sitemaps];
}

/** Of a set's URLs, the product pages by their path when some look like one, else every page but the home page. */
export function productUrls(urls: readonly string[]): string[] {
  const named = urls.filter((url) => PRODUCT_PATH.test(new URL(url).pathname));
  return named.length > 0 ? named : urls.filter((url) => new URL(url).pathname !== '/');
}

/** A sitemap fetched and parsed; null when it does not answer (said in `unread` when it may pass) or is not one. */
async function sitemapAt(url: string, context: SourceContext, unread?: UnreadDocument[]): Promise<{ url: string; sitemap: NonNullable<Sitemap> } | null> {
  try {
    const document = await context.document(url, SITEMAP_MEDIA_TYPES);
    const sitemap = parseSitemap(document.text, document.url);
    return sitemap ? { url: document.url, sitemap } : null;
  } catch (error) {
    if (mayPass(error)) unread?.push({ url, why: whyRefused(error) });
    return null;
  }
}

/**
 * The product URLs a sitemap leads to, without repeats (by canonical URL), its index followed to at most
 * `maxSitemaps` sitemaps; `complete` says whether every sitemap it names was read.
 */
async function productPagesOf(
  root: { url: string; sitemap: NonNullable<Sitemap> },
  context: SourceContext,
  maxSitemaps: number,
  unread?: UnreadDocument[],
): Promise<{ urls: string[]; complete: boolean }> {
  const found = new Map<string, string>();
  let complete = true;
  let read = 0;
  const visit = async (entry: { url: string; sitemap: NonNullable<Sitemap> }, depth: number): Promise<void> => {
    if (entry.sitemap.kind === 'urlset') {
      for (const url of productUrls(entry.sitemap.urls)) if (!found.has(canonicalUrl(url))) found.set(canonicalUrl(url), url);
      return;
    }
    if (depth >= MAX_DEPTH) {
      complete = false;
      return;
    }
    for (const child of productSitemaps(entry.sitemap.sitemaps)) {
      if (read >= maxSitemaps || context.signal?.aborted) {
        complete = false;
        return;
      }
      read += 1;
      const sitemap = await sitemapAt(child, context, unread);
      if (sitemap) await visit(sitemap, depth + 1);
    }
  };
  await visit(root, 0);
  return { urls: [...found.values()], complete };
}

/**
 * Where a shop's sitemap is, tried in order: the address itself when it names one; `/sitemap.xml` (where Shopify,
 * Tiendanube, VTEX, Magento and WordPress's SEO plugins answer); else the sitemaps robots.txt names, a products one
 * first. robots.txt comes second because reading it as a document asks it a second time (the fetcher has read it
 * already for its rules and keeps no text of it the port can reach), which the contract counts as impolite.
 */
async function* sitemapCandidates(shopUrl: string, context: SourceContext): AsyncGenerator<string> {
  const url = new URL(shopUrl);
  if (/sitemap/i.test(url.pathname) && /\.xml$/i.test(url.pathname)) yield url.href;
  const conventional = `${url.origin}/sitemap.xml`;
  if (url.href !== conventional) yield conventional;
  const robotsUrl = `${url.origin}/robots.txt`;
  let named: string[] = [];
  try {
    named = robotsSitemaps((await context.document(robotsUrl, ROBOTS_MEDIA_TYPES)).text, robotsUrl);
  } catch {
    named = [];
  }
  const ordered = [...named.filter((sitemap) => PRODUCT_SITEMAP.test(sitemap)), ...named.filter((sitemap) => !PRODUCT_SITEMAP.test(sitemap))];
  for (const sitemap of ordered.filter((candidate) => candidate !== conventional).slice(0, 3)) yield sitemap;
}

const short = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

export const sitemapSource: CatalogueSource = {
  kind: 'sitemap',

  /**
   * The shop's sitemap, when it leads to product pages this source can read (JSON-LD products: one of its first pages
   * gives one, else a shop whose pages show their products otherwise is left to the page source); their number when a
   * few sitemaps say it (a large index's is counted when read).
   */
  async probe(shopUrl: string, context: SourceContext, _page?: FetchedDocument): Promise<SourceFound | null> {
    for await (const candidate of sitemapCandidates(shopUrl, context)) {
      if (context.signal?.aborted) return null;
      const root = await sitemapAt(candidate, context);
      if (!root) continue;
      const { urls, complete } = await productPagesOf(root, context, PROBE_SITEMAPS);
      if (urls.length === 0 && complete) continue;
      if (urls.length > 0 && !(await givesProducts(urls.slice(0, PROBE_PAGES), context))) continue;
      return { kind: 'sitemap', url: root.url, total: complete ? urls.length : null };
    }
    return null;
  },

  /**
   * Every product page the sitemap leads to, one batch each (its JSON-LD products, usually one), until the limit; a
   * page that refuses (gone, robots.txt), or carries no product, is a result saying so. A sitemap or page still
   * failing after the fetcher's tries is named in a batch's `unread`, and the reading goes on; the sitemap itself
   * failing, or no longer one, fails the reading.
   */
  async *read(found: SourceFound, context: SourceContext): AsyncIterable<SourceBatch> {
    const document = await context.document(found.url, SITEMAP_MEDIA_TYPES);
    const sitemap = parseSitemap(document.text, document.url);
    if (!sitemap) throw new PageRefusedError('BAD_CONTENT_TYPE', 'not a sitemap', undefined, undefined, found.url);
    const root = { url: document.url, sitemap };
    const unread: UnreadDocument[] = [];
    const { urls } = await productPagesOf(root, context, MAX_SITEMAPS, unread);
    if (unread.length > 0) yield { url: root.url, items: [], total: null, unread: unread.splice(0) };
    const total = urls.length;
    const keys = new Set<string>();
    let read = 0;
    for (const url of urls) {
      if (read >= context.limit || context.signal?.aborted) return;
      let items: SourceResult[];
      let pageUrl = url;
      try {
        const page = await context.document(url, PAGE_MEDIA_TYPES);
        pageUrl = page.url;
        items = jsonLdProducts(page.text, page.url, context.limit - read, context.currency).items.map((result) =>
          // A product page's product is the page's when its JSON-LD gives no link.
          result.item && !result.item.url ? { ...result, item: { ...result.item, url: canonicalLink(page.url) } } : result,
        );
        if (items.length === 0) items = [failed(0, { field: 'json', code: 'MISSING', found: short(page.url) })];
      } catch (error) {
        if (mayPass(error)) {
          yield { url, items: [], total, unread: [{ url, why: whyRefused(error) }] };
          continue;
        }
        items = [failed(0, { field: 'link', code: 'UNREADABLE', found: short(url) })];
      }
      // The same product reached by two addresses (a colour's page, an old slug) is given once.
      const fresh = items.filter((result) => !result.item || !keys.has(result.item.key));
      for (const result of fresh) if (result.item) keys.add(result.item.key);
      yield { url: pageUrl, items: fresh.map((result, i) => ({ ...result, index: read + i })), total };
      read += fresh.length;
    }
  },
};

/** Whether one of these pages carries a JSON-LD product; a page that fails gives none. */
async function givesProducts(urls: readonly string[], context: SourceContext): Promise<boolean> {
  for (const url of urls) {
    const page = await context.document(url, PAGE_MEDIA_TYPES).catch(() => null);
    if (page && hasJsonLdProducts(page.text)) return true;
  }
  return false;
}

function failed(index: number, error: FieldError): SourceResult {
  return { index, errors: [error], name: null };
}
