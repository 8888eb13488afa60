import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eventsAfter, freshIp, withoutAppend } from '@vitrina/testkit/api/security/harness';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { brandWithClothes, inLanguage, removeFavourite, streamTypes, type Favourite } from '@vitrina/testkit/api/favourites';

/** Favourites of clothes over the api: add and remove idempotently, list in the reader's language, bad input. */
let vitrina: TestVitrina;
let brand: Client;
let ids: Record<'shirt' | 'coat' | 'skirt' | 'scarf', string>;
beforeAll(async () => {
  vitrina = await startTestVitrina();
  ({ brand, ids } = await brandWithClothes(vitrina, {
    shirt: { es: 'Camisa de lino', en: 'Linen shirt', fr: 'Chemise en lin' },
    coat: { es: 'Abrigo de lana', en: 'Wool coat' },
    skirt: { es: 'Falda plisada' },
    scarf: { es: 'Bufanda' },
  }));
});
afterAll(() => vitrina?.close());

describe('POST /favorites', () => {
  it('adds a cloth once and answers the favourite in the request’s language; adding it again appends nothing', async () => {
    const { client, userId } = await vitrina.signedIn('USER', freshIp());
    const before = await vitrina.head();
    const added = await inLanguage(client, 'en').post<Favourite>('/favorites', { id: ids.shirt, type: 'cloth' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({
      id: ids.shirt,
      type: 'cloth',
      recommended: false,
      review: null,
      reviewText: null,
      item: { id: ids.shirt, name: 'Linen shirt' },
    });
    expect(added.body.item).toEqual({
      id: ids.shirt,
      name: 'Linen shirt',
      brand: { id: expect.any(String), name: expect.any(String) },
      price: 42,
      currency: 'ARS',
      discountedPrice: null,
      image: { url: expect.stringMatching(/^\/images\//), thumbUrl: expect.stringMatching(/^\/images\//) },
      inStock: true,
    });
    expect((await eventsAfter(vitrina, before)).map((event) => [event.type, event.streamId])).toEqual([['FavouriteAdded', `favourites-${userId}`]]);

    const again = await withoutAppend(vitrina, () => inLanguage(client, 'fr').post<Favourite>('/favorites', { id: ids.shirt, type: 'cloth' }));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: ids.shirt, addedAt: added.body.addedAt, item: { name: 'Chemise en lin' } });
  });

  it('answers 404 NOT_FOUND for a cloth that does not exist, is hidden or was removed, appending nothing', async () => {
    const { client } = await vitrina.signedIn('USER', freshIp());
    const { ids: mine, brand: owner } = await brandWithClothes(vitrina, { hidden: { es: 'Oculta' }, gone: { es: 'Retirada' } });
    expect((await owner.put(`/admin/clothes/${mine.hidden}/visibility`, { visible: false })).status).toBe(200);
    expect((await owner.call('DELETE', `/admin/clothes/${mine.gone}`, {})).status).toBe(204);
    for (const [id, type] of [
      [randomUUID(), 'cloth'],
      [mine.hidden, 'cloth'],
      [mine.gone, 'cloth'],
      [ids.shirt, 'magazine'],
    ] as const) {
      const answer = await withoutAppend(vitrina, () => client.post('/favorites', { id, type }));
      expect(answer, `${type} ${id}`).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    }
  });

  it('refuses bad input with 400 VALIDATION_FAILED and guests with 401, appending nothing', async () => {
    const { client } = await vitrina.signedIn('USER', freshIp());
    for (const body of [
      {},
      { id: 'not-a-uuid', type: 'cloth' },
      { id: ids.shirt, type: 'brand' },
      { id: ids.shirt },
      { id: ids.shirt, type: 'cloth', extra: 1 },
      { id: 42, type: 'cloth' },
    ]) {
      const answer = await withoutAppend(vitrina, () => client.post('/favorites', body));
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    }
    const guest = await withoutAppend(vitrina, () => vitrina.client(freshIp()).post('/favorites', { id: ids.shirt, type: 'cloth' }));
    expect(guest).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
  });
});

describe('DELETE /favorites', () => {
  it('removes a favourite with 204; removing one that is not there is a 204 that appends nothing', async () => {
    const { client, userId } = await vitrina.signedIn('USER', freshIp());
    expect((await client.post('/favorites', { id: ids.coat, type: 'cloth' })).status).toBe(200);
    expect((await removeFavourite(client, ids.coat)).status).toBe(204);
    expect((await client.get<Favourite[]>('/favorites')).body).toEqual([]);
    for (const id of [ids.coat, ids.skirt, randomUUID()]) {
      expect((await withoutAppend(vitrina, () => removeFavourite(client, id))).status).toBe(204);
    }
    expect(await streamTypes(vitrina, userId)).toEqual(['FavouriteAdded', 'FavouriteRemoved']);
    const bad = await withoutAppend(vitrina, () => client.call('DELETE', '/favorites', { id: ids.coat }));
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect((await vitrina.client(freshIp()).call('DELETE', '/favorites', { id: ids.coat, type: 'cloth' })).status).toBe(401);
  });
});

describe('GET /favorites', () => {
  it('lists the caller’s own favourites newest first, in the request’s language', async () => {
    const { client } = await vitrina.signedIn('USER', freshIp());
    const other = (await vitrina.signedIn('USER', freshIp())).client;
    for (const id of [ids.shirt, ids.coat, ids.skirt]) expect((await client.post('/favorites', { id, type: 'cloth' })).status).toBe(200);
    expect((await other.post('/favorites', { id: ids.scarf, type: 'cloth' })).status).toBe(200);

    const english = await inLanguage(client, 'en').get<Favourite[]>('/favorites');
    expect(english.status).toBe(200);
    expect(english.body.map((favourite) => favourite.id)).toEqual([ids.skirt, ids.coat, ids.shirt]);
    // Spanish is the fallback for a language the brand left out.
    expect(english.body.map((favourite) => favourite.item?.name)).toEqual(['Falda plisada', 'Wool coat', 'Linen shirt']);
    const italian = await inLanguage(client, 'it').get<Favourite[]>('/favorites');
    expect(italian.body.map((favourite) => favourite.item?.name)).toEqual(['Falda plisada', 'Abrigo de lana', 'Camisa de lino']);
    expect(english.body[0]).toEqual({
      id: ids.skirt,
      type: 'cloth',
      recommended: false,
      review: null,
      reviewText: null,
      addedAt: expect.any(String),
      item: expect.any(Object),
    });

    expect((await other.get<Favourite[]>('/favorites')).body.map((favourite) => favourite.id)).toEqual([ids.scarf]);
    expect((await client.get('/favorites?page=2')).status).toBe(400);
    expect((await vitrina.client(freshIp()).get('/favorites')).status).toBe(401);
  });

  it('keeps a favourite whose cloth was hidden or removed, with item null, until its owner removes it', async () => {
    const { brand: owner, ids: mine } = await brandWithClothes(vitrina, { hidden: { es: 'Se ocultará' }, gone: { es: 'Se retirará' }, kept: { es: 'Sigue' } });
    const { client } = await vitrina.signedIn('USER', freshIp());
    for (const id of [mine.kept, mine.hidden, mine.gone]) expect((await client.post('/favorites', { id, type: 'cloth' })).status).toBe(200);
    expect((await owner.put(`/admin/clothes/${mine.hidden}/visibility`, { visible: false })).status).toBe(200);
    expect((await owner.call('DELETE', `/admin/clothes/${mine.gone}`, {})).status).toBe(204);

    const list = (await client.get<Favourite[]>('/favorites')).body;
    expect(list.map((favourite) => [favourite.id, favourite.item?.id ?? null])).toEqual([
      [mine.gone, null],
      [mine.hidden, null],
      [mine.kept, mine.kept],
    ]);
    expect((await removeFavourite(client, mine.gone)).status).toBe(204);
    expect((await client.get<Favourite[]>('/favorites')).body.map((favourite) => favourite.id)).toEqual([mine.hidden, mine.kept]);
    // Shown again, the cloth is back in the list where it was.
    expect((await owner.put(`/admin/clothes/${mine.hidden}/visibility`, { visible: true })).status).toBe(200);
    expect((await client.get<Favourite[]>('/favorites')).body[0]!.item?.id).toBe(mine.hidden);
    expect(brand).toBeDefined();
  });
});
