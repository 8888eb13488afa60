import type { EventRegistry } from '@vitrina/domain/core/events';
import type { EventStoreTarget } from '@vitrina/infra/config/config';
import type { PersonalDataCipher } from './personal-data';
import type { EventStore } from './port';
import type { ResubscribeOptions } from './subscription';
import { ValidatingEventStore } from './validating';

/**
 * The configured event store, validated against the registry. Adapters are imported on demand so the embedded
 * default never loads the gRPC client, and the scaled mode never loads SQLite's native module.
 */
export async function openEventStore(
  target: EventStoreTarget,
  registry: EventRegistry,
  options: ResubscribeOptions = {},
  personal?: PersonalDataCipher,
): Promise<EventStore> {
  switch (target.kind) {
    case 'sqlite': {
      const { SqliteEventStore } = await import('./sqlite');
      return new ValidatingEventStore(new SqliteEventStore(target.file, options), registry, personal);
    }
    case 'esdb': {
      const { EsdbEventStore } = await import('./esdb');
      return new ValidatingEventStore(EsdbEventStore.connect(target.connectionString, options), registry, personal);
    }
    default: {
      const unknown: never = target;
      throw new Error(`Unknown event store target: ${JSON.stringify(unknown)}`);
    }
  }
}
