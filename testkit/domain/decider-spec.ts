import { expect } from 'vitest';
import type { Decider } from '@vitrina/domain/core/decider';
import type { DomainEvent } from '@vitrina/domain/core/events';
import { isFailure } from '@vitrina/domain/core/failures';

/** given(events) / when(command) / then(events or a failure code): every business rule as a unit test. */
export function specFor<Command, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>) {
  return (given: readonly Event[]) => ({
    when: (command: Command) => {
      const state = given.reduce(decider.evolve, decider.initialState());
      const result = decider.decide(command, state);
      return {
        then: (expected: readonly Event[]) => {
          expect(isFailure(result) ? result : result).toEqual(expected);
        },
        thenFails: (code: string) => {
          expect(isFailure(result), `expected failure ${code}, got ${JSON.stringify(result)}`).toBe(true);
          if (isFailure(result)) expect(result.code).toBe(code);
        },
        result,
      };
    },
  });
}
