import { describe, expect, it } from 'vitest';
import type { FetchedDocument } from '../fetcher';
import type { SourceContext } from './port';
import { storePrice, woocommerceProduct, woocommerceSource } from './woocommerce';

const prices = (price: string, minor = 2, currency = 'ARS') => ({
  price,
  regular_price: price,
  sale_price: price,
  currency_code: currency,
  currency_minor_unit: minor,
});

describe('a WooCommerce Store API product as a source reads it', () => {
  it('reads prices in the currency’s minor units', () => {
    expect(storePrice(prices('2890000', 2))).toBe(28900);
    expect(storePrice(prices('28900', 0))).toBe(28900);
    expect(storePrice(prices('1995', 2, 'EUR'))).toBe(19.95);
    expect(storePrice(prices('12345', 3, 'KWD'))).toBe(12.35);
    expect(storePrice({ price: '1995' })).toBe(19.95);
    for (const bad of [prices('0'), prices(''), prices('12,50'), null, 'x']) expect(storePrice(bad)).toBeNull();
  });

  const variable = {
    id: 7,
    name: 'Remera &#8220;Sol&#8221;',
    permalink: 'https://tienda.example/producto/remera-sol/?utm_campaign=x#tab',
    sku: 'REM-SOL',
    description: '<p>Algodón <strong>peinado</strong>.</p>',
    prices: prices('1500000'),
    is_in_stock: true,
    images: [{ src: 'https://tienda.example/wp-content/uploads/a.jpg' }, { src: '/wp-content/uploads/b.jpg' }],
    categories: [{ name: 'Remeras' }],
    tags: [{ name: 'Verano' }],
    attributes: [
      {
        name: 'Talla',
        taxonomy: 'pa_talla',
        has_variations: true,
        terms: [
          { name: 'S', slug: 's' },
          { name: 'M', slug: 'm' },
        ],
      },
      { name: 'Colore', taxonomy: 'pa_colore', has_variations: true, terms: [{ name: 'Azul marino', slug: 'azul-marino' }] },
      { name: 'Composición', taxonomy: 'pa_composicion', has_variations: false, terms: [{ name: 'Algodón 100%', slug: 'algodon-100' }] },
    ],
    variations: [
      {
        id: 71,
        attributes: [
          { name: 'Talla', value: 's' },
          { name: 'Colore', value: 'azul-marino' },
        ],
      },
      {
        id: 72,
        attributes: [
          { name: 'Talla', value: 'm' },
          { name: 'Colore', value: 'azul-marino' },
        ],
      },
    ],
  };

  it('names a variation’s sizes and colours by their terms, with each variation’s own stock and price', () => {
    const variations = new Map([
      ['71', { id: 71, sku: 'REM-SOL-S', is_in_stock: false, prices: prices('1400000') }],
      ['72', { id: 72, sku: 'REM-SOL-M', is_in_stock: true, prices: prices('1600000') }],
    ]);
    const result = woocommerceProduct(variable, 0, variations, 'EUR');
    expect(result.item).toMatchObject({
      key: 'woocommerce:7',
      name: 'Remera “Sol”',
      description: 'Algodón peinado.',
      price: 16000,
      currency: 'ARS',
      url: 'https://tienda.example/producto/remera-sol/',
      images: ['https://tienda.example/wp-content/uploads/a.jpg', 'https://tienda.example/wp-content/uploads/b.jpg'],
      tags: ['Remeras', 'Verano'],
      sizes: ['S', 'M'],
      colors: ['Azul marino'],
      materials: ['Algodón 100%'],
      sku: 'REM-SOL',
      available: true,
    });
    expect(result.item!.variants).toEqual([
      { size: 'S', color: 'Azul marino', available: false, sku: 'REM-SOL-S', price: 14000, salePrice: null },
      { size: 'M', color: 'Azul marino', available: true, sku: 'REM-SOL-M', price: 16000, salePrice: null },
    ]);
  });

  it('reads a sale as its regular price and the price it sells at, in the currency’s minor units', () => {
    const onSale = (regular: string, price: string, minor = 2, currency = 'ARS') => ({
      ...prices(price, minor, currency),
      regular_price: regular,
      sale_price: price,
    });
    const simple = (productPrices: unknown) =>
      woocommerceProduct(
        { id: 10, name: 'Gorro', permalink: 'https://tienda.example/producto/gorro/', on_sale: true, prices: productPrices, is_in_stock: true },
        0,
        new Map(),
        'XTS',
      ).item;
    expect(simple(onSale('1490000', '1190000'))).toMatchObject({ price: 14900, salePrice: 11900, currency: 'ARS' });
    // Chilean pesos have no minor unit: "29990" is 29,990.
    expect(simple(onSale('29990', '23990', 0, 'CLP'))).toMatchObject({ price: 29990, salePrice: 23990, currency: 'CLP' });
    // Off sale the Store API answers the three prices alike; a "sale" above the regular price is none.
    expect(simple(prices('1490000'))).toMatchObject({ price: 14900, salePrice: null });
    expect(simple(onSale('1490000', '1590000'))).toMatchObject({ price: 15900, salePrice: null });
    // A variable product: each variation's own sale, the product's prices those of the one a shopper pays least for.
    const variations = new Map([
      ['71', { id: 71, sku: 'REM-SOL-S', is_in_stock: true, prices: onSale('1600000', '1200000') }],
      ['72', { id: 72, sku: 'REM-SOL-M', is_in_stock: true, prices: prices('1500000') }],
    ]);
    const result = woocommerceProduct({ ...variable, prices: onSale('1500000', '1200000') }, 0, variations, 'XTS').item!;
    expect(result).toMatchObject({ price: 16000, salePrice: 12000 });
    expect(result.variants.map((one) => [one.size, one.price, one.salePrice])).toEqual([
      ['S', 16000, 12000],
      ['M', 15000, null],
    ]);
  });

  it('reads the colours of a colour attribute its variations do not use (the product shown in one colour, sold in sizes)', () => {
    const oneColour = {
      ...variable,
      attributes: [variable.attributes[0], { name: 'Colour', taxonomy: 'pa_color', has_variations: false, terms: [{ name: 'Olive', slug: 'olive' }] }],
      variations: [
        { id: 71, attributes: [{ name: 'Talla', value: 's' }] },
        { id: 72, attributes: [{ name: 'Talla', value: 'm' }] },
      ],
    };
    const result = woocommerceProduct(oneColour, 0, new Map(), 'EUR');
    expect(result.item).toMatchObject({ sizes: ['S', 'M'], colors: ['Olive'] });
    expect(result.item!.variants.map((variant) => variant.color)).toEqual([null, null]);
  });

  it('keeps the sizes with the product’s stock and price when its variations could not be read', () => {
    const result = woocommerceProduct({ ...variable, is_in_stock: false }, 0, new Map(), 'ARS');
    expect(result.item).toMatchObject({ sizes: ['S', 'M'], price: 15000, available: false });
  });

  it('reads a simple product’s size and colour attributes as its variants, with its stock', () => {
    const result = woocommerceProduct(
      {
        id: 8,
        name: 'Medias',
        permalink: 'https://tienda.example/producto/medias/',
        prices: prices('350000'),
        is_in_stock: true,
        attributes: [
          {
            name: 'Taille',
            taxonomy: null,
            terms: [
              { name: '35-38', slug: '35-38' },
              { name: '39-42', slug: '39-42' },
            ],
          },
        ],
        variations: [],
      },
      0,
      new Map(),
      'ARS',
    );
    expect(result.item).toMatchObject({ sizes: ['35-38', '39-42'], colors: [], price: 3500, available: true });
  });

  it('says which fields failed for a product without name or price', () => {
    expect(woocommerceProduct({ id: 9, name: '', prices: prices('0') }, 2, new Map(), 'ARS')).toMatchObject({
      index: 2,
      errors: [{ field: 'name' }, { field: 'price' }],
    });
  });
});

describe('finding the WooCommerce Store API', () => {
  const context = (answers: Record<string, { text: string; headers?: Record<string, string> }>, asked: string[]): SourceContext => ({
    limit: 100,
    currency: 'ARS',
    document: async (url) => {
      asked.push(url);
      const answer = answers[url];
      if (!answer) throw new Error('404');
      return { url, mediaType: 'application/json', text: answer.text, headers: answer.headers ?? {} };
    },
  });
  const page = (text: string): FetchedDocument => ({ url: 'https://tienda.example/tienda/', mediaType: 'text/html', text, headers: {} });

  it('asks under the REST root the page names, also without pretty links', async () => {
    const asked: string[] = [];
    const found = await woocommerceSource.probe(
      'https://tienda.example/tienda/',
      context({ 'https://tienda.example/?rest_route=/wc/store/v1/products&per_page=1': { text: '[{"id":1}]', headers: { 'x-wp-total': '1284' } } }, asked),
      page('<link rel="https://api.w.org/" href="https://tienda.example/?rest_route=/" /><link rel="stylesheet" href="/wp-content/plugins/woocommerce/x.css">'),
    );
    expect(found).toEqual({ kind: 'woocommerce', url: 'https://tienda.example/?rest_route=/wc/store/v1/products', total: 1284 });
  });

  it('spends no request on a page that is not WordPress, and answers null when the API is not there', async () => {
    const asked: string[] = [];
    expect(await woocommerceSource.probe('https://tienda.example/', context({}, asked), page('<html>Shopify.shop = "x"</html>'))).toBeNull();
    expect(asked).toEqual([]);
    expect(await woocommerceSource.probe('https://tienda.example/', context({}, asked))).toBeNull();
    expect(asked).toEqual(['https://tienda.example/wp-json/wc/store/v1/products?per_page=1']);
  });
});
