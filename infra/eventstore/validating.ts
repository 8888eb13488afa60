import { z } from 'zod';
import { EventMetadata, InvalidEventError, type EventRegistry } from '@vitrina/domain/core/events';
import {
  PROGRESS,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  type RecordedEvent,
  type SubscribeOptions,
} from './port';
import type { PersonalDataCipher } from './personal-data';

const EventId = z.guid();

/**
 * The one place events are checked against the domain's schemas: on append (an unknown type, bad data, bad
 * metadata or an id that is not a UUID refuses the whole append, so nothing is written) and on every read, after
 * the registry's upcasters brought older shapes to the current one, so consumers only ever see parsed, typed data.
 * With a cipher, personal fields are sealed after the check on append and opened before it on read.
 */
export class ValidatingEventStore implements EventStore {
  private readonly checked = new WeakSet<RecordedEvent>();

  /** `personal`: where personal fields are encrypted (personal-data.ts); without it they are stored as they are. */
  constructor(
    private readonly inner: EventStore,
    private readonly registry: EventRegistry,
    private readonly personal?: PersonalDataCipher,
  ) {}

  async append(streamId: string, events: readonly EventToAppend[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    const checked = events.map((event) => this.checkIncoming(event));
    const personal = this.personal;
    const sealed = personal
      ? await Promise.all(
          checked.map(async (event) => (personal.concerns(event.type) ? { ...event, data: await personal.seal(event.type, event.data) } : event)),
        )
      : checked;
    return this.inner.append(streamId, sealed, expectedRevision);
  }

  private checkIncoming(event: EventToAppend): EventToAppend {
    const data = this.registry.parse(event.type, event.data);
    if (!EventId.safeParse(event.id).success) throw new InvalidEventError(event.type, `id ${String(event.id)} is not a UUID`);
    return { id: event.id, type: event.type, data, metadata: parseMetadata(event.type, event.metadata) };
  }

  async readStream(streamId: string, options?: { fromRevision?: bigint; maxCount?: number }): Promise<RecordedEvent[]> {
    return this.checkAll(await this.inner.readStream(streamId, options));
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.checkAll(await this.inner.readAll(options));
  }

  async *subscribeToAll(options: SubscribeOptions): AsyncIterable<RecordedEvent> {
    for await (const event of this.inner.subscribeToAll(options)) {
      if (event.type === PROGRESS) yield event;
      else {
        if (this.personal?.concerns(event.type) && !this.checked.has(event)) await this.personal.open(event.type, event.data);
        yield this.checkRecorded(event);
      }
    }
  }

  /** Opens the personal fields of the events that have any (at once), then checks each. */
  private async checkAll(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const personal = this.personal;
    if (personal)
      await Promise.all(
        events.filter((event) => personal.concerns(event.type) && !this.checked.has(event)).map((event) => personal.open(event.type, event.data)),
      );
    return events.map((event) => this.checkRecorded(event));
  }

  /**
   * Brings data to the current shape (the registry's upcasters), then replaces data and metadata by their parsed
   * form in place: the adapters hand out fresh objects, and replays are hot.
   */
  private checkRecorded(event: RecordedEvent): RecordedEvent {
    // An adapter may hand one event to several live subscriptions (sqlite.ts's shared reads): check it once.
    if (this.checked.has(event)) return event;
    event.data = this.registry.parse(event.type, this.registry.upcast(event.type, event.data));
    event.metadata = parseMetadata(event.type, event.metadata);
    this.checked.add(event);
    return event;
  }

  headPosition(): Promise<bigint> {
    return this.inner.headPosition();
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

function parseMetadata(type: string, metadata: unknown): EventMetadata {
  const result = EventMetadata.safeParse(metadata);
  if (!result.success) throw new InvalidEventError(type, `metadata: ${result.error.message}`);
  return result.data;
}
