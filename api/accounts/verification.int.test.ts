import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsAfter, freshClient, linkIn, newMail, withoutAppend } from '@vitrina/testkit/api/security/harness';
import { newUser, startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';

/** Email verification by the emailed link (SECURITY.md 7) and its resend, which tells nothing about accounts. */
let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina();
});
afterAll(() => vitrina?.close());

const CONFIRM_SUBJECT = /Confirm your email for Vitrina/;
const INVALID_TOKEN = { code: 'INVALID_TOKEN', message: 'This link is invalid or has expired.' };
const RESEND_ANSWER = { message: 'If the account exists and is not verified, a new link will be sent.' };

/** Registers and logs in; returns the client and the token of the verification email. */
async function registered() {
  const user = newUser({ language: 'en' });
  const client = freshClient(vitrina);
  expect((await client.post('/auth/register', { ...user, token: await client.captcha() })).status).toBe(201);
  const link = linkIn(await newMail(vitrina, user.email, CONFIRM_SUBJECT), '/verify-email');
  expect(link.origin).toBe('http://localhost:3000');
  expect(link.searchParams.get('email')).toBe(user.email);
  expect((await client.post('/auth/login', { email: user.email, password: user.password })).status).toBe(200);
  return { user, client, token: link.searchParams.get('token')! };
}

const verify = (email: string, token: string) => freshClient(vitrina).post('/auth/verify-email', { email, token });

describe('the verification link', () => {
  it('verifies the email once, which /auth/me then shows, and a welcome email follows', async () => {
    const { user, client, token } = await registered();
    expect((await client.get('/auth/me')).body).toMatchObject({ emailVerified: false });

    const before = await vitrina.head();
    expect(await verify(user.email, token)).toMatchObject({ status: 200, body: { message: 'Email verified.' } });
    expect((await eventsAfter(vitrina, before)).map((event) => event.type)).toEqual(['EmailVerified']);
    expect((await client.get('/auth/me')).body).toMatchObject({ emailVerified: true, user: user.username });
    await newMail(vitrina, user.email, /Welcome to Vitrina/);

    const again = await withoutAppend(vitrina, () => verify(user.email, token));
    expect([200, 400]).toContain(again.status);
  });

  it('refuses a wrong token, another account’s token and an unknown email with INVALID_TOKEN', async () => {
    const [one, two] = await Promise.all([registered(), registered()]);
    const wrong = `${one.token.slice(0, -1)}${one.token.endsWith('A') ? 'B' : 'A'}`;
    for (const [email, token] of [
      [one.user.email, wrong],
      [one.user.email, two.token],
      [newUser().email, one.token],
    ] as const) {
      expect(await withoutAppend(vitrina, () => verify(email, token))).toMatchObject({ status: 400, body: INVALID_TOKEN });
    }
    expect((await one.client.get('/auth/me')).body).toMatchObject({ emailVerified: false });
    expect((await verify(one.user.email, one.token)).status).toBe(200);
  });

  // Otherwise a 200 for any token would tell a stranger the account exists and is verified.
  it('refuses a wrong token for an account already verified', async () => {
    const { user, token } = await registered();
    expect((await verify(user.email, token)).status).toBe(200);
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await verify(user.email, wrong)).toMatchObject({ status: 400, body: INVALID_TOKEN });
  });
});

describe('resend verification', () => {
  it('answers the same for an unknown email, a pending account and a verified one; only the pending one gets a link', async () => {
    const pending = await registered();
    const done = await registered();
    expect((await verify(done.user.email, done.token)).status).toBe(200);
    const client = freshClient(vitrina);

    const unknown = await withoutAppend(vitrina, () => client.post('/auth/resend-verification', { email: newUser().email }));
    const verified = await withoutAppend(vitrina, () => client.post('/auth/resend-verification', { email: done.user.email }));
    const first = await newMail(vitrina, pending.user.email, CONFIRM_SUBJECT);
    const before = await vitrina.head();
    const known = await client.post('/auth/resend-verification', { email: pending.user.email });
    expect((await eventsAfter(vitrina, before)).map((event) => event.type)).toEqual(['EmailVerificationRequested']);
    for (const answer of [unknown, verified, known]) expect(answer).toMatchObject({ status: 200, body: RESEND_ANSWER });

    const token = linkIn(await newMail(vitrina, pending.user.email, CONFIRM_SUBJECT, [first]), '/verify-email').searchParams.get('token')!;
    expect(await withoutAppend(vitrina, () => verify(pending.user.email, pending.token))).toMatchObject({ status: 400, body: INVALID_TOKEN });
    expect((await verify(pending.user.email, token)).status).toBe(200);
  });
});

describe('resend verification limits', () => {
  it('sends at most three links an hour to one account, answering the same after; a client gets ten tries an hour', async () => {
    const pending = await registered();
    const before = await vitrina.head();
    // Three new links (each from its own address), then the same answer and nothing appended.
    for (let i = 0; i < 3; i++)
      expect(await freshClient(vitrina).post('/auth/resend-verification', { email: pending.user.email })).toMatchObject({ status: 200, body: RESEND_ANSWER });
    expect((await eventsAfter(vitrina, before)).map((event) => event.type)).toEqual(Array(3).fill('EmailVerificationRequested'));
    const over = await withoutAppend(vitrina, () => freshClient(vitrina).post('/auth/resend-verification', { email: pending.user.email }));
    expect(over).toMatchObject({ status: 200, body: RESEND_ANSWER });

    const client = freshClient(vitrina);
    for (let i = 0; i < 10; i++) expect((await client.post('/auth/resend-verification', { email: newUser().email })).status).toBe(200);
    const refused = await client.post('/auth/resend-verification', { email: newUser().email });
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Its own budget: the same client may still ask for a password reset.
    expect((await client.post('/auth/forgot-password', { email: newUser().email })).status).toBe(200);
  });
});
