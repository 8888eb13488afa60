import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magazineStream } from '@vitrina/domain/magazine/events';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { eventsAfter, freshIp, withoutAppend } from '@vitrina/testkit/api/security/harness';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { entryBody, storedImage, storedVideo } from '@vitrina/testkit/api/magazine';
import type { MagazineItem } from './views';

/** Magazine entries through the admin api and the public pages: shapes, languages, bad input and ownership. */
let vitrina: TestVitrina;
let admin: Client;
let image: string;
beforeAll(async () => {
  vitrina = await startTestVitrina();
  admin = (await vitrina.signedIn('ADMIN', freshIp())).client;
  image = await storedImage(vitrina);
});
afterAll(() => vitrina?.close());

const stream = (brandId: string) => vitrina.vitrina.runtime.eventStore.readStream(magazineStream(brandId));
const inLanguage = (client: Client, path: string, language: string) => client.call<MagazineItem>('GET', path, undefined, { 'Accept-Language': language });

describe('publishing', () => {
  it('publishes an entry that readers get in their language, with Spanish as the fallback', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    const before = await vitrina.head();
    const body = entryBody(image, { url: 'https://marca.example/verano' });
    const published = await client.post<MagazineItem>('/admin/magazine', body);
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    expect(published.body).toEqual({
      id: expect.any(String),
      brand: { id: brandId, name: expect.stringMatching(/^Sur /) },
      description: 'Lino para el verano',
      descriptions: { es: 'Lino para el verano', en: 'Linen for the summer' },
      contentType: 'image',
      media: { url: `/images/${image}`, posterUrl: null },
      url: 'https://marca.example/verano',
      clothIds: [],
      clothes: [],
      publishedAt: expect.any(String),
    });
    const events = await eventsAfter(vitrina, before);
    expect(events.map((event) => [event.type, event.streamId])).toEqual([['MagazineEntryPublished', magazineStream(brandId)]]);

    const guest = vitrina.client();
    expect((await inLanguage(guest, `/magazine/${published.body.id}`, 'en')).body.description).toBe('Linen for the summer');
    expect((await inLanguage(guest, `/magazine/${published.body.id}`, 'it-IT')).body.description).toBe('Lino para el verano');
    expect((await guest.get('/magazine/7a2d4c9f-2e3b-4d6c-8f9a-1b2c3d4e5f60')).body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await guest.get('/magazine/7a2d4c9f-2e3b-4d6c-8f9a-1b2c3d4e5f60')).status).toBe(404);
  });

  it('publishes a video entry naming a stored video, and drops languages left empty', async () => {
    const { client } = await signedInBrand(vitrina, 'PRO');
    const video = await storedVideo(vitrina);
    const published = await client.post<MagazineItem>(
      '/admin/magazine',
      entryBody(video, { contentType: 'video', descriptions: { es: 'En movimiento', en: '', fr: '  ' }, url: '' }),
    );
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    expect(published.body).toMatchObject({
      contentType: 'video',
      media: { url: `/images/${video}`, posterUrl: null },
      descriptions: { es: 'En movimiento' },
      url: null,
    });
    expect(Object.keys(published.body.descriptions)).toEqual(['es']);
  });

  it("features the brand's own clothes as cards, keeps them on an edit that leaves them out, and refuses another brand's", async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    const other = await signedInBrand(vitrina, 'PRO');
    const add = async (owner: Client, visible = true) => (await owner.post<{ id: string }>('/admin/clothes', clothBody({ visible }))).body.id;
    const [shown, hidden, foreign] = [await add(client), await add(client, false), await add(other.client)];
    const published = await client.post<MagazineItem>('/admin/magazine', entryBody(image, { clothIds: [hidden, shown] }));
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    // A hidden cloth stays featured but shows no card until the brand shows it again.
    expect(published.body.clothIds).toEqual([hidden, shown]);
    expect(published.body.clothes.map((cloth) => cloth.id)).toEqual([shown]);
    expect(published.body.clothes[0]).toMatchObject({
      brand: { id: brandId },
      currency: expect.any(String),
      image: { url: expect.stringMatching(/^\/images\//) },
    });
    expect(
      (await vitrina.client().get<{ items: MagazineItem[] }>('/magazine?limit=48')).body.items.find((item) => item.id === published.body.id)!.clothes,
    ).toHaveLength(1);

    const edited = await client.put<MagazineItem>(`/admin/magazine/${published.body.id}`, entryBody(image, { descriptions: { es: 'Otra historia' } }));
    expect(edited.body.clothIds).toEqual([hidden, shown]);
    const cleared = await client.put<MagazineItem>(
      `/admin/magazine/${published.body.id}`,
      entryBody(image, { descriptions: { es: 'Otra historia' }, clothIds: [] }),
    );
    expect(cleared.body.clothIds).toEqual([]);

    const before = await vitrina.head();
    const refused = await client.post('/admin/magazine', entryBody(image, { clothIds: [shown, foreign] }));
    expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', fields: [{ path: 'clothIds' }] } });
    expect((await client.post('/admin/magazine', entryBody(image, { clothIds: [shown, shown] }))).status).toBe(400);
    expect(await eventsAfter(vitrina, before)).toEqual([]);
  });

  it('refuses bad input with a 4xx code and appends nothing', async () => {
    const { client } = await signedInBrand(vitrina, 'PRO');
    const video = await storedVideo(vitrina, 7);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [entryBody(image, { descriptions: { en: 'Only English' } }), 400, 'VALIDATION_FAILED'],
      [entryBody(image, { descriptions: { es: '' } }), 400, 'VALIDATION_FAILED'],
      [entryBody(image, { descriptions: { es: 'x'.repeat(4001) } }), 400, 'VALIDATION_FAILED'],
      [entryBody(image, { descriptions: { es: 'Hola\u0000' } }), 400, 'VALIDATION_FAILED'],
      [entryBody(image, { url: 'javascript:alert(1)' }), 400, 'VALIDATION_FAILED'],
      [entryBody(image, { url: 'ftp://marca.example/a' }), 400, 'VALIDATION_FAILED'],
      [entryBody(image, { contentType: 'gif' }), 400, 'VALIDATION_FAILED'],
      [entryBody(image, { contentType: 'video' }), 400, 'VALIDATION_FAILED'],
      [entryBody(video), 400, 'VALIDATION_FAILED'],
      [entryBody('../../etc/passwd'), 400, 'VALIDATION_FAILED'],
      [entryBody(image, { posterName: image }), 400, 'VALIDATION_FAILED'],
      [entryBody(`${'0'.repeat(32)}.webp`), 400, 'MEDIA_NOT_FOUND'],
      [entryBody(`${'0'.repeat(32)}.mp4`, { contentType: 'video' }), 400, 'MEDIA_NOT_FOUND'],
      [{ ...entryBody(image), brandId: 'not-a-uuid' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await withoutAppend(vitrina, () => client.post('/admin/magazine', body), JSON.stringify(body).slice(0, 200));
      expect(answer, JSON.stringify(body).slice(0, 200)).toMatchObject({ status, body: { code } });
    }
    expect((await withoutAppend(vitrina, () => admin.post('/admin/magazine', entryBody(image)))).body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('ownership', () => {
  it("answers 404 for another brand's entry and appends nothing to either stream", async () => {
    const [ana, bea] = await Promise.all([signedInBrand(vitrina, 'PRO'), signedInBrand(vitrina, 'PRO')]);
    const entry = (await ana.client.post<MagazineItem>('/admin/magazine', entryBody(image))).body;
    const [anaBefore, beaBefore] = await Promise.all([stream(ana.brandId), stream(bea.brandId)]);
    for (const call of [
      () => bea.client.put(`/admin/magazine/${entry.id}`, entryBody(image, { descriptions: { es: 'Robado' } })),
      () => bea.client.call('DELETE', `/admin/magazine/${entry.id}`, {}),
    ]) {
      expect(await withoutAppend(vitrina, call)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    }
    const naming = await withoutAppend(vitrina, () => bea.client.post('/admin/magazine', { ...entryBody(image), brandId: ana.brandId }));
    expect(naming).toMatchObject({ status: 404, body: { code: 'BRAND_NOT_FOUND' } });
    expect(await stream(ana.brandId)).toEqual(anaBefore);
    expect(await stream(bea.brandId)).toEqual(beaBefore);
    expect((await bea.client.get<{ items: MagazineItem[] }>('/admin/magazine')).body.items).toEqual([]);
    expect((await ana.client.get<{ items: MagazineItem[] }>('/admin/magazine')).body.items.map((item) => item.id)).toEqual([entry.id]);
    expect((await bea.client.get('/admin/magazine?brandId=x')).status).toBe(400);
  });

  it('lets an admin list every brand, publish for a named brand and edit any entry', async () => {
    const [ana, bea] = await Promise.all([signedInBrand(vitrina, 'PRO'), signedInBrand(vitrina, 'PRO')]);
    const forAna = await admin.post<MagazineItem>('/admin/magazine', { ...entryBody(image), brandId: ana.brandId });
    expect(forAna).toMatchObject({ status: 201, body: { brand: { id: ana.brandId } } });
    const ofBea = (await bea.client.post<MagazineItem>('/admin/magazine', entryBody(image))).body;
    const edited = await admin.put<MagazineItem>(`/admin/magazine/${ofBea.id}`, entryBody(image, { descriptions: { es: 'Revisado' } }));
    expect(edited).toMatchObject({ status: 200, body: { id: ofBea.id, brand: { id: bea.brandId }, description: 'Revisado' } });
    const all = (await admin.get<{ items: MagazineItem[] }>('/admin/magazine')).body.items.map((item) => item.id);
    expect(all).toEqual(expect.arrayContaining([forAna.body.id, ofBea.id]));
    expect((await bea.client.get<{ items: MagazineItem[] }>('/admin/magazine')).body.items.map((item) => item.id)).toEqual([ofBea.id]);
  });
});

describe('editing and deleting', () => {
  it('edits with the whole new set, deletes once, and a deleted entry is gone everywhere', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    const entry = (await client.post<MagazineItem>('/admin/magazine', entryBody(image))).body;
    const other = await storedImage(vitrina, 200);
    const edited = await client.put<MagazineItem>(
      `/admin/magazine/${entry.id}`,
      entryBody(other, { descriptions: { es: 'Invierno', it: 'Inverno' }, url: 'http://marca.example/invierno' }),
    );
    expect(edited).toMatchObject({
      status: 200,
      body: {
        description: 'Invierno',
        descriptions: { es: 'Invierno', it: 'Inverno' },
        media: { url: `/images/${other}` },
        url: 'http://marca.example/invierno',
        publishedAt: entry.publishedAt,
      },
    });
    const same = await withoutAppend(vitrina, () =>
      client.put(`/admin/magazine/${entry.id}`, entryBody(other, { descriptions: { es: 'Invierno', it: 'Inverno' }, url: 'http://marca.example/invierno' })),
    );
    expect(same.status).toBe(200);

    expect((await client.call('DELETE', `/admin/magazine/${entry.id}`, {})).status).toBe(204);
    expect((await vitrina.client().get(`/magazine/${entry.id}`)).status).toBe(404);
    expect(await withoutAppend(vitrina, () => client.put(`/admin/magazine/${entry.id}`, entryBody(image)))).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    expect(await withoutAppend(vitrina, () => client.call('DELETE', `/admin/magazine/${entry.id}`, {}))).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    expect((await stream(brandId)).map((event) => event.type)).toEqual(['MagazineEntryPublished', 'MagazineEntryEdited', 'MagazineEntryDeleted']);
  });

  it("follows a brand's new name", async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    const entry = (await client.post<MagazineItem>('/admin/magazine', entryBody(image))).body;
    const renamed = await client.put(`/admin/brands/${brandId}`, { name: 'Nueva S.A.', brand: 'Nueva Marca', description: '', location: 'Rosario' });
    expect(renamed.status).toBe(200);
    await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['magazine']);
    expect((await vitrina.client().get<MagazineItem>(`/magazine/${entry.id}`)).body.brand).toEqual({ id: brandId, name: 'Nueva Marca' });
  });
});
