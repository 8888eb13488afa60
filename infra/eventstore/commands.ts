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
    const state = fold(decider, decider.initialState(), recorded);
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

/** A stream's state as a session keeps it, and the revision it was folded to (null: no stream yet). */
interface Kept<State> {
  state: State;
  revision: bigint | null;
}

/** What a session offers: commands decided on the state it keeps, and that state brought up to date. */
export interface StreamSession<Command, Event extends DomainEvent, State> {
  run(command: Command, context: CommandContext): Promise<CommandResult<Event>>;
  /** The stream's state now: what the session keeps, with the events anyone appended since folded in. */
  current(): Promise<State>;
}

/**
 * The same write path for many commands in a row on one stream (an import run's thousands of clothes): the stream is
 * read and folded once, each command decided on the state kept and appended with the revision kept, which then moves
 * on by the events appended. A concurrent write (another process, the brand by hand) fails the append: the events
 * after the kept revision are read and folded in, and the command decided again, as runCommand does. Reading a
 * 5,000-event stream per command made an import of 5,000 clothes quadratic, and reading the importer's stream whole
 * (every run the brand ever had) to look for a cancel every ten products made each run slower than the one before.
 */
export function streamSession<Command extends { type: string }, Event extends DomainEvent, State>(
  eventStore: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  options: { retries?: number } = {},
): StreamSession<Command, Event, State> {
  let kept: Kept<State> | undefined;
  const retries = options.retries ?? 3;
  const catchUp = async (): Promise<Kept<State>> => {
    if (!kept) return (kept = await loadState(eventStore, streamId, decider));
    const since = await eventStore.readStream(streamId, { fromRevision: kept.revision === null ? 0n : kept.revision + 1n });
    if (since.length > 0) kept = { state: fold(decider, kept.state, since), revision: since[since.length - 1]!.revision };
    return kept;
  };
  return {
    async run(command, context) {
      let known = kept ?? (await catchUp());
      for (let attempt = 0; ; attempt++) {
        const decision = decider.decide(command, known.state);
        if (isFailure(decision)) throw new FailureError(decision);
        if (decision.length === 0) return { events: [], position: null };
        try {
          const metadata = metadataFor(context, command.type);
          const result = await eventStore.append(
            streamId,
            decision.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
            known.revision === null ? 'no_stream' : known.revision,
          );
          kept = { state: decision.reduce((current, event) => decider.evolve(current, event), known.state), revision: result.nextRevision };
          return { events: decision, position: result.position };
        } catch (error) {
          if (!(error instanceof WrongExpectedRevisionError) || attempt >= retries) throw error;
          // Someone else appended: what they did is read and folded in, and the command decided again on it.
          known = await catchUp();
        }
      }
    },
    async current() {
      return (await catchUp()).state;
    },
  };
}

function fold<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'evolve'>,
  state: State,
  recorded: ReadonlyArray<{ type: string; data: unknown }>,
): State {
  return recorded.reduce((current, event) => decider.evolve(current, { type: event.type, data: event.data } as Event), state);
}

/** Loads a stream's current state without deciding anything (for queries that need the write side's truth). */
export async function loadState<Event extends DomainEvent, State>(
  eventStore: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
): Promise<{ state: State; revision: bigint | null }> {
  const recorded = await eventStore.readStream(streamId);
  return {
    state: fold(decider, decider.initialState(), recorded),
    revision: recorded.length === 0 ? null : recorded[recorded.length - 1]!.revision,
  };
}
