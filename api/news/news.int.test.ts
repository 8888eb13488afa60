import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_STREAM } from '@vitrina/domain/news/events';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { storedImage } from '@vitrina/testkit/api/magazine';
import { freshIp, withoutAppend } from '@vitrina/testkit/api/security/harness';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import type { NewsSlide } from './views';

/** News slides: the admin tab's commands, the permutation rule of reordering, and what the carousel shows. */
let vitrina: TestVitrina;
let admin: Client;
let brand: Client;
let image: string;
const clothIds: string[] = [];
beforeAll(async () => {
  vitrina = await startTestVitrina();
  admin = (await vitrina.signedIn('ADMIN', freshIp())).client;
  brand = (await signedInBrand(vitrina, 'PRO')).client;
  image = await storedImage(vitrina);
  for (const name of ['Camisa', 'Vestido', 'Falda', 'Abrigo']) {
    const added = await brand.post<{ id: string }>('/admin/clothes', clothBody({ names: { es: name, en: `${name} (en)` } }));
    clothIds.push(added.body.id);
  }
});
afterAll(() => vitrina?.close());

type Items = { items: NewsSlide[] };
const news = () => vitrina.vitrina.runtime.eventStore.readStream(NEWS_STREAM);
const slide = (clothId: string, visible = true) => ({ clothId, image, visible });
const ids = (answer: { body: Items }) => answer.body.items.map((item) => item.id);

describe('news slides', () => {
  const slideIds: string[] = [];

  it('adds slides last, each with its cloth as readers see it', async () => {
    for (const [i, clothId] of clothIds.entries()) {
      const added = await admin.post<NewsSlide>('/admin/news', slide(clothId, i !== 1));
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.body).toEqual({
        id: expect.any(String),
        cloth: expect.objectContaining({ id: clothId, name: ['Camisa', 'Vestido', 'Falda', 'Abrigo'][i], price: 42, currency: 'ARS', discountedPrice: null }),
        image: { url: `/images/${image}`, thumbUrl: `/images/${image}` },
        visible: i !== 1,
        order: i,
      });
      slideIds.push(added.body.id);
    }
    expect((await news()).map((event) => event.type)).toEqual(Array(4).fill('NewsSlideAdded'));
    const english = await vitrina.client().call<Items>('GET', '/news', undefined, { 'Accept-Language': 'en' });
    expect(english.body.items[0]!.cloth!.name).toBe('Camisa (en)');
  });

  it('shows readers the visible slides in order, and the admin all of them', async () => {
    expect(ids(await vitrina.client().get<Items>('/news'))).toEqual([slideIds[0], slideIds[2], slideIds[3]]);
    expect(ids(await admin.get<Items>('/admin/news'))).toEqual(slideIds);
  });

  it('reorders by a permutation of every slide, and the carousel follows', async () => {
    const order = [slideIds[3]!, slideIds[1]!, slideIds[0]!, slideIds[2]!];
    const reordered = await admin.put<Items>('/admin/news/order', { ids: order });
    expect(reordered.status).toBe(200);
    expect(ids(reordered)).toEqual(order);
    expect(reordered.body.items.map((item) => item.order)).toEqual([0, 1, 2, 3]);
    expect(ids(await vitrina.client().get<Items>('/news'))).toEqual([slideIds[3], slideIds[0], slideIds[2]]);
    expect((await news()).at(-1)).toMatchObject({ type: 'NewsSlidesReordered', data: { ids: order } });
    // The same order again is no change.
    expect((await withoutAppend(vitrina, () => admin.put('/admin/news/order', { ids: order }))).status).toBe(200);
  });

  it('refuses any order that is not a permutation of the current slides with 409 ORDER_MISMATCH, appending nothing', async () => {
    const current = ids(await admin.get<Items>('/admin/news'));
    for (const wrong of [
      current.slice(1),
      [...current, '5b0c9f1e-0000-4000-8000-000000000001'],
      [current[0]!, current[0]!, current[1]!, current[2]!],
      [],
      [...current.slice(0, 3), '5b0c9f1e-0000-4000-8000-000000000001'],
    ]) {
      const answer = await withoutAppend(vitrina, () => admin.put('/admin/news/order', { ids: wrong }));
      expect(answer, JSON.stringify(wrong)).toMatchObject({ status: 409, body: { code: 'ORDER_MISMATCH' } });
    }
    expect(await withoutAppend(vitrina, () => admin.put('/admin/news/order', { ids: ['not-a-uuid'] }))).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
  });

  it('edits, hides and deletes slides; a deleted slide is NOT_FOUND and out of the order', async () => {
    const [first, second] = ids(await admin.get<Items>('/admin/news'));
    const other = await storedImage(vitrina, 77);
    const edited = await admin.put<NewsSlide>(`/admin/news/${first}`, { clothId: clothIds[2], image: other, visible: true });
    expect(edited).toMatchObject({ status: 200, body: { id: first, cloth: { id: clothIds[2] }, image: { url: `/images/${other}` }, order: 0 } });
    const hidden = await admin.put<NewsSlide>(`/admin/news/${first}`, { clothId: clothIds[2], image: other, visible: false });
    expect(hidden.body.visible).toBe(false);
    expect(ids(await vitrina.client().get<Items>('/news'))).not.toContain(first);

    expect((await admin.call('DELETE', `/admin/news/${second}`, {})).status).toBe(204);
    const after = await admin.get<Items>('/admin/news');
    expect(ids(after)).not.toContain(second);
    expect(after.body.items.map((item) => item.order)).toEqual([0, 1, 2]);
    expect(await withoutAppend(vitrina, () => admin.put(`/admin/news/${second}`, slide(clothIds[0]!)))).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    expect(await withoutAppend(vitrina, () => admin.call('DELETE', `/admin/news/${second}`, {}))).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await withoutAppend(vitrina, () => admin.put('/admin/news/order', { ids: [second, ...ids(after)] }))).toMatchObject({ status: 409 });
    expect((await admin.put('/admin/news/order', { ids: [...ids(after)].reverse() })).status).toBe(200);
  });

  it('leaves out of the carousel a slide whose cloth was hidden or removed', async () => {
    const shown = (await vitrina.client().get<Items>('/news')).body.items;
    const [hideCloth, removeCloth] = [shown[0]!.cloth!.id, shown[1]!.cloth!.id];
    expect(hideCloth).not.toBe(removeCloth);
    expect((await brand.put(`/admin/clothes/${hideCloth}/visibility`, { visible: false })).status).toBe(200);
    expect((await brand.call('DELETE', `/admin/clothes/${removeCloth}`, {})).status).toBe(204);
    const now = (await vitrina.client().get<Items>('/news')).body.items;
    expect(now.map((item) => item.cloth!.id)).not.toContain(hideCloth);
    expect(now.map((item) => item.cloth!.id)).not.toContain(removeCloth);
    const all = (await admin.get<Items>('/admin/news')).body.items;
    expect(all.find((item) => item.id === shown[1]!.id)!.cloth).toBeNull();
    expect(all.find((item) => item.id === shown[0]!.id)!.cloth).toMatchObject({ id: hideCloth });
  });

  it('refuses bad input with a 4xx code and appends nothing', async () => {
    const clothId = (await brand.post<{ id: string }>('/admin/clothes', clothBody())).body.id;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [slide('7a2d4c9f-2e3b-4d6c-8f9a-1b2c3d4e5f60'), 404, 'CLOTH_NOT_FOUND'],
      [{ ...slide(clothId), image: `${'0'.repeat(32)}.webp` }, 400, 'MEDIA_NOT_FOUND'],
      [{ ...slide(clothId), image: '../../etc/passwd' }, 400, 'VALIDATION_FAILED'],
      [{ ...slide(clothId), image: `${'0'.repeat(32)}.mp4` }, 400, 'VALIDATION_FAILED'],
      [{ clothId, image }, 400, 'VALIDATION_FAILED'],
      [{ ...slide(clothId), visible: 'yes' }, 400, 'VALIDATION_FAILED'],
      [{ ...slide(clothId), order: 0 }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await withoutAppend(vitrina, () => admin.post('/admin/news', body), JSON.stringify(body));
      expect(answer, JSON.stringify(body)).toMatchObject({ status, body: { code } });
    }
    expect((await withoutAppend(vitrina, () => admin.put('/admin/news/nope', slide(clothId)))).status).toBe(400);
  });

  it('is for admins only: a brand gets 403 and appends nothing', async () => {
    const before = await news();
    expect(await withoutAppend(vitrina, () => brand.post('/admin/news', slide(clothIds[0]!)))).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await withoutAppend(vitrina, () => brand.put('/admin/news/order', { ids: [] }))).toMatchObject({ status: 403 });
    expect((await brand.get('/admin/news')).status).toBe(403);
    expect((await vitrina.client().get('/admin/news')).status).toBe(401);
    expect(await news()).toEqual(before);
  });
});
