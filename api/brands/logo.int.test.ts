import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandStream } from '@vitrina/domain/brands/events';
import { FIXTURE_IMAGE } from '@vitrina/testkit/api/fixture-images';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import { freshIp, rawRequest, sessionCookie } from '@vitrina/testkit/api/security/harness';
import type { Client, TestVitrina } from '@vitrina/testkit/api/vitrina';
import { startTestVitrina } from '@vitrina/testkit/api/vitrina';

let vitrina: TestVitrina;
let owner: { client: Client; brandId: string };
let other: { client: Client; brandId: string };
beforeAll(async () => {
  vitrina = await startTestVitrina();
  [owner, other] = await Promise.all([signedInBrand(vitrina, 'BASIC'), signedInBrand(vitrina, 'BASIC')]);
});
afterAll(() => vitrina?.close());

type Logo = { name: string; thumb: string; url: string; thumbUrl: string } | null;

/** Uploads a wide PNG as the brand's owner through the cloth images' route, as a logo. */
async function uploadLogo(brandId: string) {
  const user = await vitrina.vitrina.runtime.readModels.collection('users').findOne({ owner: brandId });
  const session = (await vitrina.vitrina.runtime.sessions.create(String(user!._id))).id;
  const png = await sharp({ create: { width: 600, height: 150, channels: 3, background: { r: 30, g: 30, b: 30 } } })
    .png()
    .toBuffer();
  const headers = { 'Content-Type': 'image/png', 'X-Requested-With': 'vitrina', 'X-Forwarded-For': freshIp(), Cookie: `${sessionCookie(vitrina)}=${session}` };
  const uploaded = await rawRequest(vitrina, 'POST', '/admin/images?kind=logo', headers, png);
  expect(uploaded.status, uploaded.text).toBe(201);
  return JSON.parse(uploaded.text) as { name: string; thumb: string; url: string };
}

const logoEvents = async (brandId: string) => {
  const events = await vitrina.vitrina.runtime.eventStore.readStream(brandStream(brandId));
  return events.filter((event) => event.type === 'BrandLogoSet').map((event) => event.data);
};

describe('a brand’s logo', () => {
  it('is uploaded whole (fitted into a square, not cropped) and set by the brand’s owner, then shown on its pages', async () => {
    const { name, thumb, url } = await uploadLogo(owner.brandId);
    const served = await fetch(`${vitrina.url}${url}`);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 512, height: 512 });

    const set = await owner.client.put<{ logo: Logo }>(`/admin/brands/${owner.brandId}/logo`, { logo: { name, thumb } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.logo).toEqual({ name, thumb, url: `/images/${name}`, thumbUrl: `/images/${thumb}` });
    expect(await logoEvents(owner.brandId)).toMatchObject([{ brandId: owner.brandId, logo: { name, thumb } }]);

    expect((await owner.client.get<{ logo: Logo }>('/admin/brand')).body.logo).toMatchObject({ name });
    expect((await other.client.get<{ logo: Logo; brand: string }>(`/brands/${owner.brandId}`)).body.logo).toMatchObject({ name, url: `/images/${name}` });
  });

  it('is refused to another brand (as if the brand did not exist) and when it names an image the store lacks', async () => {
    const before = await logoEvents(owner.brandId);
    const foreign = await other.client.put(`/admin/brands/${owner.brandId}/logo`, { logo: FIXTURE_IMAGE });
    expect(foreign).toMatchObject({ status: 404, body: { code: 'BRAND_NOT_FOUND' } });
    expect(await other.client.call('DELETE', `/admin/brands/${owner.brandId}/logo`, {})).toMatchObject({ status: 404, body: { code: 'BRAND_NOT_FOUND' } });
    const missing = await owner.client.put(`/admin/brands/${owner.brandId}/logo`, { logo: { name: `${'0'.repeat(32)}.webp`, thumb: FIXTURE_IMAGE.thumb } });
    expect(missing).toMatchObject({ status: 400, body: { code: 'MEDIA_NOT_FOUND', fields: [{ path: 'logo.name' }] } });
    expect((await owner.client.put(`/admin/brands/${owner.brandId}/logo`, { logo: { name: 'logo.png', thumb: 'x' } })).status).toBe(400);
    expect(await logoEvents(owner.brandId)).toEqual(before);
  });

  it('can be set and removed (DELETE; a null logo is refused) by an admin', async () => {
    const { client: admin } = await vitrina.signedIn('ADMIN');
    const set = await admin.put<{ logo: Logo }>(`/admin/brands/${other.brandId}/logo`, { logo: FIXTURE_IMAGE });
    expect(set.status).toBe(200);
    expect(set.body.logo).toMatchObject(FIXTURE_IMAGE);
    const listed = await admin.get<{ items: Array<{ id: string; logo: Logo }> }>('/admin/brands?pageSize=200');
    expect(listed.body.items.find((brand) => brand.id === other.brandId)?.logo).toMatchObject(FIXTURE_IMAGE);
    expect((await admin.put(`/admin/brands/${other.brandId}/logo`, { logo: null })).status).toBe(400);
    const removed = await admin.call<{ logo: Logo }>('DELETE', `/admin/brands/${other.brandId}/logo`, {});
    expect(removed).toMatchObject({ status: 200, body: { logo: null } });
    expect((await owner.client.get<{ logo: Logo }>(`/brands/${other.brandId}`)).body.logo).toBeNull();
  });
});
