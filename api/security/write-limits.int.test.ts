import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimit } from '@vitrina/infra/ratelimit/port';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import { FAVOURITE_WRITES, favouriteWritesKey } from '../favourites/routes';
import { brandWithClothes, removeFavourite } from '@vitrina/testkit/api/favourites';
import { MAGAZINE_WRITES, magazineWritesKey } from '../magazine/routes';
import { entryBody, storedImage } from '@vitrina/testkit/api/magazine';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { freshIp, withoutAppend } from '@vitrina/testkit/api/security/harness';

/**
 * Writes that are cheap to send and each append to a stream later commands fold whole (favourites, reviews,
 * magazine entries): past the per-person budget they are refused with 429 RATE_LIMITED and a Retry-After, append
 * nothing, and leave other people's budgets alone.
 */
let vitrina: TestVitrina;
let shirt: string;
beforeAll(async () => {
  vitrina = await startTestVitrina();
  ({
    ids: { shirt },
  } = await brandWithClothes(vitrina, { shirt: { es: 'Camisa' } }));
});
afterAll(() => vitrina?.close());

const budgetOf = (userId: string, key = favouriteWritesKey(userId), rule: RateLimit = FAVOURITE_WRITES) =>
  vitrina.vitrina.runtime.limiter.consume(key, rule, 0);

/** Spends what is left of a person's budget, as a long loop of requests would. */
async function exhaust(userId: string, key = favouriteWritesKey(userId), rule: RateLimit = FAVOURITE_WRITES) {
  const { remaining } = await budgetOf(userId, key, rule);
  expect((await vitrina.vitrina.runtime.limiter.consume(key, rule, remaining)).allowed).toBe(true);
}

describe('favourite writes per person', () => {
  it('counts each change: a loop of adds and removes runs into 429 RATE_LIMITED with a Retry-After', async () => {
    const { client, userId } = await vitrina.signedIn('USER', freshIp());
    expect((await client.post('/favorites', { id: shirt, type: 'cloth' })).status).toBe(200);
    expect((await removeFavourite(client, shirt)).status).toBe(204);
    expect((await budgetOf(userId)).remaining).toBe(FAVOURITE_WRITES.limit - 2);

    await exhaust(userId);
    for (const act of [() => client.post('/favorites', { id: shirt, type: 'cloth' }), () => removeFavourite(client, shirt)]) {
      const answer = await withoutAppend(vitrina, act);
      expect(answer.status, JSON.stringify(answer.body)).toBe(429);
      expect(answer.body).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Reading one's favourites is not a write.
    expect((await client.get('/favorites')).status).toBe(200);
  });

  it('limits an influencer re-posting reviews the same way, and no one else', async () => {
    const influencer = await vitrina.signedIn('INFLUENCER', freshIp());
    expect((await influencer.client.post('/favorites', { id: shirt, type: 'cloth' })).status).toBe(200);
    await exhaust(influencer.userId);
    const review = await withoutAppend(vitrina, () => influencer.client.put(`/favorites/${shirt}`, { review: 'Otra vez arriba.' }));
    expect(review).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    const withdraw = await withoutAppend(vitrina, () => influencer.client.call('DELETE', `/favorites/${shirt}`, {}));
    expect(withdraw.status).toBe(429);

    const other = await vitrina.signedIn('USER', freshIp());
    expect((await other.client.post('/favorites', { id: shirt, type: 'cloth' })).status).toBe(200);
  });
});

describe('magazine writes per person', () => {
  it('counts publishing, editing and deleting; past the budget each is 429 RATE_LIMITED and appends nothing', async () => {
    const image = await storedImage(vitrina);
    const { client } = await signedInBrand(vitrina, 'PRO');
    const userId = String((await client.get<{ userId: string }>('/auth/me')).body.userId);
    const key = magazineWritesKey(userId);
    const published = await client.post<{ id: string }>('/admin/magazine', entryBody(image));
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    expect((await budgetOf(userId, key, MAGAZINE_WRITES)).remaining).toBe(MAGAZINE_WRITES.limit - 1);

    await exhaust(userId, key, MAGAZINE_WRITES);
    const path = `/admin/magazine/${published.body.id}`;
    for (const act of [
      () => client.post('/admin/magazine', entryBody(image)),
      () => client.put(path, entryBody(image)),
      () => client.call('DELETE', path, {}),
    ]) {
      const answer = await withoutAppend(vitrina, act);
      expect(answer.status, JSON.stringify(answer.body)).toBe(429);
      expect(answer.body).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const other = await signedInBrand(vitrina, 'PRO');
    expect((await other.client.post('/admin/magazine', entryBody(image))).status).toBe(201);
  });
});
