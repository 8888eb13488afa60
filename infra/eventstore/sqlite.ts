import { openSqlite } from '@vitrina/infra/sqlite/open';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type Database from 'better-sqlite3';
import {
  checkExpectedRevision,
  progressAt,
  type AllFilter,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type FromPosition,
  type ReadAllOptions,
  type RecordedEvent,
  type SubscribeOptions,
} from './port';
import { EVENT_COLUMNS, SCHEMA, filteredQuery } from './sqlite-schema';
import { combinedSignal, resubscribing, type ResubscribeOptions } from './subscription';

export interface SqliteEventStoreOptions extends ResubscribeOptions {
  /** How often a live subscription looks for events appended by other processes. */
  pollIntervalMs?: number;
  busyTimeoutMs?: number;
}

/** An event id already used by an event that is not part of an identical, retried append. */
export class DuplicateEventIdError extends Error {
  readonly code = 'DUPLICATE_EVENT_ID';
  constructor(
    readonly streamId: string,
    readonly eventId: string,
  ) {
    super(`Stream ${streamId}: event id ${eventId} is already used by another event`);
    this.name = 'DuplicateEventIdError';
  }
}

type Row = [bigint, string, string, bigint, string, string, string, string];
type Statement = Database.Statement<unknown[], unknown>;

const DEFAULT_BATCH = 1000;
/** Batches kept for live subscriptions that ask for the same rows (one per distinct filter, and a few more). */
const RECENT_READS = 16;

/**
 * The embedded event store: one append-only table in a SQLite file, WAL mode. Appends run in IMMEDIATE
 * transactions, so writers from several processes queue on the file's write lock and positions are handed out
 * in commit order; a reader that has seen position P can never later find a smaller one appearing.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly statements: ReturnType<typeof prepareStatements>;
  private readonly filtered = new Map<string, Statement>();
  /**
   * The last few batches live subscriptions read, by what they asked: after an append every follower of the log
   * (a dozen projections and reactors in one process) asks for the same new rows, and the first one's read, parsed
   * once, serves the rest. They share the event objects, which no consumer changes.
   */
  private readonly recentReads = new Map<string, { events: RecordedEvent[]; scannedTo: bigint }>();
  /** Live subscriptions waiting for an append, each with the filter that says which appends concern it. */
  private readonly wakers = new Map<() => void, AllFilter | undefined>();
  private readonly closing = new AbortController();
  private readonly appendTransaction: (streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision) => AppendResult;

  constructor(
    readonly file: string,
    private readonly options: SqliteEventStoreOptions = {},
  ) {
    this.db = openSqlite(file, { busyTimeoutMs: options.busyTimeoutMs });
    this.db.exec(SCHEMA);
    this.statements = prepareStatements(this.db);
    const transaction = this.db.transaction(this.appendNow.bind(this));
    this.appendTransaction = (streamId, events, expected) => transaction.immediate(streamId, events, expected);
  }

  async append(streamId: string, events: readonly EventToAppend[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    const result = this.appendTransaction(streamId, events, expectedRevision);
    // Only the subscriptions whose filter takes one of these events: an analytics fact appended per request must
    // not send every projection and reactor to read the log again. The others find it at their next wake.
    if (events.length > 0) for (const [wake, filter] of this.wakers) if (concerns(filter, streamId, events)) wake();
    return result;
  }

  private appendNow(streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision): AppendResult {
    const first = events[0];
    if (first && this.statements.byId.get(first.id)) return this.retriedAppend(streamId, events);

    const last = this.statements.lastOfStream.get(streamId) as [bigint, bigint] | undefined;
    const current = last?.[0];
    checkExpectedRevision(streamId, expected, current);
    if (events.length === 0) return { nextRevision: current ?? -1n, position: last?.[1] ?? 0n };

    const recordedAt = new Date().toISOString();
    let revision = current ?? -1n;
    let position = 0n;
    for (const event of events) {
      revision += 1n;
      try {
        const info = this.statements.insert.run(
          event.id,
          streamId,
          revision,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
          recordedAt,
        );
        position = info.lastInsertRowid as bigint;
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' && /events\.id/.test(String(error))) {
          throw new DuplicateEventIdError(streamId, event.id);
        }
        throw error;
      }
    }
    return { nextRevision: revision, position };
  }

  /** The first id is stored already: an identical retry returns what the first append returned. */
  private retriedAppend(streamId: string, events: readonly EventToAppend[]): AppendResult {
    let result: AppendResult = { nextRevision: -1n, position: 0n };
    for (const event of events) {
      const stored = this.statements.byId.get(event.id) as [string, bigint, bigint] | undefined;
      if (!stored || stored[0] !== streamId) throw new DuplicateEventIdError(streamId, event.id);
      if (stored[2] > result.position) result = { nextRevision: stored[1], position: stored[2] };
    }
    return result;
  }

  async readStream(streamId: string, options: { fromRevision?: bigint; maxCount?: number } = {}): Promise<RecordedEvent[]> {
    const rows = this.statements.readStream.all(streamId, options.fromRevision ?? 0n, options.maxCount ?? -1) as Row[];
    return rows.map(rowToEvent);
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.readBatch(afterOf(options.from), options.maxCount, options.filter).events;
  }

  /**
   * Up to `limit` matching events after `after`, and how far the read looked: the last event's position when
   * the batch is full, else the head, so a filtered live poll never rescans rows it has already passed.
   */
  private readBatch(after: bigint, limit: number, filter: AllFilter | undefined): { events: RecordedEvent[]; scannedTo: bigint } {
    const head = this.head();
    if (limit <= 0 || head <= after) return { events: [], scannedTo: after };
    let rows: Row[];
    if (!filter || (filter.eventTypes === undefined && filter.streamPrefixes === undefined)) {
      rows = this.statements.readAll.all(after, head, limit) as Row[];
    } else {
      const query = filteredQuery(filter);
      if (!query) return { events: [], scannedTo: head };
      rows = this.filteredStatement(query.key, query.sql).all(after, head, ...query.params, limit) as Row[];
    }
    const events = rows.map(rowToEvent);
    const full = events.length === limit;
    return { events, scannedTo: full ? events[events.length - 1]!.position : head };
  }

  private sharedReadBatch(after: bigint, limit: number, filter: AllFilter | undefined): { events: RecordedEvent[]; scannedTo: bigint } {
    const key = `${after} ${this.head()} ${limit} ${filter ? JSON.stringify(filter) : ''}`;
    let read = this.recentReads.get(key);
    if (!read) {
      read = this.readBatch(after, limit, filter);
      if (this.recentReads.size >= RECENT_READS) this.recentReads.delete(this.recentReads.keys().next().value!);
      this.recentReads.set(key, read);
    }
    return read;
  }

  private filteredStatement(key: string, sql: string): Statement {
    let statement = this.filtered.get(key);
    if (!statement) {
      statement = this.db.prepare(sql).raw(true).safeIntegers(true);
      this.filtered.set(key, statement);
    }
    return statement;
  }

  subscribeToAll(options: SubscribeOptions): AsyncIterable<RecordedEvent> {
    const signal = combinedSignal(this.closing.signal, options.signal);
    const batchSize = options.batchSize ?? DEFAULT_BATCH;
    return resubscribing((from, active) => this.poll(from, options.filter, batchSize, active, options.progress === true), options.from, signal, this.options);
  }

  private async *poll(
    from: FromPosition,
    filter: AllFilter | undefined,
    batchSize: number,
    signal: AbortSignal,
    progress: boolean,
  ): AsyncGenerator<RecordedEvent> {
    let after = afterOf(from);
    while (!signal.aborted) {
      const { events, scannedTo } = this.sharedReadBatch(after, batchSize, filter);
      for (const event of events) {
        yield event;
        if (signal.aborted) return;
      }
      if (progress && scannedTo > (events.at(-1)?.position ?? after)) yield progressAt(scannedTo);
      after = scannedTo;
      if (events.length === batchSize) {
        // Let timers and I/O run between batches: a long catch-up must not starve the rest of the process.
        await yieldToEventLoop();
      } else {
        await this.nextAppend(signal, filter);
      }
    }
  }

  /** Resolves on this store's next append, after the poll interval (other processes' appends), or on abort. */
  private nextAppend(signal: AbortSignal, filter: AllFilter | undefined): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, this.options.pollIntervalMs ?? 100);
      this.wakers.set(done, filter);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  async headPosition(): Promise<bigint> {
    return this.head();
  }

  private head(): bigint {
    return (this.statements.head.get() as bigint | null) ?? 0n;
  }

  async ping(): Promise<void> {
    this.statements.ping.get();
  }

  async close(): Promise<void> {
    this.closing.abort();
    if (this.db.open) this.db.close();
  }
}

function prepareStatements(db: Database.Database) {
  const raw = (sql: string) => db.prepare(sql).raw(true).safeIntegers(true);
  return {
    insert: db.prepare('INSERT INTO events (id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)').safeIntegers(true),
    byId: raw('SELECT stream_id, revision, position FROM events WHERE id = ?'),
    lastOfStream: raw('SELECT revision, position FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1'),
    readStream: raw(`SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?`),
    readAll: raw(`SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? AND position <= ? ORDER BY position LIMIT ?`),
    head: db.prepare('SELECT MAX(position) FROM events').pluck(true).safeIntegers(true),
    ping: db.prepare('SELECT 1').pluck(true),
  };
}

/** Whether a subscription with this filter reads any of these events appended to `streamId`. */
function concerns(filter: AllFilter | undefined, streamId: string, events: readonly EventToAppend[]): boolean {
  if (filter?.streamPrefixes && !filter.streamPrefixes.some((prefix) => streamId.startsWith(prefix))) return false;
  return !filter?.eventTypes || events.some((event) => filter.eventTypes!.includes(event.type));
}

function afterOf(from: FromPosition): bigint {
  return from === 'start' ? 0n : from.after;
}

function rowToEvent(row: Row): RecordedEvent {
  return {
    position: row[0],
    id: row[1],
    streamId: row[2],
    revision: row[3],
    type: row[4],
    data: JSON.parse(row[5]),
    metadata: JSON.parse(row[6]),
    recordedAt: row[7],
  };
}
