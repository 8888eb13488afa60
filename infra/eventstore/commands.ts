import { randomUUID } from 'node:crypto';
import type { Decider } from '@vitrina/domain/core/decider';
import type { DomainEvent, EventMetadata } from '@vitrina/domain/core/events';
import { FailureError, isFailure } from '@vitrina/domain/core/failures';
import { WrongExpectedRevisionError, type EventStore, type ExpectedRevision, type Position } from './port';

/** Who acts and why, carried into every event's metadata. */
export interface CommandContext {
  correlationId: string;
  actor?: string;
  now: Date;
}

export interface CommandResult<Event extends DomainEvent> {
  events: Event[];
  /** Global position of the last event appended; null when the decision appended nothing. */
  position: Position | null;
}

export function metadataFor(context: CommandContext, causationId?: string): EventMetadata {
  return {
    correlationId: context.correlationId,
    ...(causationId ? { causationId } : {}),
    ...(context.actor ? { actor: context.actor } : {}),
    at: context.now.toISOString(),
  };
}

/**
 * The one write path: read the stream, fold it, decide, append with the revision read. A business failure is
 * thrown as FailureError (mapped to its status in one place). On a concurrent write the command is decided again
 * on the new state, up to `retries` times; then the conflict goes to the client.
 */
export async function runCommand<Command extends { type: string }, Event extends DomainEvent, State>(
  eventStore: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
  options: { retries?: number } = {},
): Promise<CommandResult<Event>> {
  const retries = options.retries ?? 3;
  for (let attempt = 0; ; attempt++) {
    const recorded = await eventStore.readStream(streamId);
    const state = recorded.reduce((current, event) => decider.evolve(current, { type: event.type, data: event.data } as Event), decider.initialState());
    const decision = decider.decide(command, state);
    if (isFailure(decision)) throw new FailureError(decision);
    if (decision.length === 0) return { events: [], position: null };
    const expected: ExpectedRevision = recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1]!.revision;
    try {
      const metadata = metadataFor(context, command.type);
      const result = await eventStore.append(
        streamId,
        decision.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
        expected,
      );
      return { events: decision, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= retries) throw error;
    }
  }
}

/**
 * The same write path for many commands in a row on one stream (an import run's thousands of clothes): the stream is
 * read and folded once, each command decided on the state kept and appended with the revision kept, which then moves
 * on by the events appended. A concurrent write (another process, the brand by hand) fails the append: the stream is
 * read again and the command decided again, as runCommand does. Reading a 5,000-event stream per command made an
 * import of 5,000 clothes quadratic.
 */
export function streamSession<Command extends { type: string }, Event extends DomainEvent, State>(
  eventStore: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  options: { retries?: number } = {},
): { run(command: Command, context: CommandContext): Promise<CommandResult<Event>> } {
  let kept: { state: State; revision: bigint | null } | undefined;
  const retries = options.retries ?? 3;
  return {
    async run(command, context) {
      for (let attempt = 0; ; attempt++) {
        kept ??= await loadState(eventStore, streamId, decider);
        const decision = decider.decide(command, kept.state);
        if (isFailure(decision)) throw new FailureError(decision);
        if (decision.length === 0) return { events: [], position: null };
        try {
          const metadata = metadataFor(context, command.type);
          const result = await eventStore.append(
            streamId,
            decision.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
            kept.revision === null ? 'no_stream' : kept.revision,
          );
          const state = decision.reduce((current, event) => decider.evolve(current, event), kept.state);
          kept = { state, revision: result.nextRevision };
          return { events: decision, position: result.position };
        } catch (error) {
          kept = undefined;
          if (!(error instanceof WrongExpectedRevisionError) || attempt >= retries) throw error;
        }
      }
    },
  };
}

/** Loads a stream's current state without deciding anything (for queries that need the write side's truth). */
export async function loadState<Event extends DomainEvent, State>(
  eventStore: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
): Promise<{ state: State; revision: bigint | null }> {
  const recorded = await eventStore.readStream(streamId);
  return {
    state: recorded.reduce((current, event) => decider.evolve(current, { type: event.type, data: event.data } as Event), decider.initialState()),
    revision: recorded.length === 0 ? null : recorded[recorded.length - 1]!.revision,
  };
}
