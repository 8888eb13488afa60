import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eventsAfter, freshIp, withoutAppend } from '@vitrina/testkit/api/security/harness';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { brandWithClothes, inLanguage, removeFavourite, streamTypes, type Favourite, type Recommendation } from '@vitrina/testkit/api/favourites';

/** Recommending favourite clothes (influencers and admins only) and "what influencers wear". */
let vitrina: TestVitrina;
let brand: Client;
let ids: Record<'shirt' | 'coat' | 'skirt', string>;
beforeAll(async () => {
  vitrina = await startTestVitrina();
  ({ brand, ids } = await brandWithClothes(vitrina, {
    shirt: { es: 'Camisa de lino', en: 'Linen shirt' },
    coat: { es: 'Abrigo de lana', en: 'Wool coat' },
    skirt: { es: 'Falda plisada' },
  }));
});
afterAll(() => vitrina?.close());

const recommendationsIn = async (language = 'es', query = '') =>
  (await inLanguage(vitrina.client(freshIp()), language).get<{ items: Recommendation[] }>(`/recommendations${query}`)).body.items;

describe('who may recommend', () => {
  it('answers 403 to a USER (and 401 to a guest) and appends nothing to the stream', async () => {
    const { client, userId } = await vitrina.signedIn('USER', freshIp());
    expect((await client.post('/favorites', { id: ids.shirt, type: 'cloth' })).status).toBe(200);
    const before = await streamTypes(vitrina, userId);
    for (const call of [() => client.put(`/favorites/${ids.shirt}`, { review: 'Me encanta' }), () => client.call('DELETE', `/favorites/${ids.shirt}`, {})]) {
      expect(await withoutAppend(vitrina, call)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
    expect(await streamTypes(vitrina, userId)).toEqual(before);
    expect(before).toEqual(['FavouriteAdded']);
    const guest = await withoutAppend(vitrina, () => vitrina.client(freshIp()).put(`/favorites/${ids.shirt}`, { review: 'Me encanta' }));
    expect(guest).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
  });

  it('lets an ADMIN recommend too', async () => {
    const { client } = await vitrina.signedIn('ADMIN', freshIp());
    expect((await client.post('/favorites', { id: ids.coat, type: 'cloth' })).status).toBe(200);
    expect(await client.put(`/favorites/${ids.coat}`, { review: { es: 'Abriga de verdad.' } })).toMatchObject({ status: 200, body: { recommended: true } });
  });
});

describe('PUT /favorites/:id', () => {
  it('recommends a favourite cloth: a string review is kept under the request’s language; the same review again appends nothing', async () => {
    const { client, userId } = await vitrina.signedIn('INFLUENCER', freshIp());
    const english = inLanguage(client, 'en');
    expect((await client.post('/favorites', { id: ids.shirt, type: 'cloth' })).status).toBe(200);
    const put = await english.put<Favourite>(`/favorites/${ids.shirt}`, { review: 'I wear it all summer.' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({
      id: ids.shirt,
      type: 'cloth',
      recommended: true,
      review: { en: 'I wear it all summer.' },
      reviewText: 'I wear it all summer.',
      item: { name: 'Linen shirt' },
    });
    // Read in Spanish, the only review there is is shown.
    expect((await client.get<Favourite[]>('/favorites')).body[0]).toMatchObject({ reviewText: 'I wear it all summer.', item: { name: 'Camisa de lino' } });

    await withoutAppend(vitrina, () => english.put(`/favorites/${ids.shirt}`, { review: 'I wear it all summer.' }));
    await withoutAppend(vitrina, () => english.put(`/favorites/${ids.shirt}`, { review: { en: '  I wear it all summer. ', fr: '' } }));
    const before = await vitrina.head();
    const review = { es: 'La uso todo el verano.', en: 'I wear it all summer.' };
    expect(await english.put(`/favorites/${ids.shirt}`, { review })).toMatchObject({ status: 200, body: { review, reviewText: review.en } });
    expect((await eventsAfter(vitrina, before)).map((event) => event.type)).toEqual(['ClothRecommended']);
    expect(await streamTypes(vitrina, userId)).toEqual(['FavouriteAdded', 'ClothRecommended', 'ClothRecommended']);
  });

  it('answers 409 NOT_FAVOURITED for a cloth not among the caller’s favourites, and 404 for one that is gone', async () => {
    const { client } = await vitrina.signedIn('INFLUENCER', freshIp());
    const other = (await vitrina.signedIn('INFLUENCER', freshIp())).client;
    expect((await other.post('/favorites', { id: ids.skirt, type: 'cloth' })).status).toBe(200);
    const notMine = await withoutAppend(vitrina, () => client.put(`/favorites/${ids.skirt}`, { review: 'Linda' }));
    expect(notMine).toMatchObject({ status: 409, body: { code: 'NOT_FAVOURITED' } });
    const unknown = await withoutAppend(vitrina, () => client.put(`/favorites/${randomUUID()}`, { review: 'Linda' }));
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('refuses bad reviews and ids with 400 VALIDATION_FAILED, appending nothing', async () => {
    const { client } = await vitrina.signedIn('INFLUENCER', freshIp());
    expect((await client.post('/favorites', { id: ids.coat, type: 'cloth' })).status).toBe(200);
    const bad = [
      {},
      { review: '' },
      { review: '   ' },
      { review: {} },
      { review: { es: '', en: ' ' } },
      { review: { de: 'Schön' } },
      { review: 'x'.repeat(2001) },
      { review: { es: 'x'.repeat(2001) } },
      { review: 'Hola\u0000' },
      { review: 'Hola \u202Eodnum' },
      { review: 42 },
      { review: 'Linda', extra: true },
    ];
    for (const body of bad) {
      const answer = await withoutAppend(vitrina, () => client.put(`/favorites/${ids.coat}`, body));
      expect(answer, JSON.stringify(body).slice(0, 80)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    }
    expect((await withoutAppend(vitrina, () => client.put('/favorites/not-a-uuid', { review: 'Linda' }))).status).toBe(400);
    // Line breaks are fine in prose, and 2000 characters is the most.
    expect((await client.put(`/favorites/${ids.coat}`, { review: `Abriga.\nY dura.${'!'.repeat(1985)}` })).status).toBe(200);
  });
});

describe('DELETE /favorites/:id and removing a recommended favourite', () => {
  it('stops recommending with 204, then is a no-op; removing a recommended favourite also withdraws it', async () => {
    const { client, userId } = await vitrina.signedIn('INFLUENCER', freshIp());
    for (const id of [ids.shirt, ids.coat]) {
      expect((await client.post('/favorites', { id, type: 'cloth' })).status).toBe(200);
      expect((await client.put(`/favorites/${id}`, { review: 'Me encanta' })).status).toBe(200);
    }
    expect((await client.call('DELETE', `/favorites/${ids.shirt}`, {})).status).toBe(204);
    expect((await client.get<Favourite[]>('/favorites')).body.find((favourite) => favourite.id === ids.shirt)).toMatchObject({
      recommended: false,
      review: null,
      reviewText: null,
    });
    expect((await withoutAppend(vitrina, () => client.call('DELETE', `/favorites/${ids.shirt}`, {}))).status).toBe(204);
    expect((await withoutAppend(vitrina, () => client.call('DELETE', `/favorites/${ids.shirt}`, { why: 'no' }))).status).toBe(400);

    const before = await vitrina.head();
    expect((await removeFavourite(client, ids.coat)).status).toBe(204);
    expect((await eventsAfter(vitrina, before)).map((event) => event.type)).toEqual(['RecommendationWithdrawn', 'FavouriteRemoved']);
    expect((await recommendationsIn()).some((row) => row.influencer.id === userId)).toBe(false);
  });
});

describe('GET /recommendations', () => {
  it('shows recent recommendations of visible clothes with the influencer’s name and review, in the request’s language', async () => {
    const { client: ana, userId: anaId, user: anaUser } = await vitrina.signedIn('INFLUENCER', freshIp());
    const { client: luz, userId: luzId } = await vitrina.signedIn('INFLUENCER', freshIp());
    for (const [client, id, review] of [
      [ana, ids.shirt, { es: 'Fresca.', en: 'Cool.' }],
      [luz, ids.skirt, { es: 'Elegante.' }],
      [ana, ids.skirt, { it: 'Elegantissima.' }],
    ] as const) {
      expect((await client.post('/favorites', { id, type: 'cloth' })).status).toBe(200);
      expect((await client.put(`/favorites/${id}`, { review })).status).toBe(200);
    }
    const mine = (rows: Recommendation[]) => rows.filter((row) => [anaId, luzId].includes(row.influencer.id));
    const english = mine(await recommendationsIn('en'));
    expect(english.map((row) => [row.influencer.id, row.cloth.id, row.review])).toEqual([
      [anaId, ids.skirt, 'Elegantissima.'],
      [luzId, ids.skirt, 'Elegante.'],
      [anaId, ids.shirt, 'Cool.'],
    ]);
    expect(english[2]).toEqual({
      cloth: expect.objectContaining({ id: ids.shirt, name: 'Linen shirt', price: 42, currency: 'ARS' }),
      influencer: { id: anaId, username: anaUser.username, name: 'Ana García' },
      review: 'Cool.',
      recommendedAt: expect.any(String),
    });

    // A new review brings it to the top; a hidden cloth drops out, and comes back when shown.
    expect((await ana.put(`/favorites/${ids.shirt}`, { review: { es: 'Más fresca que nunca.' } })).status).toBe(200);
    expect(mine(await recommendationsIn()).map((row) => row.review)).toEqual(['Más fresca que nunca.', 'Elegantissima.', 'Elegante.']);
    expect((await brand.put(`/admin/clothes/${ids.skirt}/visibility`, { visible: false })).status).toBe(200);
    expect(mine(await recommendationsIn()).map((row) => row.cloth.id)).toEqual([ids.shirt]);
    expect((await ana.get<Favourite[]>('/favorites')).body.find((favourite) => favourite.id === ids.skirt)).toMatchObject({ recommended: true, item: null });
    expect((await brand.put(`/admin/clothes/${ids.skirt}/visibility`, { visible: true })).status).toBe(200);
    expect(mine(await recommendationsIn())).toHaveLength(3);
    expect(await recommendationsIn('es', '?limit=1')).toHaveLength(1);

    // One cloth's page asks only for what was said about that cloth.
    const skirt = mine(await recommendationsIn('es', `?clothId=${ids.skirt}`));
    expect(skirt.map((row) => [row.influencer.id, row.cloth.id])).toEqual([
      [anaId, ids.skirt],
      [luzId, ids.skirt],
    ]);
    expect(mine(await recommendationsIn('es', `?clothId=${ids.coat}`))).toEqual([]);
  });

  it('refuses a limit outside 1..48, a cloth id that is not one or an unknown parameter with 400', async () => {
    for (const query of ['?limit=0', '?limit=49', '?limit=x', '?limit=2.5', '?page=2', '?clothId=shirt']) {
      const answer = await vitrina.client(freshIp()).get(`/recommendations${query}`);
      expect(answer, query).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    }
  });
});
