import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clothBody, signedInBrand } from '../catalogue/testing';
import { startTestVitrina, type TestVitrina } from '../testing/vitrina';

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
