import type { ImporterConfig } from '@vitrina/domain/importer/config';

/**
 * A config that passes every check: JSON-LD read where schema.org puts things (what auto-detect proposes for such a
 * page), no schedule, defaults from the starting taxonomy, a limit of a hundred (a number, so it reads a page as a
 * run's decided limit does). Tests override what they try.
 */
export function importerConfig(overrides: Partial<ImporterConfig> = {}): ImporterConfig & { limit: number } {
  if (overrides.limit === 'plan') throw new Error('importerConfig is read as a page is: give it a number (set "plan" on what it returns)');
  return {
    url: 'https://olivo.example/coleccion/',
    item: { tag: 'div', class: '' },
    name: { selector: '', attribute: null },
    price: { selector: '', attribute: null, regex: null },
    link: { selector: '', attribute: null },
    image: { selector: '', attribute: null },
    tags: null,
    nextPage: null,
    json: { mode: 'jsonld', paths: {} },
    limit: 100,
    schedule: { kind: 'off' },
    defaults: { typeId: '1', categoryId: 'camisas', gender: 'mujer', language: 'es', currency: 'ARS' },
    ...overrides,
  } as ImporterConfig & { limit: number };
}
