import type { ImporterConfig } from '@vitrina/domain/importer/config';
import { ApiError } from '../../lib/api';
import { blankConfig } from '@vitrina/domain/importer/config';

/**
 * The form without what a reading proposed: where the clothes are read from (the source) and how (item, selectors,
 * JSON, next page) back to a blank config's; the address, limit, schedule, defaults and category map the brand set stay. What a
 * new reading proposes replaces all of it, and a reading that finds nothing leaves nothing of the previous shop, so
 * saving never imports it.
 */
export function withoutProposal(config: ImporterConfig): ImporterConfig {
  const { url, limit, schedule, defaults, categoryMap } = config;
  return { ...blankConfig(url), source: null, limit, schedule, defaults, ...(categoryMap ? { categoryMap } : {}) };
}

/** The form at another address: the shop's pages, when they are its source, are read from there too. */
export function atAddress(config: ImporterConfig, url: string): ImporterConfig {
  return { ...config, url, ...(config.source?.kind === 'page' ? { source: { kind: 'page', url } } : {}) };
}

/** A reading that never began (the shop readers busy): the form keeps what it had. */
export const neverRead = (error: unknown) => error instanceof ApiError && error.code === 'IMPORT_BUSY';
