import path from 'node:path';
import type { EventRegistry } from '@vitrina/domain/core/events';
import { productEventRegistry } from '@vitrina/domain/registry';
import type { Config } from '@vitrina/infra/config/config';
import { resolveDataKey } from '@vitrina/infra/crypto/secrets';
import { openDataKeyStore } from '@vitrina/infra/datakeys/factory';
import type { DataKeyStore } from '@vitrina/infra/datakeys/port';
import { openEventStore } from '@vitrina/infra/eventstore/factory';
import { PersonalDataCipher } from '@vitrina/infra/eventstore/personal-data';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import type { Logger } from '@vitrina/infra/log/logger';
import { PageFetcher } from '@vitrina/importer/fetcher';

/*
 * Adapters opened from configuration alone, apart from the runtime (runtime.ts) so that a thread of the process
 * doing writes of its own (an import run, api/importer/off-thread.ts) opens them without loading the whole api.
 */

/** How the importer fetches shops' pages and images, as configured. */
export function pageFetcherFor(config: Config): PageFetcher {
  return new PageFetcher({
    siteUrl: config.PUBLIC_URL,
    delayMs: config.IMPORTER_DELAY_MS,
    maxBytes: config.FETCH_MAX_PAGE_BYTES,
    timeoutMs: config.FETCH_TIMEOUT_MS,
    ...(config.IMPORTER_ALLOW_ADDRESSES.length > 0 ? { allowAddressesForTests: config.IMPORTER_ALLOW_ADDRESSES } : {}),
  });
}

/** The event store, with the data keys that seal personal data in it (a thread doing writes of its own opens it too). */
export async function openEventLog(config: Config, logger: Logger): Promise<{ registry: EventRegistry; dataKeys: DataKeyStore; eventStore: EventStore }> {
  const registry = productEventRegistry();
  const dataKeys = await openDataKeyStore(config.readStore, resolveDataKey({ dataKey: config.DATA_KEY, file: path.join(config.DATA_DIR, 'data.key') }));
  const eventStore = await openEventStore(
    config.eventStore,
    registry,
    { onDrop: (error, attempt) => logger.warn({ err: error, attempt }, 'event subscription dropped; resubscribing') },
    new PersonalDataCipher(registry, dataKeys),
  );
  return { registry, dataKeys, eventStore };
}
