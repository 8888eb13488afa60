import type { ImporterConfig } from '@vitrina/domain/importer/config';
import { importerConfig } from '@vitrina/importer/testing';

/** A config that passes every check, for a shop under .invalid (no resolver answers it), unless overridden. */
export const importerConfigBody = (overrides: Partial<ImporterConfig> = {}): ImporterConfig => importerConfig({ url: 'https://tienda.invalid/coleccion', ...overrides });
