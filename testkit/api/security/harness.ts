import { request } from 'node:http';
import { expect } from 'vitest';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import { waitForMail, type OutboxMail } from '../../infra/mail/outbox-reader';
import type { RoleType } from '@vitrina/domain/accounts/roles';
import { startTestVitrina, type Answer, type Client, type TestVitrina } from '../vitrina';

/**
 * Helpers the accounts and security api tests share. Rate limits count per client IP, so each test poses as
 * its own address and no test spends another's budget.
 */
let ipCounter = 0;
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A fresh system with an account of `type` signed in on it from an address of its own: most api suites' set-up. */
export async function startSignedIn(type: RoleType): Promise<{ vitrina: TestVitrina; client: Client; userId: string }> {
  const vitrina = await startTestVitrina();
  const { client, userId } = await vitrina.signedIn(type, freshIp());
  return { vitrina, client, userId };
}

/** A fresh client from its own address. */
export function freshClient(vitrina: TestVitrina): Client {
  return vitrina.client(freshIp());
}

/** Runs `act` and asserts that it appended no event (the log's head did not move). */
export async function withoutAppend<T>(vitrina: TestVitrina, act: () => Promise<T>, label = 'the request'): Promise<T> {
  const before = await vitrina.head();
  const result = await act();
  expect(await vitrina.head(), `${label} appended events`).toBe(before);
  return result;
}

/** Every event in the log, oldest first. */
export async function allEvents(vitrina: TestVitrina): Promise<RecordedEvent[]> {
  const { eventStore } = vitrina.vitrina.runtime;
  const events: RecordedEvent[] = [];
  for (;;) {
    const last = events.at(-1);
    const batch = await eventStore.readAll({ from: last ? { after: last.position } : 'start', maxCount: 500 });
    if (batch.length === 0) return events;
    events.push(...batch);
  }
}

/** The events appended after `position` (a head read before acting). */
export async function eventsAfter(vitrina: TestVitrina, position: bigint): Promise<RecordedEvent[]> {
  return vitrina.vitrina.runtime.eventStore.readAll({ from: { after: position }, maxCount: 1_000 });
}

/**
 * A request with a session made directly in the session store for `userId` (or none, for a guest): as real as a
 * login, without an argon2 verification per call, and each call's session is its own, so a logout or a login in
 * one call never disturbs another.
 */
export async function callAs(
  vitrina: TestVitrina,
  userId: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const cookie = userId ? `${sessionCookie(vitrina)}=${(await vitrina.vitrina.runtime.sessions.create(userId)).id}` : undefined;
  return vitrina.client(freshIp()).call(method, path, method === 'GET' ? undefined : (body ?? {}), cookie ? { ...headers, Cookie: cookie } : headers);
}

export function sessionCookie(vitrina: TestVitrina): string {
  return vitrina.vitrina.runtime.config.PUBLIC_URL.startsWith('https:') ? '__Host-vitrina_session' : 'vitrina_session';
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * A request with exactly the headers given (fetch forbids setting Host and adds its own), for forged headers,
 * missing write headers and bodies that are not JSON.
 */
export function rawRequest(vitrina: TestVitrina, method: string, path: string, headers: Record<string, string>, body?: string | Buffer): Promise<RawAnswer> {
  const url = new URL(`${vitrina.url}/api${path}`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** No stack frame, source path or error name in an answer. */
export function expectNoStackTrace(text: string): void {
  expect(text).not.toMatch(/\n\s+at |node_modules|\.[cm]?[tj]s:\d+|\b[A-Z][a-zA-Z]*Error\b/);
}

/** Waits for a mail to `to` whose subject matches, other than those already seen (a second reset link, say). */
export function newMail(vitrina: TestVitrina, to: string, subject: RegExp, seen: readonly OutboxMail[] = []): Promise<OutboxMail> {
  const old = new Set(seen.map((mail) => mail.file));
  return waitForMail(vitrina.outbox, (mail) => mail.to.includes(to) && subject.test(mail.subject) && !old.has(mail.file));
}

/** The link in a mail whose path is `path`, as a URL. */
export function linkIn(mail: OutboxMail, path: string): URL {
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === path);
  if (!link) throw new Error(`no ${path} link in ${JSON.stringify(mail.links)}`);
  return link;
}
