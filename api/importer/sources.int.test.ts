import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueStream } from '@vitrina/domain/catalogue/events';
import type { TestServer } from '@vitrina/infra/fetch/test-servers';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import type { TestVitrina } from '@vitrina/testkit/api/vitrina';
import { closeAll, importerConfigBody, json, runAndWait, shopServing, startImporterVitrina } from '@vitrina/testkit/api/importer';

/**
 * A run reading a shop's own catalogue (issue 29): a Shopify-shaped shop whose variants say which sizes can be
 * bought. Sizes and stock come from the variants, a size back in stock is appended once, a sold-out cloth stays.
 */
let shop: TestServer;
let vitrina: TestVitrina;
const available: Record<string, boolean> = { 'remera-S': true, 'remera-M': true, 'remera-L': false, 'campera-M': false, 'campera-L': false };

function products() {
  const product = (id: number, handle: string, title: string, price: string) => ({
    id,
    title,
    handle,
    body_html: `<p>${title} de algodón.</p>`,
    product_type: 'Ropa',
    tags: [],
    options: [{ name: 'Talle', position: 1, values: handle === 'remera' ? ['S', 'M', 'L'] : ['M', 'L'] }],
    variants: (handle === 'remera' ? ['S', 'M', 'L'] : ['M', 'L']).map((size, i) => ({
      id: id * 10 + i,
      title: size,
      option1: size,
      option2: null,
      option3: null,
      sku: `${handle}-${size}`,
      price,
      available: available[`${handle}-${size}`],
    })),
    images: [{ id: id * 10, src: `${shop.origin}/img/${handle}.jpg`, position: 1 }],
  });
  return [product(1, 'remera', 'Remera lisa', '12000.00'), product(2, 'campera', 'Campera de jean', '58000.00')];
}

beforeAll(async () => {
  shop = await shopServing({ '/products.json': (url) => json({ products: Number(url.searchParams.get('page') ?? 1) === 1 ? products() : [] }) });
  vitrina = await startImporterVitrina();
});
afterAll(() => closeAll(vitrina, shop));

describe('a run reading a Shopify catalogue', () => {
  it('keeps sizes and stock from the variants, appends a size back in stock once, and keeps a sold-out cloth', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    const saved = await client.put('/importer/config', {
      config: importerConfigBody({ url: `${shop.origin}/`, source: { kind: 'shopify', url: `${shop.origin}/products.json` } }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    expect(await runAndWait(client)).toMatchObject({ status: 'completed', counts: { found: 2, created: 2, failed: 0 } });
    const clothes = () =>
      vitrina.vitrina.runtime.readModels
        .collection<{
          _id: string;
          names: { es: string };
          sizes: string[];
          stock: { soldOut: boolean; soldOutSizes: string[] };
          visible: boolean;
          price: number;
        }>('clothes')
        .find({ brandId });
    const byName = async () => Object.fromEntries((await clothes()).map((cloth) => [cloth.names.es, cloth]));
    let found = await byName();
    expect(found['Remera lisa']).toMatchObject({ sizes: ['S', 'M', 'L'], stock: { soldOut: false, soldOutSizes: ['L'] }, price: 12_000, visible: true });
    expect(found['Campera de jean']).toMatchObject({ sizes: ['M', 'L'], stock: { soldOut: true }, visible: true });

    const events = async () =>
      (await vitrina.vitrina.runtime.eventStore.readStream(catalogueStream(brandId))).map((event) => ({
        type: event.type,
        data: event.data as { sizes?: string[]; wholeCloth?: boolean },
      }));
    const before = (await events()).length;
    available['remera-L'] = true;
    available['campera-M'] = true;
    expect(await runAndWait(client)).toMatchObject({ counts: { updated: 2 } });
    const appended = (await events()).slice(before);
    expect(
      appended
        .filter((event) => event.type === 'ClothBackInStock')
        .map((event) => event.data)
        .sort((a, b) => Number(a.wholeCloth) - Number(b.wholeCloth)),
    ).toEqual([expect.objectContaining({ sizes: ['L'], wholeCloth: false }), expect.objectContaining({ sizes: ['M'], wholeCloth: true })]);
    // Nothing changed since: a run appends nothing.
    const settled = (await events()).length;
    expect(await runAndWait(client)).toMatchObject({ counts: { unchanged: 2 } });
    expect((await events()).length).toBe(settled);
    found = await byName();
    expect(found['Remera lisa']!.stock.soldOutSizes).toEqual([]);
  });
});
