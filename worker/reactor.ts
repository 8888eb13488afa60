import type { EventStore, RecordedEvent } from '@vitrina/infra/eventstore/port';
import type { Logger } from '@vitrina/infra/log/logger';
import type { Doc, ReadStore } from '@vitrina/infra/readstore/port';

/**
 * A reactor turns events into side effects, through jobs whose ids derive from the event id: a restart that
 * reads an event again adds a job that already exists, which is a no-op, so no email goes out twice.
 * Unlike projections, reactors are never replayed, and a new reactor starts at the head of the log: adding one
 * must not mail people about the past.
 */
export interface Reactor {
  name: string;
  eventTypes: readonly string[];
  react(event: RecordedEvent): Promise<void>;
}

const CHECKPOINTS = 'sys_reactors';

interface ReactorCheckpoint extends Doc {
  checkpoint: string;
  updatedAt: string;
}

export class ReactorRunner {
  private readonly controller = new AbortController();
  private readonly loops: Promise<void>[] = [];

  constructor(private readonly options: { eventStore: EventStore; readStore: ReadStore; reactors: readonly Reactor[]; logger: Logger; batchSize?: number }) {}

  async start(): Promise<void> {
    for (const reactor of this.options.reactors) {
      const from = await this.checkpoint(reactor);
      this.loops.push(this.run(reactor, from));
    }
  }

  async stop(): Promise<void> {
    this.controller.abort();
    await Promise.allSettled(this.loops);
  }

  private async checkpoint(reactor: Reactor): Promise<bigint> {
    const checkpoints = this.options.readStore.collection<ReactorCheckpoint>(CHECKPOINTS);
    const existing = await checkpoints.findOne({ _id: reactor.name });
    if (existing) return BigInt(existing.checkpoint);
    const head = await this.options.eventStore.headPosition();
    await checkpoints.updateOne(
      { _id: reactor.name },
      { $setOnInsert: { checkpoint: head.toString(), updatedAt: new Date().toISOString() } },
      { upsert: true },
    );
    return BigInt((await checkpoints.findOne({ _id: reactor.name }))!.checkpoint);
  }

  private async run(reactor: Reactor, from: bigint): Promise<void> {
    const { eventStore, readStore, logger } = this.options;
    const signal = this.controller.signal;
    const handled = new Set(reactor.eventTypes);
    const checkpoints = readStore.collection<ReactorCheckpoint>(CHECKPOINTS);
    let position = from;
    while (!signal.aborted) {
      try {
        const events = eventStore.subscribeToAll({
          from: position === 0n ? 'start' : { after: position },
          filter: { eventTypes: reactor.eventTypes },
          signal,
          batchSize: this.options.batchSize ?? 200,
        });
        for await (const event of events) {
          if (handled.has(event.type)) await reactor.react(event);
          position = event.position;
          await checkpoints.updateOne({ _id: reactor.name }, { $set: { checkpoint: position.toString(), updatedAt: new Date().toISOString() } });
        }
      } catch (error) {
        if (signal.aborted) return;
        logger.error({ err: error, reactor: reactor.name }, 'reactor failed; retrying from its checkpoint');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }
}
