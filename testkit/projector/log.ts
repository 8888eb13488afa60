import { productEventRegistry } from '@vitrina/domain/registry';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';

/**
 * A log written by hand for a projection's tests, each event as the event store records it: checked against the
 * product's schemas, numbered across the log, counted in its stream from 0, recorded `at` unless it says when.
 * `restart()` counts every stream from 0 again, for a history written anew; positions run on.
 */
export function handLog(at = '2026-01-01T00:00:00.000Z') {
  const registry = productEventRegistry();
  let position = 0n;
  const revisions = new Map<string, bigint>();
  return {
    recorded(streamId: string, type: string, data: unknown, when = at): RecordedEvent {
      registry.parse(type, data);
      position += 1n;
      const revision = (revisions.get(streamId) ?? -1n) + 1n;
      revisions.set(streamId, revision);
      return { id: `e${position}`, streamId, revision, position, type, data, metadata: { correlationId: 'c', at: when }, recordedAt: when };
    },
    restart: () => revisions.clear(),
  };
}
