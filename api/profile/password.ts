import type { Request } from 'express';
import { AccountFailures } from '@vitrina/domain/accounts/failures';
import { checkPassword } from '@vitrina/domain/accounts/password-policy';
import { userDecider, userStream } from '@vitrina/domain/accounts/user';
import { FailureError } from '@vitrina/domain/core/failures';
import { hashPassword, verifyPassword } from '@vitrina/infra/crypto/passwords';
import type { RateLimit, RateLimiter } from '@vitrina/infra/ratelimit/port';
import { FailureBudget } from '../accounts/failure-budget';
import { callerOf } from '../auth/policies';
import { loadState, runCommand, type CommandContext } from '@vitrina/infra/eventstore/commands';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';

/**
 * Guessing the current password from a stolen session: per account every attempt counts until a right one resets
 * it; per client address only wrong current passwords count, so people behind one office address can all change
 * theirs. Unlike a login, only a session of the account can spend these, so refusing is locking out no one else.
 */
export const PASSWORD_LIMITS = {
  perAccount: { limit: 10, windowMs: 15 * 60_000 },
  perClient: { limit: 100, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimit>;

export const passwordAccountKey = (userId: string) => `password:account:${userId}`;
export const passwordClientKey = (ip: string | undefined) => `password:ip:${ip}`;

const TOO_MANY_ATTEMPTS = { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again later.' };

// One budget per limiter: it holds the attempts still running, which only works when every request sees the same one.
const budgets = new WeakMap<RateLimiter, FailureBudget>();
function clientBudget(limiter: RateLimiter): FailureBudget {
  let budget = budgets.get(limiter);
  if (!budget) {
    budget = new FailureBudget(limiter, PASSWORD_LIMITS.perClient, TOO_MANY_ATTEMPTS);
    budgets.set(limiter, budget);
  }
  return budget;
}

const isWrongPassword = (error: unknown) => error instanceof FailureError && error.failure.code === AccountFailures.wrongPassword().code;

async function limit(context: ApiContext, key: string, rule: RateLimit): Promise<void> {
  const result = await context.limiter.consume(key, rule);
  if (!result.allowed) {
    throw new HttpError(429, TOO_MANY_ATTEMPTS.code, TOO_MANY_ATTEMPTS.message, undefined, {
      'Retry-After': String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))),
    });
  }
}

/**
 * Checks the caller's current password under the login's limits (every attempt counts for the account until a
 * right one; only wrong ones for the address), before something that must not be done from a stolen session alone:
 * changing the password, erasing the account. `more` runs inside the same budget, before the password is checked.
 */
export async function confirmPassword(context: ApiContext, req: Request, password: string, more?: () => void): Promise<void> {
  const caller = callerOf(req);
  const accountKey = passwordAccountKey(caller.userId);
  await clientBudget(context.limiter).run(
    passwordClientKey(req.ip),
    async () => {
      await limit(context, accountKey, PASSWORD_LIMITS.perAccount);
      more?.();
      const { state } = await loadState(context.eventStore, userStream(caller.userId), userDecider);
      if (state.status !== 'registered') throw new FailureError(AccountFailures.userNotFound());
      if (!(await verifyPassword(state.passwordHash, password))) throw new FailureError(AccountFailures.wrongPassword());
    },
    isWrongPassword,
  );
  await context.limiter.reset(accountKey);
}

/**
 * Changes the caller's password: the current one must be right, the new one must pass the policy registration
 * uses; then every other session of the account ends (whoever else holds one may be who made the change
 * necessary) and this one carries on.
 */
export async function changePassword(context: ApiContext, req: Request, command: CommandContext, passwords: { current: string; next: string }): Promise<void> {
  const caller = callerOf(req);
  await confirmPassword(context, req, passwords.current, () => {
    const weak = checkPassword(passwords.next, { minLength: context.config.PASSWORD_MIN_LENGTH, commonPasswords: context.commonPasswords });
    if (weak) throw new FailureError(weak);
  });
  const passwordHash = await hashPassword(passwords.next);
  await runCommand(
    context.eventStore,
    userStream(caller.userId),
    userDecider,
    { type: 'ChangePassword', passwordHash, now: command.now.toISOString() },
    command,
  );
  await context.sessions.destroyAllForUser(caller.userId, { except: caller.sessionId });
}
