import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { freshIp, rawRequest, withoutAppend } from '@vitrina/testkit/api/security/harness';

/**
 * SECURITY.md 11: a write a browser could send from another site is refused before anything is read or appended.
 * Every refused request carries a body that would otherwise succeed (a fresh account and a solved captcha, or
 * the right credentials), and the same request with the right headers does succeed.
 */
let vitrina: TestVitrina;
let account: { email: string; password: string };
beforeAll(async () => {
  vitrina = await startTestVitrina();
  const user = newUser();
  const client = vitrina.client(freshIp());
  expect((await client.post('/auth/register', { ...user, token: await client.captcha() })).status).toBe(201);
  account = { email: user.email, password: user.password };
});
afterAll(() => vitrina?.close());

const JSON_WRITE = { 'Content-Type': 'application/json', 'X-Requested-With': 'vitrina' };
const form = (body: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(body).map(([key, value]): [string, string] => [key, String(value)])).toString();

const ROUTES = {
  '/auth/register': async () => ({ ...newUser(), token: await vitrina.client().captcha() }),
  '/auth/login': async () => ({ ...account }),
} as const;

const REFUSED: Array<[string, (body: Record<string, unknown>) => { headers: Record<string, string>; body: string }, number, string]> = [
  [
    'Sec-Fetch-Site: cross-site',
    (body) => ({ headers: { ...JSON_WRITE, 'Sec-Fetch-Site': 'cross-site' }, body: JSON.stringify(body) }),
    403,
    'CROSS_SITE_REQUEST',
  ],
  ['no X-Requested-With', (body) => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }), 403, 'CSRF_HEADER_MISSING'],
  [
    'a form-encoded body',
    (body) => ({ headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'vitrina' }, body: form(body) }),
    415,
    'UNSUPPORTED_MEDIA_TYPE',
  ],
  [
    'JSON sent as text/plain',
    (body) => ({ headers: { 'Content-Type': 'text/plain', 'X-Requested-With': 'vitrina' }, body: JSON.stringify(body) }),
    415,
    'UNSUPPORTED_MEDIA_TYPE',
  ],
  [
    'a multipart form',
    (body) => ({
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'X-Requested-With': 'vitrina' },
      body: `--x\r\nContent-Disposition: form-data; name="json"\r\n\r\n${JSON.stringify(body)}\r\n--x--\r\n`,
    }),
    415,
    'UNSUPPORTED_MEDIA_TYPE',
  ],
  [
    'a cross-site form without the header',
    (body) => ({
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      body: form(body),
    }),
    403,
    'CROSS_SITE_REQUEST',
  ],
];

describe.each(Object.keys(ROUTES) as Array<keyof typeof ROUTES>)('POST %s', (path) => {
  it.each(REFUSED)('refuses %s, appending nothing and setting no cookie', async (_name, build, status, code) => {
    const request = build(await ROUTES[path]());
    const answer = await withoutAppend(vitrina, () => rawRequest(vitrina, 'POST', path, { ...request.headers, 'X-Forwarded-For': freshIp() }, request.body));
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.text)).toMatchObject({ code });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('accepts the same request from the site itself', async () => {
    const body = JSON.stringify(await ROUTES[path]());
    const answer = await rawRequest(vitrina, 'POST', path, { ...JSON_WRITE, 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': freshIp() }, body);
    expect(answer.status, answer.text).toBeLessThan(300);
  });
});

describe('CORS', () => {
  it('grants no other origin, so a cross-site script cannot add the header', async () => {
    const preflight = await rawRequest(vitrina, 'OPTIONS', '/auth/login', {
      Origin: 'https://evil.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type,x-requested-with',
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });
});
