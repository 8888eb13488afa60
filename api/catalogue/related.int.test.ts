import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '@vitrina/testkit/api/security/harness';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';

/** A cloth page's neighbours: more from its brand, and similar clothes of any brand by nearest price. */
let vitrina: TestVitrina;
let sur: { client: Client; brandId: string };
let norte: { client: Client; brandId: string };
const ids: Record<string, string> = {};

const add = async (brand: Client, key: string, overrides: Record<string, unknown>) => {
  const created = await brand.post<{ id: string }>('/admin/clothes', clothBody({ names: { es: key }, ...overrides }));
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  ids[key] = created.body.id;
};

beforeAll(async () => {
  vitrina = await startTestVitrina();
  [sur, norte] = await Promise.all([signedInBrand(vitrina, 'PRO'), signedInBrand(vitrina, 'PRO')]);
  // Shirts (type 1, camisas) at several prices; a dress of the same type in another category; a hidden shirt.
  await add(sur.client, 'shirt', { price: 100 });
  await add(sur.client, 'dearShirt', { price: 180 });
  await add(sur.client, 'dress', { price: 101, categoryId: 'vestidos' });
  await add(sur.client, 'hiddenShirt', { price: 100, visible: false });
  await add(norte.client, 'nearShirt', { price: 95 });
  await add(norte.client, 'saleShirt', { price: 300, discountedPrice: 110, discountEnabled: true });
  await add(norte.client, 'cheapShirt', { price: 20 });
});
afterAll(() => vitrina?.close());

const guest = () => vitrina.client(freshIp());
const names = (items: Array<{ name: string }>) => items.map((item) => item.name);

describe('GET /clothes/:id/similar', () => {
  it('lists public clothes of the same type and category from any brand, nearest effective price first, without this one', async () => {
    const answer = await guest().get<{ items: Array<{ name: string; brand: { id: string } }> }>(`/clothes/${ids.shirt}/similar`);
    expect(answer.status).toBe(200);
    expect(names(answer.body.items)).toEqual(['nearShirt', 'saleShirt', 'dearShirt', 'cheapShirt']);
    expect((await guest().get<{ items: unknown[] }>(`/clothes/${ids.shirt}/similar?limit=2`)).body.items).toHaveLength(2);
  });

  it('answers 404 for a cloth readers cannot see and 400 for a bad id or limit', async () => {
    expect((await guest().get(`/clothes/${ids.hiddenShirt}/similar`)).body).toMatchObject({ code: 'CLOTH_NOT_FOUND' });
    expect((await guest().get('/clothes/not-an-id/similar')).status).toBe(400);
    expect((await guest().get(`/clothes/${ids.shirt}/similar?limit=0`)).status).toBe(400);
    expect((await guest().get(`/clothes/${ids.shirt}/similar?page=2`)).status).toBe(400);
  });
});

describe('GET /clothes/:id/more-from-brand', () => {
  it('lists the brand’s other public clothes, newest first', async () => {
    const answer = await guest().get<{ items: Array<{ name: string }> }>(`/clothes/${ids.shirt}/more-from-brand`);
    expect(answer.status).toBe(200);
    expect(names(answer.body.items)).toEqual(['dress', 'dearShirt']);
    expect((await guest().get(`/clothes/${ids.hiddenShirt}/more-from-brand`)).status).toBe(404);
  });
});

describe('GET /clothes/:id', () => {
  it('names the brand with its logo (none yet)', async () => {
    const answer = await guest().get<{ brand: unknown }>(`/clothes/${ids.nearShirt}`);
    expect(answer.body.brand).toEqual({ id: norte.brandId, name: expect.any(String), logo: null });
  });
});
