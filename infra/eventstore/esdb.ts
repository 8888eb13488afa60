import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type ReadPosition,
} from '@eventstore/db-client';
import {
  WrongExpectedRevisionError,
  checkExpectedRevision,
  progressAt,
  type AllFilter,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type FromPosition,
  type Position,
  type ReadAllOptions,
  type RecordedEvent,
  type SubscribeOptions,
} from './port';
import { isSystemEventType, positionOf, toEsdbExpectedRevision, toEventData, toReadPosition, toRecordedEvent, toServerFilter } from './esdb-mapping';
import { combinedSignal, matchesFilter, resubscribing, type ResubscribeOptions } from './subscription';

const PAGE = 500;

/**
 * The scaled event store: EventStoreDB / KurrentDB through the official gRPC client. Our position is the
 * commit position in $all; system events (types starting with `$`) are never handed out.
 */
export class EsdbEventStore implements EventStore {
  private readonly closing = new AbortController();

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly options: ResubscribeOptions = {},
  ) {}

  /** Connects lazily: a server that is down now makes calls fail, not the process start. */
  static connect(connectionString: string, options?: ResubscribeOptions): EsdbEventStore {
    return new EsdbEventStore(EventStoreDBClient.connectionString(connectionString), options);
  }

  async append(streamId: string, events: readonly EventToAppend[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) return this.checkExpectation(streamId, expectedRevision);
    let result;
    try {
      result = await this.client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toEsdbExpectedRevision(expectedRevision),
      });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(streamId, expectedRevision, error.actualVersion ?? 'unknown');
      }
      throw error;
    }
    if (!result.success) throw new WrongExpectedRevisionError(streamId, expectedRevision, 'unknown');
    // An idempotent retry may come back without a position; the stored event knows it.
    const position =
      result.position && result.position.commit >= 0n
        ? positionOf(result.position)
        : ((await this.readStream(streamId, { fromRevision: result.nextExpectedRevision, maxCount: 1 }))[0]?.position ?? 0n);
    return { nextRevision: result.nextExpectedRevision, position };
  }

  private async checkExpectation(streamId: string, expected: ExpectedRevision): Promise<AppendResult> {
    const last = await this.lastOfStream(streamId);
    const current = last?.revision;
    checkExpectedRevision(streamId, expected, current);
    return { nextRevision: current ?? -1n, position: last?.position ?? 0n };
  }

  private async lastOfStream(streamId: string): Promise<RecordedEvent | undefined> {
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) {
        if (resolved.event) return toRecordedEvent(resolved.event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return undefined;
      throw error;
    }
    return undefined;
  }

  async readStream(streamId: string, options: { fromRevision?: bigint; maxCount?: number } = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (options.maxCount !== undefined && options.maxCount <= 0) return events;
    try {
      const read = this.client.readStream(streamId, {
        fromRevision: options.fromRevision ?? START,
        ...(options.maxCount !== undefined ? { maxCount: options.maxCount } : {}),
      });
      for await (const resolved of read) if (resolved.event) events.push(toRecordedEvent(resolved.event));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /**
   * Version 6 of the client reads $all without server-side filters, so this pages through $all and filters
   * here; subscriptions, the hot path, filter on the server.
   */
  async readAll({ from, maxCount, filter }: ReadAllOptions): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (maxCount <= 0) return events;
    let after = from === 'start' ? -1n : from.after;
    let cursor: ReadPosition = toReadPosition(from);
    for (;;) {
      let seen = 0;
      let last: AllStreamResolvedEvent['event'];
      for await (const resolved of this.client.readAll({ fromPosition: cursor, maxCount: PAGE })) {
        seen += 1;
        const event = resolved.event;
        if (!event) continue;
        last = event;
        if (positionOf(event.position) <= after || !wanted(event, filter)) continue;
        events.push(toRecordedEvent(event));
        if (events.length >= maxCount) return events;
      }
      if (seen < PAGE || !last) return events;
      // A forward read starts at its position inclusive: resume on the last event seen and skip it.
      cursor = last.position;
      after = positionOf(last.position);
    }
  }

  subscribeToAll(options: SubscribeOptions): AsyncIterable<RecordedEvent> {
    const signal = combinedSignal(this.closing.signal, options.signal);
    return resubscribing((from, active) => this.subscription(from, options.filter, active, options.progress === true), options.from, signal, this.options);
  }

  /**
   * With `progress`, the filter is applied here instead of on the server, and each event it leaves out becomes a
   * progress marker in its place: the server's own checkpoints arrive by callback, out of step with the events.
   */
  private async *subscription(from: FromPosition, filter: AllFilter | undefined, signal: AbortSignal, progress: boolean): AsyncGenerator<RecordedEvent> {
    const after = from === 'start' ? -1n : from.after;
    const subscription = this.client.subscribeToAll({
      fromPosition: toReadPosition(from),
      filter: progress ? toServerFilter(undefined) : toServerFilter(filter),
      resolveLinkTos: false,
    });
    const stop = () => subscription.destroy();
    signal.addEventListener('abort', stop, { once: true });
    try {
      for await (const resolved of subscription) {
        const event = resolved.event;
        if (!event || positionOf(event.position) <= after) continue;
        if (wanted(event, filter)) yield toRecordedEvent(event);
        else if (progress) yield progressAt(positionOf(event.position));
      }
    } finally {
      signal.removeEventListener('abort', stop);
      await subscription.unsubscribe().catch(() => undefined);
    }
  }

  /** The newest non-system event's position, paging backwards past system events ($stats and the like). */
  async headPosition(): Promise<Position> {
    let cursor: ReadPosition = END;
    for (;;) {
      let seen = 0;
      let last: AllStreamResolvedEvent['event'];
      for await (const resolved of this.client.readAll({ fromPosition: cursor, direction: BACKWARDS, maxCount: PAGE })) {
        seen += 1;
        const event = resolved.event;
        if (!event) continue;
        if (!isSystemEventType(event.type)) return positionOf(event.position);
        last = event;
      }
      if (seen < PAGE || !last) return 0n;
      cursor = last.position;
    }
  }

  async ping(): Promise<void> {
    for await (const _ of this.client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1, deadline: 2000 })) break;
  }

  async close(): Promise<void> {
    this.closing.abort();
    await this.client.dispose();
  }
}

function wanted(event: { type: string; streamId: string }, filter: AllFilter | undefined): boolean {
  return !isSystemEventType(event.type) && matchesFilter(filter, event.type, event.streamId);
}
