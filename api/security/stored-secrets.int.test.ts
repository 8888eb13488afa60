import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { allEvents, freshClient, linkIn, newMail } from '@vitrina/testkit/api/security/harness';

/**
 * SECURITY.md 1 and 7: passwords are stored as argon2id PHC strings at OWASP's cost or more, and no password or
 * emailed token ever reaches the log, after a whole account life: register, verify, forget, reset.
 */
let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina();
});
afterAll(() => vitrina?.close());

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function phcParams(hash: string): Record<string, number> {
  const match = /^\$argon2id\$v=19\$([^$]+)\$[A-Za-z0-9+/]{16,}\$[A-Za-z0-9+/]{32,}$/.exec(hash);
  expect(match, `not an argon2id PHC string: ${hash}`).not.toBeNull();
  return Object.fromEntries(match![1]!.split(',').map((pair) => [pair.split('=')[0]!, Number(pair.split('=')[1])]));
}

describe('stored secrets', () => {
  it('keeps argon2id hashes and token hashes, never a password or an emailed token', async () => {
    const user = newUser({ language: 'en', password: 'Hilo-Rojo-Secreto-2024' });
    const newPassword = 'Aguja-Azul-Secreta-2025';
    const client = freshClient(vitrina);
    expect((await client.post('/auth/register', { ...user, token: await client.captcha() })).status).toBe(201);

    const verifyToken = linkIn(await newMail(vitrina, user.email, /Confirm your email/), '/verify-email').searchParams.get('token')!;
    expect((await client.post('/auth/verify-email', { email: user.email, token: verifyToken })).status).toBe(200);
    expect((await client.post('/auth/forgot-password', { email: user.email })).status).toBe(200);
    const resetToken = linkIn(await newMail(vitrina, user.email, /Reset your Vitrina password/), '/login').searchParams.get('reset_token')!;
    expect((await client.post('/auth/reset-password', { email: user.email, token: resetToken, new_password: newPassword })).status).toBe(200);

    const events = await allEvents(vitrina);
    const registered = events.find((event) => event.type === 'UserRegistered' && (event.data as { email: string }).email === user.email)!;
    const reset = events.find(
      (event) => event.type === 'PasswordReset' && (event.data as { userId: string }).userId === (registered.data as { userId: string }).userId,
    )!;
    for (const hash of [(registered.data as { passwordHash: string }).passwordHash, (reset.data as { passwordHash: string }).passwordHash]) {
      const params = phcParams(hash);
      expect(params.m).toBeGreaterThanOrEqual(19_456);
      expect(params.t).toBeGreaterThanOrEqual(2);
      expect(params.p).toBeGreaterThanOrEqual(1);
    }

    const log = events.map((event) => JSON.stringify(event, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))).join('\n');
    // The scan sees the token events: their hashes are there.
    expect(log).toContain(sha256(verifyToken));
    expect(log).toContain(sha256(resetToken));
    for (const secret of [user.password, newPassword, verifyToken, resetToken]) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(Buffer.from(secret).toString('base64'));
    }

    // Nor any other store in the data folder (read models, jobs, sessions, limits): only the outbox holds links.
    const files = readdirSync(vitrina.dataDir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && !entry.parentPath.includes('outbox'),
    );
    expect(files.map((entry) => entry.name)).toContain('read.sqlite');
    for (const entry of files) {
      const bytes = readFileSync(path.join(entry.parentPath, entry.name));
      for (const secret of [user.password, newPassword, verifyToken, resetToken]) expect(bytes.includes(secret), `${entry.name} holds a secret`).toBe(false);
    }
  });
});
