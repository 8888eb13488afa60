import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMaterialOf } from '@vitrina/domain/taxonomy/words';
import type { ClothDoc } from '@vitrina/projector/catalogue';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import type { MagazineItem } from '../magazine/views';
import { DRAWN_CATEGORIES } from './images';
import { CATEGORIES, DEMO_PASSWORD } from './seed';

let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina({ DEMO_DATA: 'true' });
}, 120_000);
afterAll(() => vitrina.close());

describe('the demo data of a first start', () => {
  it('makes people of every role who can log in, three brands and 300 clothes over every filter value', { timeout: 120_000 }, async () => {
    expect(vitrina.vitrina.demoAccounts.map((account) => account.role)).toEqual([
      'USER',
      'INFLUENCER',
      'ADMIN',
      'BRAND (Casa Luna)',
      'BRAND (Norte)',
      'BRAND (Olivo)',
    ]);
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
    // Every size a card's srcset offers, the middle one included.
    expect(clothes.every((cloth) => cloth.images.every((stored) => stored.middle))).toBe(true);
    const middle = await fetch(`${vitrina.url}/images/${clothes[0]!.images[0]!.middle}`);
    expect((await sharp(Buffer.from(await middle.arrayBuffer())).metadata()).width).toBe(432);

    // The search index follows: every visible cloth can be found.
    await expect.poll(async () => (await admin.get<{ total: number }>('/search?pageSize=1')).body.total, { timeout: 30_000 }).toBe(visible.length);
  });

  it('draws each category as itself, dresses and skirts for women, trainers, scarves and backpacks for everyone, prices by category', async () => {
    await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['catalogue']);
    const clothes = await vitrina.vitrina.runtime.readModels.collection<ClothDoc>('clothes').find({});
    expect(new Set(CATEGORIES.map((category) => category.id))).toEqual(new Set(DRAWN_CATEGORIES));
    // A front and a close-up each, and no picture serves two categories.
    expect(clothes.every((cloth) => cloth.images.length === 2 && cloth.images[0]!.name !== cloth.images[1]!.name)).toBe(true);
    const categoriesOf = new Map<string, Set<string>>();
    for (const cloth of clothes)
      for (const image of cloth.images) categoriesOf.set(image.name, (categoriesOf.get(image.name) ?? new Set()).add(cloth.categoryId));
    expect([...categoriesOf.values()].filter((categories) => categories.size > 1)).toEqual([]);
    const drawn = new Map([...categoriesOf].map(([name, categories]) => [name, [...categories][0]!]));
    expect(new Set(drawn.values()).size).toBe(21);

    const of = (categoryId: string) => clothes.filter((cloth) => cloth.categoryId === categoryId);
    const genders = (categoryId: string) => new Set(of(categoryId).map((cloth) => cloth.gender));
    expect(genders('vestidos')).toEqual(new Set(['mujer']));
    expect(genders('faldas')).toEqual(new Set(['mujer']));
    for (const id of ['zapatillas', 'bufandas', 'mochilas', 'gorros']) expect(genders(id)).toEqual(new Set(['unisex']));
    const suits = of('trajes');
    expect(suits.filter((cloth) => cloth.gender === 'hombre').length).toBeGreaterThan(suits.length / 2);
    const average = (categoryId: string) => of(categoryId).reduce((sum, cloth) => sum + cloth.price, 0) / of(categoryId).length;
    expect(average('abrigos')).toBeGreaterThan(2 * average('camisetas'));
    expect(average('trajes')).toBeGreaterThan(average('camisas'));
    expect(clothes.every((cloth) => cloth.currency === 'ARS' && cloth.price % 1_000 === 900)).toBe(true);
    expect(clothes.filter((cloth) => cloth.discountEnabled).every((cloth) => cloth.discountedPrice! < cloth.price)).toBe(true);

    // The name says what the picture shows: the category, and the colour the picture is drawn in.
    const english = new Map(CATEGORIES.map((category) => [category.id, category.names[1].toLowerCase()]));
    for (const cloth of clothes) expect(cloth.names.en!.toLowerCase()).toContain(english.get(cloth.categoryId));
    const blackSkirt = clothes.find((cloth) => cloth.categoryId === 'faldas' && cloth.colors[0] === 'negro')!;
    expect(blackSkirt.names).toMatchObject({
      es: expect.stringMatching(/^Falda .* negra$/),
      it: expect.stringMatching(/^Gonna .* nera$/),
      fr: expect.stringMatching(/^Jupe .* noire$/),
    });
    expect(clothes.find((cloth) => cloth.categoryId === 'zapatos-de-vestir' && cloth.colors[0] === 'negro')!.names.es).toMatch(/^Zapatos .* negros$/);
    // Colours and styles by the taxonomy's ids (the shared contract).
    expect(new Set(clothes.flatMap((cloth) => cloth.colors))).toContain('azul-marino');
    expect(clothes.every((cloth) => /^[a-z-]+$/.test(cloth.style ?? ''))).toBe(true);
    // Its material is a taxonomy term, the one its tag names.
    expect(clothes.filter((cloth) => cloth.materials.length !== 1 || !cloth.tags.some((tag) => defaultMaterialOf(tag) === cloth.materials[0]))).toEqual([]);
    // When and where each is worn follows from what it is (wear.ts): no wool at the beach, no suit for sport.
    const wool = clothes.filter((cloth) => cloth.tags.includes('lana'));
    expect(wool.length).toBeGreaterThan(10);
    expect(wool.filter((cloth) => cloth.seasons.includes('verano') || cloth.eventIds.includes('playa'))).toEqual([]);
    expect(of('trajes').filter((cloth) => cloth.eventIds.includes('deporte'))).toEqual([]);
    expect([...new Set(of('vestidos').map((cloth) => cloth.colors[0]))]).toEqual(expect.arrayContaining(['rojo', 'negro']));
    expect([...new Set(of('bolsos-de-mano').map((cloth) => cloth.colors[0]))]).toEqual(expect.arrayContaining(['negro', 'marron']));
  });

  it('writes magazine stories of several paragraphs in four languages, featuring clothes of the brand that exist', async () => {
    await vitrina.vitrina.runner!.waitFor(await vitrina.head());
    const { items } = (await vitrina.client().get<{ items: MagazineItem[] }>('/magazine?limit=48')).body;
    expect(items).toHaveLength(9);
    expect(new Set(items.map((item) => item.descriptions.en!.split('\n')[0])).size).toBe(9);
    for (const item of items) {
      for (const language of ['es', 'en', 'it', 'fr'] as const) {
        expect(item.descriptions[language]!.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(4);
        expect(item.descriptions[language]).toContain(item.brand.name);
      }
      expect(item.clothes.length).toBeGreaterThan(0);
      expect(item.clothes.map((cloth) => cloth.id)).toEqual(item.clothIds.slice(0, item.clothes.length));
      for (const cloth of item.clothes) {
        expect(cloth.brand.id).toBe(item.brand.id);
        expect((await vitrina.client().get(`/clothes/${cloth.id}`)).status).toBe(200);
      }
    }
    // The wool-care story features wool and cashmere.
    const wool = items.find((item) => item.descriptions.en!.startsWith('Caring for wool'))!;
    const clothes = await vitrina.vitrina.runtime.readModels.collection<ClothDoc>('clothes').find({});
    const tags = new Map(clothes.map((cloth) => [cloth._id, cloth.tags]));
    expect(wool.clothIds.every((id) => tags.get(id)!.some((tag) => tag === 'lana' || tag === 'cachemira'))).toBe(true);
  });

  it('gives the influencer recommendations with reviews for /home, and the shopper favourites of both kinds', async () => {
    await vitrina.vitrina.runner!.waitFor(await vitrina.head());
    const guest = vitrina.client();
    const recommendations = await guest.call<{ items: Array<{ influencer: { username: string }; review: string }> }>('GET', '/recommendations', undefined, {
      'Accept-Language': 'en',
    });
    expect(recommendations.body.items).toHaveLength(4);
    expect(recommendations.body.items.every((item) => item.influencer.username === 'martina.style' && item.review.length > 0)).toBe(true);
    expect(recommendations.body.items.map((item) => item.review)).toContain('My staple of the season; it goes with everything.');

    const shopper = vitrina.client();
    expect((await shopper.post('/auth/login', { email: 'lucia@vitrina.example', password: DEMO_PASSWORD })).status).toBe(200);
    const favourites = await shopper.get<Array<{ type: string; item: unknown }>>('/favorites');
    expect(favourites.body.map((favourite) => favourite.type).sort()).toEqual(['cloth', 'cloth', 'cloth', 'cloth', 'magazine']);
    expect(favourites.body.every((favourite) => favourite.item !== null)).toBe(true);
  });

  it('has the shopper follow two brands and the influencer and keep two searches, so /home says what is new for her and the bell rings', async () => {
    await vitrina.vitrina.runner!.waitFor(await vitrina.head());
    const shopper = vitrina.client();
    expect((await shopper.post('/auth/login', { email: 'lucia@vitrina.example', password: DEMO_PASSWORD })).status).toBe(200);
    const follows = await shopper.get<{ brands: Array<{ name: string }>; influencers: Array<{ username: string }> }>('/follows');
    expect(follows.body.brands.map((brand) => brand.name).sort()).toEqual(['Casa Luna', 'Norte']);
    expect(follows.body.influencers.map((person) => person.username)).toEqual(['martina.style']);
    const searches = await shopper.get<Array<{ search: string; newCount: number }>>('/saved-searches');
    expect(searches.body.map((search) => search.search).sort()).toEqual(['categories=botas&colors=negro', 'q=vestido+rojo']);
    await expect
      .poll(async () => (await shopper.get<Array<{ newCount: number }>>('/saved-searches')).body.every((search) => search.newCount > 0), { timeout: 30_000 })
      .toBe(true);
    const feed = await shopper.get<{ items: Array<{ reason: { kind: string } }>; total: number }>('/feed');
    // Her followed brands and influencer lead; a saved search's match from a brand she does not follow may be among
    // the newest too, depending on the order the demo's clothes were added in.
    const kinds = new Set(feed.body.items.map((item) => item.reason.kind));
    expect(kinds).toContain('brand');
    expect(kinds).toContain('influencer');
    expect([...kinds].filter((kind) => !['brand', 'influencer', 'search'].includes(kind))).toEqual([]);
    expect(feed.body.total).toBeGreaterThan(100);
    expect((await shopper.get<{ unread: number }>('/notifications')).body.unread).toBeGreaterThan(0);
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
