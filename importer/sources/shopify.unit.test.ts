import { describe, expect, it } from 'vitest';
import { optionKind } from './platforms';
import { shopifyProduct } from './shopify';

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
    for (const name of ['Size', 'Talle', 'Talla', 'Taglia', 'Taille', 'Tamaño', 'Tamanho', 'Número', 'pa_talle', 'Talla calzado']) expect(optionKind(name), name).toBe('size');
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
    expect(result.item!.variants[0]).toEqual({ size: '40', color: 'Rosso', available: false, sku: 'V-R-40', price: 80 });
  });

  it('reads a wholly sold-out product as unavailable, priced at its lowest variant', () => {
    const result = shopifyProduct(
      { id: 2, title: 'Campera', handle: 'campera', options: [{ name: 'Talle', position: 1 }], variants: [variant(['M'], { available: false, price: '120.50' }), variant(['L'], { available: false, price: '99.99' })], images: [] },
      0,
      'https://tienda.example',
      'ARS',
    );
    expect(result.item).toMatchObject({ price: 99.99, available: false, sizes: ['M', 'L'] });
  });

  it('gives no sizes for the single "Default Title" variant, and its SKU as the product’s', () => {
    const result = shopifyProduct({ id: 3, title: 'Bufanda', handle: 'bufanda', options: [{ name: 'Title', position: 1 }], variants: [variant(['Default Title'], { sku: 'BUF-1' })], images: [] }, 0, 'https://tienda.example', 'ARS');
    expect(result.item).toMatchObject({ sizes: [], colors: [], sku: 'BUF-1', available: true, price: 100 });
  });

  it('says which fields failed when a product has no name or no price', () => {
    const result = shopifyProduct({ id: 4, title: '  ', handle: 'x', options: [], variants: [variant([], { price: '0.00' })], images: [] }, 3, 'https://tienda.example', 'ARS');
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
