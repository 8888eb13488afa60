import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { SAVED_SEARCH_LIMIT } from '@vitrina/domain/following/events';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { inLanguage } from '@vitrina/testkit/api/favourites';
import { eventsAfter, freshIp, withoutAppend } from '@vitrina/testkit/api/security/harness';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';

interface FollowState {
  following: boolean;
  followers: number;
}
interface SavedSearch {
  id: string;
  search: string;
  label: string;
  newCount: number;
  savedAt: string;
  seenAt: string;
}
interface FeedItem {
  cloth: { id: string; name: string };
  at: string;
  reason: { kind: string; name?: string; username?: string; label?: string };
}

/** Follows, saved searches, "New for you" and the bell over the api, on a clock the test moves. */
let vitrina: TestVitrina;
let clock = Date.parse('2026-11-01T10:00:00.000Z');
const tick = (hours: number) => (clock += hours * 3600_000);
let brand: { client: Client; brandId: string };
beforeAll(async () => {
  vitrina = await startTestVitrina({}, { now: () => new Date(clock) });
  brand = await signedInBrand(vitrina, 'PRO');
});
afterAll(() => vitrina?.close());

const addCloth = async (client: Client, names: Record<string, string>, overrides: Record<string, unknown> = {}) => {
  const created = await client.post<{ id: string }>('/admin/clothes', clothBody({ names, ...overrides }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
};

describe('following a brand', () => {
  it('follows once, counts the follower, lists the follow, and unfollows', async () => {
    const { client, userId } = await vitrina.signedIn('USER', freshIp());
    const path = `/follows/brand/${brand.brandId}`;
    expect((await vitrina.client(freshIp()).get<FollowState>(path)).body).toEqual({ following: false, followers: 0 });

    const before = await vitrina.head();
    const followed = await client.put<FollowState>(path, {});
    expect(followed.status, JSON.stringify(followed.body)).toBe(200);
    expect(followed.body).toEqual({ following: true, followers: 1 });
    expect((await eventsAfter(vitrina, before)).map((event) => [event.type, event.streamId])).toEqual([['Followed', `following-${userId}`]]);
    expect((await withoutAppend(vitrina, () => client.put<FollowState>(path, {}))).body).toEqual({ following: true, followers: 1 });

    const list = await client.get<{ brands: Array<{ id: string; followers: number }>; influencers: unknown[] }>('/follows');
    expect(list.body.brands).toEqual([expect.objectContaining({ id: brand.brandId, followers: 1 })]);
    expect(list.body.influencers).toEqual([]);

    const unfollowed = await client.call<FollowState>('DELETE', path, {});
    expect(unfollowed.body).toEqual({ following: false, followers: 0 });
    expect((await withoutAppend(vitrina, () => client.call<FollowState>('DELETE', path, {}))).body).toEqual({ following: false, followers: 0 });
  });

  it('refuses guests, unconfirmed emails, unknown brands, oneself and bad ids, appending nothing', async () => {
    const guest = await withoutAppend(vitrina, () => vitrina.client(freshIp()).put(`/follows/brand/${brand.brandId}`, {}));
    expect(guest).toMatchObject({ status: 401 });
    const { client: unconfirmed } = await vitrina.signedIn('USER', freshIp(), { verified: false });
    expect(await withoutAppend(vitrina, () => unconfirmed.put(`/follows/brand/${brand.brandId}`, {}))).toMatchObject({
      status: 403,
      body: { code: 'EMAIL_NOT_VERIFIED' },
    });
    const { client, userId } = await vitrina.signedIn('INFLUENCER', freshIp());
    expect(await withoutAppend(vitrina, () => client.put(`/follows/brand/${randomUUID()}`, {}))).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await withoutAppend(vitrina, () => client.put(`/follows/influencer/${brand.brandId}`, {}))).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    expect(await withoutAppend(vitrina, () => client.put(`/follows/influencer/${userId}`, {}))).toMatchObject({
      status: 400,
      body: { code: 'CANNOT_FOLLOW_SELF' },
    });
    for (const path of ['/follows/shop/' + brand.brandId, '/follows/brand/not-a-uuid']) {
      expect(await withoutAppend(vitrina, () => client.put(path, {})), path).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    }
  });
});

describe('saved searches', () => {
  it('keeps one canonical search, counts what is new since it was seen, and forgets it', async () => {
    const { client } = await vitrina.signedIn('USER', freshIp());
    const saved = await inLanguage(client, 'en').post<SavedSearch>('/saved-searches', { search: 'page=3&q=  Kimono  Tejido&sort=newest&gender=mujer' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject({ search: 'gender=mujer&q=kimono+tejido', newCount: 0 });
    expect(saved.body.label).toMatch(/^kimono tejido · /);
    const again = await withoutAppend(vitrina, () => client.post<SavedSearch>('/saved-searches', { search: 'q=kimono+tejido&gender=mujer' }));
    expect(again).toMatchObject({ status: 200, body: { id: saved.body.id } });

    tick(1);
    await addCloth(brand.client, { es: 'Kimono tejido verde', en: 'Green knitted kimono' });
    await addCloth(brand.client, { es: 'Falda de jean' });
    await expect.poll(async () => (await client.get<SavedSearch[]>('/saved-searches')).body.map((search) => search.newCount)).toEqual([1]);

    tick(1);
    expect((await client.post(`/saved-searches/${saved.body.id}/seen`, {})).status).toBe(204);
    expect((await client.get<SavedSearch[]>('/saved-searches')).body).toEqual([expect.objectContaining({ id: saved.body.id, newCount: 0 })]);
    expect(await withoutAppend(vitrina, () => client.post(`/saved-searches/${randomUUID()}/seen`, {}))).toMatchObject({
      status: 404,
      body: { code: 'SAVED_SEARCH_NOT_FOUND' },
    });

    expect((await client.call('DELETE', `/saved-searches/${saved.body.id}`, {})).status).toBe(204);
    expect((await client.get<SavedSearch[]>('/saved-searches')).body).toEqual([]);
  });

  it(`refuses an empty or unreadable search, and a ${SAVED_SEARCH_LIMIT + 1}st`, async () => {
    const { client } = await vitrina.signedIn('USER', freshIp());
    expect(await withoutAppend(vitrina, () => client.post('/saved-searches', { search: 'page=2' }))).toMatchObject({
      status: 400,
      body: { code: 'EMPTY_SEARCH' },
    });
    for (const search of ['colors=ROJO!', 'priceMin=-3', 'nope=1']) {
      expect(await withoutAppend(vitrina, () => client.post('/saved-searches', { search })), search).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED' },
      });
    }
    for (let n = 0; n < SAVED_SEARCH_LIMIT; n++) expect((await client.post('/saved-searches', { search: `q=palabra${n}` })).status).toBe(201);
    expect(await withoutAppend(vitrina, () => client.post('/saved-searches', { search: 'q=otra' }))).toMatchObject({
      status: 409,
      body: { code: 'SAVED_SEARCH_LIMIT' },
    });
  });
});

describe('"New for you" and the bell', () => {
  it('tells of a followed brand’s new clothes, an influencer’s recommendations and a saved search’s new matches, each with its reason', async () => {
    const other = await signedInBrand(vitrina, 'PRO');
    const { client: influencer, userId: influencerId } = await vitrina.signedIn('INFLUENCER', freshIp());
    const oldCloth = await addCloth(brand.client, { es: 'Remera vieja' });
    tick(1);
    const { client } = await vitrina.signedIn('USER', freshIp());
    expect((await client.put(`/follows/brand/${brand.brandId}`, {})).status).toBe(200);
    expect((await client.put(`/follows/influencer/${influencerId}`, {})).status).toBe(200);
    expect((await client.post('/saved-searches', { search: 'q=poncho' })).status).toBe(201);
    expect((await client.get<{ unread: number }>('/notifications')).body.unread).toBe(0);

    tick(1);
    const fromBrand = await addCloth(brand.client, { es: 'Camisa nueva', en: 'New shirt' });
    tick(1);
    const matching = await addCloth(other.client, { es: 'Poncho de alpaca', en: 'Alpaca poncho' });
    tick(1);
    const recommended = await addCloth(other.client, { es: 'Pañuelo de seda' });
    expect((await influencer.post('/favorites', { id: recommended, type: 'cloth' })).status).toBe(200);
    expect((await influencer.put(`/favorites/${recommended}`, { review: 'Lo uso siempre.' })).status).toBe(200);

    await expect
      .poll(async () => (await client.get<{ items: FeedItem[] }>('/feed')).body.items.map((item) => item.cloth.id).slice(0, 3))
      .toEqual([recommended, matching, fromBrand]);
    const feed = await inLanguage(client, 'en').get<{ items: FeedItem[]; total: number; page: number }>('/feed');
    expect(feed.body.items.slice(0, 3).map((item) => item.reason)).toEqual([
      { kind: 'influencer', userId: influencerId, username: expect.any(String) },
      { kind: 'search', searchId: expect.any(String), label: 'poncho' },
      { kind: 'brand', brandId: brand.brandId, name: expect.any(String) },
    ]);
    // A followed brand's clothes of the last month are in the feed; only what came after the follow rings the bell.
    expect(feed.body.items.map((item) => item.cloth.id)).toContain(oldCloth);

    const bell = await client.get<{ items: Array<FeedItem & { read: boolean }>; unread: number }>('/notifications');
    expect(bell.body.items.map((item) => item.cloth.id)).toEqual([recommended, matching, fromBrand]);
    expect(bell.body.unread).toBe(3);
    tick(1);
    expect((await client.post('/notifications/read', {})).status).toBe(204);
    const read = await client.get<{ items: Array<{ read: boolean }>; unread: number }>('/notifications');
    expect(read.body).toMatchObject({ unread: 0 });
    expect(read.body.items.every((item) => item.read)).toBe(true);

    // A guest has no feed; a hidden cloth leaves it.
    expect((await vitrina.client(freshIp()).get('/feed')).status).toBe(401);
    expect((await brand.client.put(`/admin/clothes/${fromBrand}/visibility`, { visible: false })).status).toBe(200);
    expect((await client.get<{ items: FeedItem[] }>('/feed')).body.items.map((item) => item.cloth.id)).not.toContain(fromBrand);
  });
});

describe('the bell and a favourite that comes back', () => {
  it('tells the person who keeps it, once it can be bought again, and not while it is sold out', async () => {
    const soldOut = clothBody({ names: { es: 'Chal de vicuña' }, sizes: ['S'], stock: { soldOut: true, soldOutSizes: [] } });
    const clothId = await addCloth(brand.client, { es: 'Chal de vicuña' }, { sizes: ['S'], stock: { soldOut: true, soldOutSizes: [] } });
    tick(1);
    const { client } = await vitrina.signedIn('USER', freshIp());
    expect((await client.post('/favorites', { id: clothId, type: 'cloth' })).status).toBe(200);
    expect((await client.get<{ items: unknown[] }>('/notifications')).body.items).toEqual([]);

    tick(1);
    expect((await brand.client.put(`/admin/clothes/${clothId}`, { ...soldOut, stock: { soldOut: false, soldOutSizes: [] } })).status).toBe(200);
    await expect.poll(async () => (await client.get<{ items: Array<FeedItem & { read: boolean }>; unread: number }>('/notifications')).body.unread).toBe(1);
    const bell = await client.get<{ items: Array<FeedItem & { read: boolean }> }>('/notifications');
    expect(bell.body.items.map((item) => [item.cloth.id, item.reason])).toEqual([[clothId, { kind: 'backInStock' }]]);

    // Sold out again: it leaves the bell until it comes back.
    tick(1);
    expect((await brand.client.put(`/admin/clothes/${clothId}`, soldOut)).status).toBe(200);
    expect((await client.get<{ items: unknown[] }>('/notifications')).body.items).toEqual([]);
  });
});
