import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '@vitrina/testkit/infra/mail/outbox-reader';
import { userStream } from '@vitrina/domain/accounts/user';
import { linkIn, freshClient, freshIp, newMail } from '@vitrina/testkit/api/security/harness';
import { userIdByEmail } from './lookup';
import { delayAfter, LOGIN_THROTTLE } from './login-throttle';
import { newUser, startTestVitrina, type Answer, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';

/**
 * SECURITY.md 3 and 4 and issue 42: login failures that tell nothing; failures slow their own address down on an
 * account, and past a threshold ask for the captcha, never locking the owner out.
 */
let vitrina: TestVitrina;
let clock = Date.parse('2026-12-01T10:00:00Z');
beforeAll(async () => {
  vitrina = await startTestVitrina({}, { now: () => new Date(clock) });
});
afterAll(() => vitrina?.close());

async function account() {
  const user = newUser();
  const client = freshClient(vitrina);
  const answer = await client.post('/auth/register', { ...user, token: await client.captcha() });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return user;
}

const login = (client: Client, email: string, password: string, captcha?: string) =>
  client.post('/auth/login', { email, password, ...(captcha ? { captcha } : {}) });
const withCaptcha = async (client: Client, email: string, password: string) => login(client, email, password, await client.captcha());
const unknownEmail = () => newUser().email.replace('ana.', 'nadie.');

function expectWait(answer: Answer, seconds: number) {
  expect(answer).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
  expect(Number(answer.headers.get('retry-after'))).toBe(seconds);
}

const CAPTCHA_REQUIRED = { code: 'CAPTCHA_REQUIRED', message: 'Please confirm you are a person to log in.' };
const statusesOf = (answers: Answer[]) => answers.map((answer) => (answer.status === 401 ? answer.body.code : answer.status));

/** One failure on the account from each of `count` fresh addresses (no address waits). */
async function failFromEverywhere(email: string, count: number) {
  for (let i = 0; i < count; i++) {
    const client = freshClient(vitrina);
    let answer = await login(client, email, `wrong-guess-${i}`);
    if (answer.body.code === 'CAPTCHA_REQUIRED') answer = await withCaptcha(client, email, `wrong-guess-${i}`);
    expect(answer.body.code, `failure ${i}`).toBe('INVALID_CREDENTIALS');
  }
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

describe('failures from one address on one account', () => {
  it('make that address wait, growing, while the owner logs in from another', async () => {
    const user = await account();
    const attacker = freshClient(vitrina);
    for (let i = 0; i < LOGIN_THROTTLE.freeFailuresPerPair; i++) expect((await login(attacker, user.email, `guess-${i}`)).status).toBe(401);
    expect((await login(attacker, user.email, 'guess-3')).status).toBe(401);
    // Even the right password waits: the address has not earned another try yet.
    expectWait(await login(attacker, user.email, user.password), 1);
    expect((await login(freshClient(vitrina), user.email, user.password)).status).toBe(200);

    clock += 1_000;
    expect((await login(attacker, user.email, 'guess-4')).status).toBe(401);
    expectWait(await login(attacker, user.email, 'guess-5'), 2);
    clock += 2_000;
    // Five failures on the account: from now on a browser new to it must also solve the captcha, and still waits.
    expect(await login(attacker, user.email, 'guess-5')).toMatchObject({ status: 401, body: CAPTCHA_REQUIRED });
    expect((await withCaptcha(attacker, user.email, 'guess-5')).body.code).toBe('INVALID_CREDENTIALS');
    expectWait(await withCaptcha(attacker, user.email, 'guess-6'), 4);
    // Another account from the same address has nothing to wait for.
    const other = await account();
    expect((await login(attacker, other.email, other.password)).status).toBe(200);
  });

  it('grow to fifteen minutes at most, and a good login from that address starts them again', async () => {
    expect([3, 4, 5, 6, 13, 14, 40].map((failures) => delayAfter(failures) / 1000)).toEqual([0, 1, 2, 4, 512, 900, 900]);
    const user = await account();
    const client = freshClient(vitrina);
    for (let i = 0; i < LOGIN_THROTTLE.accountCaptchaAfter - 1; i++) {
      const answer = await login(client, user.email, `slip-${i}`);
      expect(answer.status).toBe(401);
      clock += 60_000;
    }
    expect((await login(client, user.email, user.password)).status).toBe(200);
    expect((await login(client, user.email, 'slip-again')).status).toBe(401);
    expect((await login(client, user.email, user.password)).status).toBe(200);
  });

  it('run no more at once than the free failures left', async () => {
    const user = await account();
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => login(vitrina.client(ip), user.email, `burst-${i}`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_THROTTLE.freeFailuresPerPair);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - LOGIN_THROTTLE.freeFailuresPerPair);
  });
});

describe('failures on one account from anywhere', () => {
  it('past five, a browser new to the account solves the captcha and gets in; one that logged in before does not need to', async () => {
    const user = await account();
    const ownPhone = freshClient(vitrina);
    expect((await login(ownPhone, user.email, user.password)).status).toBe(200);
    await failFromEverywhere(user.email, LOGIN_THROTTLE.accountCaptchaAfter);

    const newLaptop = freshClient(vitrina);
    const asked = await login(newLaptop, user.email, user.password);
    expect(asked).toMatchObject({ status: 401, body: CAPTCHA_REQUIRED });
    expect(asked.headers.get('set-cookie')).toBeNull();
    expect(await login(newLaptop, user.email, user.password, 'not-a-solution')).toMatchObject({ status: 400, body: { code: 'CAPTCHA_FAILED' } });
    expect((await withCaptcha(newLaptop, user.email, user.password)).status).toBe(200);
    // A captcha is used once.
    const used = await newLaptop.captcha();
    expect((await login(freshClient(vitrina), user.email, 'another-guess', used)).body.code).toBe('INVALID_CREDENTIALS');
    expect((await login(freshClient(vitrina), user.email, user.password, used)).body.code).toBe('CAPTCHA_FAILED');

    expect((await login(ownPhone, user.email, user.password)).status).toBe(200);
    // An unknown email is asked the same, so the question tells nothing about who has an account.
    const stranger = unknownEmail();
    await failFromEverywhere(stranger, LOGIN_THROTTLE.accountCaptchaAfter);
    expect(await login(freshClient(vitrina), stranger, 'guess')).toMatchObject({ status: 401, body: CAPTCHA_REQUIRED });
  });

  it('tell the owner once by email, with a way to reset the password', async () => {
    const user = await account();
    const seen = (await readOutbox(vitrina.outbox)).filter((mail) => mail.to.includes(user.email));
    await failFromEverywhere(user.email, LOGIN_THROTTLE.noticeAfter + 3);
    const mail = await newMail(vitrina, user.email, /Intentos de inicio de sesión/, seen);
    expect(mail.text).toContain(`${LOGIN_THROTTLE.noticeAfter} intentos fallidos`);
    expect(linkIn(mail, '/login').searchParams.get('dialog')).toBe('forgot');
    const userId = (await userIdByEmail(vitrina.vitrina.runtime, user.email))!;
    const events = await vitrina.vitrina.runtime.eventStore.readStream(userStream(userId));
    expect(events.filter((event) => event.type === 'LoginFailuresNoticed')).toHaveLength(1);
  });

  it('stop at 100 an hour for browsers new to the account, never for one that logged in before; a password reset clears them', async () => {
    const user = await account();
    const ownPhone = freshClient(vitrina);
    expect((await login(ownPhone, user.email, user.password)).status).toBe(200);
    await failFromEverywhere(user.email, LOGIN_THROTTLE.accountCeiling);
    const refused = await withCaptcha(freshClient(vitrina), user.email, user.password);
    expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect((await login(ownPhone, user.email, user.password)).status).toBe(200);

    const token = await resetToken(user.email);
    const newPassword = `${user.password}-nueva`;
    expect((await freshClient(vitrina).post('/auth/reset-password', { email: user.email, token, new_password: newPassword })).status).toBe(200);
    expect((await login(freshClient(vitrina), user.email, newPassword)).status).toBe(200);
  });
});

describe('failures from one address on many accounts', () => {
  it('ask that address for the captcha, never refuse it: the people behind it keep logging in', async () => {
    const person = await account();
    const ip = freshIp();
    for (let i = 0; i < LOGIN_THROTTLE.addressCaptchaAfter; i++) expect((await login(vitrina.client(ip), unknownEmail(), 'guess-123456')).status).toBe(401);
    expect(await login(vitrina.client(ip), person.email, person.password)).toMatchObject({ status: 401, body: CAPTCHA_REQUIRED });
    expect((await withCaptcha(vitrina.client(ip), person.email, person.password)).status).toBe(200);
    for (let i = 0; i < 30; i++) expect((await withCaptcha(vitrina.client(ip), unknownEmail(), 'guess-123456')).body.code).toBe('INVALID_CREDENTIALS');
    expect((await withCaptcha(vitrina.client(ip), person.email, person.password)).status).toBe(200);
    expect((await login(freshClient(vitrina), person.email, person.password)).status).toBe(200);
  });

  it('let no more than the threshold through unchallenged when they all arrive at once', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(vitrina.client(ip), unknownEmail(), 'guess-654321')));
    const codes = statusesOf(answers);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(LOGIN_THROTTLE.addressCaptchaAfter);
    expect(codes.filter((code) => code === 'CAPTCHA_REQUIRED')).toHaveLength(50 - LOGIN_THROTTLE.addressCaptchaAfter);
  });

  it('do not count successful logins: 150 people behind one address all get in unchallenged', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => account()));
    const ip = freshIp();
    for (let batch = 0; batch < 15; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => people[i % people.length]!).map((person) => login(vitrina.client(ip), person.email, person.password)),
      );
      expect(
        answers.map((answer) => answer.status),
        `batch ${batch}`,
      ).toEqual(Array<number>(10).fill(200));
    }
  });
});

/** Asks for a reset link and returns the token the email carries. */
async function resetToken(email: string) {
  const seen = (await readOutbox(vitrina.outbox)).filter((mail) => mail.to.includes(email));
  expect((await freshClient(vitrina).post('/auth/forgot-password', { email })).status).toBe(200);
  return linkIn(await newMail(vitrina, email, /Restablece tu contraseña/, seen), '/login').searchParams.get('reset_token')!;
}
