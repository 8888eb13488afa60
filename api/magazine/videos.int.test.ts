import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleMp4, sampleWebm } from '@vitrina/testkit/infra/images/video-samples';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import { freshIp, rawRequest, sessionCookie, withoutAppend, type RawAnswer } from '@vitrina/testkit/api/security/harness';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { entryBody } from '@vitrina/testkit/api/magazine';
import type { MagazineItem } from './views';

/** The smallest cap the config takes, so the oversize probe stays small. */
const VIDEO_MAX_BYTES = 1_000_000;

/** Uploading magazine videos as raw bodies, checked by their bytes, and serving them with Range support. */
let vitrina: TestVitrina;
let brandSession: string;
let userSession: string;
let brandClient: Client;
beforeAll(async () => {
  vitrina = await startTestVitrina({ VIDEO_MAX_BYTES: String(VIDEO_MAX_BYTES) });
  const [brand, user] = await Promise.all([signedInBrand(vitrina, 'PRO'), vitrina.signedIn('USER', freshIp())]);
  brandClient = brand.client;
  const { sessions, readModels } = vitrina.vitrina.runtime;
  const owner = await readModels.collection('users').findOne({ owner: brand.brandId });
  brandSession = (await sessions.create(String(owner!._id))).id;
  userSession = (await sessions.create(user.userId)).id;
});
afterAll(() => vitrina?.close());

const upload = (session: string | null, contentType: string, body: Buffer, extra: Record<string, string> = { 'X-Requested-With': 'vitrina' }) =>
  rawRequest(
    vitrina,
    'POST',
    '/videos',
    { 'Content-Type': contentType, ...(session ? { Cookie: `${sessionCookie(vitrina)}=${session}` } : {}), 'X-Forwarded-For': freshIp(), ...extra },
    body,
  );
const json = (answer: RawAnswer) => JSON.parse(answer.text) as Record<string, unknown>;

describe('POST /videos', () => {
  it('stores an MP4 and a WebM under content names, served at /images with Range support, and appends nothing', async () => {
    const mp4 = sampleMp4(4_000, 3);
    const answer = await withoutAppend(vitrina, () => upload(brandSession, 'video/mp4', mp4));
    expect(answer.status, answer.text).toBe(201);
    const { name, url } = json(answer) as { name: string; url: string };
    expect(name).toMatch(/^[0-9a-f]{32}\.mp4$/);
    expect(url).toBe(`/images/${name}`);

    const whole = await fetch(`${vitrina.url}${url}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await whole.arrayBuffer()).equals(mp4)).toBe(true);
    const part = await fetch(`${vitrina.url}${url}`, { headers: { Range: 'bytes=0-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-11/${mp4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(mp4.subarray(0, 12))).toBe(true);

    // The type is what the bytes say: a WebM sent as video/mp4 is stored as .webm.
    const webm = await upload(brandSession, 'video/mp4', sampleWebm());
    expect(webm.status, webm.text).toBe(201);
    expect(json(webm).name).toMatch(/^[0-9a-f]{32}\.webm$/);
    expect((await fetch(`${vitrina.url}${String(json(webm).url)}`)).headers.get('content-type')).toBe('video/webm');
  });

  it('lets a brand publish a video entry naming the upload', async () => {
    const answer = await upload(brandSession, 'video/webm', sampleWebm(1_000, 8));
    const { name } = json(answer) as { name: string };
    const published = await brandClient.post<MagazineItem>('/admin/magazine', entryBody(name, { contentType: 'video' }));
    expect(published).toMatchObject({ status: 201, body: { contentType: 'video', media: { url: `/images/${name}`, posterUrl: null } } });
  });

  it('refuses a text file named .mp4, an image, other body types and empty bodies', async () => {
    const text = await withoutAppend(vitrina, () => upload(brandSession, 'video/mp4', Buffer.from('this is a text file named clip.mp4\n')));
    expect(text.status).toBe(400);
    expect(json(text)).toEqual({ code: 'VIDEO_UNSUPPORTED', message: 'The file is not an MP4 or WebM video.' });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(json(await upload(brandSession, 'video/mp4', png)).code).toBe('VIDEO_UNSUPPORTED');
    expect((await upload(brandSession, 'video/quicktime', sampleMp4())).status).toBe(415);
    expect((await upload(brandSession, 'text/plain', sampleMp4())).status).toBe(415);
    expect((await upload(brandSession, 'video/mp4', Buffer.alloc(0))).status).toBe(415);
  });

  it('takes videos only from a brand whose plan is in good standing, as images (402 SUBSCRIPTION_INACTIVE)', async () => {
    const unpaid = await signedInBrand(vitrina, 'PRO', { paid: false });
    const session = (await vitrina.vitrina.runtime.sessions.create(unpaid.userId)).id;
    const answer = await upload(session, 'video/mp4', sampleMp4());
    expect([answer.status, json(answer)]).toEqual([
      402,
      { code: 'SUBSCRIPTION_INACTIVE', message: 'Your plan is not active. Pay your subscription to upload clothes.' },
    ]);
  });

  it('refuses a body over the size limit with 413', async () => {
    const answer = await upload(brandSession, 'video/mp4', Buffer.concat([sampleMp4(), Buffer.alloc(VIDEO_MAX_BYTES)]));
    expect(answer.status).toBe(413);
    expect(json(answer).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('is for brand roles only, and needs the write header', async () => {
    expect((await upload(userSession, 'video/mp4', sampleMp4())).status).toBe(403);
    expect((await upload(null, 'video/mp4', sampleMp4())).status).toBe(401);
    expect((await upload(brandSession, 'video/mp4', sampleMp4(), {})).status).toBe(403);
  });
});

describe('video bodies elsewhere', () => {
  it('are refused on every other route', async () => {
    const answer = await rawRequest(
      vitrina,
      'POST',
      '/admin/magazine',
      { 'Content-Type': 'video/mp4', 'X-Requested-With': 'vitrina', Cookie: `${sessionCookie(vitrina)}=${brandSession}` },
      sampleMp4(),
    );
    expect(answer.status).toBe(415);
  });
});
