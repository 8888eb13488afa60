import type { EventMetadata } from '@vitrina/domain/core/events';

/**
 * The event store port. Two adapters implement it: SQLite (embedded default) and EventStoreDB/KurrentDB (scaled).
 * Both are wrapped by `ValidatingEventStore`, which checks every event against the domain's zod schemas on the way
 * in and out, so adapters only move bytes.
 *
 * Positions are global and strictly increasing across all streams; they are bigints in code and decimal strings
 * on the wire. A stream's revision counts its events from 0.
 */
export type Position = bigint;

/** Where a read or subscription of $all starts: at the beginning, or just after a position already seen. */
export type FromPosition = 'start' | { after: Position };

/** Optimistic concurrency on append. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export interface EventToAppend {
  /** A UUID; a retried append with the same ids must not write the events twice where the engine can tell. */
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent {
  id: string;
  streamId: string;
  /** The event's number within its stream, from 0. */
  revision: bigint;
  /** Global position in $all. */
  position: Position;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  /** When the store recorded it (ISO 8601). */
  recordedAt: string;
}

/**
 * What a subscription asked for `progress` yields between events: the log has been read up to `position` and
 * nothing else its filter takes lies before it. A follower that reads only some events (a projection) moves its
 * position past the others with it, so waiting for a position it will never see an event at still ends.
 */
export const PROGRESS = '$progress';

export function progressAt(position: Position): RecordedEvent {
  return { id: '', streamId: '', revision: -1n, position, type: PROGRESS, data: null, metadata: null as unknown as EventMetadata, recordedAt: '' };
}

export interface AppendResult {
  /** Revision of the last event appended (the stream's new revision). */
  nextRevision: bigint;
  /** Global position of the last event appended; wait on projections passing it for read-your-own-writes. */
  position: Position;
}

/** Restricts $all reads and subscriptions. Both lists are OR-ed within themselves; given both, both must match. */
export interface AllFilter {
  eventTypes?: readonly string[];
  streamPrefixes?: readonly string[];
}

export interface ReadAllOptions {
  from: FromPosition;
  maxCount: number;
  filter?: AllFilter;
}

export interface SubscribeOptions {
  from: FromPosition;
  filter?: AllFilter;
  /** Aborting ends the iteration cleanly (the for-await loop exits). */
  signal?: AbortSignal;
  /** Read batch size while catching up. */
  batchSize?: number;
  /** Also yield progress markers (`type === PROGRESS`) where filtered-out events were passed. */
  progress?: boolean;
}

export interface EventStore {
  /**
   * Appends events atomically to one stream. Throws WrongExpectedRevisionError if `expectedRevision` does not
   * hold; appending zero events only checks the expectation.
   */
  append(streamId: string, events: readonly EventToAppend[], expectedRevision: ExpectedRevision): Promise<AppendResult>;

  /** A stream's events in order; an absent stream reads as []. */
  readStream(streamId: string, options?: { fromRevision?: bigint; maxCount?: number }): Promise<RecordedEvent[]>;

  /** One batch of $all in position order. */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;

  /**
   * A catch-up subscription to $all: every matching event after `from`, in order, then live ones as they are
   * appended, for as long as the consumer iterates and the signal is not aborted. After a dropped connection
   * it resubscribes from the last event it delivered, so the consumer sees neither a gap nor a repeat.
   */
  subscribeToAll(options: SubscribeOptions): AsyncIterable<RecordedEvent>;

  /** The position of the newest event in $all, or 0n when the store is empty. */
  headPosition(): Promise<Position>;

  /** Cheap liveness check for /api/ready; rejects when the store cannot be reached. */
  ping(): Promise<void>;

  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  readonly code = 'WRONG_EXPECTED_REVISION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** The stream's actual revision, or 'no_stream'. Unknown when the engine does not report it. */
    readonly actual: bigint | 'no_stream' | 'unknown',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** Throws WrongExpectedRevisionError unless `expected` holds for a stream whose last revision is `current` (undefined: no stream). */
export function checkExpectedRevision(streamId: string, expected: ExpectedRevision, current: bigint | undefined): void {
  const holds =
    expected === 'any' ||
    (expected === 'no_stream' && current === undefined) ||
    (expected === 'stream_exists' && current !== undefined) ||
    (typeof expected === 'bigint' && current === expected);
  if (!holds) throw new WrongExpectedRevisionError(streamId, expected, current ?? 'no_stream');
}

export function positionToString(position: Position): string {
  return position.toString(10);
}

export function positionFromString(text: string): Position {
  if (!/^\d{1,20}$/.test(text)) throw new Error(`Not a position: ${text}`);
  return BigInt(text);
}
