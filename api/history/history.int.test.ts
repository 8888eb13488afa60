import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';

let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina();
});
afterAll(() => vitrina.close());

describe('browse history', () => {
  it('lists the clothes a signed-in person opened, newest first, each once; hidden ones drop out; guests leave none', async () => {
    const { client: brand } = await signedInBrand(vitrina, 'PRO');
    const ids: string[] = [];
    for (const name of ['Camisa de lino', 'Falda plisada', 'Abrigo de lana']) {
      const created = await brand.post<{ id: string }>('/admin/clothes', clothBody({ names: { es: name } }));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.id);
    }
    const [shirt, skirt, coat] = ids as [string, string, string];
    const { client: shopper } = await vitrina.signedIn('USER');
    const before = await vitrina.head();
    await vitrina.client().get(`/clothes/${shirt}`);
    expect(await vitrina.head()).toBe(before);

    for (const id of [shirt, skirt, shirt, coat]) expect((await shopper.get(`/clothes/${id}`)).status).toBe(200);
    await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['history']);
    const history = await shopper.get<{ items: Array<{ id: string; name: string }> }>('/profile/history');
    // The second opening of the shirt came within the reload window, so it counts once, where it first was.
    expect(history.body.items.map((item) => item.id)).toEqual([coat, skirt, shirt]);
    expect(history.body.items[0]!.name).toBe('Abrigo de lana');

    expect((await brand.put(`/admin/clothes/${skirt}/visibility`, { visible: false })).status).toBe(200);
    const after = await shopper.get<{ items: Array<{ id: string }> }>('/profile/history');
    expect(after.body.items.map((item) => item.id)).toEqual([coat, shirt]);
    expect((await vitrina.client().get('/profile/history')).status).toBe(401);
  });
});

describe("a guest's recently viewed", () => {
  it("reads the ids a guest's browser kept as the clothes are now, in that order, each once; hidden ones and unknown ids drop out; nothing is recorded", async () => {
    const { client: brand } = await signedInBrand(vitrina, 'PRO');
    const ids: string[] = [];
    for (const names of [{ es: 'Blusa de seda', en: 'Silk blouse' }, { es: 'Pantalón recto' }, { es: 'Vestido cruzado' }]) {
      const created = await brand.post<{ id: string }>('/admin/clothes', clothBody({ names }));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.id);
    }
    const [blouse, trousers, dress] = ids as [string, string, string];
    const guest = vitrina.client();
    const before = await vitrina.head();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const read = await guest.call<{ items: Array<{ id: string; name: string; price: number; inStock: boolean }> }>(
      'GET',
      `/recently-viewed?ids=${[dress, blouse, unknown, dress, trousers].join(',')}`,
      undefined,
      { 'accept-language': 'en' },
    );
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.items.map((item) => item.id)).toEqual([dress, blouse, trousers]);
    expect(read.body.items[1]!.name).toBe('Silk blouse');
    expect(read.body.items[2]!.name).toBe('Pantalón recto');
    expect(await vitrina.head()).toBe(before);

    expect((await brand.put(`/admin/clothes/${blouse}/visibility`, { visible: false })).status).toBe(200);
    const after = await guest.get<{ items: Array<{ id: string }> }>(`/recently-viewed?ids=${dress},${blouse}`);
    expect(after.body.items.map((item) => item.id)).toEqual([dress]);
    expect((await guest.get<{ items: unknown[] }>('/recently-viewed')).body.items).toEqual([]);
    expect((await guest.get('/recently-viewed?ids=not-an-id')).status).toBe(400);
    expect((await guest.get(`/recently-viewed?ids=${Array.from({ length: 13 }, () => dress).join(',')}`)).status).toBe(400);
  });
});
