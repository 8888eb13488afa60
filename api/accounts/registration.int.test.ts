import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAltcha } from '@vitrina/testkit/infra/captcha/altcha-solver';
import type { AltchaChallenge } from '@vitrina/infra/captcha/port';
import { freshClient, startSignedIn, withoutAppend } from '@vitrina/testkit/api/security/harness';
import { newBrand, newUser, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';

/** Registration's error codes, its atomic uniqueness and what a brand's registration records. */
let vitrina: TestVitrina;
let admin: Client;
beforeAll(async () => void ({ vitrina, client: admin } = await startSignedIn('ADMIN')));
afterAll(() => vitrina?.close());

async function register(body: Record<string, unknown>, client = freshClient(vitrina)) {
  return client.post('/auth/register', { ...body, token: await client.captcha() });
}

async function adminView(username: string) {
  const answer = await admin.get<{ items: Record<string, unknown>[]; total: number }>(`/admin/users?q=${encodeURIComponent(username)}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('unique usernames and emails', () => {
  it('refuses a taken username or email whatever its case, appending nothing', async () => {
    const first = newUser();
    expect((await register(first)).status).toBe(201);

    const sameName = await withoutAppend(vitrina, () => register(newUser({ username: first.username.toUpperCase() })));
    expect(sameName).toMatchObject({ status: 409, body: { code: 'USERNAME_EXISTS', message: 'Username already exists.' } });
    const sameEmail = await withoutAppend(vitrina, () => register(newUser({ email: ` ${first.email.toUpperCase()}` })));
    expect(sameEmail).toMatchObject({ status: 409, body: { code: 'EMAIL_EXISTS', message: 'Email already exists.' } });
  });

  it('gives one account to 20 concurrent registrations of one username', async () => {
    const username = newUser().username;
    const answers = await Promise.all(Array.from({ length: 20 }, () => register(newUser({ username }))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body.code).toBe('USERNAME_EXISTS');
    const view = await adminView(username);
    expect(view.total).toBe(1);
    expect(view.items[0]).toMatchObject({ username });
  });

  it('gives one account to concurrent registrations of one email, and frees the losers’ usernames again', async () => {
    const email = newUser().email;
    const racers = Array.from({ length: 8 }, () => newUser({ email }));
    const answers = await Promise.all(racers.map((racer) => register(racer)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(7).fill(409)]);
    const loser = racers[answers.findIndex((answer) => answer.status === 409)]!;
    expect(answers.find((answer) => answer.status === 409)!.body.code).toBe('EMAIL_EXISTS');
    // The loser's username was reserved, then released when its email was taken: it is free for a new account.
    expect((await register(newUser({ username: loser.username }))).status).toBe(201);
  });
});

describe('the captcha', () => {
  const solved = async (client: Client) => {
    const answer = await client.get<{ challenge: AltchaChallenge }>('/auth/captcha');
    return { challenge: answer.body.challenge, token: await solveAltcha(answer.body.challenge) };
  };
  const decoded = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Record<string, unknown>;
  const encoded = (payload: Record<string, unknown>) => Buffer.from(JSON.stringify(payload)).toString('base64');

  it.each([
    ['missing', async () => undefined],
    ['empty', async () => ''],
    ['not base64 JSON', async () => 'bm90IGpzb24'],
    [
      'with a wrong number',
      async (client: Client) => {
        const { token } = await solved(client);
        const payload = decoded(token);
        return encoded({ ...payload, number: (payload.number as number) + 1 });
      },
    ],
    [
      'with a forged signature',
      async (client: Client) => {
        const { token } = await solved(client);
        return encoded({ ...decoded(token), signature: 'f'.repeat(64) });
      },
    ],
    ['made up whole', async () => encoded({ algorithm: 'SHA-256', challenge: '0'.repeat(64), number: 1, salt: 'x', signature: '0'.repeat(64) })],
  ])('refuses a token %s with CAPTCHA_FAILED, appending nothing', async (_name, token) => {
    const client = freshClient(vitrina);
    const body = { ...newUser(), token: await token(client) };
    const answer = await withoutAppend(vitrina, () => client.post('/auth/register', body));
    expect(answer).toMatchObject({ status: 400, body: { code: 'CAPTCHA_FAILED', message: 'Captcha verification failed. Please try again.' } });
  });

  it('accepts a solution once', async () => {
    const client = freshClient(vitrina);
    const { token } = await solved(client);
    expect((await client.post('/auth/register', { ...newUser(), token })).status).toBe(201);
    const again = await withoutAppend(vitrina, () => client.post('/auth/register', { ...newUser(), token }));
    expect(again).toMatchObject({ status: 400, body: { code: 'CAPTCHA_FAILED' } });
  });
});

describe('passwords', () => {
  it.each([
    ['5 characters', 'q7#Lm', 'PASSWORD_TOO_SHORT', 'Password must be at least 6 characters'],
    ['5 emoji (10 UTF-16 units)', '🧵🧶👗👠👜', 'PASSWORD_TOO_SHORT', 'Password must be at least 6 characters'],
    ['129 characters', 'k'.repeat(129), 'PASSWORD_TOO_LONG', 'Password must be at most 128 characters'],
    ['a listed common password', 'football', 'PASSWORD_TOO_COMMON', 'This password is too common. Please choose another one.'],
    ['a listed password in other case', 'PassWord', 'PASSWORD_TOO_COMMON', 'This password is too common. Please choose another one.'],
  ])('refuses %s, appending nothing', async (_name, password, code, message) => {
    const answer = await withoutAppend(vitrina, () => register(newUser({ password })));
    expect(answer).toMatchObject({ status: 400, body: { code, message } });
  });

  it.each([
    ['6 characters', 'q7#Lm2'],
    ['64 characters', 'a1-'.repeat(21) + 'z'],
    ['128 characters with spaces and emoji', `${'mi 🧵 '.repeat(21)}xx`.slice(0, 128)],
  ])('accepts %s, and logs in with it', async (_name, password) => {
    const user = newUser({ password });
    const client = freshClient(vitrina);
    expect((await register(user, client)).status).toBe(201);
    expect((await client.post('/auth/login', { email: user.email, password })).status).toBe(200);
  });
});

describe('a brand', () => {
  it.each([
    ['BASIC', 'MONTHLY', 9],
    ['PRO', 'YEARLY', 290],
    ['ULTIMATE', 'YEARLY', 590],
  ] as const)('registered with %s %s records its owner, its subscription and the amount %d', async (tier, billingCycle, amount) => {
    const brand = newBrand({ subscription: { tier, billingCycle } });
    expect((await register(brand)).status).toBe(201);

    const view = await adminView(brand.username);
    expect(view.items[0]).toMatchObject({ username: brand.username, type: 'BRAND', subscription: { tier, billingCycle, status: 'PENDING' } });
    const owner = view.items[0]!.owner as string;
    expect(owner).toMatch(/^[0-9a-f-]{36}$/);
    const events = await vitrina.vitrina.runtime.eventStore.readStream(`subscription-${owner}`);
    expect(events.map((event) => event.type)).toEqual(['SubscriptionRequested']);
    expect(events[0]!.data).toMatchObject({ brandId: owner, tier, billingCycle, amount, currency: 'USD' });
    const brandEvents = await vitrina.vitrina.runtime.eventStore.readStream(`brand-${owner}`);
    expect(brandEvents[0]!.data).toMatchObject({ brandId: owner, name: brand.brand.name, brand: brand.brand.brand });
  });
});

describe('the registration rate limit', () => {
  it('answers the 11th registration from one address within the hour with 429 and Retry-After', async () => {
    const client = freshClient(vitrina);
    // Refused passwords count as attempts and cost no hashing.
    for (let i = 0; i < 10; i++) expect((await register(newUser({ password: 'short' }), client)).body.code).toBe('PASSWORD_TOO_SHORT');
    const limited = await withoutAppend(vitrina, () => register(newUser(), client));
    expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await register(newUser())).status).toBe(201);
  });
});
