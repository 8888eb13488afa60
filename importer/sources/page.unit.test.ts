import { describe, expect, it } from 'vitest';
import { hasJsonLdProducts, jsonLdProducts, jsonLdVariants, schemaAvailable } from './page';

const script = (data: unknown) => `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;

describe('schema.org availability', () => {
  it('can be bought in stock, on preorder or backorder, and when the offer says nothing', () => {
    for (const value of [
      'https://schema.org/InStock',
      'http://schema.org/InStock',
      'InStock',
      'https://schema.org/PreOrder',
      'https://schema.org/BackOrder',
      'https://schema.org/LimitedAvailability',
      undefined,
      '',
    ])
      expect(schemaAvailable(value), String(value)).toBe(true);
  });

  it('cannot when out of stock, sold out or discontinued', () => {
    for (const value of [
      'https://schema.org/OutOfStock',
      'http://schema.org/OutOfStock',
      'OutOfStock',
      'https://schema.org/SoldOut',
      'https://schema.org/Discontinued',
    ])
      expect(schemaAvailable(value), value).toBe(false);
  });
});

describe('JSON-LD variants', () => {
  it('reads a ProductGroup’s variants with their sizes (SizeSpecification too), colours, SKUs, prices and stock', () => {
    expect(
      jsonLdVariants({
        '@type': 'ProductGroup',
        hasVariant: [
          {
            '@type': 'Product',
            sku: 'A-S',
            size: { '@type': 'SizeSpecification', name: 'S' },
            color: 'Negro',
            offers: { '@type': 'Offer', price: '21900', availability: 'https://schema.org/InStock' },
          },
          {
            '@type': 'Product',
            sku: 'A-M',
            size: 'M',
            color: 'Negro',
            offers: { '@type': 'Offer', price: 19900, availability: 'https://schema.org/OutOfStock' },
          },
        ],
      }),
    ).toEqual({
      variants: [
        { size: 'S', color: 'Negro', available: true, sku: 'A-S', price: 21900, salePrice: null },
        { size: 'M', color: 'Negro', available: false, sku: 'A-M', price: 19900, salePrice: null },
      ],
      available: true,
    });
  });

  it('reads a Product listing sizes as a variant per size, with the product’s stock', () => {
    expect(
      jsonLdVariants({
        '@type': 'Product',
        sku: 'B',
        size: ['38', '40'],
        offers: { '@type': 'Offer', price: '100', availability: 'https://schema.org/OutOfStock' },
      }),
    ).toEqual({
      variants: [
        { size: '38', color: null, available: false, sku: 'B', price: 100, salePrice: null },
        { size: '40', color: null, available: false, sku: 'B', price: 100, salePrice: null },
      ],
      available: false,
    });
  });

  it('reads an AggregateOffer as available when any of its offers is', () => {
    const stock = jsonLdVariants({
      '@type': 'Product',
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '18900',
        offers: [
          { '@type': 'Offer', price: '18900', availability: 'https://schema.org/OutOfStock' },
          { '@type': 'Offer', price: '21900', availability: 'https://schema.org/PreOrder' },
        ],
      },
    });
    expect(stock).toEqual({ variants: [{ size: null, color: null, available: true, sku: null, price: 18900, salePrice: null }], available: true });
  });
});

describe('JSON-LD sale prices of variants', () => {
  it('reads each variant’s strikethrough price as its regular one, its offer’s price as the sale’s', () => {
    const strike = (price: number) => ({ '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price });
    const { variants } = jsonLdVariants({
      '@type': 'ProductGroup',
      hasVariant: [
        { '@type': 'Product', sku: 'C-S', size: 'S', offers: { '@type': 'Offer', price: 40, priceSpecification: strike(50) } },
        { '@type': 'Product', sku: 'C-M', size: 'M', offers: { '@type': 'Offer', price: 50, priceSpecification: strike(50) } },
      ],
    });
    expect(variants.map((variant) => [variant.sku, variant.price, variant.salePrice])).toEqual([
      ['C-S', 50, 40],
      ['C-M', 50, null],
    ]);
  });
});

describe('JSON-LD products of a page', () => {
  it('gives each product its canonical link, sizes from its variants and stock', () => {
    const html = script({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Remera',
      productGroupID: 'R1',
      url: 'https://mora.example/productos/remera?utm_source=ig#fotos',
      image: 'https://mora.example/remera.jpg',
      hasVariant: [
        {
          '@type': 'Product',
          size: { '@type': 'SizeSpecification', name: 'S' },
          offers: { '@type': 'Offer', price: '100', priceCurrency: 'ARS', availability: 'https://schema.org/OutOfStock' },
        },
        {
          '@type': 'Product',
          size: { '@type': 'SizeSpecification', name: 'M' },
          offers: { '@type': 'Offer', price: '100', priceCurrency: 'ARS', availability: 'https://schema.org/OutOfStock' },
        },
      ],
    });
    const { items } = jsonLdProducts(html, 'https://mora.example/coleccion/', 10, 'ARS');
    expect(items).toHaveLength(1);
    expect(items[0]!.item).toMatchObject({ key: 'sku:R1', url: 'https://mora.example/productos/remera', sizes: ['S', 'M'], available: false });
  });

  it('keeps the limit and says whether a page carries products', () => {
    const html = `${script({ '@type': 'Product', name: 'A', sku: 'A', image: 'https://x.example/a.jpg', offers: { price: '1' } })}${script({ '@type': 'Product', name: 'B', sku: 'B', image: 'https://x.example/b.jpg', offers: { price: '2' } })}`;
    expect(jsonLdProducts(html, 'https://x.example/', 1, 'ARS').items).toHaveLength(1);
    expect(hasJsonLdProducts(html)).toBe(true);
    expect(hasJsonLdProducts(script({ '@type': 'Organization', name: 'Mora' }))).toBe(false);
    expect(hasJsonLdProducts('<html><body><h1>Mora</h1></body></html>')).toBe(false);
  });
});
