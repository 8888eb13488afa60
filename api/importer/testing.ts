import type { ImporterConfig } from '@vitrina/domain/importer/config';

/** A config that passes every check, reading JSON-LD, with defaults from the starting taxonomy. */
export function importerConfigBody(overrides: Partial<ImporterConfig> = {}): ImporterConfig {
  return {
    url: 'https://tienda.invalid/coleccion',
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
  };
}
