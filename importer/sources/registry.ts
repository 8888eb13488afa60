import type { ImportSource } from '@vitrina/domain/importer/config';
import type { CatalogueSource, SourceKind } from './port';

/**
 * The sources there are, each loaded on first use (their parsers are the importer's, which a server that never
 * imports is spared), in the order detection tries them (see detect-source.ts).
 */
const SOURCES: ReadonlyArray<[SourceKind, () => Promise<CatalogueSource>]> = [
  ['shopify', async () => (await import('./shopify')).shopifySource],
  ['woocommerce', async () => (await import('./woocommerce')).woocommerceSource],
  ['vtex', async () => (await import('./vtex')).vtexSource],
  ['tiendanube', async () => (await import('./tiendanube')).tiendanubeSource],
  ['feed', async () => (await import('./feed')).feedSource],
  ['sitemap', async () => (await import('./sitemap')).sitemapSource],
  ['page', async () => (await import('./page')).pageSource],
];

/** The source of a kind; undefined for a kind not built here. */
export async function sourceOf(kind: ImportSource['kind']): Promise<CatalogueSource | undefined> {
  const load = SOURCES.find(([known]) => known === kind)?.[1];
  return load ? load() : undefined;
}

/** Every source, in detection order. */
export function detectionOrder(): Promise<CatalogueSource[]> {
  return Promise.all(SOURCES.map(([, load]) => load()));
}
