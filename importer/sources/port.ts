import type { Language } from '@vitrina/domain/core/languages';
import type { ImporterConfig, ImportSource } from '@vitrina/domain/importer/config';
import type { ExtractedItem, FieldError } from '../extract';
import type { FetchedDocument } from '../fetcher';

/**
 * Where a shop's catalogue is read from (issue 29): the platform's own public catalogue (Shopify's /products.json,
 * WooCommerce's Store API, VTEX's catalogue search, Tiendanube's listing pages with their variant JSON), a product
 * feed (Google Merchant RSS/Atom or TSV), the sitemap's product pages, or the page itself (JSON-LD, repeated cards).
 * Each is an adapter behind this port, and all pass one contract suite (contract.ts) over fixture shops.
 */
export { SOURCE_KINDS } from '@vitrina/domain/importer/config';
export type SourceKind = ImportSource['kind'];

/** One way a product is sold: a size and colour, whether it can be bought now. */
export interface Variant {
  size: string | null;
  color: string | null;
  available: boolean;
  sku: string | null;
  /** When the variant has its own price: its regular price, before any sale. */
  price: number | null;
  /** Its price on sale, below `price`, while it is on sale; else null. */
  salePrice: number | null;
}

/**
 * A product as a source reads it: a cloth's fields (its sizes and colours those of its variants) with its variants
 * and whether any of them can be bought. A source that says nothing of stock reads every product as available.
 */
export interface SourceItem extends ExtractedItem {
  variants: Variant[];
  available: boolean;
}

export type SourceResult =
  { index: number; item: SourceItem; errors?: undefined } | { index: number; item?: undefined; errors: FieldError[]; name: string | null };

/** A batch of a source's reading: the products of one document (a JSON page, a feed, a product page). */
export interface SourceBatch {
  /** The document read. */
  url: string;
  items: SourceResult[];
  /** How many products the source says the whole catalogue holds, when it says. */
  total: number | null;
  /**
   * Documents of the catalogue the source could not read, having gone on without them (a sitemap's product page
   * still failing after the fetcher's tries): the run is partial, and counts nothing missing against the shop.
   */
  unread?: UnreadDocument[];
}

/** A document not read, and why: the status the shop answered (`500`), else the failure (`TIMEOUT`, `CONNECTION_FAILED`…). */
export interface UnreadDocument {
  url: string;
  why: string;
}

/** What a source reads with: documents through the importer's fetcher (robots.txt, pacing, the guard), and limits. */
export interface SourceContext {
  document(url: string, accept: readonly string[], headers?: Record<string, string>): Promise<FetchedDocument>;
  /** Products read at most. */
  limit: number;
  /** The currency of a price the shop gives without one, when the source finds none the shop states (the config's). */
  currency: string;
  signal?: AbortSignal;
}

/** What detection found of a source at a shop's address. */
export interface SourceFound {
  kind: SourceKind;
  /** Where the source reads from (the catalogue endpoint, the feed, the sitemap). */
  url: string;
  /** The catalogue's size when the source says it. */
  total: number | null;
  /**
   * The site's language the shop states it writes in (its page's `lang`, its feed's `<language>`: language.ts), set by
   * detection; absent or null when it states none the site speaks.
   */
  language?: Language | null;
  /**
   * The page source's cards read the brand's way: the saved config's item, selectors and JSON, when it names them
   * (absent: each listing page read by its JSON-LD, else its cards as auto-detect finds them).
   */
  cards?: CardsReading;
}

/** How a listing's cards are read: a config's item, its fields' selectors and its JSON. */
export type CardsReading = Pick<ImporterConfig, 'item' | 'name' | 'price' | 'link' | 'image' | 'tags' | 'description' | 'nextPage' | 'json'>;

export interface CatalogueSource {
  readonly kind: SourceKind;
  /**
   * Whether the shop at `shopUrl` offers this source: a cheap look (one request or two); null when it does not.
   * `page` is the shop's page when detection already fetched it (its links name feeds and platforms).
   */
  probe(shopUrl: string, context: SourceContext, page?: FetchedDocument): Promise<SourceFound | null>;
  /** The whole catalogue from `found`, document by document, up to `context.limit` products. */
  read(found: SourceFound, context: SourceContext): AsyncIterable<SourceBatch>;
}
