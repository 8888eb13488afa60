import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleMp4 } from '@vitrina/testkit/infra/images/video-samples';
import { freshIp, rawRequest, sessionCookie, type RawAnswer } from '@vitrina/testkit/api/security/harness';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import { uploadLimitKey, uploadLimits, type UploadKind } from './upload-limits';

/**
 * Uploads are limited per user an hour. The real limiter is brought to one upload short of the limit (as that many
 * earlier uploads would), so the test stays fast and the limits stay the product's.
 */
let vitrina: TestVitrina;
let users: string[];
beforeAll(async () => {
  vitrina = await startTestVitrina();
  // Brands that have paid: an unpaid one uploads no image at all (402 SUBSCRIPTION_INACTIVE, images.int.test.ts).
  users = (await Promise.all([signedInBrand(vitrina, 'BASIC'), signedInBrand(vitrina, 'BASIC')])).map((signed) => signed.userId);
});
afterAll(() => vitrina?.close());

async function send(userId: string, path: string, contentType: string, body: Buffer | string): Promise<RawAnswer> {
  const session = (await vitrina.vitrina.runtime.sessions.create(userId)).id;
  const headers = { 'Content-Type': contentType, 'X-Requested-With': 'vitrina', 'X-Forwarded-For': freshIp(), Cookie: `${sessionCookie(vitrina)}=${session}` };
  return rawRequest(vitrina, 'POST', path, headers, body);
}

const png = () =>
  sharp({ create: { width: 200, height: 320, channels: 3, background: { r: 90, g: 40, b: 160 } } })
    .png()
    .toBuffer();

/** Spends all but one of the user's uploads of this kind this hour. */
async function spendAllButOne(userId: string, kind: UploadKind) {
  const rule = uploadLimits(vitrina.vitrina.runtime.config)[kind];
  const spent = await vitrina.vitrina.runtime.limiter.consume(uploadLimitKey(kind, userId), rule, rule.limit - 1);
  expect(spent.allowed).toBe(true);
}

function expectLimited(answer: RawAnswer) {
  expect(answer.status, answer.text).toBe(429);
  expect(JSON.parse(answer.text)).toMatchObject({ code: 'RATE_LIMITED' });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(3_500);
  expect(retryAfter).toBeLessThanOrEqual(3_600);
}

describe('upload limits', () => {
  it('lets the last image of the hour through, then answers 429 with Retry-After, by upload and by URL alike', async () => {
    const [ana, bea] = users as [string, string];
    await spendAllButOne(ana, 'image');
    expect((await send(ana, '/admin/images', 'image/png', await png())).status).toBe(201);
    expectLimited(await send(ana, '/admin/images', 'image/png', await png()));
    // Refused before the body is looked at: an empty one would otherwise be a 415.
    expectLimited(await send(ana, '/admin/images', 'image/png', ''));
    expectLimited(await send(ana, '/admin/images/from-url', 'application/json', JSON.stringify({ url: 'https://example.com/a.png' })));
    // Another user's budget is their own.
    expect((await send(bea, '/admin/images', 'image/png', await png())).status).toBe(201);
  });

  it('limits videos on their own budget; a body refused for its type spends nothing', async () => {
    const [, bea] = users as [string, string];
    await spendAllButOne(bea, 'video');
    expect((await send(bea, '/videos', 'video/mp4', Buffer.from('not a video at all'))).status).toBe(400);
    expect((await send(bea, '/videos', 'application/json', '{}')).status).toBe(415);
    expect((await send(bea, '/videos', 'video/mp4', sampleMp4(2_000, 7))).status).toBe(201);
    expectLimited(await send(bea, '/videos', 'video/mp4', sampleMp4(2_000, 8)));
    // Refused before the body is looked at, as above.
    expectLimited(await send(bea, '/videos', 'application/json', '{}'));
    expect((await send(bea, '/admin/images', 'image/png', await png())).status).toBe(201);
  });
});
