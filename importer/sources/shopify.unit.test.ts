import { describe, expect, it } from 'vitest';
import type { FetchedDocument } from '../fetcher';
import { optionKind } from './platforms';
import type { SourceContext } from './port';
import { shopifyProduct, shopifySource } from './shopify';

const variant = (options: Array<string | null>, rest: Record<string, unknown> = {}) => ({
  id: Math.floor(Math.random() * 1e9),
  option1: options[0] ?? null,
  option2: options[1] ?? null,
  option3: options[2] ?? null,
  available: true,
  price: '100.00',
  sku: null,
  ...rest,
});

describe('a Shopify product as a source reads it', () => {
  it('knows sizes and colours by their option’s name in the shops’ languages', () => {
    for (const name of ['Size', 'Talle', 'Talla', 'Taglia', 'Taille', 'Tamaño', 'Tamanho', 'Número', 'pa_talle', 'Talla calzado'])
      expect(optionKind(name), name).toBe('size');
    for (const name of ['Color', 'Colour', 'Colore', 'Couleur', 'Cor', 'attribute_pa_color']) expect(optionKind(name), name).toBe('color');
    for (const name of ['Material', 'Composición', 'Tela']) expect(optionKind(name), name).toBe('material');
    for (const name of ['Title', 'Estilo', 'Largo', '', null]) expect(optionKind(name), String(name)).toBeNull();
  });

  it('reads sizes and colours from the options in whatever order the shop put them, and which sizes are sold out', () => {
    const result = shopifyProduct(
      {
        id: 1,
        title: 'Vestido &amp; cinto',
        handle: 'vestido-cinto',
        body_html: '<p>Lino <strong>lavado</strong>.</p>',
        product_type: 'Vestidos',
        tags: 'lino, verano',
        options: [
          { name: 'Couleur', position: 1 },
          { name: 'Taglia', position: 2 },
        ],
        variants: [
          variant(['Rosso', '40'], { price: '80.00', available: false, sku: 'V-R-40' }),
          variant(['Rosso', '42'], { price: '90.00' }),
          variant(['Blu', '40'], { price: '95.00' }),
        ],
        images: [{ src: '//cdn.shopify.com/a.jpg' }, { src: '/cdn/shop/files/b.jpg' }, { src: '//cdn.shopify.com/a.jpg' }],
      },
      0,
      'https://tienda.example',
      'EUR',
    );
    expect(result.item).toMatchObject({
      key: 'shopify:1',
      name: 'Vestido & cinto',
      description: 'Lino lavado.',
      // The lowest price that can be bought: the 80.00 variant is sold out.
      price: 90,
      currency: 'EUR',
      url: 'https://tienda.example/products/vestido-cinto',
      images: ['https://cdn.shopify.com/a.jpg', 'https://tienda.example/cdn/shop/files/b.jpg'],
      tags: ['Vestidos', 'lino', 'verano'],
      sizes: ['40', '42'],
      colors: ['Rosso', 'Blu'],
      available: true,
    });
    expect(result.item!.variants[0]).toEqual({ size: '40', color: 'Rosso', available: false, sku: 'V-R-40', price: 80, salePrice: null });
  });

  it('reads a sale from the variants’ compare-at prices: the regular and sale price of the variant paid least for', () => {
    const product = (variants: unknown[]) =>
      shopifyProduct(
        { id: 5, title: 'Saco', handle: 'saco', options: [{ name: 'Talle', position: 1 }], variants, images: [] },
        0,
        'https://tienda.example',
        'EUR',
      );
    const onSale = product([
      variant(['S'], { price: '80.00', compare_at_price: '100.00' }),
      variant(['M'], { price: '72.00', compare_at_price: '90.00' }),
      // Sold out, and cheaper: a shopper cannot pay it.
      variant(['L'], { price: '50.00', compare_at_price: '100.00', available: false }),
    ]);
    expect(onSale.item).toMatchObject({ price: 90, salePrice: 72 });
    expect(onSale.item!.variants.map((one) => [one.size, one.price, one.salePrice])).toEqual([
      ['S', 100, 80],
      ['M', 90, 72],
      ['L', 100, 50],
    ]);
    // A compare-at price left at or under the price once the sale ended is no sale; none is none.
    expect(
      product([variant(['S'], { price: '100.00', compare_at_price: '100.00' }), variant(['M'], { price: '100.00', compare_at_price: '80.00' })]).item,
    ).toMatchObject({ price: 100, salePrice: null });
    expect(product([variant(['S'], { price: '100.00', compare_at_price: null })]).item).toMatchObject({ price: 100, salePrice: null });
  });

  it('prices in the shop’s currency: /meta.json’s, else the one its pages set, else the config’s', async () => {
    const answers = (meta: Record<string, unknown>, home: string) => {
      const bodies: Record<string, string> = {
        'https://tienda.example/meta.json': JSON.stringify(meta),
        'https://tienda.example/': home,
        'https://tienda.example/products.json?limit=250&page=1': JSON.stringify({
          products: [{ id: 9, title: 'Remera', handle: 'remera', options: [], variants: [variant([], { price: '20.00' })], images: [] }],
        }),
      };
      const context: SourceContext = {
        limit: 10,
        currency: 'ARS',
        document: async (url) => {
          const text = bodies[url];
          if (text === undefined) throw new Error(`not found: ${url}`);
          return { url, text, mediaType: url.endsWith('/') ? 'text/html' : 'application/json', headers: {} } as unknown as FetchedDocument;
        },
      };
      return context;
    };
    const currencyOf = async (context: SourceContext) => {
      for await (const batch of shopifySource.read({ kind: 'shopify', url: 'https://tienda.example/products.json', total: null }, context))
        return batch.items[0]?.item?.currency;
      return undefined;
    };
    const storefront =
      '<script>var Shopify = Shopify || {};\nShopify.shop = "tienda.myshopify.com";\nShopify.currency = {"active":"USD","rate":"1.0"};</script>';
    expect(await currencyOf(answers({ currency: 'EUR', published_products_count: 1 }, storefront))).toBe('EUR');
    expect(await currencyOf(answers({ published_products_count: 1 }, storefront))).toBe('USD');
    expect(await currencyOf(answers({ published_products_count: 1 }, '<html></html>'))).toBe('ARS');
  });

  it('reads a wholly sold-out product as unavailable, priced at its lowest variant', () => {
    const result = shopifyProduct(
      {
        id: 2,
        title: 'Campera',
        handle: 'campera',
        options: [{ name: 'Talle', position: 1 }],
        variants: [variant(['M'], { available: false, price: '120.50' }), variant(['L'], { available: false, price: '99.99' })],
        images: [],
      },
      0,
      'https://tienda.example',
      'ARS',
    );
    expect(result.item).toMatchObject({ price: 99.99, available: false, sizes: ['M', 'L'] });
  });

  it('gives no sizes for the single "Default Title" variant, and its SKU as the product’s', () => {
    const result = shopifyProduct(
      {
        id: 3,
        title: 'Bufanda',
        handle: 'bufanda',
        options: [{ name: 'Title', position: 1 }],
        variants: [variant(['Default Title'], { sku: 'BUF-1' })],
        images: [],
      },
      0,
      'https://tienda.example',
      'ARS',
    );
    expect(result.item).toMatchObject({ sizes: [], colors: [], sku: 'BUF-1', available: true, price: 100 });
  });

  it('says which fields failed when a product has no name or no price', () => {
    const result = shopifyProduct(
      { id: 4, title: '  ', handle: 'x', options: [], variants: [variant([], { price: '0.00' })], images: [] },
      3,
      'https://tienda.example',
      'ARS',
    );
    expect(result).toEqual({
      index: 3,
      name: null,
      errors: [
        { field: 'name', code: 'MISSING', found: null },
        { field: 'price', code: 'MISSING', found: null },
      ],
    });
  });
});
