import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { imageStoreFor } from '../catalogue/images';
import type { ApiContext } from '../context';
import { seedDemoNews } from '../news/demo';
import type { NewsSlide } from '../news/views';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { seedDemoMagazine } from './demo';
import type { MagazineItem } from './views';

/** The demo data's magazine entries and news slides, made through the deciders the api runs. */
let vitrina: TestVitrina;
const brandIds: string[] = [];
beforeAll(async () => {
  vitrina = await startTestVitrina();
  for (let i = 0; i < 2; i++) {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    brandIds.push(brandId);
    for (let c = 0; c < 3; c++) expect((await client.post('/admin/clothes', clothBody({ visible: c !== 1 }))).status).toBe(201);
  }
  const context = { ...vitrina.vitrina.runtime, facts: vitrina.vitrina.facts!, now: () => new Date(), waitFor: async () => {} } as ApiContext;
  const images = imageStoreFor(vitrina.vitrina.runtime.config);
  await seedDemoMagazine(context, images);
  await seedDemoNews(context, images);
  await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['magazine', 'news', 'catalogue']);
});
afterAll(() => vitrina?.close());

describe('the demo magazine and news', () => {
  it('gives every brand three stories in four languages, newest first, with pictures that are served and clothes it shows', async () => {
    const { items } = (await vitrina.client().get<{ items: MagazineItem[] }>('/magazine?limit=48')).body;
    expect(items).toHaveLength(6);
    expect(new Set(items.map((item) => item.brand.id))).toEqual(new Set(brandIds));
    expect(items.map((item) => item.publishedAt)).toEqual(
      items
        .map((item) => item.publishedAt)
        .sort()
        .reverse(),
    );
    expect(new Set(items.map((item) => item.publishedAt)).size).toBe(6);
    for (const item of items) {
      expect(Object.keys(item.descriptions).sort()).toEqual(['en', 'es', 'fr', 'it']);
      expect(item.url).toMatch(/^https:\/\/[a-z0-9]+\.example\/revista\/\d$/);
      // Several paragraphs in every language, naming the brand, and the brand's visible clothes under it.
      for (const text of Object.values(item.descriptions)) expect(text.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(3);
      expect(item.descriptions.es).toContain(item.brand.name);
      expect(item.clothes.length).toBeGreaterThan(0);
      expect(item.clothes.every((cloth) => cloth.brand.id === item.brand.id)).toBe(true);
    }
    for (const url of new Set(items.map((item) => item.media.url))) {
      const served = await fetch(`${vitrina.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('puts four visible slides on visible clothes', async () => {
    const { items } = (await vitrina.client().get<{ items: NewsSlide[] }>('/news')).body;
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.order)).toEqual([0, 1, 2, 3]);
    expect(items.every((item) => item.visible && item.cloth !== null)).toBe(true);
    expect(new Set(items.map((item) => item.cloth!.id)).size).toBe(4);
    expect((await fetch(`${vitrina.url}${items[0]!.image.url}`)).status).toBe(200);
  });
});
