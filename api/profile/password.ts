import type { Request } from 'express';
import { AccountFailures } from '@vitrina/domain/accounts/failures';
import { checkPassword } from '@vitrina/domain/accounts/password-policy';
import { userDecider, userStream } from '@vitrina/domain/accounts/user';
import { FailureError } from '@vitrina/domain/core/failures';
import { hashPassword, verifyPassword } from '@vitrina/infra/crypto/passwords';
import type { RateLimit } from '@vitrina/infra/ratelimit/port';
import { LIMITS } from '../accounts/routes';
import { callerOf } from '../auth/policies';
import { loadState, runCommand, type CommandContext } from '../commands';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';

/** Guessing the current password from a stolen session is guessing a login: the same limits, per account and per client. */
export const PASSWORD_LIMITS = { perAccount: LIMITS.loginPerAccount, perClient: LIMITS.loginPerClient } satisfies Record<string, RateLimit>;

export const passwordAccountKey = (userId: string) => `password:account:${userId}`;

async function limit(context: ApiContext, key: string, rule: RateLimit): Promise<void> {
  const result = await context.limiter.consume(key, rule);
  if (!result.allowed) {
    throw new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Please try again later.', undefined, {
      'Retry-After': String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))),
    });
  }
}

/**
 * Changes the caller's password: the current one must be right, the new one must pass the policy registration
 * uses; then every other session of the account ends (whoever else holds one may be who made the change
 * necessary) and this one carries on.
 */
export async function changePassword(
  context: ApiContext,
  req: Request,
  command: CommandContext,
  passwords: { current: string; next: string },
): Promise<void> {
  const caller = callerOf(req);
  const accountKey = passwordAccountKey(caller.userId);
  await limit(context, `password:ip:${req.ip}`, PASSWORD_LIMITS.perClient);
  await limit(context, accountKey, PASSWORD_LIMITS.perAccount);
  const weak = checkPassword(passwords.next, { minLength: context.config.PASSWORD_MIN_LENGTH, commonPasswords: context.commonPasswords });
  if (weak) throw new FailureError(weak);

  const stream = userStream(caller.userId);
  const { state } = await loadState(context.eventStore, stream, userDecider);
  if (state.status !== 'registered') throw new FailureError(AccountFailures.userNotFound());
  if (!(await verifyPassword(state.passwordHash, passwords.current))) throw new FailureError(AccountFailures.wrongPassword());
  await context.limiter.reset(accountKey);

  const passwordHash = await hashPassword(passwords.next);
  await runCommand(context.eventStore, stream, userDecider, { type: 'ChangePassword', passwordHash, now: command.now.toISOString() }, command);
  await context.sessions.destroyAllForUser(caller.userId, { except: caller.sessionId });
}
