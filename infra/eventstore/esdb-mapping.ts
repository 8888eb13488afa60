import {
  ANY,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  eventTypeFilter,
  excludeSystemEvents,
  streamNameFilter,
  type AppendExpectedRevision,
  type Filter,
  type JSONEventData,
  type JSONType,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import type { EventMetadata } from '@vitrina/domain/core/events';
import type { AllFilter, EventToAppend, ExpectedRevision, FromPosition, Position, RecordedEvent } from './port';

/** What EventStoreDB reports when it does not know a commit position (reads of a single stream). */
const NO_COMMIT_POSITION = 2n ** 64n - 1n;

export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return expected;
  }
}

/**
 * Our position is the event's commit position in $all. Events written by a plain append (no explicit
 * transaction, which the gRPC API does not offer) have commit = prepare = the event's own log position, so the
 * pair can be rebuilt from the one number.
 */
export function toEsdbPosition(position: Position): { commit: bigint; prepare: bigint } {
  return { commit: position, prepare: position };
}

export function toReadPosition(from: FromPosition): ReadPosition {
  return from === 'start' ? START : toEsdbPosition(from.after);
}

export function positionOf(position: { commit: bigint; prepare: bigint } | undefined): Position {
  if (!position) return 0n;
  return position.commit >= 0n && position.commit < NO_COMMIT_POSITION ? position.commit : position.prepare;
}

export function toEventData(event: EventToAppend): JSONEventData {
  return {
    id: event.id,
    contentType: 'application/json',
    type: event.type,
    data: event.data as JSONType,
    metadata: event.metadata,
  };
}

export function isSystemEventType(type: string): boolean {
  return type.startsWith('$');
}

export function toRecordedEvent(event: EsdbRecordedEvent): RecordedEvent {
  return {
    id: event.id,
    streamId: event.streamId,
    revision: event.revision,
    position: positionOf(event.position),
    type: event.type,
    data: event.data,
    // Checked by ValidatingEventStore like everything read; here it is only bytes the store gave back.
    metadata: event.metadata as EventMetadata,
    recordedAt: event.created.toISOString(),
  };
}

/**
 * The server-side half of a filter: event types as an anchored regex, else stream prefixes, else "no system
 * events". The server takes one filter, so given both lists it filters on types and the adapter checks the
 * prefixes (and always the `$` types) in code.
 */
export function toServerFilter(filter: AllFilter | undefined): Filter {
  if (filter?.eventTypes) {
    const alternatives = filter.eventTypes.filter((type) => !isSystemEventType(type)).map(escapeRegex);
    return eventTypeFilter({ regex: alternatives.length > 0 ? `^(?:${alternatives.join('|')})$` : '^$' });
  }
  if (filter?.streamPrefixes && filter.streamPrefixes.length > 0 && !filter.streamPrefixes.includes('')) {
    return streamNameFilter({ prefixes: [...filter.streamPrefixes] });
  }
  return excludeSystemEvents();
}

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
