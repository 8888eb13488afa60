import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandClicksStream } from '@vitrina/domain/brands/events';
import { catalogueFixture } from '@vitrina/testkit/api/catalogue';
import { newBrand, startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';

let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina();
});
afterAll(() => vitrina.close());

const profile = { name: 'Lanas del Sur S.R.L.', brand: 'Lanas Sur', description: 'Tejidos a mano', location: 'Bariloche' };

describe('admin brands', () => {
  it('lets an admin create, list, edit, rate and delete a brand', async () => {
    const { client: admin } = await vitrina.signedIn('ADMIN');
    const created = await admin.post<{ id: string; brand: string; prestige: number }>('/admin/brands', profile);
    expect(created).toMatchObject({ status: 201, body: { brand: 'Lanas Sur', prestige: 0 } });
    const { id } = created.body;

    const list = await admin.get<{ items: Array<{ id: string }> }>('/admin/brands?q=Lanas');
    expect(list.body.items.map((brand) => brand.id)).toContain(id);

    expect((await admin.put(`/admin/brands/${id}`, { ...profile, location: 'Ushuaia' })).body).toMatchObject({ location: 'Ushuaia' });
    expect((await admin.put(`/admin/brands/${id}/prestige`, { prestige: 80 })).body).toMatchObject({ prestige: 80 });
    expect((await admin.put(`/admin/brands/${id}/prestige`, { prestige: 101 })).status).toBe(400);

    expect((await admin.call('DELETE', `/admin/brands/${id}`)).status).toBe(204);
    expect((await admin.put(`/admin/brands/${id}`, profile)).status).toBe(404);
  });

  it('gives a new brand only an owner with a brand role and no brand yet', async () => {
    const { client: admin } = await vitrina.signedIn('ADMIN');
    const head = await vitrina.head();
    const shopper = await vitrina.signedIn('USER');
    const taken = (await vitrina.signedIn('BRAND')).userId;
    expect((await admin.post('/admin/brands', { ...profile, ownerId: shopper.userId })).body).toMatchObject({ code: 'OWNER_NOT_FOUND' });
    expect((await admin.post('/admin/brands', { ...profile, ownerId: '5b0c9f1e-0000-4000-8000-0000000000aa' })).status).toBe(404);
    const first = await admin.post<{ id: string }>('/admin/brands', { ...profile, ownerId: taken });
    expect(first.status).toBe(201);
    const before = await vitrina.head();
    expect((await admin.post('/admin/brands', { ...profile, ownerId: taken })).body).toMatchObject({ code: 'OWNER_HAS_BRAND' });
    expect(await vitrina.head()).toBe(before);
    expect(before).toBeGreaterThan(head);
  });

  it('lets a brand owner edit their own brand only; another brand is answered 404, whatever the body, and nothing is appended', async () => {
    const owner = vitrina.client();
    const brand = newBrand();
    expect((await owner.post('/auth/register', { ...brand, token: await owner.captcha() })).status).toBe(201);
    expect((await owner.post('/auth/login', { email: brand.email, password: brand.password })).status).toBe(200);
    const me = await owner.get<{ userId: string }>('/auth/me');
    const users = vitrina.vitrina.runtime.readModels.collection<{ _id: string; owner: string }>('users');
    const ownBrandId = (await users.findOne({ _id: me.body.userId }))!.owner;

    const edited = await owner.put(`/admin/brands/${ownBrandId}`, { ...profile, brand: brand.brand.brand });
    expect(edited).toMatchObject({ status: 200, body: { location: 'Bariloche' } });

    const other = (await catalogueFixture(vitrina)).brandId;
    const before = await vitrina.head();
    expect((await owner.put(`/admin/brands/${other}`, profile)).body).toMatchObject({ code: 'BRAND_NOT_FOUND' });
    // Checked before the body is read: what was sent for another brand is never judged.
    expect((await owner.put(`/admin/brands/${other}`, { brand: '' })).body).toMatchObject({ code: 'BRAND_NOT_FOUND' });
    expect(await vitrina.head()).toBe(before);
    expect((await owner.put(`/admin/brands/${ownBrandId}/prestige`, { prestige: 100 })).status).toBe(403);
  });
});

describe('clicks on a brand name', () => {
  it('are counted as events, capped per client, and refused for unknown brands', async () => {
    const { brandId } = await catalogueFixture(vitrina);
    const visitor = vitrina.client('203.0.113.7');
    for (let i = 0; i < 7; i++) expect((await visitor.post(`/brands/${brandId}/click`)).status).toBe(204);
    const clicks = await vitrina.vitrina.runtime.eventStore.readStream(brandClicksStream(brandId));
    expect(clicks.filter((event) => event.type === 'BrandNameClicked')).toHaveLength(5);
    expect((await visitor.post('/brands/5b0c9f1e-0000-4000-8000-00000000abcd/click')).status).toBe(404);
  });
});
