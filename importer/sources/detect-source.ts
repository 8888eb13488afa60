import type { FetchedDocument } from '../fetcher';
import { statedLanguage } from '../language';
import type { CatalogueSource, SourceContext, SourceFound } from './port';

/** What the address a brand gives may answer: its page, a platform's JSON, a feed or a sitemap. */
export const SHOP_PAGE_TYPES = [
  'text/html',
  'application/xhtml+xml',
  'application/json',
  'application/xml',
  'text/xml',
  'application/rss+xml',
  'application/atom+xml',
  'text/tab-separated-values',
  'text/plain',
] as const;

/**
 * "Read the shop" (issue 29): from a shop's address alone, the first source that answers, in the order a real
 * importer trusts them: the platform's own catalogue (complete, with variants and stock), a product feed linked from
 * the page or named by the brand, the sitemap's product pages, and the page itself (JSON-LD, then repeated cards).
 * `sources` are given in that order; the shop's page is fetched once and handed to every probe (its marks name the
 * platform, its links the feeds, its `lang` the language). A probe that fails is a source not found, never the end of detection.
 */
export async function detectSource(
  shopUrl: string,
  sources: readonly CatalogueSource[],
  context: SourceContext,
  page: FetchedDocument | undefined,
): Promise<SourceFound | null> {
  for (const source of sources) {
    if (context.signal?.aborted) return null;
    try {
      const found = await source.probe(shopUrl, context, page);
      // The language the shop states is read once, here, from its page (or its feed, when the address is one).
      if (found) return { ...found, language: found.language ?? (page ? statedLanguage(page.text) : null) };
    } catch {
      // A source the shop does not offer, or one whose answer could not be read: the next is tried.
    }
  }
  return null;
}
