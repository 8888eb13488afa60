import { userDecider, userStream } from '@vitrina/domain/accounts/user';
import { AccountFailures } from '@vitrina/domain/accounts/failures';
import { FailureError } from '@vitrina/domain/core/failures';
import { loadState, runCommand, type CommandContext } from '@vitrina/infra/eventstore/commands';
import { emailStream, usernameStream } from '../accounts/lookup';
import type { ApiContext } from '../context';

/** The read models that show a person: each must have applied the erasure before the answer says it is done. */
const SHOWING_PEOPLE = ['users', 'favourites', 'following', 'history', 'catalogue'];

/**
 * Erases an account (the person's request, or an admin's on it): AccountErased names the username's and email's
 * reservation streams (while they can still be read), then the person's data key is destroyed, so every personal
 * field of their events, in every copy of the log, reads as erased; their sessions end. The worker does the last
 * two again after the event, in case this process stops between (both are idempotent), and frees the username and
 * email after ERASED_HOLD_DAYS. An account erased already is answered as done.
 */
export async function eraseAccount(context: ApiContext, userId: string, command: CommandContext & { actor: string }): Promise<void> {
  const stream = userStream(userId);
  const { state } = await loadState(context.eventStore, stream, userDecider);
  if (state.status === 'none') throw new FailureError(AccountFailures.userNotFound());
  if (state.status === 'registered') {
    const reservations = [usernameStream(context.secret, state.username), emailStream(context.secret, state.email)];
    const { position } = await runCommand(
      context.eventStore,
      stream,
      userDecider,
      { type: 'EraseAccount', by: command.actor, reservations, now: command.now.toISOString() },
      command,
    );
    await context.dataKeys.destroy(userId);
    await context.sessions.destroyAllForUser(userId);
    await context.waitFor(position, SHOWING_PEOPLE);
  }
  context.logger.info({ userId, by: command.actor }, 'account erased');
}
