import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionList } from './sessions';
import { freshIp } from '@vitrina/testkit/api/security/harness';
import { newUser, startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';

/** Issue 42: profile → security lists the person's sessions and ends any of them, or all but this one. */
let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina();
});
afterAll(() => vitrina?.close());

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

/**
 * One person signed in on three browsers: a phone on a public address (where she registered, which signed her in),
 * a laptop on the office's, a tablet at home.
 */
async function personOnThreeDevices() {
  const user = newUser();
  const phone = vitrina.client('181.45.20.7');
  expect((await phone.call('POST', '/auth/register', { ...user, token: await phone.captcha() }, { 'User-Agent': PHONE })).status).toBe(201);
  const signIn = async (ip: string, agent: string) => {
    const client = vitrina.client(ip);
    const answer = await client.call('POST', '/auth/login', { email: user.email, password: user.password }, { 'User-Agent': agent });
    expect(answer.status).toBe(200);
    return client;
  };
  const laptop = await signIn('192.168.1.20', LAPTOP);
  const tablet = await signIn(freshIp(), 'curl/8.5.0');
  return { user, phone, laptop, tablet };
}

async function sessionsOf(client: Client) {
  const answer = await client.get('/profile/sessions');
  expect(answer.status).toBe(200);
  return SessionList.parse(answer.body).sessions;
}

const isSignedIn = async (client: Client) => (await client.get<{ user: string | null }>('/auth/me')).body.user !== null;

describe('the sessions list', () => {
  it('names each session by device, place and last use, marks the current one, and carries no secret', async () => {
    const { laptop } = await personOnThreeDevices();
    const answer = await laptop.get('/profile/sessions');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const sessions = SessionList.parse(answer.body).sessions;
    expect(sessions).toHaveLength(3);
    const [tablet, current, phone] = sessions;
    expect(phone).toMatchObject({ browser: 'Chrome', os: 'Android', deviceType: 'mobile', place: { kind: 'internet', network: '181.45.x.x' }, current: false });
    expect(current).toMatchObject({ browser: 'Safari', os: 'macOS', deviceType: 'desktop', place: { kind: 'local-network', network: null }, current: true });
    expect(tablet).toMatchObject({ browser: null, deviceType: 'unknown', place: { kind: 'local-network' }, current: false });
    for (const session of sessions) expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.signedInAt));
    // Neither the cookie nor its stored hash: a handle is a hash of the stored key.
    const text = JSON.stringify(answer.body);
    expect(text).not.toMatch(/[A-Za-z0-9_-]{43}/);
    expect(text).not.toContain('181.45.20.7');
  });

  it('answers a guest 401', async () => {
    expect((await vitrina.client(freshIp()).get('/profile/sessions')).status).toBe(401);
  });
});

describe('ending sessions', () => {
  it('ends one by its handle, which then signs that browser out, and only the person\u2019s own', async () => {
    const { phone, laptop, tablet } = await personOnThreeDevices();
    const stranger = await personOnThreeDevices();
    const phoneHandle = (await sessionsOf(laptop)).find((session) => session.os === 'Android')!.handle;
    const strangerHandle = (await sessionsOf(stranger.laptop)).find((session) => session.current)!.handle;

    expect((await laptop.call('DELETE', `/profile/sessions/${strangerHandle}`, {})).body).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    expect(await isSignedIn(stranger.laptop)).toBe(true);
    expect((await laptop.call('DELETE', '/profile/sessions/not-a-handle', {})).status).toBe(400);

    expect((await laptop.call('DELETE', `/profile/sessions/${phoneHandle}`, {})).status).toBe(204);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(tablet)).toBe(true);
    expect((await laptop.call('DELETE', `/profile/sessions/${phoneHandle}`, {})).status).toBe(404);
    expect(await sessionsOf(laptop)).toHaveLength(2);
  });

  it('ends the current one as a logout, clearing its cookie', async () => {
    const { laptop, phone } = await personOnThreeDevices();
    const mine = (await sessionsOf(laptop)).find((session) => session.current)!.handle;
    const answer = await laptop.call('DELETE', `/profile/sessions/${mine}`, {});
    expect(answer.status).toBe(204);
    expect(answer.headers.getSetCookie().some((cookie) => /vitrina_session=;/.test(cookie))).toBe(true);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(true);
  });

  it('signs out everywhere else, keeping this browser, and says how many ended', async () => {
    const { phone, laptop, tablet } = await personOnThreeDevices();
    expect(await laptop.call('DELETE', '/profile/sessions', {})).toMatchObject({ status: 200, body: { ended: 2 } });
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(tablet)).toBe(false);
    expect((await sessionsOf(laptop)).map((session) => session.current)).toEqual([true]);
    expect(await laptop.call('DELETE', '/profile/sessions', {})).toMatchObject({ status: 200, body: { ended: 0 } });
  });

  it('refuses a write from another site, as every write', async () => {
    const { laptop } = await personOnThreeDevices();
    const answer = await laptop.call('DELETE', '/profile/sessions', {}, { 'Sec-Fetch-Site': 'cross-site' });
    expect(answer.status).toBe(403);
    expect(await sessionsOf(laptop)).toHaveLength(3);
  });
});
