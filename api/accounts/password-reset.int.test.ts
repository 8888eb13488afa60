import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '@vitrina/testkit/infra/mail/outbox-reader';
import { eventsAfter, freshClient, linkIn, newMail, rawRequest, withoutAppend } from '@vitrina/testkit/api/security/harness';
import { newUser, startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';

/** SECURITY.md 6–8: forgot and reset password, through the emailed link. */
let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina();
});
afterAll(() => vitrina?.close());

const RESET_SUBJECT = /Reset your Vitrina password/;
const FORGOT_ANSWER = { message: 'If the email exists, a reset link will be sent.' };
const INVALID_TOKEN = { code: 'INVALID_TOKEN', message: 'This link is invalid or has expired.' };

async function account() {
  const user = newUser({ language: 'en' });
  const client = freshClient(vitrina);
  const answer = await client.post('/auth/register', { ...user, token: await client.captcha() });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return user;
}

/** Asks for a reset link and returns the token the email carries. */
async function resetToken(email: string, client: Client = freshClient(vitrina)) {
  const seen = (await readOutbox(vitrina.outbox)).filter((mail) => mail.to.includes(email));
  expect(await client.post('/auth/forgot-password', { email })).toMatchObject({ status: 200, body: FORGOT_ANSWER });
  const link = linkIn(await newMail(vitrina, email, RESET_SUBJECT, seen), '/login');
  expect(link.searchParams.get('email')).toBe(email);
  return link.searchParams.get('reset_token')!;
}

const reset = (email: string, token: string, new_password: string) => freshClient(vitrina).post('/auth/reset-password', { email, token, new_password });

describe('forgot password', () => {
  it('answers the same for a known and an unknown email, and only the known one gets an email', async () => {
    const user = await account();
    const stranger = newUser().email;
    const client = freshClient(vitrina);
    const unknown = await withoutAppend(vitrina, () => client.post('/auth/forgot-password', { email: stranger }));
    const before = await vitrina.head();
    const known = await client.post('/auth/forgot-password', { email: user.email });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(FORGOT_ANSWER);
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect((await eventsAfter(vitrina, before)).map((event) => event.type)).toEqual(['PasswordResetRequested']);

    await newMail(vitrina, user.email, RESET_SUBJECT);
    expect((await readOutbox(vitrina.outbox)).filter((mail) => mail.to.includes(stranger))).toEqual([]);
  });

  it('links to the configured public URL whatever Host the request claims', async () => {
    const user = await account();
    const answer = await rawRequest(
      vitrina,
      'POST',
      '/auth/forgot-password',
      {
        Host: 'evil.example',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
        'Content-Type': 'application/json',
        'X-Requested-With': 'vitrina',
      },
      JSON.stringify({ email: user.email }),
    );
    expect(answer.status).toBe(200);
    const mail = await newMail(vitrina, user.email, RESET_SUBJECT);
    for (const href of mail.links) expect(new URL(href).origin).toBe('http://localhost:3000');
    expect(mail.html + mail.text).not.toContain('evil.example');
    expect(linkIn(mail, '/login').searchParams.get('reset_token')).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  });

  it('answers the 11th request from one address within the hour with 429 and Retry-After', async () => {
    const client = freshClient(vitrina);
    for (let i = 0; i < 10; i++) expect((await client.post('/auth/forgot-password', { email: newUser().email })).status).toBe(200);
    const limited = await client.post('/auth/forgot-password', { email: newUser().email });
    expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
  });
});

describe('reset password', () => {
  it('resets once, ends every session, mails "password changed", and swaps the passwords', async () => {
    const user = await account();
    const [laptop, phone] = [freshClient(vitrina), freshClient(vitrina)];
    for (const device of [laptop, phone]) expect((await device.post('/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    const token = await resetToken(user.email);

    expect(await reset(user.email, token, 'nuevo-camino-99')).toMatchObject({ status: 200, body: { message: 'Password reset successful.' } });
    for (const device of [laptop, phone]) expect((await device.get('/auth/me')).body).toEqual({ user: null });
    await newMail(vitrina, user.email, /Your Vitrina password was changed/);

    const again = await withoutAppend(vitrina, () => reset(user.email, token, 'otro-camino-98'));
    expect(again).toMatchObject({ status: 400, body: INVALID_TOKEN });

    const client = freshClient(vitrina);
    expect((await client.post('/auth/login', { email: user.email, password: user.password })).status).toBe(401);
    expect((await client.post('/auth/login', { email: user.email, password: 'nuevo-camino-99' })).status).toBe(200);
  });

  it('voids the first link when a second one is asked for', async () => {
    const user = await account();
    const first = await resetToken(user.email);
    const second = await resetToken(user.email);
    expect(second).not.toBe(first);
    expect(await withoutAppend(vitrina, () => reset(user.email, first, 'nuevo-camino-97'))).toMatchObject({ status: 400, body: INVALID_TOKEN });
    expect((await reset(user.email, second, 'nuevo-camino-97')).status).toBe(200);
  });

  it('holds the new password to the password rules without spending the link', async () => {
    const user = await account();
    const token = await resetToken(user.email);
    const short = await withoutAppend(vitrina, () => reset(user.email, token, 'q7#Lm'));
    expect(short).toMatchObject({ status: 400, body: { code: 'PASSWORD_TOO_SHORT', message: 'Password must be at least 6 characters' } });
    const common = await withoutAppend(vitrina, () => reset(user.email, token, 'sunshine'));
    expect(common).toMatchObject({ status: 400, body: { code: 'PASSWORD_TOO_COMMON' } });
    expect((await reset(user.email, token, 'q7#Lm2')).status).toBe(200);
  });

  it('refuses a wrong token, another account’s token and an unknown email alike', async () => {
    const [owner, other] = await Promise.all([account(), account()]);
    const token = await resetToken(owner.email);
    for (const [email, given] of [
      [owner.email, token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA')],
      [other.email, token],
      [newUser().email, token],
    ] as const) {
      expect(await withoutAppend(vitrina, () => reset(email, given, 'nuevo-camino-96'))).toMatchObject({ status: 400, body: INVALID_TOKEN });
    }
    expect((await reset(owner.email, token, 'nuevo-camino-96')).status).toBe(200);
  });
});
