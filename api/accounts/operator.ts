import type { RoleType } from '@vitrina/domain/accounts/roles';
import { userDecider, userStream } from '@vitrina/domain/accounts/user';
import { linkToken, VERIFY_EMAIL } from '@vitrina/infra/crypto/link-tokens';
import { hashToken } from '@vitrina/infra/crypto/tokens';
import type { EventStore, Position } from '@vitrina/infra/eventstore/port';
import { runCommand, type CommandContext } from '@vitrina/infra/eventstore/commands';
import { userIdByEmail, type Reservations } from './lookup';

/** The actor of changes an operator makes from the command line (the first admin, say): no user did them. */
export const OPERATOR_ID = '00000000-0000-4000-8000-000000000000';

/** Sets an account's type as the operator; the api's admin routes are the way for everything after the first admin. */
export async function setTypeAsOperator(reservations: Reservations, email: string, type: RoleType): Promise<{ userId: string; position: Position | null }> {
  const { eventStore } = reservations;
  const userId = await userIdByEmail(reservations, email);
  if (!userId) throw new Error(`No account has the email ${email}`);
  const now = new Date();
  const { position } = await runCommand(
    eventStore,
    userStream(userId),
    userDecider,
    { type: 'ChangeUserType', to: type, by: OPERATOR_ID, now: now.toISOString() },
    {
      correlationId: `operator-${now.getTime()}`,
      actor: OPERATOR_ID,
      now,
    },
  );
  return { userId, position };
}

/**
 * Verifies an account's email as if its owner had opened the link we sent: the link's token is derived again from
 * the newest request's nonce with the server secret, so the account goes through the same VerifyEmail command.
 * For the demo people and for tests; no route calls it.
 */
export async function verifyEmailWithServerSecret(eventStore: EventStore, secret: Buffer, userId: string, context: CommandContext): Promise<Position | null> {
  const requested = (await eventStore.readStream(userStream(userId))).findLast((event) => event.type === 'EmailVerificationRequested');
  if (!requested) throw new Error(`No verification was requested for ${userId}`);
  const tokenHash = hashToken(linkToken(secret, VERIFY_EMAIL, (requested.data as { nonce: string }).nonce));
  const { position } = await runCommand(
    eventStore,
    userStream(userId),
    userDecider,
    { type: 'VerifyEmail', tokenHash, now: context.now.toISOString() },
    context,
  );
  return position;
}
