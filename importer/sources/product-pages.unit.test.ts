import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { magentoInit, magentoVariants, productPageDetails } from './product-pages';

const page = (body: string) => `<!DOCTYPE html><html><head><title>p</title></head><body>${body}</body></html>`;
const init = (value: unknown) => `<script type="text/x-magento-init">${JSON.stringify(value)}</script>`;

describe('a product’s own page', () => {
  it('reads a Magento configurable product’s sizes and colours, a child its options do not list being sold out', () => {
    // configurable.js's spConfig, without `salable`: each option lists the children on sale.
    const spConfig = {
      attributes: {
        '93': { id: '93', code: 'color', label: 'Color', options: [{ id: '50', label: 'Blue', products: ['11', '12'] }] },
        '144': {
          id: '144',
          code: 'size',
          label: 'Size',
          options: [
            { id: '167', label: 'S', products: ['11'] },
            { id: '168', label: 'M', products: [] },
          ],
        },
      },
      index: { '11': { '93': '50', '144': '167' }, '12': { '93': '50', '144': '168' } },
    };
    const html = page(init({ '#product_addtocart_form': { configurable: { spConfig } } }));
    const found = magentoVariants(magentoInit(load(html)));
    expect(found?.sizes).toEqual(['S', 'M']);
    expect(found?.colors).toEqual(['Blue']);
    expect(found?.variants.map((variant) => [variant.size, variant.color, variant.available])).toEqual([
      ['S', 'Blue', true],
      ['M', 'Blue', false],
    ]);
  });

  it('names no variants for a Magento config without a size or colour attribute', () => {
    const config = {
      attributes: { '200': { id: '200', code: 'material', label: 'Material', options: [{ id: '1', label: 'Wool', products: ['5'] }] } },
      index: { '5': { '200': '1' } },
    };
    expect(magentoVariants(magentoInit(load(page(init({ x: { jsonConfig: config } })))))).toBeNull();
  });

  it('reads JSON-LD first: its sizes, their stock and its images', () => {
    const product = {
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Remera',
      image: ['/a.jpg', '/b.jpg', '/c.jpg'],
      hasVariant: [
        { '@type': 'Product', size: 'S', offers: { '@type': 'Offer', price: 10, availability: 'https://schema.org/InStock' } },
        { '@type': 'Product', size: 'M', offers: { '@type': 'Offer', price: 10, availability: 'https://schema.org/OutOfStock' } },
      ],
    };
    const details = productPageDetails(load(page(`<script type="application/ld+json">${JSON.stringify(product)}</script>`)), 'https://shop.example/p/remera');
    expect(details.sizes).toEqual(['S', 'M']);
    expect(details.variants.map((variant) => variant.available)).toEqual([true, false]);
    expect(details.images).toEqual(['https://shop.example/a.jpg', 'https://shop.example/b.jpg', 'https://shop.example/c.jpg']);
  });

  it('reads a PrestaShop form’s colours without sizes, each with the product’s stock from its JSON', () => {
    const product = {
      id_product: '7',
      availability: 'unavailable',
      images: [{ bySize: { large_default: { url: '/7-large_default/a.jpg' } } }, { large: { url: '/8-large_default/a.jpg' } }],
    };
    const html =
      page(`<div class="product-variants js-product-variants"><div class="clearfix product-variants-item"><span class="control-label">Couleur : Noir</span>
      <ul id="group_2"><li><label><input class="input-color" type="radio" name="group[2]" value="11" title="Noir"></label></li><li><label><input class="input-color" type="radio" name="group[2]" value="12" title="Écru"></label></li></ul></div></div>
      <div id="product-details" data-product='${JSON.stringify(product)}'></div>`);
    const details = productPageDetails(load(html), 'https://shop.example/fr/7-robe.html');
    expect(details).toMatchObject({ sizes: [], colors: ['Noir', 'Écru'], available: false });
    expect(details.variants.map((variant) => [variant.color, variant.available])).toEqual([
      ['Noir', false],
      ['Écru', false],
    ]);
    expect(details.images).toEqual(['https://shop.example/7-large_default/a.jpg', 'https://shop.example/8-large_default/a.jpg']);
  });

  it('says nothing of what a page does not name', () => {
    expect(productPageDetails(load(page('<h1>Remera</h1><p>Lino.</p>')), 'https://shop.example/p/remera')).toEqual({
      variants: [],
      sizes: [],
      colors: [],
      images: [],
      available: null,
      sizeTable: null,
    });
  });
});
