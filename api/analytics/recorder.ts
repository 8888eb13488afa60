import type { EventStore, EventToAppend } from '@vitrina/infra/eventstore/port';
import type { Logger } from '@vitrina/infra/log/logger';

/** The longest a fact waits for its batch, and the most facts a batch holds before it goes at once. */
export const FACTS_FLUSH_MS = 250;
const FACTS_PER_FLUSH = 500;
/**
 * The most facts one append writes before the requests waiting meanwhile are served: an embedded store's append
 * holds the event loop, and 500 facts in one went to 20–46 ms, every shopper's wait at that moment (`npm run bench`).
 */
const FACTS_PER_APPEND = 64;

/**
 * The dashboard's facts (a cloth page viewed, a link out followed, a search) are appended in batches, one append
 * per stream every FACTS_FLUSH_MS at most, instead of one per request: a search then costs its shopper no write,
 * and the log's followers read a batch of facts at once. What a crash can lose is the last quarter second of
 * counts, which the figures can spare; commands never go this way. `close` appends what is waiting.
 */
export class FactRecorder {
  private pending: Array<{ streamId: string; event: EventToAppend }> = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly eventStore: EventStore,
    private readonly logger: Logger,
    private readonly flushMs = FACTS_FLUSH_MS,
  ) {}

  record(streamId: string, event: EventToAppend): void {
    this.pending.push({ streamId, event });
    if (this.pending.length >= FACTS_PER_FLUSH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  /** Appends every fact recorded so far; resolves once they are in the log. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    // One flush at a time, in order: a stream's facts keep the order they happened in.
    this.writing = this.writing.then(() => this.append(batch));
    return this.writing;
  }

  close(): Promise<void> {
    return this.flush();
  }

  private async append(batch: ReadonlyArray<{ streamId: string; event: EventToAppend }>): Promise<void> {
    const byStream = new Map<string, EventToAppend[]>();
    for (const { streamId, event } of batch) {
      const events = byStream.get(streamId);
      if (events) events.push(event);
      else byStream.set(streamId, [event]);
    }
    for (const [streamId, events] of byStream) {
      for (let from = 0; from < events.length; from += FACTS_PER_APPEND) {
        const part = events.slice(from, from + FACTS_PER_APPEND);
        try {
          await this.eventStore.append(streamId, part, 'any');
        } catch (error) {
          this.logger.error({ err: error, streamId, facts: part.length }, 'analytics facts could not be appended; they are lost');
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }
}
