import type { Decider } from '../core/decider';
import type { Failure } from '../core/failures';
import type { ReservationEvent } from './events';
import { AccountFailures } from './failures';

/**
 * A username or an email belongs to at most one account. Each value has its own stream; the first account to
 * append to it holds it, so two concurrent registrations cannot both win (the store's expected revision decides).
 * A registration that fails half-way releases what it reserved.
 */
export type ReservationKind = 'username' | 'email';

export interface ReservationState {
  holder: string | null;
}

export type ReservationCommand =
  { type: 'Reserve'; kind: ReservationKind; userId: string; value: string } | { type: 'Release'; kind: ReservationKind; userId: string };

function decide(command: ReservationCommand, state: ReservationState): ReservationEvent[] | Failure {
  switch (command.type) {
    case 'Reserve':
      if (state.holder === command.userId) return [];
      if (state.holder !== null) return command.kind === 'username' ? AccountFailures.usernameExists() : AccountFailures.emailExists();
      return command.kind === 'username'
        ? [{ type: 'UsernameReserved', data: { userId: command.userId, username: command.value } }]
        : [{ type: 'EmailReserved', data: { userId: command.userId, email: command.value } }];
    case 'Release':
      if (state.holder !== command.userId) return [];
      return command.kind === 'username'
        ? [{ type: 'UsernameReleased', data: { userId: command.userId } }]
        : [{ type: 'EmailReleased', data: { userId: command.userId } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(_state: ReservationState, event: ReservationEvent): ReservationState {
  switch (event.type) {
    case 'UsernameReserved':
    case 'EmailReserved':
      return { holder: event.data.userId };
    case 'UsernameReleased':
    case 'EmailReleased':
      return { holder: null };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const reservationDecider: Decider<ReservationCommand, ReservationEvent, ReservationState> = {
  initialState: () => ({ holder: null }),
  evolve,
  decide,
};

/** Usernames compare without case; emails without case and surrounding space (Unicode-normalised). */
export function normalizeUsername(username: string): string {
  return username.normalize('NFC').toLowerCase();
}

export function normalizeEmail(email: string): string {
  return email.normalize('NFC').trim().toLowerCase();
}
