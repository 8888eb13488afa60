import { load } from 'cheerio';
import { findCards } from '../cards';
import type { FetchedDocument } from '../fetcher';
import { hasJsonLdProducts, PAGE_MEDIA_TYPES } from './jsonld-products';
import { readListings } from './listing';
import type { CatalogueSource, SourceBatch, SourceContext, SourceFound } from './port';

export { hasJsonLdProducts, jsonLdProducts, jsonLdVariants, PAGE_MEDIA_TYPES, schemaAvailable } from './jsonld-products';

/**
 * The shop's page itself (issue 29): its JSON-LD products (schema.org `Product`s, `ProductGroup`s with their
 * `hasVariant`), else its repeated product cards as auto-detect finds them, page after page by its "next" link; from
 * the shop's home, its whole catalogue through its navigation, each card completed from its product's page
 * (listing.ts). The last source detection tries. The JSON-LD reading also serves the sitemap source's product pages.
 */
export const pageSource: CatalogueSource = {
  kind: 'page',

  /** The shop's page, when it carries JSON-LD products or product cards; the catalogue's size is not said. */
  async probe(shopUrl: string, context: SourceContext, page?: FetchedDocument): Promise<SourceFound | null> {
    const start = page && (PAGE_MEDIA_TYPES as readonly string[]).includes(page.mediaType) ? page : await context.document(shopUrl, PAGE_MEDIA_TYPES);
    return hasJsonLdProducts(start.text) || findCards(load(start.text)) !== null ? { kind: 'page', url: start.url, total: null } : null;
  },

  /** Listing page by listing page (listing.ts), the brand's way when it names one, until each ends, repeats, or the limit is reached. */
  async *read(found: SourceFound, context: SourceContext): AsyncIterable<SourceBatch> {
    yield* readListings(await context.document(found.url, PAGE_MEDIA_TYPES), context, found.cards ?? null);
  },
};
