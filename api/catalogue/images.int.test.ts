import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, rawRequest, sessionCookie, withoutAppend } from '@vitrina/testkit/api/security/harness';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';

/** Uploading cloth images as raw bodies, and by URL through the guarded fetcher. */
let vitrina: TestVitrina;
let brandSession: string;
let unpaidSession: string;
let brandlessSession: string;
let adminSession: string;
let userSession: string;
beforeAll(async () => {
  vitrina = await startTestVitrina();
  const [brand, unpaid, brandless, admin, user] = await Promise.all([
    signedInBrand(vitrina, 'BASIC'),
    signedInBrand(vitrina, 'BASIC', { paid: false }),
    vitrina.signedIn('BRAND', freshIp()),
    vitrina.signedIn('ADMIN', freshIp()),
    vitrina.signedIn('USER', freshIp()),
  ]);
  const { sessions } = vitrina.vitrina.runtime;
  const ids = await Promise.all([brand, unpaid, brandless, admin, user].map(async ({ userId }) => (await sessions.create(userId)).id));
  [brandSession, unpaidSession, brandlessSession, adminSession, userSession] = ids as [string, string, string, string, string];
});
afterAll(() => vitrina?.close());

const upload = (session: string, contentType: string, body: Buffer, extra: Record<string, string> = { 'X-Requested-With': 'vitrina' }) =>
  rawRequest(
    vitrina,
    'POST',
    '/admin/images',
    { 'Content-Type': contentType, Cookie: `${sessionCookie(vitrina)}=${session}`, 'X-Forwarded-For': freshIp(), ...extra },
    body,
  );

const png = () =>
  sharp({ create: { width: 400, height: 600, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer();

describe('POST /admin/images', () => {
  it('stores a re-encoded image, its middle size and its thumbnail, served at /images', async () => {
    const answer = await withoutAppend(vitrina, async () => upload(brandSession, 'image/png', await png()));
    expect(answer.status, answer.text).toBe(201);
    const body = JSON.parse(answer.text) as { name: string; url: string; middle: string; middleUrl: string; thumb: string; thumbUrl: string };
    expect(body.name).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(body.url).toBe(`/images/${body.name}`);
    expect(body.middleUrl).toBe(`/images/${body.middle}`);
    expect(body.thumbUrl).toBe(`/images/${body.thumb}`);
    const widthServedAt = async (url: string) => {
      const served = await fetch(`${vitrina.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      return (await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width;
    };
    expect([await widthServedAt(body.url), await widthServedAt(body.middleUrl), await widthServedAt(body.thumbUrl)]).toEqual([864, 432, 288]);
  });

  it('makes no middle size for a logo (?kind=logo)', async () => {
    const answer = await rawRequest(
      vitrina,
      'POST',
      '/admin/images?kind=logo',
      { 'Content-Type': 'image/png', 'X-Requested-With': 'vitrina', Cookie: `${sessionCookie(vitrina)}=${brandSession}`, 'X-Forwarded-For': freshIp() },
      await png(),
    );
    expect(answer.status, answer.text).toBe(201);
    expect(Object.keys(JSON.parse(answer.text) as object).sort()).toEqual(['name', 'thumb', 'thumbUrl', 'url']);
  });

  it('refuses bytes that are not an image, other body types, a missing write header and non-brand callers', async () => {
    const notImage = await upload(brandSession, 'image/png', Buffer.from('not a png at all'));
    expect(notImage.status).toBe(400);
    expect(JSON.parse(notImage.text)).toMatchObject({ code: 'IMAGE_UNSUPPORTED' });
    expect((await upload(brandSession, 'text/plain', await png())).status).toBe(415);
    expect((await upload(brandSession, 'image/png', await png(), {})).status).toBe(403);
    expect((await upload(userSession, 'image/png', await png())).status).toBe(403);
  });

  it('takes images only from a brand whose plan is in good standing, as clothes (402 SUBSCRIPTION_INACTIVE), and from admins', async () => {
    const inactive = { code: 'SUBSCRIPTION_INACTIVE', message: 'Your plan is not active. Pay your subscription to upload clothes.' };
    for (const session of [unpaidSession, brandlessSession]) {
      const answer = await withoutAppend(vitrina, async () => upload(session, 'image/png', await png()));
      expect([answer.status, JSON.parse(answer.text)]).toEqual([402, inactive]);
      const byUrl = await rawRequest(
        vitrina,
        'POST',
        '/admin/images/from-url',
        { 'Content-Type': 'application/json', 'X-Requested-With': 'vitrina', Cookie: `${sessionCookie(vitrina)}=${session}` },
        JSON.stringify({ url: 'https://example.com/a.png' }),
      );
      expect([byUrl.status, JSON.parse(byUrl.text)]).toEqual([402, inactive]);
    }
    // An admin has no brand of its own, and uploads as before (news slides, any brand's logo).
    expect((await upload(adminSession, 'image/png', await png())).status).toBe(201);
  });

  it('does not take image bodies on any other route', async () => {
    const answer = await rawRequest(
      vitrina,
      'POST',
      '/admin/clothes',
      { 'Content-Type': 'image/png', 'X-Requested-With': 'vitrina', Cookie: `${sessionCookie(vitrina)}=${brandSession}` },
      await png(),
    );
    expect(answer.status).toBe(415);
  });
});

describe('POST /admin/images/from-url', () => {
  it('refuses private addresses and bad URLs with IMAGE_URL_FAILED', async () => {
    for (const url of ['http://127.0.0.1:9/cloth.png', 'http://169.254.169.254/latest/meta-data', 'file:///etc/passwd', 'not a url']) {
      const answer = await rawRequest(
        vitrina,
        'POST',
        '/admin/images/from-url',
        { 'Content-Type': 'application/json', 'X-Requested-With': 'vitrina', Cookie: `${sessionCookie(vitrina)}=${brandSession}` },
        JSON.stringify({ url }),
      );
      expect(answer.status, url).toBe(400);
      expect(JSON.parse(answer.text), url).toMatchObject({ code: 'IMAGE_URL_FAILED', message: 'Could not fetch image from URL' });
    }
  });
});
