import type { ImporterConfig } from '@vitrina/domain/importer/config';
import type { SourceFound } from './port';

/**
 * What a run reads of a saved config's source: where it reads from, and for the page source the brand's own way of
 * reading its cards when the config names one (selectors or JSON in the cards: any mode but JSON-LD, which a blank
 * form saves and the page source reads by itself). Null for a config with no source, read by its selectors over its
 * address as configs saved before sources were.
 */
export function savedSource(
  config: Pick<ImporterConfig, 'source' | 'item' | 'name' | 'price' | 'link' | 'image' | 'tags' | 'description' | 'nextPage' | 'json'>,
): SourceFound | null {
  if (!config.source) return null;
  const found: SourceFound = { kind: config.source.kind, url: config.source.url, total: null };
  if (config.source.kind !== 'page' || config.json.mode === 'jsonld') return found;
  const { item, name, price, link, image, tags, description, nextPage, json } = config;
  return { ...found, cards: { item, name, price, link, image, tags, description, nextPage, json } };
}
