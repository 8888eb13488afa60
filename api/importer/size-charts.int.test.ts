import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '@vitrina/infra/fetch/test-servers';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import { freshIp } from '@vitrina/testkit/api/security/harness';
import { eventually } from '@vitrina/testkit/api/eventually';
import { closeAll, importerConfigBody, json, runAndWait, shopServing, startImporterVitrina } from '@vitrina/testkit/api/importer';
import type { TestVitrina } from '@vitrina/testkit/api/vitrina';

/**
 * Size guides imported with a shop (issue 45, item 4): a Shopify-shaped shop whose dresses' descriptions carry the
 * size table its theme's editor writes. A run sets it as the brand's chart for the category its dresses classify as,
 * a change at the shop replaces it, a chart the brand removed or wrote by hand stays as the brand left it, and the
 * cloth's page answers it.
 */
let shop: TestServer;
let vitrina: TestVitrina;

const guide = (waist: number) => `<p>Vestido de lino, corte recto.</p>
<p><strong>Guía de talles</strong> (medidas en cm)</p>
<table><tbody>
<tr><td>Talle</td><td>Busto</td><td>Cintura</td><td>Cadera</td></tr>
<tr><td>S</td><td>86-90</td><td>${waist}</td><td>94</td></tr>
<tr><td>M</td><td>90-94</td><td>${waist + 4}</td><td>98</td></tr>
<tr><td>L</td><td>94-98</td><td>${waist + 8}</td><td>102</td></tr>
</tbody></table>`;
let dressWaist = 66;

function productsJson(page: number) {
  const products = [
    { id: 1, handle: 'vestido-lino', title: 'Vestido de lino', body_html: guide(dressWaist) },
    { id: 2, handle: 'vestido-seda', title: 'Vestido de seda', body_html: guide(dressWaist) },
    {
      id: 3,
      handle: 'remera-lisa',
      title: 'Remera lisa de algodón',
      body_html: '<p>Remera de algodón peinado.</p><table><tr><td>Composición</td><td>100% algodón</td></tr></table>',
    },
  ];
  return {
    products: (page === 1 ? products : []).map((product) => ({
      ...product,
      product_type: 'Mujer',
      tags: [],
      options: [{ name: 'Talle', position: 1, values: ['S', 'M', 'L'] }],
      variants: ['S', 'M', 'L'].map((size, i) => ({
        id: product.id * 10 + i,
        title: size,
        option1: size,
        option2: null,
        option3: null,
        sku: `${product.handle}-${size}`,
        price: '45900.00',
        compare_at_price: null,
        available: true,
      })),
      images: [{ id: product.id, src: `${shop.origin}/img/${product.handle}.jpg`, position: 1 }],
    })),
  };
}

beforeAll(async () => {
  shop = await shopServing({ '/products.json': (url) => json(productsJson(Number(url.searchParams.get('page') ?? 1))) });
  vitrina = await startImporterVitrina();
});
afterAll(() => closeAll(vitrina, shop));

type Chart = {
  categoryId: string;
  kind: string;
  system: string;
  imported: boolean;
  rows: Array<{ size: string; measures: Record<string, number>; equivalents: Record<string, string> }>;
};

describe('a size guide in a shop’s descriptions', () => {
  it('becomes the brand’s chart for the category, follows the shop, and never replaces what the brand set by hand', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    const saved = await client.put('/importer/config', {
      config: importerConfigBody({ url: `${shop.origin}/`, source: { kind: 'shopify', url: `${shop.origin}/products.json` } }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const charts = async () => (await client.get<{ sizeCharts: Chart[] }>('/admin/brand')).body.sizeCharts;

    // "Read the shop" shows the guide it found, before anything is imported.
    const read = await client.post<{ items: Array<{ item?: { name: string; sizeTable?: unknown } }> }>('/importer/shop', { url: `${shop.origin}/` });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.items.map((result) => [result.item?.name, result.item?.sizeTable !== undefined])).toEqual([
      ['Vestido de lino', true],
      ['Vestido de seda', true],
      ['Remera lisa de algodón', false],
    ]);

    expect(await runAndWait(client)).toMatchObject({ status: 'completed', counts: { created: 3, failed: 0 } });
    const rows = (waist: number) => [
      { size: 'S', measures: { bust: 88, waist, hips: 94 }, equivalents: {} },
      { size: 'M', measures: { bust: 92, waist: waist + 4, hips: 98 }, equivalents: {} },
      { size: 'L', measures: { bust: 96, waist: waist + 8, hips: 102 }, equivalents: {} },
    ];
    // Letters are international sizes; a composition table is no guide, so tops get none.
    expect(await charts()).toEqual([{ categoryId: 'vestidos', kind: 'women-clothing', system: 'INT', rows: rows(66), imported: true }]);

    // The cloth's page answers it to the shopper.
    const clothes = await vitrina.vitrina.runtime.readModels.collection<{ _id: string; names: { es: string } }>('clothes').find({ brandId });
    const dress = clothes.find((cloth) => cloth.names.es === 'Vestido de lino')!._id;
    const tee = clothes.find((cloth) => cloth.names.es === 'Remera lisa de algodón')!._id;
    const shopper = vitrina.client(freshIp());
    const chartOf = async (id: string) => (await shopper.get<{ sizeChart: unknown }>(`/clothes/${id}`)).body.sizeChart;
    expect(
      await eventually(
        () => chartOf(dress),
        (chart) => chart !== null,
      ),
    ).toMatchObject({ kind: 'women-clothing', rows: rows(66) });
    expect(await chartOf(tee)).toBeNull();

    // The shop changes its guide: the next run follows it.
    dressWaist = 64;
    await runAndWait(client);
    expect((await charts())[0]!.rows).toEqual(rows(64));

    // The brand removes it by hand: runs leave the category without one.
    expect((await client.call('DELETE', `/admin/brands/${brandId}/size-charts/vestidos`)).status).toBe(200);
    dressWaist = 62;
    await runAndWait(client);
    expect(await charts()).toEqual([]);

    // A chart the brand writes stays, whatever the shop publishes.
    const own = { kind: 'women-clothing', system: 'AR', rows: [{ size: '1', measures: { bust: 90 }, equivalents: { INT: 'S' } }] };
    expect((await client.put(`/admin/brands/${brandId}/size-charts/vestidos`, own)).status).toBe(200);
    await runAndWait(client);
    expect(await charts()).toEqual([{ categoryId: 'vestidos', ...own, imported: false }]);
  });
});
