import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsAfter, freshClient, freshIp, newMail, withoutAppend } from '@vitrina/testkit/api/security/harness';
import { startTestVitrina, type Answer, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { PASSWORD_LIMITS, passwordAccountKey, passwordClientKey } from './password';

/** POST /profile/password: the current password, the registration rules for the new one, the other sessions ended. */
let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina();
});
afterAll(() => vitrina?.close());

const NEW_PASSWORD = 'otoño-en-rosario-77';
const change = (client: Client, current_password: string, new_password = NEW_PASSWORD) => client.post('/profile/password', { current_password, new_password });

describe('changing the password', () => {
  it('ends every other session, keeps this one, mails the account in its language, and swaps the passwords', async () => {
    const { client, user, userId } = await vitrina.signedIn();
    expect((await client.put('/profile/settings', { firstName: 'Ana', lastName: 'García', preferenceGender: null, language: 'it' })).status).toBe(200);
    const phone = freshClient(vitrina);
    expect((await phone.post('/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    expect((await phone.get('/auth/me')).body).toMatchObject({ userId: expect.any(String) });

    const before = await vitrina.head();
    const answer = await change(client, user.password);
    expect(answer.status, JSON.stringify(answer.body)).toBe(204);
    const events = await eventsAfter(vitrina, before);
    expect(events.map((event) => [event.type, event.streamId])).toEqual([['PasswordChanged', `user-${userId}`]]);
    expect(JSON.stringify(events[0]!.data)).not.toContain(NEW_PASSWORD);

    expect((await phone.get('/auth/me')).body).toEqual({ user: null });
    expect(await client.get('/auth/me')).toMatchObject({ status: 200, body: { userId } });
    expect((await client.get('/profile')).status).toBe(200);
    await newMail(vitrina, user.email, /Password aggiornata su Vitrina/);

    const login = freshClient(vitrina);
    expect((await login.post('/auth/login', { email: user.email, password: user.password })).status).toBe(401);
    expect((await login.post('/auth/login', { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses a wrong current password, and a weak new one with the codes registration uses, appending nothing', async () => {
    const { client, user } = await vitrina.signedIn();
    const wrong = await withoutAppend(vitrina, () => change(client, 'not-my-password-1'));
    expect(wrong).toMatchObject({ status: 400, body: { code: 'WRONG_PASSWORD', message: 'The current password is incorrect.' } });
    const short = await withoutAppend(vitrina, () => change(client, user.password, 'q7#Lm'));
    expect(short).toMatchObject({ status: 400, body: { code: 'PASSWORD_TOO_SHORT', message: 'Password must be at least 6 characters' } });
    const common = await withoutAppend(vitrina, () => change(client, user.password, 'sunshine'));
    expect(common).toMatchObject({ status: 400, body: { code: 'PASSWORD_TOO_COMMON' } });
    for (const body of [
      { current_password: user.password },
      { current_password: user.password, new_password: NEW_PASSWORD, email: user.email },
      { current_password: '', new_password: NEW_PASSWORD },
    ]) {
      expect(await withoutAppend(vitrina, () => client.post('/profile/password', body))).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    }
    expect((await client.get('/auth/me')).body).toMatchObject({ userId: expect.any(String) });
    expect((await vitrina.client().post('/profile/password', { current_password: user.password, new_password: NEW_PASSWORD })).status).toBe(401);
  });

  it('limits guesses of the current password as login does, and a right one then waits too', async () => {
    const { client, user } = await vitrina.signedIn();
    for (let i = 0; i < PASSWORD_LIMITS.perAccount.limit; i++) expect((await change(client, `guess-number-${i}`)).status).toBe(400);
    const limited = await withoutAppend(vitrina, () => change(client, user.password));
    expect(limited).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('forgets earlier failures after a right password', async () => {
    const { client, user } = await vitrina.signedIn();
    for (let i = 0; i < PASSWORD_LIMITS.perAccount.limit - 1; i++) expect((await change(client, `guess-number-${i}`)).status).toBe(400);
    expect((await change(client, user.password, user.password)).status).toBe(204);
    expect((await change(client, 'guess-again-1')).status).toBe(400);
  });
});

describe('the per-address limit', () => {
  const rule = PASSWORD_LIMITS.perClient;
  const limiter = () => vitrina.vitrina.runtime.limiter;
  const left = async (ip: string) => (await limiter().consume(passwordClientKey(ip), rule, 0)).remaining;
  /** Spends the address's budget directly, as that many earlier wrong guesses would have. */
  const spend = (ip: string, cost: number) => limiter().consume(passwordClientKey(ip), rule, cost);
  const expectTooManyAttempts = (answer: Answer) => {
    expect(answer).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
    expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(answer.headers.get('Retry-After'))).toBeLessThanOrEqual(rule.windowMs / 1000);
  };

  it('counts only wrong current passwords: people behind one address change theirs with one guess left', async () => {
    const ip = freshIp();
    const people = await Promise.all([0, 1, 2].map(() => vitrina.signedIn('USER', ip)));
    await spend(ip, rule.limit - 1);
    for (const { client, user } of people) {
      expect((await change(client, user.password, 'q7#Lm')).body).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
      expect((await change(client, user.password)).status).toBe(204);
    }
    expect(await left(ip)).toBe(1);

    const [first, second] = people;
    expect((await change(first!.client, 'not-my-password-2')).body).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(await left(ip)).toBe(0);
    expectTooManyAttempts(await withoutAppend(vitrina, () => change(second!.client, NEW_PASSWORD, 'otra-clave-segura-88')));
    const elsewhere = await vitrina.signedIn('USER', freshIp());
    expect((await change(elsewhere.client, elsewhere.user.password)).status).toBe(204);
  });

  it('does not count a refusal by the per-account limit against the address', async () => {
    const ip = freshIp();
    const { client, user, userId } = await vitrina.signedIn('USER', ip);
    await limiter().consume(passwordAccountKey(userId), PASSWORD_LIMITS.perAccount, PASSWORD_LIMITS.perAccount.limit);
    for (let i = 0; i < 3; i++) expectTooManyAttempts(await change(client, i === 0 ? user.password : `guess-${i}`));
    expect(await left(ip)).toBe(rule.limit);
  });

  it('lets no more wrong guesses through than are left when they arrive at once', async () => {
    const ip = freshIp();
    const { client } = await vitrina.signedIn('USER', ip);
    await spend(ip, rule.limit - 2);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => change(client, `at-once-${i}`)));
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes).toEqual(['TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS', 'WRONG_PASSWORD', 'WRONG_PASSWORD']);
    expect(await left(ip)).toBe(0);
  });
});
