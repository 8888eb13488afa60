import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '@vitrina/testkit/api/security/harness';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';

/** What readers see: the cloth page (hidden clothes only for their brand and admins), the brand page, the admin list. */
let vitrina: TestVitrina;
let admin: Client;
let reader: Client;
let brand: { client: Client; brandId: string };
let shown: { id: string };
let offer: { id: string };
let hidden: { id: string };
beforeAll(async () => {
  vitrina = await startTestVitrina();
  [admin, reader, brand] = await Promise.all([
    vitrina.signedIn('ADMIN', freshIp()).then((s) => s.client),
    vitrina.signedIn('USER', freshIp()).then((s) => s.client),
    signedInBrand(vitrina, 'PRO'),
  ]);
  const add = async (body: Record<string, unknown>) => (await brand.client.post<{ id: string }>('/admin/clothes', clothBody(body))).body;
  shown = await add({ names: { es: 'Camisa', en: 'Shirt' } });
  offer = await add({ names: { es: 'Vestido' }, price: 100, discountEnabled: true, discountedPrice: 75 });
  hidden = await add({ names: { es: 'Secreto' }, visible: false });
});
afterAll(() => vitrina?.close());

describe('GET /clothes/:id', () => {
  it('shows a visible cloth to anyone, named in their language with Spanish as the fallback', async () => {
    const english = await vitrina.client().call('GET', `/clothes/${shown.id}`, undefined, { 'Accept-Language': 'en' });
    expect(english).toMatchObject({ status: 200, body: { id: shown.id, name: 'Shirt', names: { es: 'Camisa', en: 'Shirt' }, brandName: expect.any(String) } });
    expect(english.headers.get('etag')).toMatch(/^"\d+"$/);
    const french = await vitrina.client().call('GET', `/clothes/${offer.id}`, undefined, { 'Accept-Language': 'fr' });
    expect(french.body).toMatchObject({ name: 'Vestido', effectivePrice: 75, images: [{ url: expect.stringMatching(/^\/images\/[0-9a-f]{32}\.webp$/) }] });
  });

  it('hides a hidden cloth from everyone but its brand and admins', async () => {
    expect((await vitrina.client().get(`/clothes/${hidden.id}`)).status).toBe(404);
    expect(await reader.get(`/clothes/${hidden.id}`)).toMatchObject({ status: 404, body: { code: 'CLOTH_NOT_FOUND' } });
    expect((await brand.client.get(`/clothes/${hidden.id}`)).status).toBe(200);
    expect((await admin.get(`/clothes/${hidden.id}`)).status).toBe(200);
    expect((await vitrina.client().get('/clothes/5e0c2f7a-1111-4c5b-9e8f-0a1b2c3d4e5f')).status).toBe(404);
  });
});

describe('GET /brands/:id', () => {
  it('gives the brand, its offers and its visible clothes to a signed-in reader', async () => {
    const page = await reader.get<{ brand: string; offers: { id: string }[]; clothes: { items: { id: string }[]; total: number } }>(`/brands/${brand.brandId}`);
    expect(page.status).toBe(200);
    expect(page.body.offers.map((cloth) => cloth.id)).toEqual([offer.id]);
    expect(page.body.clothes.total).toBe(2);
    expect(page.body.clothes.items.map((cloth) => cloth.id).sort()).toEqual([shown.id, offer.id].sort());
    expect(page.body).not.toHaveProperty('ownerId');
    const second = await reader.get<{ clothes: { items: unknown[] } }>(`/brands/${brand.brandId}?page=2&pageSize=1`);
    expect(second.body.clothes.items).toHaveLength(1);
  });

  it('asks guests to log in and answers 404 for an unknown brand', async () => {
    expect((await vitrina.client().get(`/brands/${brand.brandId}`)).status).toBe(401);
    expect(await reader.get('/brands/5e0c2f7a-1111-4c5b-9e8f-0a1b2c3d4e5f')).toMatchObject({ status: 404, body: { code: 'BRAND_NOT_FOUND' } });
  });
});

describe('GET /admin/clothes', () => {
  it("lists a brand's own clothes, hidden ones too; an admin sees every brand's or one brand's", async () => {
    const own = await brand.client.get<{ total: number }>('/admin/clothes');
    expect(own.body.total).toBe(3);
    const other = await signedInBrand(vitrina, 'BASIC');
    await other.client.post('/admin/clothes', clothBody());
    expect((await admin.get<{ total: number }>(`/admin/clothes?brandId=${brand.brandId}`)).body.total).toBe(3);
    expect((await admin.get<{ total: number }>('/admin/clothes')).body.total).toBe(4);
    expect((await admin.get<{ items: unknown[] }>('/admin/clothes?page=2&pageSize=3')).body.items).toHaveLength(1);
  });
});
