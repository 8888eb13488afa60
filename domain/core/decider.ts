import type { DomainEvent } from './events';
import type { Failure } from './failures';

/**
 * A decider holds one stream's business rules as pure functions: `evolve` folds events into state, `decide`
 * turns a command and the current state into new events or a Failure. Time, ids and the acting user come in
 * on the command, so every rule is a unit test without mocks.
 */
export interface Decider<Command, Event extends DomainEvent, State, Code extends string = string> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[] | Failure<Code>;
}

export function foldEvents<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}
