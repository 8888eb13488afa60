import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshClient, freshIp, startSignedIn } from '@vitrina/testkit/api/security/harness';
import { userIdByEmail } from './lookup';
import { newUser, startTestVitrina, type Answer, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';

/** SECURITY.md 9–10: the session cookie, its rotation, and sessions that end when rights change. */
let vitrina: TestVitrina;
let admin: Client;
beforeAll(async () => void ({ vitrina, client: admin } = await startSignedIn('ADMIN')));
afterAll(() => vitrina?.close());

async function account(on: TestVitrina = vitrina) {
  const user = newUser();
  const client = on.client(freshIp());
  expect((await client.post('/auth/register', { ...user, token: await client.captcha() })).status).toBe(201);
  return { user, client, userId: (await userIdByEmail(on.vitrina.runtime, user.email))! };
}

const login = (client: Client, user: { email: string; password: string }) => client.post('/auth/login', { email: user.email, password: user.password });

/** The session cookie a login set: its name, value and attributes. */
function sessionCookieOf(answer: Answer) {
  const line = answer.headers.getSetCookie().find((cookie) => cookie.includes('vitrina_session='));
  expect(line, 'no session cookie was set').toBeDefined();
  const [pair = '', ...attributes] = line!.split(';').map((part) => part.trim());
  const index = pair.indexOf('=');
  return { name: pair.slice(0, index), value: pair.slice(index + 1), attributes: attributes.map((attribute) => attribute.toLowerCase()) };
}

/** /auth/me with exactly this session id, as a stolen or stale cookie would be sent. */
const meWith = (on: TestVitrina, name: string, id: string) => on.client(freshIp()).call('GET', '/auth/me', undefined, { Cookie: `${name}=${id}` });

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, host-only, and carries at least 128 random bits', async () => {
    const { user, client } = await account();
    const cookie = sessionCookieOf(await login(client, user));
    expect(cookie.name).toBe('vitrina_session');
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(cookie.attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
    expect(cookie.attributes).not.toContain('secure');
  });

  it('is Secure and __Host- prefixed when the site is served over https', async () => {
    const secure = await startTestVitrina({ PUBLIC_URL: 'https://vitrina.example' });
    try {
      const { user, client } = await account(secure);
      const cookie = sessionCookieOf(await login(client, user));
      expect(cookie.name).toBe('__Host-vitrina_session');
      expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/']));
      expect(cookie.attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
      expect((await client.get('/auth/me')).body).toMatchObject({ userId: expect.any(String) });
      expect((await meWith(secure, 'vitrina_session', cookie.value)).body).toEqual({ user: null });
    } finally {
      await secure.close();
    }
  });
});

describe('rotation and logout', () => {
  it('gives a new id at every login and ends the old one', async () => {
    const { user, client } = await account();
    const first = sessionCookieOf(await login(client, user)).value;
    const second = sessionCookieOf(await login(client, user)).value;
    expect(second).not.toBe(first);
    expect((await meWith(vitrina, 'vitrina_session', first)).body).toEqual({ user: null });
    expect((await meWith(vitrina, 'vitrina_session', second)).body).toMatchObject({ userId: expect.any(String) });
    expect((await client.get('/auth/me')).body).toMatchObject({ userId: expect.any(String) });
  });

  it('signs a new account in at its registration, with a new id and the login cookie’s rules, ending the browser’s old session', async () => {
    const { user: before, client } = await account();
    const old = sessionCookieOf(await login(client, before)).value;
    const user = newUser();
    const registered = await client.post('/auth/register', { ...user, token: await client.captcha() });
    expect(registered).toMatchObject({ status: 201, body: { message: 'VERIFICATION_EMAIL_SENT', user: user.username, type: 'USER', emailVerified: false } });
    const cookie = sessionCookieOf(registered);
    expect(cookie.name).toBe('vitrina_session');
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(cookie.value).not.toBe(old);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(cookie.attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
    expect((await meWith(vitrina, 'vitrina_session', old)).body).toEqual({ user: null });
    expect((await client.get('/auth/me')).body).toMatchObject({ user: user.username, email: user.email, emailVerified: false });
  });

  it('ends the session at logout and clears the cookie', async () => {
    const { user, client } = await account();
    const id = sessionCookieOf(await login(client, user)).value;
    const other = freshClient(vitrina);
    expect((await login(other, user)).status).toBe(200);

    const out = await client.post('/auth/logout');
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/vitrina_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await meWith(vitrina, 'vitrina_session', id)).body).toEqual({ user: null });
    expect((await client.get('/auth/me')).body).toEqual({ user: null });
    // Logging out one device leaves the others signed in.
    expect((await other.get('/auth/me')).body).toMatchObject({ userId: expect.any(String) });
  });
});

describe('sessions end when an admin changes the account', () => {
  it('ends the old session at a type change; a new login carries the new type', async () => {
    const { user, client, userId } = await account();
    expect((await login(client, user)).status).toBe(200);
    expect((await admin.put(`/admin/users/${userId}/type`, { type: 'INFLUENCER' })).body).toMatchObject({ type: 'INFLUENCER' });
    expect((await client.get('/auth/me')).body).toEqual({ user: null });
    expect((await login(client, user)).body).toMatchObject({ type: 'INFLUENCER' });
    expect((await client.get('/auth/me')).body).toMatchObject({ type: 'INFLUENCER' });
  });

  it('ends the session at deactivation, refuses the right password with ACCOUNT_DEACTIVATED, and lets a reactivated account in', async () => {
    const { user, client, userId } = await account();
    expect((await login(client, user)).status).toBe(200);
    expect((await admin.post(`/admin/users/${userId}/deactivate`)).body).toMatchObject({ active: false });
    expect((await client.get('/auth/me')).body).toEqual({ user: null });

    expect(await login(client, user)).toMatchObject({ status: 403, body: { code: 'ACCOUNT_DEACTIVATED', message: 'This account has been deactivated.' } });
    // Without the password, a deactivated account looks like any failed login.
    expect(await login(client, { ...user, password: 'not-the-password' })).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });

    expect((await admin.post(`/admin/users/${userId}/reactivate`)).body).toMatchObject({ active: true });
    expect((await login(client, user)).status).toBe(200);
    expect((await client.get('/auth/me')).body).toMatchObject({ userId: expect.any(String) });
  });
});
