import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '@vitrina/infra/fetch/test-servers';
import { FIXTURE_IMAGE } from '@vitrina/testkit/api/fixture-images';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import { freshIp } from '@vitrina/testkit/api/security/harness';
import { eventually } from '@vitrina/testkit/api/eventually';
import type { TestVitrina } from '@vitrina/testkit/api/vitrina';
import { closeAll, importerConfigBody, json, runAndWait, shopPhoto, shopServing, startImporterVitrina } from '@vitrina/testkit/api/importer';

/**
 * A shop's product without a photo through runs (issue 43, item 7): a Shopify-shaped shop where one product has no
 * image and another only Shopify's "no image" picture. Both come in as hidden clothes without images, listed in the
 * run's report as needing a photo (not as failures); the brand cannot show one until it has a photo; a later run that
 * finds one in the shop sets it and shows the cloth; a photo the brand adds lets the brand show the other; a shop that
 * stops showing a photo leaves the cloth the ones it has.
 */
let shop: TestServer;
let vitrina: TestVitrina;

interface Product {
  id: number;
  handle: string;
  title: string;
  images: string[];
}
let products: Product[] = [];

function productsJson(page: number) {
  const listed = page === 1 ? products : [];
  return {
    products: listed.map((product) => ({
      id: product.id,
      title: product.title,
      handle: product.handle,
      body_html: `<p>${product.title}.</p>`,
      product_type: 'Ropa',
      tags: [],
      options: [{ name: 'Talle', position: 1, values: ['S'] }],
      variants: [
        {
          id: product.id * 10,
          title: 'S',
          option1: 'S',
          option2: null,
          option3: null,
          sku: `${product.handle}-S`,
          price: '30000.00',
          compare_at_price: null,
          available: true,
        },
      ],
      images: product.images.map((src, i) => ({ id: product.id * 100 + i, src, position: i + 1 })),
    })),
  };
}

beforeAll(async () => {
  shop = await shopServing({
    '/meta.json': json({ currency: 'ARS' }),
    '/products.json': (url) => json(productsJson(Number(url.searchParams.get('page') ?? 1))),
    // Every image answers, the placeholder too: only its address says it is none.
    '/s/assets/*': shopPhoto,
  });
  vitrina = await startImporterVitrina();
});
afterAll(() => closeAll(vitrina, shop));

interface Run {
  runId: string;
  status: string;
  counts: Record<string, number>;
  problems: Array<{ name: string | null; code: string; field: string | null; page: string }>;
}

interface AdminCloth {
  id: string;
  name: string;
  visible: boolean;
  revision: number;
  images: unknown[];
}

describe('a product without a photo', () => {
  it('is imported hidden and listed as needing a photo; the brand cannot show it until a photo comes, from the shop or the brand', async () => {
    products = [
      { id: 1, handle: 'vestido', title: 'Vestido de lino', images: [`${shop.origin}/img/vestido.jpg`] },
      { id: 2, handle: 'remera', title: 'Remera lisa', images: [] },
      { id: 3, handle: 'saco', title: 'Saco de paño', images: [`${shop.origin}/s/assets/no-image-2048-5e88c1b20e087fb7bbe9a3771824e743_large.gif`] },
    ];
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    const saved = await client.put('/importer/config', {
      config: importerConfigBody({ url: `${shop.origin}/`, source: { kind: 'shopify', url: `${shop.origin}/products.json` } }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const clothes = async () =>
      Object.fromEntries((await client.get<{ items: AdminCloth[] }>(`/admin/clothes?brandId=${brandId}`)).body.items.map((cloth) => [cloth.name, cloth]));
    const needingPhoto = (run: Run) => run.problems.filter((problem) => problem.code === 'NEEDS_PHOTO').map((problem) => [problem.name, problem.page]);

    const first = await runAndWait<Run>(client);
    expect(first).toMatchObject({ status: 'completed', counts: { created: 3, failed: 0 } });
    expect(needingPhoto(first)).toEqual([
      ['Remera lisa', `${shop.origin}/products/remera`],
      ['Saco de paño', `${shop.origin}/products/saco`],
    ]);
    let listed = await clothes();
    expect(listed['Vestido de lino']).toMatchObject({ visible: true, images: [expect.anything()] });
    expect(listed['Remera lisa']).toMatchObject({ visible: false, images: [] });
    expect(listed['Saco de paño']).toMatchObject({ visible: false, images: [] });
    const tee = listed['Remera lisa']!;
    const coat = listed['Saco de paño']!;

    // A reader never sees them: hidden, out of search (where the dress is) and the cloth's page; the sitemaps list
    // public clothes only (api/pages/pages.int.test.ts).
    const shopper = vitrina.client(freshIp());
    const found = async () => (await shopper.get<{ items: Array<{ id: string }> }>(`/search?brand=${brandId}`)).body.items.map((hit) => hit.id);
    expect(await eventually(found, (ids) => ids.length > 0)).toEqual([listed['Vestido de lino']!.id]);
    expect((await shopper.get(`/clothes/${tee.id}`)).status).toBe(404);

    // The brand cannot show a cloth without a photo.
    const refused = await client.call<{ code: string }>('PUT', `/admin/clothes/${tee.id}/visibility`, { visible: true }, { 'If-Match': `"${tee.revision}"` });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CLOTH_NEEDS_PHOTO');

    // The shop gives the tee a photo: the next run sets it and shows the tee; the coat still needs one.
    products[1] = { ...products[1]!, images: [`${shop.origin}/img/remera.jpg`] };
    const second = await runAndWait<Run>(client);
    expect(second).toMatchObject({ status: 'completed', counts: { updated: 1, unchanged: 2, shown: 1, failed: 0 } });
    expect(needingPhoto(second)).toEqual([['Saco de paño', `${shop.origin}/products/saco`]]);
    listed = await clothes();
    expect(listed['Remera lisa']).toMatchObject({ visible: true, images: [expect.anything()] });
    expect((await shopper.get(`/clothes/${tee.id}`)).status).toBe(200);

    // The brand adds a photo to the coat by hand, then shows it.
    const { revision, images: _images, ...coatFields } = (await client.get<Record<string, unknown> & { revision: number }>(`/clothes/${coat.id}`)).body;
    const body = Object.fromEntries(
      Object.entries({ ...coatFields, images: [FIXTURE_IMAGE] }).filter(
        ([key]) =>
          !['id', 'brand', 'brandId', 'brandName', 'name', 'inStock', 'effectivePrice', 'createdAt', 'updatedAt', 'imported', 'sizeChart'].includes(key),
      ),
    );
    const pictured = await client.call<AdminCloth>('PUT', `/admin/clothes/${coat.id}`, body, { 'If-Match': `"${revision}"` });
    expect(pictured.status, JSON.stringify(pictured.body)).toBe(200);
    const shown = await client.call('PUT', `/admin/clothes/${coat.id}/visibility`, { visible: true }, { 'If-Match': `"${pictured.body.revision}"` });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    // The shop still shows no photo for the coat, and drops the tee's: both keep the photos they have, and show.
    products[1] = { ...products[1]!, images: [] };
    const third = await runAndWait<Run>(client);
    expect(needingPhoto(third)).toEqual([]);
    listed = await clothes();
    expect(listed['Saco de paño']).toMatchObject({ visible: true, images: [expect.anything()] });
    expect(listed['Remera lisa']).toMatchObject({ visible: true, images: [expect.anything()] });
  });
});
