import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshClient, freshIp } from '../security/harness';
import { LIMITS } from './routes';
import { newUser, startTestVitrina, type Answer, type Client, type TestVitrina } from '../testing/vitrina';

/** SECURITY.md 3 and 4: login failures that tell nothing, and limits per account and per client address. */
let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina();
});
afterAll(() => vitrina?.close());

async function account() {
  const user = newUser();
  const client = freshClient(vitrina);
  const answer = await client.post('/auth/register', { ...user, token: await client.captcha() });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return user;
}

const login = (client: Client, email: string, password: string) => client.post('/auth/login', { email, password });
const unknownEmail = () => newUser().email.replace('ana.', 'nadie.');

function expectTooManyAttempts(answer: Answer, windowSeconds: number) {
  expect(answer).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('a failed login', () => {
  it('answers a wrong password and an unknown email alike', async () => {
    const user = await account();
    const client = freshClient(vitrina);
    const wrong = await login(client, user.email, 'not-the-password-1');
    const unknown = await login(client, unknownEmail(), 'not-the-password-1');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Username or password is incorrect' });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.headers.get('set-cookie')).toBe(wrong.headers.get('set-cookie'));
  });

  it('spends hashing time on an unknown email too', async () => {
    const user = await account();
    const client = freshClient(vitrina);
    const time = async (email: string) => {
      const start = performance.now();
      expect((await login(client, email, 'not-the-password-2')).status).toBe(401);
      return performance.now() - start;
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      wrong.push(await time(user.email));
      unknown.push(await time(unknownEmail()));
    }
    expect(median(unknown)).toBeGreaterThanOrEqual(0.4 * median(wrong));
  });
});

describe('the per-account limit', () => {
  it('refuses the 11th attempt after 10 failures, even with the right password, from any address', async () => {
    const user = await account();
    const attacker = freshClient(vitrina);
    const failures = await Promise.all(Array.from({ length: 10 }, (_, i) => login(attacker, user.email, `wrong-guess-${i}`)));
    expect(failures.map((answer) => answer.status)).toEqual(Array<number>(10).fill(401));

    expectTooManyAttempts(await login(attacker, user.email, user.password), 15 * 60);
    expectTooManyAttempts(await login(freshClient(vitrina), user.email, user.password), 15 * 60);

    const other = await account();
    expect((await login(freshClient(vitrina), other.email, other.password)).status).toBe(200);
  });

  it('starts counting again after a successful login', async () => {
    const user = await account();
    const client = freshClient(vitrina);
    for (let round = 0; round < 2; round++) {
      const failures = await Promise.all(Array.from({ length: 9 }, (_, i) => login(client, user.email, `wrong-${round}-${i}`)));
      expect(failures.map((answer) => answer.status)).toEqual(Array<number>(9).fill(401));
      expect((await login(client, user.email, user.password)).status).toBe(200);
    }
  });
});

describe('the per-address limit', () => {
  it('refuses the 101st login from one address after 100 failures on different emails', async () => {
    const user = await account();
    const ip = freshIp();
    const attacker = vitrina.client(ip);
    for (let batch = 0; batch < 10; batch++) {
      const failures = await Promise.all(Array.from({ length: 10 }, () => login(attacker, unknownEmail(), 'guess-123456')));
      expect(failures.map((answer) => answer.status)).toEqual(Array<number>(10).fill(401));
    }
    expectTooManyAttempts(await login(vitrina.client(ip), user.email, user.password), 15 * 60);
    expect((await login(freshClient(vitrina), user.email, user.password)).status).toBe(200);
  });

  it('lets no more than 100 guesses through when they all arrive at once', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 120 }, () => login(vitrina.client(ip), unknownEmail(), 'guess-654321')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expectTooManyAttempts(await login(vitrina.client(ip), unknownEmail(), 'guess-654321'), 15 * 60);
  });

  it('does not count successful logins: 150 people behind one address all get in, while a failure still counts', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => account()));
    const ip = freshIp();
    const left = async () => (await vitrina.vitrina.runtime.limiter.consume(`login:ip:${ip}`, LIMITS.loginPerClient, 0)).remaining;
    for (let batch = 0; batch < 15; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => people[i % people.length]!).map((person) => login(vitrina.client(ip), person.email, person.password)));
      expect(answers.map((answer) => answer.status), `batch ${batch}`).toEqual(Array<number>(10).fill(200));
    }
    expect(await left()).toBe(100);
    expect((await login(vitrina.client(ip), people[0]!.email, 'not-the-password-3')).status).toBe(401);
    expect((await login(vitrina.client(ip), unknownEmail(), 'not-the-password-3')).status).toBe(401);
    expect(await left()).toBe(98);
  });

  it('does not count a refusal by the per-account limit against the address', async () => {
    const user = await account();
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await login(freshClient(vitrina), user.email, `wrong-${i}`)).status).toBe(401);
    for (let i = 0; i < 100; i++) expect((await login(vitrina.client(ip), user.email, user.password)).status).toBe(429);
    const other = await account();
    expect((await login(vitrina.client(ip), other.email, other.password)).status).toBe(200);
  });
});
