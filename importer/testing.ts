import type { ImporterConfig } from '@vitrina/domain/importer/config';
import { jsonLdReading } from '@vitrina/domain/importer/jsonld-reading';

/**
 * A config that passes every check: JSON-LD read where schema.org puts things (what auto-detect proposes for such a
 * page), no schedule, defaults from the starting taxonomy, a limit of a hundred (a number, so it reads a page as a
 * run's decided limit does). Tests override what they try.
 */
export function importerConfig(overrides: Partial<ImporterConfig> = {}): ImporterConfig & { limit: number } {
  if (overrides.limit === 'plan') throw new Error('importerConfig is read as a page is: give it a number (set "plan" on what it returns)');
  return {
    url: 'https://olivo.example/coleccion/',
    ...jsonLdReading(),
    tags: null,
    nextPage: null,
    limit: 100,
    schedule: { kind: 'off' },
    defaults: { typeId: '1', categoryId: 'camisas', gender: 'mujer', language: 'es', currency: 'ARS' },
    ...overrides,
  } as ImporterConfig & { limit: number };
}

/** The cards auto-detect finds in fixtures/selectors-lazy.html, the importer's first fixture: five, read by these selectors. */
export const SELECTORS_LAZY_CARDS = {
  item: { tag: 'div', class: 'item-product' },
  name: { selector: 'h3.item-name', attribute: null },
  price: { selector: 'span.item-price', attribute: null, regex: null },
  link: { selector: 'a[href]', attribute: 'href' },
  image: { selector: '', attribute: null },
  json: { mode: 'none' },
};
