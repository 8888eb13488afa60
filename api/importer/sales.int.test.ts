import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueStream } from '@vitrina/domain/catalogue/events';
import { startHttpServer, type TestServer } from '@vitrina/infra/fetch/test-servers';
import { signedInBrand } from '@vitrina/testkit/api/catalogue';
import { freshIp } from '@vitrina/testkit/api/security/harness';
import { eventually } from '@vitrina/testkit/api/eventually';
import type { TestVitrina } from '@vitrina/testkit/api/vitrina';
import { closeAll, html, importerConfigBody, json, runAndWait, shopServing, startImporterVitrina } from '@vitrina/testkit/api/importer';

/**
 * Sale prices and the shop's currency through a run (issue 43, items 1 and 4): a Shopify-shaped shop whose variants
 * carry `compare_at_price` and whose pages state its currency (`Shopify.currency`, no `/meta.json`). An imported sale
 * is the cloth's enabled discount, as the admin form sets it; a sale ending, a sale starting and a price change are one
 * update each, a drop in what the cloth costs adds ClothPriceDropped, and search and the cloth's page show the discount.
 */
let shop: TestServer;
let vitrina: TestVitrina;

interface Product {
  id: number;
  handle: string;
  title: string;
  price: string;
  compareAt: string | null;
}
let products: Product[] = [];
/** What the storefront's pages say of the shop's currency (null: nothing). */
let storefrontCurrency: string | null = 'USD';

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
      options: [{ name: 'Talle', position: 1, values: ['S', 'M'] }],
      variants: ['S', 'M'].map((size, i) => ({
        id: product.id * 10 + i,
        title: size,
        option1: size,
        option2: null,
        option3: null,
        sku: `${product.handle}-${size}`,
        price: product.price,
        compare_at_price: product.compareAt,
        available: true,
      })),
      images: [{ id: product.id, src: `${shop.origin}/img/${product.handle}.jpg`, position: 1 }],
    })),
  };
}

/** The storefront's home page: Shopify's script, stating the currency when the test has it say one. */
function storefront() {
  const currency = storefrontCurrency ? `\nShopify.currency = {"active":"${storefrontCurrency}","rate":"1.0"};` : '';
  return html(
    `<!doctype html><html><head><script>var Shopify = Shopify || {};\nShopify.shop = "tienda.myshopify.com";${currency}</script><link rel="preconnect" href="https://cdn.shopify.com"></head><body></body></html>`,
  );
}

beforeAll(async () => {
  shop = await shopServing({ '/': storefront, '/products.json': (url) => json(productsJson(Number(url.searchParams.get('page') ?? 1))) });
  vitrina = await startImporterVitrina();
});
afterAll(() => closeAll(vitrina, shop));

type ClothDoc = {
  _id: string;
  names: { es: string };
  price: number;
  discountedPrice: number | null;
  discountEnabled: boolean;
  currency: string;
};

describe('an imported sale', () => {
  it('becomes the cloth’s discount, one update when it ends, starts or the price changes, shown by search and the cloth’s page', async () => {
    products = [
      { id: 1, handle: 'vestido', title: 'Vestido de lino', price: '40000.00', compareAt: '50000.00' },
      { id: 2, handle: 'remera', title: 'Remera lisa', price: '30000.00', compareAt: null },
    ];
    storefrontCurrency = 'USD';
    const { client, brandId } = await signedInBrand(vitrina, 'PRO');
    const saved = await client.put('/importer/config', {
      config: importerConfigBody({ url: `${shop.origin}/`, source: { kind: 'shopify', url: `${shop.origin}/products.json` } }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { eventStore, readModels } = vitrina.vitrina.runtime;
    const byName = async () => Object.fromEntries((await readModels.collection<ClothDoc>('clothes').find({ brandId })).map((cloth) => [cloth.names.es, cloth]));
    const eventsSince = async (from: number) =>
      (await eventStore.readStream(catalogueStream(brandId))).slice(from).map((event) => [event.type, (event.data as { clothId: string }).clothId]);
    const catalogueLength = async () => (await eventStore.readStream(catalogueStream(brandId))).length;

    expect(await runAndWait(client)).toMatchObject({ status: 'completed', counts: { created: 2, failed: 0 } });
    let clothes = await byName();
    // As the admin form sets a discount, in the currency the shop's pages state (the config says ARS).
    expect(clothes['Vestido de lino']).toMatchObject({ price: 50_000, discountedPrice: 40_000, discountEnabled: true, currency: 'USD' });
    expect(clothes['Remera lisa']).toMatchObject({ price: 30_000, discountedPrice: null, discountEnabled: false, currency: 'USD' });
    const dress = clothes['Vestido de lino']!._id;
    const tee = clothes['Remera lisa']!._id;

    // Search and the cloth's page answer the discount the "−20 %" badge reads (discountedPrice over price).
    const shopper = vitrina.client(freshIp());
    type Hit = { id: string; price: number; discountedPrice: number | null; currency: string };
    const hits = async () => Object.fromEntries((await shopper.get<{ items: Hit[] }>(`/search?brand=${brandId}`)).body.items.map((hit) => [hit.id, hit]));
    const onSale = (id: string, discountedPrice: number | null) => (found: Record<string, Hit>) => found[id]?.discountedPrice === discountedPrice;
    expect((await eventually(hits, onSale(dress, 40_000)))[dress]).toMatchObject({ price: 50_000, discountedPrice: 40_000, currency: 'USD' });
    expect((await shopper.get(`/clothes/${dress}`)).body).toMatchObject({ price: 50_000, discountedPrice: 40_000, effectivePrice: 40_000 });

    // Nothing changed at the shop: nothing appended.
    let before = await catalogueLength();
    expect(await runAndWait(client)).toMatchObject({ counts: { updated: 0, unchanged: 2 } });
    expect(await catalogueLength()).toBe(before);

    // The sale ends (the compare-at price gone, the price back up): one update that clears the discount, no drop.
    products[0] = { ...products[0]!, price: '50000.00', compareAt: null };
    before = await catalogueLength();
    expect(await runAndWait(client)).toMatchObject({ counts: { updated: 1, unchanged: 1 } });
    expect(await eventsSince(before)).toEqual([['ClothUpdated', dress]]);
    clothes = await byName();
    expect(clothes['Vestido de lino']).toMatchObject({ price: 50_000, discountedPrice: null, discountEnabled: false });
    expect((await eventually(hits, onSale(dress, null)))[dress]).toMatchObject({ price: 50_000, discountedPrice: null });
    expect((await shopper.get(`/clothes/${dress}`)).body).toMatchObject({ discountedPrice: null, effectivePrice: 50_000 });

    // A sale starts: one update, and the drop in what it costs (the price-drop alert follows it).
    products[1] = { ...products[1]!, price: '24000.00', compareAt: '30000.00' };
    before = await catalogueLength();
    expect(await runAndWait(client)).toMatchObject({ counts: { updated: 1, unchanged: 1 } });
    expect(await eventsSince(before)).toEqual([
      ['ClothUpdated', tee],
      ['ClothPriceDropped', tee],
    ]);
    expect((await byName())['Remera lisa']).toMatchObject({ price: 30_000, discountedPrice: 24_000, discountEnabled: true });

    // The regular price changes, no sale: one update, and a drop when it is lower.
    products[0] = { ...products[0]!, price: '45000.00' };
    before = await catalogueLength();
    expect(await runAndWait(client)).toMatchObject({ counts: { updated: 1, unchanged: 1 } });
    expect(await eventsSince(before)).toEqual([
      ['ClothUpdated', dress],
      ['ClothPriceDropped', dress],
    ]);
    expect((await byName())['Vestido de lino']).toMatchObject({ price: 45_000, discountedPrice: null, discountEnabled: false });
  });
});

describe('the currency a reading answers in', () => {
  it('is the one the shop states, else the saved config’s, in "Read the shop" and the preview alike', async () => {
    products = [{ id: 3, handle: 'saco', title: 'Saco de paño', price: '120.00', compareAt: '150.00' }];
    const { client } = await signedInBrand(vitrina, 'PRO');
    const readShop = async () =>
      (
        await client.post<{ items: Array<{ item?: { price: number; salePrice: number | null; currency: string } }> }>('/importer/shop', {
          url: `${shop.origin}/`,
        })
      ).body.items[0]?.item;

    // Nothing saved, the shop says USD: USD, with its sale.
    storefrontCurrency = 'USD';
    expect(await readShop()).toMatchObject({ price: 150, salePrice: 120, currency: 'USD' });
    // The shop says nothing: the saved config's currency, not ARS.
    storefrontCurrency = null;
    const saved = await client.put('/importer/config', {
      config: importerConfigBody({ url: `${shop.origin}/`, defaults: { ...importerConfigBody().defaults, currency: 'EUR' } }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await readShop()).toMatchObject({ currency: 'EUR' });
    storefrontCurrency = 'USD';
    expect(await readShop()).toMatchObject({ currency: 'USD' });

    // A preview of a page by its address alone prices a bare "$" the same way.
    const page = await startHttpServer((req, res) => {
      if (req.url === '/robots.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      else {
        const offer = (price: string) => ({
          '@type': 'Offer',
          price,
          priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: '99' },
        });
        const list = [1, 2].map((n) => ({
          '@type': 'Product',
          name: `Prenda ${n}`,
          sku: `P-${n}`,
          url: `/p/${n}`,
          image: `/img/${n}.jpg`,
          offers: offer(`${80 + n}`),
        }));
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': list })}</script></head><body></body></html>`,
          );
      }
    });
    try {
      const preview = await client.post<{ items: Array<{ item?: { price: number; salePrice: number | null; currency: string } }> }>('/importer/preview', {
        url: `${page.origin}/coleccion`,
      });
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.items.map((result) => result.item)).toEqual([
        expect.objectContaining({ price: 99, salePrice: 81, currency: 'EUR' }),
        expect.objectContaining({ price: 99, salePrice: 82, currency: 'EUR' }),
      ]);
    } finally {
      await page.close();
    }
  });
});
