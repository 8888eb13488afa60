import { createHash } from 'node:crypto';
import { reservationDecider, normalizeEmail } from '@vitrina/domain/accounts/reservation';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import { loadState } from '@vitrina/infra/eventstore/commands';

/** An email's reservation stream; hashed so any character an address may hold stays out of stream ids. */
export function emailStream(email: string): string {
  return `email-${createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 40)}`;
}

/**
 * The account holding an email, read from its reservation stream (the write side's truth, so a login right
 * after registering never waits for a projection).
 */
export async function userIdByEmail(eventStore: EventStore, email: string): Promise<string | null> {
  const { state } = await loadState(eventStore, emailStream(email), reservationDecider);
  return state.holder;
}
