import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueStream } from '@vitrina/domain/catalogue/events';
import type { TestServer } from '@vitrina/infra/fetch/test-servers';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import type { TestVitrina } from '@vitrina/testkit/api/vitrina';
import { closeAll, html, importerConfigBody, jsonLdListing, runAndWait, shopServing, startImporterVitrina } from '@vitrina/testkit/api/importer';

/** Issue 43, item 8: a field the brand edits by hand on an imported cloth is the brand's; later runs keep it. */
interface Product {
  sku: string;
  name: string;
  price: number;
  color: string;
}
let products: Product[] = [];
let shop: TestServer;
let vitrina: TestVitrina;

function listPage(): string {
  return jsonLdListing(products.map(({ sku, ...product }) => ({ ...product, sku, url: `/p/${sku}`, image: `/img/${sku}.jpg` })));
}

beforeAll(async () => {
  shop = await shopServing({ '/lista': () => html(listPage()) });
  vitrina = await startImporterVitrina();
});
afterAll(() => closeAll(vitrina, shop));

interface Page {
  id: string;
  names: { es: string };
  price: number;
  colors: string[];
  visible: boolean;
  revision: number;
  imported?: { claimed: string[] } | null;
}

/** The body of a PUT of a cloth as its page shows it but with `changes`: what the page shows and a write does not take left out. */
function editOf(page: Record<string, unknown>, changes: Record<string, unknown>) {
  const {
    revision: _,
    imported: _imported,
    id: _id,
    brand: _brand,
    brandId: _brandId,
    brandName: _brandName,
    sizeChart: _sizeChart,
    name: _name,
    inStock: _inStock,
    effectivePrice: _effective,
    createdAt: _created,
    updatedAt: _updated,
    images,
    ...fields
  } = page;
  const written = (images as Array<{ name: string; middle?: string; thumb: string }>).map(({ name, middle, thumb }) => ({ name, middle, thumb }));
  return { ...fields, images: written, ...changes };
}

describe('an imported cloth the brand edits', () => {
  it('keeps the fields the brand changed through later runs, visibility included, until the brand lets the shop back', async () => {
    products = [
      { sku: 'A-1', name: 'Camisa Lino Blanca', price: 30_000, color: 'blanco' },
      { sku: 'B-2', name: 'Pantalón Sastrero', price: 50_000, color: 'negro' },
    ];
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    expect((await client.put('/importer/config', { config: importerConfigBody({ url: `${shop.origin}/lista` }) })).status).toBe(200);
    expect((await runAndWait(client)).counts).toMatchObject({ created: 2 });
    const byName = async () => {
      const list = (await client.get<{ items: Page[] }>(`/admin/clothes?brandId=${brandId}`)).body.items;
      return Object.fromEntries(list.map((cloth) => [cloth.id, cloth]));
    };
    const [shirt, trousers] = Object.values(await byName())
      .sort((a, b) => b.price - a.price)
      .reverse();
    const read = async (id: string) => (await client.get<Page & Record<string, unknown>>(`/clothes/${id}`)).body;
    expect((await read(shirt!.id)).imported).toEqual({ claimed: [] });

    // The brand renames the shirt and gives it another colour by hand, and hides the trousers.
    const edit = editOf(await read(shirt!.id), { names: { es: 'Camisa de lino de Ana' }, colors: ['crudo'] });
    const edited = await client.call<Page>('PUT', `/admin/clothes/${shirt!.id}`, edit, { 'If-Match': `"${shirt!.revision}"` });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.imported).toEqual({ claimed: ['names', 'colors'] });
    expect((await client.call('PUT', `/admin/clothes/${trousers!.id}/visibility`, { visible: false }, { 'If-Match': `"${trousers!.revision}"` })).status).toBe(
      200,
    );

    // The shop as it was: the clothes differ from it only in the brand's own fields, so nothing changes.
    const catalogueLength = async () => (await vitrina.vitrina.runtime.eventStore.readStream(catalogueStream(brandId))).length;
    const beforeUnchanged = await catalogueLength();
    expect((await runAndWait(client)).counts).toMatchObject({ created: 0, updated: 0, unchanged: 2, hidden: 0, shown: 0 });
    expect(await catalogueLength()).toBe(beforeUnchanged);

    // The shop renames the shirt, recolours it and lowers its price; it still lists the trousers.
    products[0] = { ...products[0]!, name: 'Camisa Lino Blanca Nueva', color: 'azul', price: 27_000 };
    const before = await catalogueLength();
    expect((await runAndWait(client)).counts).toMatchObject({ updated: 1, hidden: 0, shown: 0 });
    let clothes = await byName();
    expect(clothes[shirt!.id]).toMatchObject({ names: { es: 'Camisa de lino de Ana' }, colors: ['crudo'], price: 27_000 });
    expect(clothes[trousers!.id]).toMatchObject({ visible: false });
    const appended = (await vitrina.vitrina.runtime.eventStore.readStream(catalogueStream(brandId))).slice(before).map((event) => event.type);
    expect(appended).toEqual(['ClothUpdated', 'ClothPriceDropped']);

    // "Follow the shop again" on the name: the next run writes the shop's; the colour stays the brand's.
    const followed = await client.post<Page>(`/admin/clothes/${shirt!.id}/follow-shop`, { fields: ['names'] });
    expect(followed.body.imported).toEqual({ claimed: ['colors'] });
    await runAndWait(client);
    clothes = await byName();
    expect(clothes[shirt!.id]).toMatchObject({ names: { es: 'Camisa Lino Blanca Nueva' }, colors: ['crudo'] });

    // The brand shows the trousers again (the choice stays its own); the shop drops them and their page answers 404:
    // the importer, which would hide a cloth so at once, leaves them as the brand chose.
    const shownAgain = (await read(trousers!.id)).revision;
    expect((await client.call('PUT', `/admin/clothes/${trousers!.id}/visibility`, { visible: true }, { 'If-Match': `"${shownAgain}"` })).status).toBe(200);
    products = products.filter((product) => product.sku !== 'B-2');
    expect((await runAndWait(client)).counts).toMatchObject({ hidden: 0 });
    expect((await byName())[trousers!.id]).toMatchObject({ visible: true });

    // Only those who may edit the cloth are told whose fields are whose.
    expect((await vitrina.client().get<Record<string, unknown>>(`/clothes/${shirt!.id}`)).body).not.toHaveProperty('imported');
    expect((await client.post(`/admin/clothes/${shirt!.id}/follow-shop`, { fields: ['price'] })).status).toBe(400);
  });

  it("writes an English shop's renamed product in every language nobody translated, Spanish first, and keeps a translation", async () => {
    products = [
      { sku: 'EN-1', name: 'Linen Shirt', price: 30_000, color: 'white' },
      { sku: 'EN-2', name: 'Wool Coat', price: 90_000, color: 'black' },
    ];
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    const config = importerConfigBody({ url: `${shop.origin}/lista` });
    expect((await client.put('/importer/config', { config: { ...config, defaults: { ...config.defaults, language: 'en' } } })).status).toBe(200);
    await runAndWait(client);
    const named = async () =>
      Object.fromEntries((await client.get<{ items: Page[] }>(`/admin/clothes?brandId=${brandId}`)).body.items.map((cloth) => [cloth.price, cloth.names]));
    expect(await named()).toEqual({ 30000: { es: 'Linen Shirt', en: 'Linen Shirt' }, 90000: { es: 'Wool Coat', en: 'Wool Coat' } });

    // The brand writes the coat's Spanish name by hand; then the shop renames both.
    const coat = (await client.get<{ items: Page[] }>(`/admin/clothes?brandId=${brandId}`)).body.items.find((cloth) => cloth.price === 90_000)!;
    const edit = editOf((await client.get<Record<string, unknown>>(`/clothes/${coat.id}`)).body, { names: { es: 'Tapado de lana', en: 'Wool Coat' } });
    expect((await client.call('PUT', `/admin/clothes/${coat.id}`, edit, { 'If-Match': `"${coat.revision}"` })).status).toBe(200);
    expect((await client.post(`/admin/clothes/${coat.id}/follow-shop`, { fields: ['names'] })).status).toBe(200);
    products = products.map((product) => ({ ...product, name: `${product.name} Classic` }));
    await runAndWait(client);
    expect(await named()).toEqual({
      30000: { es: 'Linen Shirt Classic', en: 'Linen Shirt Classic' },
      90000: { es: 'Tapado de lana', en: 'Wool Coat Classic' },
    });
  });

  it('says a cloth the brand made itself is not imported, and a hand edit claims nothing on it', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    const created = await client.post<Page>('/admin/clothes', clothBody({ names: { es: 'Vestido propio' } }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const edited = await client.call<Page>('PUT', `/admin/clothes/${created.body.id}`, clothBody({ names: { es: 'Vestido propio, otro nombre' } }), {
      'If-Match': `"${created.body.revision}"`,
    });
    expect(edited.body.imported).toBeNull();
    const types = (await vitrina.vitrina.runtime.eventStore.readStream(catalogueStream(brandId))).map((event) => event.type);
    expect(types).toEqual(['ClothAdded', 'ClothUpdated']);
  });
});
