import { createHash, createHmac } from 'node:crypto';
import { reservationDecider, normalizeEmail, normalizeUsername } from '@vitrina/domain/accounts/reservation';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import { loadState } from '@vitrina/infra/eventstore/commands';

/** What finds an account's reservations: the log and the server secret their stream ids are keyed by. */
export interface Reservations {
  eventStore: EventStore;
  secret: Buffer;
}

/**
 * A username's or an email's reservation stream: `username-` or `email-` and an HMAC of the value keyed by the
 * server secret, so a stream id names no one (usernames and emails are personal data) and cannot be guessed from a
 * list of addresses without the secret. Changing SECRET_KEY therefore loses every account's reservations.
 */
export function usernameStream(secret: Buffer, username: string): string {
  return `username-${keyedId(secret, 'username', normalizeUsername(username))}`;
}

export function emailStream(secret: Buffer, email: string): string {
  return `email-${keyedId(secret, 'email', normalizeEmail(email))}`;
}

function keyedId(secret: Buffer, kind: string, value: string): string {
  return createHmac('sha256', secret).update(`reservation:${kind}:${value}`).digest('hex').slice(0, 40);
}

/**
 * The reservation stream ids of a log written before they were keyed (the username in clear, the email's plain
 * sha256): read beside the keyed ones until `npm run migrate:personal-data` renames them, so an upgraded site
 * keeps its accounts.
 */
export function legacyUsernameStream(username: string): string {
  return `username-${normalizeUsername(username)}`;
}

export function legacyEmailStream(email: string): string {
  return `email-${createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 40)}`;
}

/** Who holds a value: its keyed reservation stream's holder, else its legacy stream's. */
export async function reservationHolder(eventStore: EventStore, streams: readonly string[]): Promise<string | null> {
  for (const stream of streams) {
    const { state } = await loadState(eventStore, stream, reservationDecider);
    if (state.holder) return state.holder;
  }
  return null;
}

/**
 * The account holding an email, read from its reservation stream (the write side's truth, so a login right
 * after registering never waits for a projection).
 */
export async function userIdByEmail({ eventStore, secret }: Reservations, email: string): Promise<string | null> {
  return reservationHolder(eventStore, [emailStream(secret, email), legacyEmailStream(email)]);
}
