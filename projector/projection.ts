import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import type { IndexSpec, ReadStoreSession } from '@vitrina/infra/readstore/port';

/**
 * A read model builder. It owns a few collections (by logical name), handles some event types, and applies a
 * batch of events through a session whose writes commit together with the projection's checkpoint.
 *
 * Bump `version` when the way events become documents changes: the runner then rebuilds the read model into a
 * new generation from the whole log while the old one keeps serving, and switches when caught up.
 */
export interface Projection {
  name: string;
  version: number;
  /** Logical collection names it writes; queries read them by the same names. */
  collections: readonly string[];
  eventTypes: readonly string[];
  indexes?: Readonly<Record<string, readonly IndexSpec[]>>;
  /** Events arrive in log order, already filtered to `eventTypes`. Must be deterministic: replays rely on it. */
  apply(events: readonly RecordedEvent[], session: ReadStoreSession): Promise<void>;
}

/** Physical collection of a logical one in a generation: `users` in generation 3 is `users_g3`. */
export function physicalName(collection: string, generation: number): string {
  return `${collection}_g${generation}`;
}

export function assertValidProjections(projections: readonly Projection[]): void {
  const owners = new Map<string, string>();
  const names = new Set<string>();
  for (const projection of projections) {
    if (!/^[a-z][a-zA-Z0-9]{0,40}$/.test(projection.name)) throw new Error(`Bad projection name: ${projection.name}`);
    if (names.has(projection.name)) throw new Error(`Projection ${projection.name} is declared twice`);
    names.add(projection.name);
    for (const collection of projection.collections) {
      if (!/^[a-z][a-zA-Z0-9]{0,60}$/.test(collection)) throw new Error(`Bad collection name: ${collection}`);
      const owner = owners.get(collection);
      if (owner) throw new Error(`Collection ${collection} is owned by both ${owner} and ${projection.name}`);
      owners.set(collection, projection.name);
    }
  }
}
