import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClothDoc } from '@vitrina/projector/catalogue';
import { startTestVitrina, type TestVitrina } from '../testing/vitrina';
import { DEMO_PASSWORD } from './seed';

let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina({ DEMO_DATA: 'true' });
}, 120_000);
afterAll(() => vitrina.close());

describe('the demo data of a first start', () => {
  it('makes people of every role who can log in, three brands and 300 clothes over every filter value', { timeout: 120_000 }, async () => {
    expect(vitrina.vitrina.demoAccounts.map((account) => account.role)).toEqual(['USER', 'INFLUENCER', 'ADMIN', 'BRAND (Casa Luna)', 'BRAND (Norte)', 'BRAND (Olivo)']);
    const admin = vitrina.client();
    const login = await admin.post('/auth/login', { email: 'admin@vitrina.example', password: DEMO_PASSWORD });
    expect(login).toMatchObject({ status: 200, body: { type: 'ADMIN', emailVerified: true } });

    await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['catalogue']);
    const clothes = await vitrina.vitrina.runtime.readModels.collection<ClothDoc>('clothes').find({});
    expect(clothes).toHaveLength(300);
    expect(new Set(clothes.map((cloth) => cloth.brandId)).size).toBe(3);
    const visible = clothes.filter((cloth) => cloth.visible);
    const covered = (values: (cloth: ClothDoc) => string[]) => new Set(visible.flatMap(values)).size;
    expect(covered((cloth) => [cloth.categoryId])).toBe(21);
    expect(covered((cloth) => cloth.eventIds)).toBe(10);
    expect(covered((cloth) => [cloth.gender])).toBe(3);
    expect(covered((cloth) => cloth.seasons)).toBe(4);
    expect(covered((cloth) => cloth.weather)).toBe(4);
    expect(covered((cloth) => [cloth.typeId])).toBe(5);
    for (const cloth of clothes.slice(0, 3)) expect(Object.keys(cloth.names).sort()).toEqual(['en', 'es', 'fr', 'it']);
    expect(visible.some((cloth) => cloth.discountEnabled)).toBe(true);

    const image = await fetch(`${vitrina.url}/images/${clothes[0]!.images[0]!.name}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');

    // The search index follows: every visible cloth can be found.
    await expect.poll(async () => (await admin.get<{ total: number }>('/search?pageSize=1')).body.total, { timeout: 30_000 }).toBe(visible.length);
  });

  it('gives the influencer recommendations with reviews for /home, and the shopper favourites of both kinds', async () => {
    await vitrina.vitrina.runner!.waitFor(await vitrina.head());
    const guest = vitrina.client();
    const recommendations = await guest.call<{ items: Array<{ influencer: { username: string }; review: string }> }>('GET', '/recommendations', undefined, { 'Accept-Language': 'en' });
    expect(recommendations.body.items).toHaveLength(4);
    expect(recommendations.body.items.every((item) => item.influencer.username === 'martina.style' && item.review.length > 0)).toBe(true);
    expect(recommendations.body.items.map((item) => item.review)).toContain('My staple of the season; it goes with everything.');

    const shopper = vitrina.client();
    expect((await shopper.post('/auth/login', { email: 'lucia@vitrina.example', password: DEMO_PASSWORD })).status).toBe(200);
    const favourites = await shopper.get<Array<{ type: string; item: unknown }>>('/favorites');
    expect(favourites.body.map((favourite) => favourite.type).sort()).toEqual(['cloth', 'cloth', 'cloth', 'cloth', 'magazine']);
    expect(favourites.body.every((favourite) => favourite.item !== null)).toBe(true);
  });

  it('gives the brands months of history on their dashboard: views, click-outs, brand clicks and searches nobody answers', async () => {
    await vitrina.vitrina.runner!.waitFor(await vitrina.head());
    const brand = vitrina.client();
    expect((await brand.post('/auth/login', { email: 'hola@norte.example', password: DEMO_PASSWORD })).status).toBe(200);
    type Series = { points: Array<{ value: number }>; total: number; previousTotal: number };
    const { body } = await brand.get<{ series: Record<string, Series>; demand: Array<{ text: string }> }>('/dashboard?period=90d');
    expect(body.series.views!.total).toBeGreaterThan(500);
    expect(body.series.views!.previousTotal).toBeGreaterThan(0);
    expect(body.series.views!.points.filter((point) => point.value > 0).length).toBeGreaterThan(80);
    expect(body.series.clickOuts!.total).toBeGreaterThan(0);
    expect(body.demand.map((row) => row.text)).toContain('pijama de seda');
  });
});
