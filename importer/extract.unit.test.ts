import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ImporterConfig } from '@vitrina/domain/importer/config';
import { extractPage } from './extract';
import { importerConfig as jsonLdConfig } from './testing';

const page = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const selectorConfig = (overrides: Partial<ImporterConfig> = {}) =>
  jsonLdConfig({
    url: 'https://sur.example/coleccion/',
    item: { tag: 'div', class: 'item-product' },
    name: { selector: '.item-name', attribute: null },
    price: { selector: '.item-price', attribute: null, regex: null },
    link: { selector: 'a.item-link', attribute: 'href' },
    image: { selector: 'a.item-link', attribute: null },
    tags: { selector: '.tag', attribute: null },
    nextPage: { selector: 'a[rel=next]', attribute: 'href' },
    json: { mode: 'none' },
    ...overrides,
  });

describe('JSON-LD', () => {
  it('reads a Product: its offer, images and link resolved against the page, its text cleaned', () => {
    const { items } = extractPage(page('jsonld-product.html'), 'https://olivo.example/productos/camisa-de-lino/', jsonLdConfig());
    expect(items).toEqual([
      {
        index: 0,
        item: {
          key: 'sku:OLV-CAM-01',
          name: 'Camisa de lino & algodón',
          description: 'Camisa amplia, de lino.',
          price: 12_999,
          currency: 'ARS',
          url: 'https://olivo.example/productos/camisa-de-lino/',
          images: ['https://olivo.example/img/camisa-1.jpg', 'https://cdn.olivo.example/camisa-2.jpg'],
          tags: ['lino', 'verano'],
          sizes: [],
          colors: ['Crudo'],
          materials: [],
          sku: 'OLV-CAM-01',
        },
      },
    ]);
  });

  it('reads a ProductGroup as one cloth: the lowest of its variants’ prices, their sizes, colours and images, its materials', () => {
    const { items } = extractPage(page('jsonld-productgroup.html'), 'https://norte.example/vestido-sol', jsonLdConfig());
    expect(items).toEqual([
      {
        index: 0,
        item: {
          key: 'sku:VS-22',
          name: 'Vestido Sol',
          description: null,
          price: 43_990,
          currency: 'ARS',
          url: 'https://norte.example/vestido-sol',
          images: ['https://norte.example/img/sol.jpg', 'https://norte.example/img/sol-s.jpg'],
          tags: [],
          sizes: ['S', 'M', 'L'],
          colors: ['Amarillo'],
          materials: ['Lino 70%', 'algodón 30%'],
          sku: 'VS-22',
        },
      },
    ]);
  });

  it('reads an ItemList past a broken script: AggregateOffer’s lowPrice, the lowest of several offers, and an item without a price as an error', () => {
    const { items } = extractPage(page('jsonld-itemlist.html'), 'https://sur.example/coleccion/', jsonLdConfig());
    expect(items.map((result) => (result.item ? [result.item.key, result.item.name, result.item.price, result.item.url, result.item.images] : result))).toEqual([
      ['sku:PAL-1', 'Pantalón palazzo', 30_999.5, 'https://sur.example/coleccion/palazzo.html', ['https://sur.example/coleccion/palazzo.jpg']],
      ['url:https://sur.example/coleccion/chaleco.html', 'Chaleco tejido', 19_500, 'https://sur.example/coleccion/chaleco.html?utm_source=newsletter', ['https://sur.example/coleccion/chaleco.jpg']],
      { index: 2, name: 'Bufanda', errors: [{ field: 'price', code: 'UNREADABLE', found: 'Consultar' }] },
    ]);
  });

  it('reads Products inside an @graph, an @type given as a list, ImageObjects and an AggregateOffer’s offers', () => {
    const { items } = extractPage(page('jsonld-graph.html'), 'https://casaluna.example/tienda', jsonLdConfig());
    expect(items.map((result) => result.item && [result.item.key, result.item.price, result.item.currency, result.item.images, result.item.tags])).toEqual([
      ['sku:CL-SOM', 34.5, 'EUR', ['https://casaluna.example/sombrero.webp'], ['Accesorios']],
      ['url:https://casaluna.example/bolso', 59, 'USD', ['https://casaluna.example/bolso.webp'], []],
    ]);
  });

  it('reads fields where the config’s paths say', () => {
    const config = jsonLdConfig({ json: { mode: 'jsonld', paths: { name: 'description', sku: 'color' } } });
    const [result] = extractPage(page('jsonld-product.html'), 'https://olivo.example/', config).items;
    expect([result?.item?.name, result?.item?.key]).toEqual(['Camisa amplia, de lino.', 'sku:Crudo']);
  });
});

describe('selectors', () => {
  it('reads each item’s name, price in every way shops write it, link, lazy image and tags; failed fields named', () => {
    const { items, nextPage } = extractPage(page('selectors-lazy.html'), 'https://sur.example/coleccion/', selectorConfig());
    expect(items.map((result) => (result.item ? [result.item.name, result.item.price, result.item.currency, result.item.url, result.item.images, result.item.tags] : result))).toEqual([
      ['Remera básica & suave', 12_999, 'ARS', 'https://sur.example/productos/remera-basica/?utm_campaign=home', ['https://sur.example/img/remera-800.jpg'], ['algodón', 'básicos']],
      ['Buzo oversize', 12_999, 'ARS', 'https://sur.example/coleccion/buzo-oversize', ['https://sur.example/img/buzo@2x.webp'], []],
      ['Campera', 12_999, 'ARS', 'https://sur.example/productos/campera', ['https://cdn.sur.example/campera.jpg'], []],
      ['Jean recto', 45.5, 'USD', 'https://sur.example/productos/jean', ['https://sur.example/img/jean.jpg'], []],
      ['Pollera plisada', 1_234.56, 'EUR', 'https://sur.example/productos/pollera', ['https://sur.example/img/pollera.jpg'], []],
      { index: 5, name: 'Medias', errors: [{ field: 'price', code: 'UNREADABLE', found: 'Consultar' }] },
      {
        index: 6,
        name: null,
        errors: [
          { field: 'name', code: 'MISSING', found: null },
          { field: 'link', code: 'BAD_URL', found: 'javascript:void(0)' },
          { field: 'image', code: 'MISSING', found: null },
        ],
      },
    ]);
    expect(items[0]?.item?.key).toBe('url:https://sur.example/productos/remera-basica');
    expect(nextPage).toBe('https://sur.example/coleccion/?page=2');
  });

  it('takes the price through the config’s pattern, and stops at the limit', () => {
    const config = selectorConfig({ price: { selector: '.item-price', attribute: null, regex: '([\\d.]+),\\d\\d' }, limit: 2 });
    const { items } = extractPage(page('selectors-lazy.html'), 'https://sur.example/coleccion/', config);
    expect(items).toHaveLength(2);
    expect(items[0]?.item?.price).toBe(12_999);
    expect(items[1]).toMatchObject({ errors: [{ field: 'price', code: 'UNREADABLE', found: '$12.999' }] });
  });
});

describe('descriptions', () => {
  const item = (description: string) =>
    `<div class="item-product"><a class="item-link" href="/p/1"><img src="/img/1.jpg"></a><h3 class="item-name">Saco</h3><span class="item-price">$ 100</span><p class="item-text">${description}</p></div>`;

  it('reads one by the config’s optional selector, cleaned, up to a cloth description’s 2,000 characters', () => {
    const long = `Saco de <b>paño</b> &amp; forro. ${'x'.repeat(2100)}`;
    const withSelector = extractPage(item(long), 'https://sur.example/', selectorConfig({ description: { selector: '.item-text', attribute: null } }));
    const description = withSelector.items[0]?.item?.description;
    expect(description?.startsWith('Saco de paño & forro. xxx')).toBe(true);
    expect(description).toHaveLength(2000);
    expect(extractPage(item(long), 'https://sur.example/', selectorConfig()).items[0]?.item?.description).toBeNull();
  });

  it('keeps a JSON-LD description longer than a name', () => {
    const text = `Vestido largo. ${'y'.repeat(400)}`;
    const html = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'Vestido', sku: 'V1', description: text, image: '/v.jpg', offers: { price: '10', priceCurrency: 'ARS' } })}</script>`;
    expect(extractPage(html, 'https://sur.example/v', jsonLdConfig()).items[0]?.item?.description).toBe(text);
  });
});

describe('JSON in an attribute', () => {
  it('reads each item’s JSON by the config’s paths; broken or missing JSON is the item’s error', () => {
    const config = selectorConfig({
      item: { tag: 'li', class: 'product' },
      json: { mode: 'attribute', attribute: 'data-product', paths: { name: 'title', price: 'price', link: 'link', image: 'pics[*].src', sku: 'ref' } },
      nextPage: null,
    });
    const { items } = extractPage(page('attribute-json.html'), 'https://tienda.example/lista', config);
    expect(items).toEqual([
      {
        index: 0,
        item: {
          key: 'sku:TS-9',
          name: 'Top de seda',
          description: null,
          price: 45.5,
          currency: 'ARS',
          url: 'https://tienda.example/p/top-seda',
          images: ['https://tienda.example/i/top.jpg', 'https://tienda.example/i/top-2.jpg'],
          tags: [],
          sizes: [],
          colors: [],
          materials: [],
          sku: 'TS-9',
        },
      },
      expect.objectContaining({ index: 1, item: expect.objectContaining({ key: 'url:https://tienda.example/p/kimono', price: 79_000 }) }),
      { index: 2, name: null, errors: [{ field: 'json', code: 'BAD_JSON', found: '{"title": "Roto"' }] },
      { index: 3, name: null, errors: [{ field: 'json', code: 'MISSING', found: null }] },
    ]);
  });
});
