import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsAfter, startSignedIn, withoutAppend } from '@vitrina/testkit/api/security/harness';
import type { Client, TestVitrina } from '@vitrina/testkit/api/vitrina';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';

/** Clothes through the admin api: the tier limit under concurrency, ownership, price rules and revisions. */
let vitrina: TestVitrina;
let admin: Client;
beforeAll(async () => void ({ vitrina, client: admin } = await startSignedIn('ADMIN')));
afterAll(() => vitrina?.close());

type Cloth = { id: string; brandId: string; name: string; price: number; effectivePrice: number; visible: boolean; revision: number };

describe('the tier limit', () => {
  it('ends a BASIC brand with 9 clothes firing 20 concurrent uploads with exactly 10', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'BASIC');
    for (let i = 0; i < 9; i++) expect((await client.post('/admin/clothes', clothBody())).status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.post('/admin/clothes', clothBody())));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(403)]);
    expect(answers.find((answer) => answer.status === 403)!.body).toEqual({
      code: 'UPLOAD_LIMIT_REACHED',
      message: "You've reached your upload limit. Please upgrade your subscription.",
    });
    const list = await client.get<{ total: number; items: Cloth[] }>('/admin/clothes');
    expect(list.body.total).toBe(10);
    expect(list.body.items.every((cloth) => cloth.brandId === brandId)).toBe(true);
    const added = (await eventsAfter(vitrina, 0n)).filter((event) => event.type === 'ClothAdded' && event.streamId === `catalogue-${brandId}`);
    expect(added).toHaveLength(10);
  });
});

describe('ownership', () => {
  it("answers 404 for another brand's cloth and appends nothing", async () => {
    const [ana, bea] = await Promise.all([signedInBrand(vitrina, 'PRO'), signedInBrand(vitrina, 'PRO')]);
    const cloth = (await ana.client.post<Cloth>('/admin/clothes', clothBody())).body;
    for (const call of [
      () => bea.client.put(`/admin/clothes/${cloth.id}`, clothBody({ price: 10 })),
      () => bea.client.put(`/admin/clothes/${cloth.id}/visibility`, { visible: false }),
      () => bea.client.call('DELETE', `/admin/clothes/${cloth.id}`, {}),
    ]) {
      const answer = await withoutAppend(vitrina, call);
      expect(answer).toMatchObject({ status: 404, body: { code: 'CLOTH_NOT_FOUND' } });
    }
    const naming = await withoutAppend(vitrina, () => bea.client.post('/admin/clothes', clothBody({ brandId: ana.brandId })));
    expect(naming).toMatchObject({ status: 404, body: { code: 'BRAND_NOT_FOUND' } });
    const listing = await bea.client.get(`/admin/clothes?brandId=${ana.brandId}`);
    expect(listing.status).toBe(404);
    expect((await bea.client.get<{ total: number }>('/admin/clothes')).body.total).toBe(0);
  });

  it('lets an admin act on any brand, naming it', async () => {
    const { brandId } = await signedInBrand(vitrina, 'PRO');
    const added = await admin.post<Cloth>('/admin/clothes', clothBody({ brandId }));
    expect(added).toMatchObject({ status: 201, body: { brandId } });
    const edited = await admin.put<Cloth>(`/admin/clothes/${added.body.id}`, clothBody({ price: 99.5 }));
    expect(edited).toMatchObject({ status: 200, body: { price: 99.5, effectivePrice: 99.5 } });
    expect((await admin.get<{ total: number }>(`/admin/clothes?brandId=${brandId}`)).body.total).toBe(1);
  });
});

describe('price rules', () => {
  it('refuses bad prices with INVALID_PRICE and appends nothing', async () => {
    const { client } = await signedInBrand(vitrina, 'PRO');
    for (const body of [
      clothBody({ price: 0 }),
      clothBody({ price: -3 }),
      clothBody({ price: 12.345 }),
      clothBody({ discountEnabled: true }),
      clothBody({ discountEnabled: true, discountedPrice: 42 }),
      clothBody({ discountEnabled: true, discountedPrice: 50 }),
    ]) {
      const answer = await withoutAppend(vitrina, () => client.post('/admin/clothes', body));
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { code: 'INVALID_PRICE' } });
    }
    const discounted = await client.post<Cloth>('/admin/clothes', clothBody({ discountEnabled: true, discountedPrice: 30.5, currency: 'EUR' }));
    expect(discounted).toMatchObject({ status: 201, body: { price: 42, discountedPrice: 30.5, effectivePrice: 30.5, currency: 'EUR' } });
  });
});

describe('revisions', () => {
  it('sends an ETag and refuses an edit with a stale If-Match', async () => {
    const { client } = await signedInBrand(vitrina, 'PRO');
    const added = await client.post<Cloth>('/admin/clothes', clothBody());
    const etag = added.headers.get('etag')!;
    expect(etag).toBe(`"${added.body.revision}"`);
    const first = await client.call<Cloth>('PUT', `/admin/clothes/${added.body.id}`, clothBody({ price: 50 }), { 'If-Match': etag });
    expect(first.status).toBe(200);
    const stale = await withoutAppend(vitrina, () => client.call('PUT', `/admin/clothes/${added.body.id}`, clothBody({ price: 60 }), { 'If-Match': etag }));
    expect(stale).toMatchObject({ status: 412, body: { code: 'STALE_REVISION' } });
    const hidden = await client.call<Cloth>(
      'PUT',
      `/admin/clothes/${added.body.id}/visibility`,
      { visible: false },
      { 'If-Match': first.headers.get('etag')! },
    );
    expect(hidden).toMatchObject({ status: 200, body: { visible: false } });
    expect((await client.call('DELETE', `/admin/clothes/${added.body.id}`, {})).status).toBe(204);
    expect((await client.get<{ total: number }>('/admin/clothes')).body.total).toBe(0);
  });
});
