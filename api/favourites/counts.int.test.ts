import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavouriteCountDoc } from '@vitrina/projector/favourites';
import { clothBody } from '@vitrina/testkit/api/catalogue';
import { freshIp } from '@vitrina/testkit/api/security/harness';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { brandWithClothes, removeFavourite } from '@vitrina/testkit/api/favourites';
import { eventually } from '@vitrina/testkit/api/eventually';

/** Favourite counts per cloth: the read model and the search sort "most favourited" that follows it. */
let vitrina: TestVitrina;
let brand: Client;
let ids: Record<'shirt' | 'coat' | 'skirt', string>;
let shopper: Client;
beforeAll(async () => {
  vitrina = await startTestVitrina();
  ({ brand, ids } = await brandWithClothes(vitrina, { shirt: { es: 'Camisa de lino' }, coat: { es: 'Abrigo de lana' }, skirt: { es: 'Falda plisada' } }));
  shopper = (await vitrina.signedIn('USER', freshIp())).client;
});
afterAll(() => vitrina?.close());

const search = async (query: string) => (await shopper.get<{ items: Array<{ id: string; name: string }> }>(`/search?${query}`)).body.items;
const byFavourites = async () => (await search('sort=favourites')).map((item) => item.id);

const leading = (ids: string[]) => (answer: string[]) => ids.every((id, i) => answer[i] === id);

const counts = async () =>
  Object.fromEntries((await vitrina.vitrina.runtime.readModels.collection<FavouriteCountDoc>('favouriteCounts').find({})).map((doc) => [doc._id, doc.count]));

describe('favourite counts', () => {
  it('sort a cloth favourited by two people first under sort=favourites, and follow removals and edits', async () => {
    const [ana, luz] = await Promise.all([vitrina.signedIn('USER', freshIp()), vitrina.signedIn('USER', freshIp())]);
    for (const client of [ana.client, luz.client]) expect((await client.post('/favorites', { id: ids.coat, type: 'cloth' })).status).toBe(200);
    expect((await ana.client.post('/favorites', { id: ids.skirt, type: 'cloth' })).status).toBe(200);
    // Favouriting twice by one person counts once.
    expect((await ana.client.post('/favorites', { id: ids.coat, type: 'cloth' })).status).toBe(200);
    expect(await counts()).toEqual({ [ids.coat]: 2, [ids.skirt]: 1 });
    expect(await eventually(byFavourites, leading([ids.coat, ids.skirt]))).toEqual([ids.coat, ids.skirt, ids.shirt]);

    // Re-indexing a cloth after an edit keeps its count.
    expect((await brand.put(`/admin/clothes/${ids.coat}`, clothBody({ names: { es: 'Abrigo de lana merino' }, price: 40 }))).status).toBe(200);
    const merino = await eventually(
      () => search('q=merino'),
      (items) => items.length > 0,
    );
    expect(merino.map((item) => item.name)).toEqual(['Abrigo de lana merino']);
    expect((await byFavourites()).slice(0, 2)).toEqual([ids.coat, ids.skirt]);

    for (const client of [ana.client, luz.client]) expect((await removeFavourite(client, ids.coat)).status).toBe(204);
    expect(await counts()).toEqual({ [ids.coat]: 0, [ids.skirt]: 1 });
    expect((await eventually(byFavourites, leading([ids.skirt])))[0]).toBe(ids.skirt);
  });
});
