import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavouriteCountDoc } from '@vitrina/projector/favourites';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import { entryBody, storedImage } from '@vitrina/testkit/api/magazine';
import { freshIp, withoutAppend } from '@vitrina/testkit/api/security/harness';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { brandWithClothes, inLanguage, removeFavourite, type Favourite } from '@vitrina/testkit/api/favourites';

/** Favourites of magazine entries: they sit beside clothes in GET /favorites, as the contract's MagazineItem. */
let vitrina: TestVitrina;
let brand: Client;
let entries: string[];
let shirt: string;
beforeAll(async () => {
  vitrina = await startTestVitrina();
  brand = (await signedInBrand(vitrina, 'PRO')).client;
  entries = [];
  for (const [seed, es, en] of [
    [1, 'Lino para el verano', 'Linen for the summer'],
    [2, 'Lana para el invierno', 'Wool for the winter'],
  ] as const) {
    const body = entryBody(await storedImage(vitrina, seed), { descriptions: { es, en } });
    const published = await brand.post<{ id: string }>('/admin/magazine', body);
    if (published.status !== 201) throw new Error(`could not publish: ${JSON.stringify(published.body)}`);
    entries.push(published.body.id);
  }
  shirt = (await brandWithClothes(vitrina, { shirt: { es: 'Camisa de lino', en: 'Linen shirt' } })).ids.shirt;
});
afterAll(() => vitrina?.close());

describe('magazine favourites', () => {
  it('adds an entry once, lists it with clothes newest first as a MagazineItem, and removes it', async () => {
    const { client } = await vitrina.signedIn('USER', freshIp());
    const english = inLanguage(client, 'en');
    const [summer, winter] = entries as [string, string];
    expect((await client.post('/favorites', { id: shirt, type: 'cloth' })).status).toBe(200);
    const added = await english.post<Favourite>('/favorites', { id: summer, type: 'magazine' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toEqual({
      id: summer,
      type: 'magazine',
      recommended: false,
      review: null,
      reviewText: null,
      addedAt: expect.any(String),
      item: {
        id: summer,
        brand: { id: expect.any(String), name: expect.any(String) },
        description: 'Linen for the summer',
        descriptions: { es: 'Lino para el verano', en: 'Linen for the summer' },
        contentType: 'image',
        media: { url: expect.stringMatching(/^\/images\/[0-9a-f]{32}\.webp$/), posterUrl: null },
        url: null,
        publishedAt: expect.any(String),
        clothIds: [],
        clothes: [],
      },
    });
    expect((await withoutAppend(vitrina, () => client.post('/favorites', { id: summer, type: 'magazine' }))).status).toBe(200);
    expect((await client.post('/favorites', { id: winter, type: 'magazine' })).status).toBe(200);

    const list = (await inLanguage(client, 'it').get<Favourite[]>('/favorites')).body;
    expect(list.map((favourite) => [favourite.type, favourite.id])).toEqual([
      ['magazine', winter],
      ['magazine', summer],
      ['cloth', shirt],
    ]);
    // Italian falls back to the Spanish description.
    expect(list[0]!.item?.description).toBe('Lana para el invierno');
    // Entries are not clothes: they are neither counted nor recommendable.
    const counts = await vitrina.vitrina.runtime.readModels.collection<FavouriteCountDoc>('favouriteCounts').find({ _id: { $in: entries } });
    expect(counts).toEqual([]);

    expect((await removeFavourite(client, summer, 'magazine')).status).toBe(204);
    // The wrong type names another favourite, which is not there.
    expect((await withoutAppend(vitrina, () => removeFavourite(client, winter, 'cloth'))).status).toBe(204);
    expect((await client.get<Favourite[]>('/favorites')).body.map((favourite) => favourite.id)).toEqual([winter, shirt]);
  });

  it('shows item null once the brand deletes the entry, and refuses to add a deleted one', async () => {
    const { client } = await vitrina.signedIn('USER', freshIp());
    const published = await brand.post<{ id: string }>('/admin/magazine', entryBody(await storedImage(vitrina, 3)));
    expect(published.status).toBe(201);
    const entry = published.body.id;
    expect((await client.post('/favorites', { id: entry, type: 'magazine' })).status).toBe(200);
    expect((await brand.call('DELETE', `/admin/magazine/${entry}`, {})).status).toBe(204);
    expect((await client.get<Favourite[]>('/favorites')).body).toEqual([expect.objectContaining({ id: entry, type: 'magazine', item: null })]);
    const other = (await vitrina.signedIn('USER', freshIp())).client;
    const again = await withoutAppend(vitrina, () => other.post('/favorites', { id: entry, type: 'magazine' }));
    expect(again).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('lists an entry with the clothes it features, as the magazine shows them', async () => {
    const { brand: owner, ids } = await brandWithClothes(vitrina, { skirt: { es: 'Falda de lino', en: 'Linen skirt' } });
    const published = await owner.post<{ id: string }>('/admin/magazine', entryBody(await storedImage(vitrina, 4), { clothIds: [ids.skirt] }));
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const { client } = await vitrina.signedIn('USER', freshIp());
    expect((await client.post('/favorites', { id: published.body.id, type: 'magazine' })).status).toBe(200);
    const [favourite] = (await inLanguage(client, 'en').get<Favourite[]>('/favorites')).body;
    expect(favourite!.item).toMatchObject({ clothIds: [ids.skirt], clothes: [expect.objectContaining({ id: ids.skirt, name: 'Linen skirt' })] });
  });

  it('does not recommend a magazine entry', async () => {
    const { client } = await vitrina.signedIn('INFLUENCER', freshIp());
    expect((await client.post('/favorites', { id: entries[1], type: 'magazine' })).status).toBe(200);
    const answer = await withoutAppend(vitrina, () => client.put(`/favorites/${entries[1]}`, { review: 'Gran nota' }));
    expect(answer).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });
});
