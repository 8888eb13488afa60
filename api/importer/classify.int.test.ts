import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '@vitrina/infra/fetch/test-servers';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import type { TestVitrina } from '@vitrina/testkit/api/vitrina';
import { closeAll, importerConfigBody, json, runAndWait, shopServing, startImporterVitrina } from '@vitrina/testkit/api/importer';

/**
 * An import classifies every product from what its shop publishes (issue 44, item 2): a Shopify-shaped shop whose
 * titles, product types, tags, Color options and descriptions say what each product is, as real shops write them.
 * Each cloth gets its category, type, gender, colours, materials and occasions from them; a product they say nothing
 * of keeps the settings' defaults and is listed in the run's report to review; a category the brand sets by hand
 * stays through the next run, and the product leaves the list.
 */
let shop: TestServer;
let vitrina: TestVitrina;

interface Product {
  id: number;
  title: string;
  productType: string;
  tags: string[];
  colours: string[];
  body: string;
}
const PRODUCTS: Product[] = [
  {
    id: 1,
    title: 'Campera Eco Cuero Negra',
    productType: 'Camperas',
    tags: ['HOMBRE', 'invierno'],
    colours: [],
    body: '<p>Campera biker.</p><p>Composición: eco cuero (PU), forro de poliéster.</p>',
  },
  {
    id: 2,
    title: 'Vestido Midi Plisado',
    productType: '',
    tags: ['fiesta', 'casamiento'],
    colours: ['Negro', 'Bordó'],
    body: '<p>Vestido midi plisado.</p><ul><li>100% viscosa</li><li>Ideal para combinar con tu jean</li></ul>',
  },
  {
    id: 3,
    title: 'Zapatos Acordonados Gamuza Hombre Chocolate',
    productType: 'Calzado',
    tags: [],
    colours: [],
    body: '<p>Capellada de gamuza vacuna, suela de goma.</p>',
  },
  { id: 4, title: 'Modelo Roma', productType: '', tags: ['nueva-temporada'], colours: [], body: '<p>Un básico.</p>' },
];

function productsJson(page: number) {
  const listed = page === 1 ? PRODUCTS : [];
  return {
    products: listed.map((product) => {
      const options =
        product.colours.length > 0 ? [{ name: 'Color', position: 1, values: product.colours }] : [{ name: 'Title', position: 1, values: ['Default Title'] }];
      const variants = (product.colours.length > 0 ? product.colours : ['Default Title']).map((value, i) => ({
        id: product.id * 10 + i,
        title: value,
        option1: value,
        option2: null,
        option3: null,
        sku: `P${product.id}-${i}`,
        price: '30000.00',
        compare_at_price: null,
        available: true,
      }));
      return {
        id: product.id,
        title: product.title,
        handle: `p-${product.id}`,
        body_html: product.body,
        product_type: product.productType,
        tags: product.tags,
        options,
        variants,
        images: [{ id: product.id * 100, src: `${shop.origin}/img/${product.id}.jpg`, position: 1 }],
      };
    }),
  };
}

beforeAll(async () => {
  shop = await shopServing({
    '/meta.json': json({ currency: 'ARS' }),
    '/products.json': (url) => json(productsJson(Number(url.searchParams.get('page') ?? 1))),
  });
  vitrina = await startImporterVitrina();
});
afterAll(() => closeAll(vitrina, shop));

interface Run {
  status: string;
  runId: string;
  counts: Record<string, number>;
  problems: Array<{ name: string | null; code: string; field: string | null }>;
}
interface AdminCloth {
  id: string;
  name: string;
  revision: number;
  typeId: string;
  categoryId: string;
  gender: string;
  colors: string[];
  materials: string[];
  eventIds: string[];
  seasons: string[];
}

describe('an import classifies', () => {
  it('each product from its shop’s words, keeps the defaults where they tell nothing and lists those to review; a category set by hand stays', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    // The settings' defaults: a women's shirt, the form's first choices.
    const config = importerConfigBody({ url: `${shop.origin}/`, source: { kind: 'shopify', url: `${shop.origin}/products.json` } });
    expect(config.defaults).toMatchObject({ categoryId: 'camisas', gender: 'mujer' });
    expect((await client.put('/importer/config', { config })).status).toBe(200);
    const first = await runAndWait<Run>(client);
    expect(first).toMatchObject({ status: 'completed', counts: { created: 4, failed: 0 } });
    const clothes = async () =>
      Object.fromEntries((await client.get<{ items: AdminCloth[] }>(`/admin/clothes?brandId=${brandId}`)).body.items.map((cloth) => [cloth.name, cloth]));
    const listed = await clothes();
    expect(listed['Campera Eco Cuero Negra']).toMatchObject({
      typeId: '1',
      categoryId: 'chaquetas',
      gender: 'hombre',
      colors: ['negro'],
      materials: ['cuero-sintetico'],
      seasons: ['invierno'],
    });
    expect(listed['Vestido Midi Plisado']).toMatchObject({
      categoryId: 'vestidos',
      gender: 'mujer',
      colors: ['negro', 'bordo'],
      materials: ['viscosa'],
      eventIds: ['fiesta', 'boda'],
    });
    expect(listed['Zapatos Acordonados Gamuza Hombre Chocolate']).toMatchObject({ typeId: '2', gender: 'hombre', colors: ['chocolate'], materials: ['ante'] });
    expect(listed['Modelo Roma']).toMatchObject({ typeId: '1', categoryId: 'camisas', gender: 'mujer' });
    const review = (run: Run) => run.problems.filter((problem) => problem.code === 'TO_REVIEW').map((problem) => [problem.name, problem.field]);
    expect(review(first)).toEqual([
      ['Vestido Midi Plisado', 'gender'],
      ['Modelo Roma', 'category,gender'],
    ]);

    // The brand says what Modelo Roma is; the next run keeps it, and lists only what the brand left.
    const roma = listed['Modelo Roma']!;
    const { revision: _r, ...page } = (await client.get<AdminCloth & Record<string, unknown>>(`/clothes/${roma.id}`)).body;
    const {
      id: _id,
      brand: _b,
      brandId: _bi,
      brandName: _bn,
      sizeChart: _sc,
      name: _n,
      inStock: _s,
      effectivePrice: _e,
      createdAt: _c,
      updatedAt: _u,
      imported: _i,
      images,
      ...fields
    } = page;
    const edit = {
      ...fields,
      images: (images as Array<{ name: string; middle?: string; thumb: string }>).map(({ name, middle, thumb }) => ({ name, middle, thumb })),
      typeId: '1',
      categoryId: 'pantalones',
      gender: 'hombre',
    };
    expect((await client.call('PUT', `/admin/clothes/${roma.id}`, edit, { 'If-Match': `"${roma.revision}"` })).status).toBe(200);
    const second = await runAndWait<Run>(client);
    expect((await clothes())['Modelo Roma']).toMatchObject({ categoryId: 'pantalones', gender: 'hombre' });
    expect(review(second)).toEqual([['Vestido Midi Plisado', 'gender']]);
  });

  it('reads the shop’s own categories with their counts and a proposal each, and applies the brand’s map of them at the next run', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    const reading = await client.post<{
      categories: Array<{ name: string; count: number; proposed: string | null }>;
      items: Array<{ item?: { name: string }; classified?: { categoryId: string | null; gender: string | null } }>;
    }>('/importer/shop', { url: `${shop.origin}/` });
    expect(reading.status, JSON.stringify(reading.body)).toBe(200);
    // The preview shows each product as a run will classify it.
    expect(reading.body.items.find((result) => result.item?.name === 'Campera Eco Cuero Negra')?.classified).toMatchObject({
      categoryId: 'chaquetas',
      gender: 'hombre',
    });
    expect(reading.body.items.find((result) => result.item?.name === 'Modelo Roma')?.classified).toMatchObject({ categoryId: null, gender: null });
    expect(reading.body.categories).toEqual([
      { name: 'Calzado', count: 1, proposed: null },
      { name: 'Camperas', count: 1, proposed: 'chaquetas' },
    ]);
    // The brand sends its shop's "Calzado" to loafers, whatever each shoe's words say.
    const config = {
      ...importerConfigBody({ url: `${shop.origin}/`, source: { kind: 'shopify', url: `${shop.origin}/products.json` } }),
      categoryMap: { calzado: 'mocasines' },
    };
    expect((await client.put('/importer/config', { config: { ...config, categoryMap: { Calzado: 'ninguna' } } })).body).toMatchObject({ code: 'UNKNOWN_TERM' });
    expect((await client.put('/importer/config', { config })).status).toBe(200);
    await runAndWait<Run>(client);
    const clothes = Object.fromEntries(
      (await client.get<{ items: AdminCloth[] }>(`/admin/clothes?brandId=${brandId}`)).body.items.map((cloth) => [cloth.name, cloth]),
    );
    expect(clothes['Zapatos Acordonados Gamuza Hombre Chocolate']).toMatchObject({ typeId: '2', categoryId: 'mocasines' });
    expect(clothes['Campera Eco Cuero Negra']).toMatchObject({ categoryId: 'chaquetas' });
  });
});
