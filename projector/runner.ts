import { setMaxListeners } from 'node:events';
import type { EventStore, Position, RecordedEvent } from '@vitrina/infra/eventstore/port';
import type { ReadStore } from '@vitrina/infra/readstore/port';
import type { Logger } from '@vitrina/infra/log/logger';
import { inBatches } from './batches';
import { BufferedSession } from './buffered-session';
import { catalog, generationSession, type ServingEntry } from './projection-state';
import { physicalName, type Projection } from './projection';
import { collectGarbage, rebuild, RebuildInProgressError } from './rebuild';

export interface RunnerOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  projections: readonly Projection[];
  logger: Logger;
  batchSize?: number;
  batchMs?: number;
}

/** The serving generation changed under a running projection (a rebuild switched): reload and go on. */
class GenerationSwitchedError extends Error {}

interface Waiter {
  position: Position;
  resolve: () => void;
}

/** What the api asks of the projector it shares a process with, wherever it runs (here, or on a thread: api/projector). */
export type Projecting = Pick<ProjectionRunner, 'waitFor' | 'lag' | 'stop'>;

/**
 * Runs every projection live: from its stored checkpoint, through the log, in batches committed together with
 * the checkpoint, then following new events. A projection whose version changed is rebuilt first. Offers
 * read-your-own-writes (`waitFor`) and lag.
 */
export class ProjectionRunner {
  private readonly controller = new AbortController();
  private readonly processed = new Map<string, Position>();
  private readonly waiters = new Map<string, Set<Waiter>>();
  private readonly loops: Promise<void>[] = [];
  private readonly batchSize: number;
  private readonly batchMs: number;

  constructor(private readonly options: RunnerOptions) {
    this.batchSize = options.batchSize ?? 500;
    this.batchMs = options.batchMs ?? 20;
    // Each projection's live loop listens on the runner's signal: one listener per projection is no leak.
    setMaxListeners(options.projections.length + 10, this.controller.signal);
  }

  async start(): Promise<void> {
    await collectGarbage(this.options.readStore, this.options.projections);
    for (const projection of this.options.projections) {
      this.processed.set(projection.name, 0n);
      this.waiters.set(projection.name, new Set());
      this.loops.push(this.runForever(projection));
    }
  }

  async stop(): Promise<void> {
    this.controller.abort();
    await Promise.allSettled(this.loops);
  }

  /** The position up to which a projection has applied the log in this process. */
  position(name: string): Position {
    return this.processed.get(name) ?? 0n;
  }

  /** Head of the log minus each projection's position: what is still to apply. */
  async lag(): Promise<Record<string, string>> {
    const head = await this.options.eventStore.headPosition();
    return Object.fromEntries(
      this.options.projections.map((p) => {
        const position = this.position(p.name);
        return [p.name, (head > position ? head - position : 0n).toString()];
      }),
    );
  }

  /**
   * Resolves once the named projections (default: all) have applied the log up to `position`, so a query right
   * after a command sees the command's events. Resolves false on timeout instead of hanging a request.
   */
  waitFor(position: Position, names?: readonly string[], timeoutMs = 5_000): Promise<boolean> {
    const targets = names ?? this.options.projections.map((p) => p.name);
    const pending = targets.filter((name) => this.position(name) < position);
    if (pending.length === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const registered: Array<[string, Waiter]> = [];
      let left = pending.length;
      const timer = setTimeout(() => {
        for (const [name, waiter] of registered) this.waiters.get(name)?.delete(waiter);
        resolve(false);
      }, timeoutMs);
      for (const name of pending) {
        const waiter: Waiter = {
          position,
          resolve: () => {
            left -= 1;
            if (left === 0) {
              clearTimeout(timer);
              resolve(true);
            }
          },
        };
        registered.push([name, waiter]);
        this.waiters.get(name)?.add(waiter);
      }
    });
  }

  private advance(name: string, position: Position): void {
    if (position <= this.position(name)) return;
    this.processed.set(name, position);
    for (const waiter of this.waiters.get(name) ?? []) {
      if (waiter.position <= position) {
        this.waiters.get(name)?.delete(waiter);
        waiter.resolve();
      }
    }
  }

  private async runForever(projection: Projection): Promise<void> {
    const { logger } = this.options;
    const signal = this.controller.signal;
    while (!signal.aborted) {
      try {
        const entry = await this.servingEntry(projection);
        if (entry.version !== projection.version) {
          logger.info({ projection: projection.name, from: entry.version, to: projection.version }, 'projection version changed: rebuilding');
          await rebuild({ ...this.options, projection, signal });
          continue;
        }
        await this.runLive(projection, entry, signal);
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof GenerationSwitchedError) continue;
        if (error instanceof RebuildInProgressError) {
          logger.info({ projection: projection.name }, 'a rebuild runs elsewhere; waiting for it to switch');
        } else {
          logger.error({ err: error, projection: projection.name }, 'projection failed; retrying');
        }
        await sleep(1_000, signal);
      }
    }
  }

  private async servingEntry(projection: Projection): Promise<ServingEntry> {
    const { readStore } = this.options;
    const existing = await catalog<ServingEntry>(readStore).findOne({ _id: projection.name });
    if (existing) return existing;
    await catalog<ServingEntry>(readStore).updateOne(
      { _id: projection.name },
      { $setOnInsert: { generation: 1, version: projection.version, checkpoint: null, updatedAt: new Date().toISOString() } },
      { upsert: true },
    );
    return (await catalog<ServingEntry>(readStore).findOne({ _id: projection.name }))!;
  }

  private async runLive(projection: Projection, entry: ServingEntry, signal: AbortSignal): Promise<void> {
    const { eventStore, readStore } = this.options;
    for (const collection of projection.collections) {
      const indexes = projection.indexes?.[collection];
      if (indexes) await readStore.ensureIndexes(physicalName(collection, entry.generation), indexes);
    }
    const handled = new Set(projection.eventTypes);
    const from = entry.checkpoint === null ? 'start' : { after: BigInt(entry.checkpoint) };
    if (entry.checkpoint !== null) this.advance(projection.name, BigInt(entry.checkpoint));
    const inner = new AbortController();
    const onAbort = () => inner.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      // Only the events it applies, with progress markers for the rest (which move it past them for waitFor): an
      // analytics fact appended per search must not pass through every projection.
      const events = eventStore.subscribeToAll({
        from,
        signal: inner.signal,
        batchSize: this.batchSize,
        filter: { eventTypes: projection.eventTypes },
        progress: true,
      });
      for await (const batch of inBatches(events, this.batchSize, this.batchMs)) {
        const relevant = batch.filter((event) => handled.has(event.type));
        const last = batch[batch.length - 1]!.position;
        try {
          if (relevant.length > 0) await this.commit(projection, entry.generation, relevant, last);
        } catch (error) {
          // End the subscription first: leaving the loop waits for the batcher's pending read, which only an
          // abort (or a new event) ends.
          inner.abort();
          throw error;
        }
        this.advance(projection.name, last);
      }
    } finally {
      signal.removeEventListener('abort', onAbort);
      inner.abort();
    }
  }

  /** Applies a batch and moves the checkpoint in one transaction, unless the generation was switched. */
  private async commit(projection: Projection, generation: number, events: RecordedEvent[], last: Position): Promise<void> {
    await this.options.readStore.transaction(async (session) => {
      const entries = catalog<ServingEntry>(session);
      const current = await entries.findOne({ _id: projection.name });
      if (!current || current.generation !== generation) throw new GenerationSwitchedError();
      const buffered = new BufferedSession(generationSession(session, projection, generation));
      await projection.apply(events, buffered);
      await buffered.flush();
      await entries.updateOne({ _id: projection.name, generation }, { $set: { checkpoint: last.toString(), updatedAt: new Date().toISOString() } });
    });
  }
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    // The listener goes with the timer, so a loop that sleeps often never piles listeners on one signal.
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
