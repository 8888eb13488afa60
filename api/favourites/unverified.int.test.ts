import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, linkIn, newMail, withoutAppend } from '@vitrina/testkit/api/security/harness';
import { newUser, startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { brandWithClothes, favouriteDirectly, removeFavourite, streamTypes } from '@vitrina/testkit/api/favourites';

/**
 * An account whose email is not confirmed logs in, but may not favourite or recommend (403 EMAIL_NOT_VERIFIED);
 * it may still remove what it has. Opening the emailed link lifts the limit at once.
 */
let vitrina: TestVitrina;
let ids: Record<'shirt' | 'coat', string>;
beforeAll(async () => {
  vitrina = await startTestVitrina();
  ({ ids } = await brandWithClothes(vitrina, { shirt: { es: 'Camisa de lino' }, coat: { es: 'Abrigo de lana' } }));
});
afterAll(() => vitrina?.close());

const NOT_VERIFIED = {
  status: 403,
  body: { code: 'EMAIL_NOT_VERIFIED', message: 'Confirm your email to do this: open the link we sent you, or ask for a new one.' },
};

describe('an unverified USER', () => {
  it('logs in and is told so by /auth/me, but adding a favourite is refused until the emailed link is opened', async () => {
    const { client, user, userId } = await vitrina.signedIn('USER', freshIp(), { verified: false });
    expect((await client.get('/auth/me')).body).toMatchObject({ emailVerified: false });
    for (const body of [
      { id: ids.shirt, type: 'cloth' },
      { id: ids.coat, type: 'cloth' },
    ]) {
      expect(await withoutAppend(vitrina, () => client.post('/favorites', body))).toMatchObject(NOT_VERIFIED);
    }
    expect((await client.get<unknown[]>('/favorites')).body).toEqual([]);

    const link = linkIn(await newMail(vitrina, user.email, /Vitrina/), '/verify-email');
    const verified = await client.post('/auth/verify-email', { email: user.email, token: link.searchParams.get('token') });
    expect(verified.status).toBe(200);
    // The same session, no new login: the next request reads the confirmed email.
    expect((await client.get('/auth/me')).body).toMatchObject({ emailVerified: true });
    expect((await client.post('/favorites', { id: ids.shirt, type: 'cloth' })).status).toBe(200);
    expect(await streamTypes(vitrina, userId)).toEqual(['FavouriteAdded']);
  });

  it('is signed in by its registration, and that session saves the heart asked for once the emailed link is opened', async () => {
    const client = vitrina.client(freshIp());
    const user = newUser();
    expect((await client.post('/auth/register', { ...user, token: await client.captcha() })).status).toBe(201);
    expect(await withoutAppend(vitrina, () => client.post('/favorites', { id: ids.coat, type: 'cloth' }))).toMatchObject(NOT_VERIFIED);
    const link = linkIn(await newMail(vitrina, user.email, /Vitrina/), '/verify-email');
    expect((await client.post('/auth/verify-email', { email: user.email, token: link.searchParams.get('token') })).status).toBe(200);
    expect((await client.post('/favorites', { id: ids.coat, type: 'cloth' })).status).toBe(200);
    expect((await client.get<Array<{ id: string }>>('/favorites')).body.map((favourite) => favourite.id)).toEqual([ids.coat]);
  });

  it('may still remove a favourite it already had', async () => {
    const { client, userId } = await vitrina.signedIn('USER', freshIp(), { verified: false });
    await favouriteDirectly(vitrina, userId, ids.coat);
    expect((await removeFavourite(client, ids.coat)).status).toBe(204);
    expect(await streamTypes(vitrina, userId)).toEqual(['FavouriteAdded', 'FavouriteRemoved']);
  });
});

describe('an unverified INFLUENCER', () => {
  it('may not recommend a favourite (its review included) but may stop recommending', async () => {
    const { client, userId } = await vitrina.signedIn('INFLUENCER', freshIp(), { verified: false });
    await favouriteDirectly(vitrina, userId, ids.shirt);
    for (const review of ['La uso todo el verano.', { es: 'La uso todo el verano.', en: 'I wear it all summer.' }]) {
      expect(await withoutAppend(vitrina, () => client.put(`/favorites/${ids.shirt}`, { review }))).toMatchObject(NOT_VERIFIED);
    }
    expect((await client.call('DELETE', `/favorites/${ids.shirt}`, {})).status).toBe(204);
    expect(await streamTypes(vitrina, userId)).toEqual(['FavouriteAdded']);
  });

  it('is refused for its role before its email: a USER unverified gets FORBIDDEN for recommending', async () => {
    const { client, userId } = await vitrina.signedIn('USER', freshIp(), { verified: false });
    await favouriteDirectly(vitrina, userId, ids.shirt);
    expect(await withoutAppend(vitrina, () => client.put(`/favorites/${ids.shirt}`, { review: 'Me encanta' }))).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
  });
});
