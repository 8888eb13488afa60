import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '@vitrina/domain/accounts/user';
import { favouritesStream } from '@vitrina/domain/favourites/events';
import { createLogger } from '@vitrina/infra/log/logger';
import type { Doc } from '@vitrina/infra/readstore/port';
import { replayProjections } from '@vitrina/projector/replay';
import { dumpServing } from '@vitrina/testkit/projector/fixtures';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { newUser, startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';

let vitrina: TestVitrina;
let influencer: { client: Client; user: { username: string; email: string; password: string; firstName: string }; userId: string };
let shirt: string;
let brandId: string;
let follower: Client;
const REVIEW = 'Lino que respira, lo uso todo el verano.';

interface Exported {
  profile: Record<string, unknown>;
  emailPreferences: Record<string, boolean>;
  consents: Array<{ kind: string }>;
  favourites: Array<{ type: string; data: { itemId: string } }>;
  recommendations: Array<{ type: string; data: { review: Record<string, string> } }>;
  browseHistory: Array<{ clothId: string }>;
  follows: Array<{ type: string; data: { kind: string; targetId: string } }>;
  savedSearches: Array<{ type: string; data: { search: string } }>;
  sessions: Array<{ current: boolean; userAgent?: string }>;
  log: Array<{ type: string; data: Record<string, unknown> }>;
}

beforeAll(async () => {
  // No hold: the username and email are free as soon as the worker's release job runs.
  vitrina = await startTestVitrina({ ERASED_HOLD_DAYS: '0' });
  const { client: brand, brandId: brandOf } = await signedInBrand(vitrina, 'PRO');
  brandId = brandOf;
  shirt = (await brand.post<{ id: string }>('/admin/clothes', clothBody({ names: { es: 'Camisa de lino' } }))).body.id;
  influencer = await vitrina.signedIn('INFLUENCER');
  expect((await influencer.client.post('/favorites', { id: shirt, type: 'cloth' })).status).toBe(200);
  expect((await influencer.client.put(`/favorites/${shirt}`, { review: REVIEW })).status).toBe(200);
  expect((await influencer.client.get(`/clothes/${shirt}`)).status).toBe(200);
  // Follows and a saved search are personal data too; someone follows the influencer.
  expect((await influencer.client.put(`/follows/brand/${brandId}`, {})).status).toBe(200);
  expect((await influencer.client.post('/saved-searches', { search: 'q=camisa+de+lino' })).status).toBe(201);
  follower = (await vitrina.signedIn('USER')).client;
  expect((await follower.put(`/follows/brand/${brandId}`, {})).status).toBe(200);
  expect((await follower.put(`/follows/influencer/${influencer.userId}`, {})).status).toBe(200);
  await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['favourites', 'following', 'history', 'users']);
});
afterAll(() => vitrina.close());

const readModels = async () => {
  const dumps: Record<string, Record<string, Doc[]>> = {};
  for (const projection of vitrina.vitrina.runtime.projections) dumps[projection.name] = await dumpServing(vitrina.vitrina.runtime.readStore, projection);
  // Each generation's bookkeeping differs after a rebuild; the documents must not.
  return dumps;
};

describe('the right of access', () => {
  it('gives a person everything held about them, from the log, with no secret in it', async () => {
    const answer = await influencer.client.get<Exported>('/profile/export');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(
      new RegExp(`attachment; filename="vitrina-${influencer.user.username}-\\d{4}-\\d{2}-\\d{2}\\.json"`),
    );
    const data = answer.body;
    expect(data.profile).toMatchObject({
      userId: influencer.userId,
      username: influencer.user.username,
      email: influencer.user.email,
      type: 'INFLUENCER',
      emailVerified: true,
    });
    expect(data.emailPreferences).toEqual({
      promotions: expect.any(Boolean),
      news: expect.any(Boolean),
      specialOffers: expect.any(Boolean),
      digest: 'weekly',
      backInStock: true,
    });
    expect(data.consents.map((consent) => consent.kind)).toEqual(expect.arrayContaining(['terms', 'privacy']));
    expect(data.favourites.map((entry) => [entry.type, entry.data.itemId])).toEqual([['FavouriteAdded', shirt]]);
    expect(data.recommendations[0]).toMatchObject({ type: 'ClothRecommended', data: { review: { es: REVIEW } } });
    expect(data.browseHistory.map((view) => view.clothId)).toEqual([shirt]);
    expect(data.follows.map((entry) => [entry.type, entry.data.kind, entry.data.targetId])).toEqual([['Followed', 'brand', brandId]]);
    expect(data.savedSearches.map((entry) => [entry.type, entry.data.search])).toEqual([['SearchSaved', 'q=camisa+de+lino']]);
    expect(data.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(data.log.map((event) => event.type)).toEqual(
      expect.arrayContaining(['UserRegistered', 'EmailVerified', 'UserTypeChanged', 'FavouriteAdded', 'ClothRecommended', 'ClothViewed']),
    );
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/argon2|"tokenHash":"[0-9a-f]/);
  });

  it('is for the signed-in person only', async () => {
    expect((await vitrina.client().get('/profile/export')).status).toBe(401);
  });
});

describe('erasure', () => {
  it('asks for the password again, then forgets the person: logged out, unreadable in the log, gone from every read model but the counts, and the same after a replay', async () => {
    const { client, user, userId } = influencer;
    expect(await client.post('/profile/erase', { password: 'not-my-password' })).toMatchObject({ status: 400, body: { code: 'WRONG_PASSWORD' } });
    expect((await client.get('/recommendations')).body).toMatchObject({ items: [expect.objectContaining({ review: REVIEW })] });

    const erased = await client.post('/profile/erase', { password: user.password });
    expect(erased.status).toBe(204);
    expect(erased.headers.getSetCookie().join(' ')).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect((await client.get('/auth/me')).body).toEqual({ user: null });
    expect(await vitrina.client().post('/auth/login', { email: user.email, password: user.password })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_CREDENTIALS' },
    });

    // Its key is gone: the log still holds the events, every personal field reads as erased.
    expect(await vitrina.vitrina.runtime.dataKeys.find(userId)).toBeNull();
    const events = await vitrina.vitrina.runtime.eventStore.readStream(userStream(userId));
    expect(events.find((event) => event.type === 'UserRegistered')?.data).toMatchObject({
      username: '',
      email: '',
      firstName: null,
      lastName: null,
      dateOfBirth: null,
    });
    expect(events.at(-1)).toMatchObject({ type: 'AccountErased', data: { userId, by: userId } });
    const recommended = (await vitrina.vitrina.runtime.eventStore.readStream(favouritesStream(userId))).find((event) => event.type === 'ClothRecommended');
    expect(JSON.stringify(recommended?.data)).not.toContain(REVIEW);

    // The read models: a deleted account, no favourites or history or recommendation of theirs, the cloth's count kept.
    const admin = (await vitrina.signedIn('ADMIN')).client;
    const listed = (await admin.get<{ items: Array<Record<string, unknown>> }>('/admin/users?pageSize=200')).body.items.find((row) => row.id === userId);
    expect(listed).toMatchObject({ username: '', email: '', firstName: null, active: false });
    expect((await client.get<{ items: unknown[] }>('/recommendations')).body.items).toEqual([]);
    const store = vitrina.vitrina.runtime.readModels;
    expect(await store.collection('favourites').find({ userId })).toEqual([]);
    expect(await store.collection('browseHistory').find({ userId })).toEqual([]);
    expect(await store.collection('favouriteCounts').findOne({ _id: shirt })).toMatchObject({ count: 1 });
    // Their follows and searches are gone, and so are the follows of them: the brand keeps its other follower.
    expect(await store.collection('follows').find({ userId })).toEqual([]);
    expect(await store.collection('follows').find({ targetId: userId })).toEqual([]);
    expect(await store.collection('savedSearches').find({ userId })).toEqual([]);
    expect((await follower.get(`/follows/brand/${brandId}`)).body).toEqual({ following: true, followers: 1 });
    const following = (await vitrina.vitrina.runtime.eventStore.readStream(`following-${userId}`)).map((event) => event.data as Record<string, unknown>);
    expect(following.map((data) => data.targetId ?? data.search)).toEqual(['00000000-0000-4000-8000-000000000000', '']);

    const before = await readModels();
    await replayProjections({ ...vitrina.vitrina.runtime, logger: createLogger('silent'), targets: 'all', graceMs: 0 });
    const after = await readModels();
    for (const name of Object.keys(before)) expect(Object.values(after[name]!), name).toEqual(Object.values(before[name]!));
    // The replay dropped the old generations at once (no grace here): the api reads the new ones from now.
    await (vitrina.vitrina.runtime.readModels as { refresh(): Promise<void> }).refresh();
  });

  it('frees the username and email once the hold is over, for anyone to register', async () => {
    const { user } = influencer;
    const newcomer = vitrina.client();
    await expect
      .poll(
        async () =>
          (await newcomer.post('/auth/register', newUser({ username: user.username, email: user.email, language: 'es', token: await newcomer.captcha() })))
            .status,
        { timeout: 15_000, interval: 300 },
      )
      .toBe(201);
  });

  it('is an admin’s to do on a person’s request, never on their own account', async () => {
    const { client: admin, userId: adminId } = await vitrina.signedIn('ADMIN');
    const person = await vitrina.signedIn('USER');
    expect((await admin.post(`/admin/users/${person.userId}/erase`, {})).status).toBe(204);
    expect((await person.client.get('/auth/me')).body).toEqual({ user: null });
    expect((await admin.post(`/admin/users/${person.userId}/erase`, {})).status).toBe(204);
    expect(await admin.post(`/admin/users/${adminId}/erase`, {})).toMatchObject({ status: 422, body: { code: 'CANNOT_ERASE_SELF' } });
    expect((await person.client.post('/profile/erase', { password: person.user.password })).status).toBe(401);
  });
});
