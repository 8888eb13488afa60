import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';

let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina();
});
afterAll(() => vitrina.close());

interface Brand {
  id: string;
  owner: { id: string } | null;
}

describe("a brand whose owner's account is erased", () => {
  it('keeps its clothes, has no owner until an admin assigns a brand account with no brand, who then manages it', async () => {
    const { client: owner, brandId } = await signedInBrand(vitrina, 'PRO');
    const cloth = (await owner.post<{ id: string }>('/admin/clothes', clothBody({ names: { es: 'Camisa que se queda' } }))).body.id;
    const ownerId = (await owner.get<{ userId: string }>('/auth/me')).body.userId;
    const admin = (await vitrina.signedIn('ADMIN')).client;
    expect((await admin.post(`/admin/users/${ownerId}/erase`, {})).status).toBe(204);

    const listed = async () => (await admin.get<{ items: Brand[] }>('/admin/brands?pageSize=200')).body.items.find((brand) => brand.id === brandId);
    expect(await listed()).toMatchObject({ owner: null });
    expect((await vitrina.client().get(`/clothes/${cloth}`)).status).toBe(200);

    const shopper = await vitrina.signedIn('USER');
    expect(await admin.put(`/admin/brands/${brandId}/owner`, { ownerId: shopper.userId })).toMatchObject({ status: 404, body: { code: 'OWNER_NOT_FOUND' } });
    const { client: other, brandId: otherBrand } = await signedInBrand(vitrina, 'BASIC');
    const otherId = (await other.get<{ userId: string }>('/auth/me')).body.userId;
    expect(await admin.put(`/admin/brands/${brandId}/owner`, { ownerId: otherId })).toMatchObject({ status: 409, body: { code: 'OWNER_HAS_BRAND' } });
    expect(otherBrand).not.toBe(brandId);

    const heir = await vitrina.signedIn('BRAND');
    const assigned = await admin.put<Brand>(`/admin/brands/${brandId}/owner`, { ownerId: heir.userId });
    expect(assigned).toMatchObject({ status: 200, body: { id: brandId, owner: { id: heir.userId } } });
    expect((await heir.client.get<{ id: string }>('/admin/brand')).body).toMatchObject({ id: brandId });
    // The brand's plan moved with it: the heir's row in the users list shows it, the erased row no longer does.
    const rows = (await admin.get<{ items: Array<{ id: string; owner: string | null; subscription: { tier: string } | null }> }>('/admin/users?pageSize=200'))
      .body.items;
    expect(rows.find((row) => row.id === heir.userId)).toMatchObject({ owner: brandId, subscription: { tier: 'PRO' } });
    expect(rows.find((row) => row.id === ownerId)).toMatchObject({ owner: null, subscription: null });
    expect((await heir.client.get<{ items: Array<{ id: string }> }>('/admin/clothes')).body.items.map((item) => item.id)).toContain(cloth);
  });
});
