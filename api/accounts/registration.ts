import { randomUUID } from 'node:crypto';
import { AccountFailures } from '@vitrina/domain/accounts/failures';
import { reservationDecider, type ReservationKind } from '@vitrina/domain/accounts/reservation';
import { userDecider, userStream } from '@vitrina/domain/accounts/user';
import { brandDecider } from '@vitrina/domain/brands/brand';
import { brandStream } from '@vitrina/domain/brands/events';
import { FailureError } from '@vitrina/domain/core/failures';
import type { Language } from '@vitrina/domain/core/languages';
import { subscriptionDecider } from '@vitrina/domain/subscriptions/subscription';
import { subscriptionStream } from '@vitrina/domain/subscriptions/events';
import { hashPassword } from '@vitrina/infra/crypto/passwords';
import { WrongExpectedRevisionError, type Position } from '@vitrina/infra/eventstore/port';
import { runCommand, type CommandContext } from '@vitrina/infra/eventstore/commands';
import type { ApiContext } from '../context';
import { emailStream, legacyEmailStream, legacyUsernameStream, reservationHolder, usernameStream } from './lookup';
import type { RegisterBody } from './schemas';
import { issueLinkToken, VERIFY_EMAIL } from '@vitrina/infra/crypto/link-tokens';

/**
 * Registers an account across streams: the username's and the email's reservation streams first (the first
 * append wins, so uniqueness holds under any concurrency), then the user's own stream, then for a brand its
 * brand and subscription streams. A reservation that cannot be completed is released again. Answers the last
 * append's position and the projections those appends change (a brand's first request, a checkout, reads its brand
 * and subscription), for the caller to wait for.
 */
export async function registerAccount(
  context: ApiContext,
  body: RegisterBody,
  language: Language,
  command: CommandContext,
): Promise<{ userId: string; position: Position | null; projections: readonly string[] }> {
  const { eventStore } = context;
  const userId = randomUUID();
  const passwordHash = await hashPassword(body.password);
  const reserve = (kind: ReservationKind, stream: string, value: string) =>
    runCommand(eventStore, stream, reservationDecider, { type: 'Reserve', kind, userId, value }, command, { retries: 0 }).catch((error) => {
      // A concurrent reservation appended first: the value is taken.
      if (error instanceof WrongExpectedRevisionError) {
        throw new FailureError(kind === 'username' ? AccountFailures.usernameExists() : AccountFailures.emailExists());
      }
      throw error;
    });
  const release = (kind: ReservationKind, stream: string) =>
    runCommand(eventStore, stream, reservationDecider, { type: 'Release', kind, userId }, command).catch((error) => {
      context.logger.error({ err: error, stream }, 'could not release a reservation');
    });

  const nameStream = usernameStream(context.secret, body.username);
  const mailStream = emailStream(context.secret, body.email);
  // Refuse a taken value before appending anything; the reservations below settle races between newcomers.
  if (await reservationHolder(eventStore, [nameStream, legacyUsernameStream(body.username)])) throw new FailureError(AccountFailures.usernameExists());
  if (await reservationHolder(eventStore, [mailStream, legacyEmailStream(body.email)])) throw new FailureError(AccountFailures.emailExists());
  await reserve('username', nameStream, body.username);
  try {
    await reserve('email', mailStream, body.email);
  } catch (error) {
    await release('username', nameStream);
    throw error;
  }

  const now = command.now.toISOString();
  const verification = issueLinkToken(context.secret, VERIFY_EMAIL, command.now);
  let result;
  try {
    result = await runCommand(
      eventStore,
      userStream(userId),
      userDecider,
      {
        type: 'RegisterUser',
        registration: {
          userId,
          username: body.username,
          email: body.email,
          passwordHash,
          type: body.type,
          firstName: body.type === 'USER' ? body.firstName : null,
          lastName: body.type === 'USER' ? body.lastName : null,
          dateOfBirth: body.type === 'USER' ? body.dateOfBirth : null,
          language: body.language ?? language,
          acceptedPrivacy: body.acceptedPrivacy === true,
        },
        verification,
        now,
      },
      command,
    );
  } catch (error) {
    await release('email', mailStream);
    await release('username', nameStream);
    throw error;
  }

  if (body.type === 'BRAND') {
    const brandId = randomUUID();
    await runCommand(
      eventStore,
      brandStream(brandId),
      brandDecider,
      { type: 'RegisterBrand', data: { brandId, ownerId: userId, ...body.brand, registeredAt: now } },
      { ...command, actor: userId },
    );
    result = await runCommand(
      eventStore,
      subscriptionStream(brandId),
      subscriptionDecider,
      { type: 'RequestSubscription', brandId, tier: body.subscription.tier, billingCycle: body.subscription.billingCycle, now },
      { ...command, actor: userId },
    );
    return { userId, position: result.position, projections: ['users', 'catalogue', 'subscriptions'] };
  }
  return { userId, position: result.position, projections: ['users'] };
}
