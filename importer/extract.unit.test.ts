import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { ImporterConfig } from '@vitrina/domain/importer/config';
import { extractPage, textOf } from './extract';
import { importerConfig as jsonLdConfig } from './testing';
import { configProblems } from './validate';

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
          // The page's <br> is a line of its own (descriptionText).
          description: 'Camisa amplia,\nde lino.',
          price: 12_999,
          salePrice: null,
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
          salePrice: null,
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
    expect(items.map((result) => (result.item ? [result.item.key, result.item.name, result.item.price, result.item.url, result.item.images] : result))).toEqual(
      [
        ['sku:PAL-1', 'Pantalón palazzo', 30_999.5, 'https://sur.example/coleccion/palazzo.html', ['https://sur.example/coleccion/palazzo.jpg']],
        [
          'url:https://sur.example/coleccion/chaleco.html',
          'Chaleco tejido',
          19_500,
          'https://sur.example/coleccion/chaleco.html',
          ['https://sur.example/coleccion/chaleco.jpg'],
        ],
        { index: 2, name: 'Bufanda', errors: [{ field: 'price', code: 'UNREADABLE', found: 'Consultar' }] },
      ],
    );
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
    expect(
      items.map((result) =>
        result.item ? [result.item.name, result.item.price, result.item.currency, result.item.url, result.item.images, result.item.tags] : result,
      ),
    ).toEqual([
      [
        'Remera básica & suave',
        12_999,
        'ARS',
        'https://sur.example/productos/remera-basica/',
        ['https://sur.example/img/remera-800.jpg'],
        ['algodón', 'básicos'],
      ],
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

describe('JSON-LD sale prices', () => {
  const product = (sku: string, offers: unknown) => ({ '@type': 'Product', name: `Prenda ${sku}`, sku, image: `/${sku}.jpg`, offers });
  const strike = (price: number, priceType = 'https://schema.org/StrikethroughPrice') => ({
    '@type': 'UnitPriceSpecification',
    priceType,
    price,
    priceCurrency: 'EUR',
  });
  const html = (...products: unknown[]) =>
    `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': products })}</script>`;

  it('reads a strikethrough or list price beside the offer’s price as the regular one, the price as the sale’s', () => {
    const { items } = extractPage(
      html(
        product('A', { '@type': 'Offer', price: 48, priceCurrency: 'EUR', priceSpecification: strike(60) }),
        // Google's form: the sale's UnitPriceSpecification beside the strikethrough one, the offer stating no price.
        product('B', { '@type': 'Offer', priceSpecification: [strike(60), { '@type': 'UnitPriceSpecification', price: 45, priceCurrency: 'EUR' }] }),
        product('C', { '@type': 'Offer', price: '39.90', priceCurrency: 'EUR', priceSpecification: { ...strike(49.9, 'ListPrice') } }),
        // A strikethrough price not above the price is no sale.
        product('D', { '@type': 'Offer', price: 60, priceCurrency: 'EUR', priceSpecification: strike(60) }),
        product('E', { '@type': 'Offer', price: 30, priceCurrency: 'EUR' }),
      ),
      'https://olivo.example/ofertas/',
      jsonLdConfig(),
    );
    expect(items.map((result) => result.item && [result.item.sku, result.item.price, result.item.salePrice, result.item.currency])).toEqual([
      ['A', 60, 48, 'EUR'],
      ['B', 60, 45, 'EUR'],
      ['C', 49.9, 39.9, 'EUR'],
      ['D', 60, null, 'EUR'],
      ['E', 30, null, 'EUR'],
    ]);
  });

  it('takes a ProductGroup’s prices from the variant paid least for, its regular price with it', () => {
    const group = {
      '@type': 'ProductGroup',
      name: 'Vestido',
      productGroupID: 'VG',
      image: '/vg.jpg',
      hasVariant: [
        { '@type': 'Product', sku: 'VG-S', size: 'S', offers: { '@type': 'Offer', price: 50, priceCurrency: 'EUR' } },
        { '@type': 'Product', sku: 'VG-M', size: 'M', offers: { '@type': 'Offer', price: 40, priceCurrency: 'EUR', priceSpecification: strike(55) } },
      ],
    };
    expect(extractPage(html(group), 'https://olivo.example/vestido', jsonLdConfig()).items[0]?.item).toMatchObject({ price: 55, salePrice: 40 });
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
          salePrice: null,
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

describe('JSON in a script inside each item', () => {
  it('reads a sale from the price object’s paid part and the regular part beside it', () => {
    const tile = (id: number, price: object) =>
      `<div class="tile"><a href="/p/${id}">Ver</a><script type="application/json">${JSON.stringify({ title: `Jersey ${id}`, url: `/p/${id}`, price, image: `/i/${id}.jpg` })}</script></div>`;
    const config = selectorConfig({
      item: { tag: 'div', class: 'tile' },
      json: {
        mode: 'script',
        selector: 'script[type="application/json"]',
        paths: { name: 'title', price: 'price.current', currency: 'price.currency', link: 'url', image: 'image' },
      },
      nextPage: null,
    });
    const html = `<html><body>${tile(1, { current: 45, original: 59.99, currency: 'EUR' })}${tile(2, { current: 79.95, original: null, currency: 'EUR' })}</body></html>`;
    const { items } = extractPage(html, 'https://olmo.example/es/mujer', config);
    expect(items.map((result) => result.item && [result.item.name, result.item.price, result.item.salePrice, result.item.currency])).toEqual([
      ['Jersey 1', 59.99, 45, 'EUR'],
      ['Jersey 2', 79.95, null, 'EUR'],
    ]);
  });
});

/** One card of a listing, its image and price markup as given. */
const card = (image: string, price = '<span class="price">$ 100</span>', extra = '') =>
  `<div class="card"><a class="link" href="/p/${Math.abs(hash(image + price))}">${image}</a><h3 class="name">Saco</h3>${price}${extra}</div>`;
const hash = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) | 0, 7);
const cardConfig = (overrides: Partial<ImporterConfig> = {}) =>
  selectorConfig({
    item: { tag: 'div', class: 'card' },
    name: { selector: '.name', attribute: null },
    price: { selector: '.price', attribute: null, regex: null },
    link: { selector: 'a.link', attribute: 'href' },
    image: { selector: '', attribute: null },
    tags: null,
    nextPage: null,
    ...overrides,
  });
const read = (html: string, config = cardConfig()) => extractPage(html, 'https://sur.example/coleccion/', config).items;
const imagesOf = (html: string) => read(html).map((result) => result.item?.images ?? result.errors);
const pricesOf = (html: string) => read(html).map((result) => result.item?.price ?? result.errors);
/** Each card's regular price and its sale's (null off sale). */
const salesOf = (html: string, config = cardConfig()) =>
  read(html, config).map((result) => (result.item ? [result.item.price, result.item.salePrice] : result.errors));

describe('lazy images', () => {
  it('reads the image however the card lazy-loads it, stand-ins never taken', () => {
    expect(
      imagesOf(
        [
          card('<img src="/img/a.jpg">'),
          card('<img src="/img/blank.gif" data-src="/img/b.jpg">'),
          // A blurred thumbnail in src while the loader waits: the loader's image wins.
          card('<img class="lazyload blur-up" src="/img/c-50x.jpg" data-src="/img/c-1024x.jpg">'),
          card('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-srcset="/img/d-480.jpg 480w, /img/d-1024.jpg 1024w, /img/d-640.jpg 640w">'),
          card(
            '<img srcset="https://res.example/w_320,h_400/e.jpg 320w,https://res.example/w_960,h_1200/e.jpg 960w" src="https://res.example/w_320,h_400/e.jpg">',
          ),
          card('<picture><source type="image/webp" data-srcset="/img/f.webp 1x, /img/f@2x.webp 2x"><img src="data:image/svg+xml,%3Csvg%3E"></picture>'),
          card('<img class="lazy" src="/assets/1x1.gif"><noscript><img src="/img/g.jpg"></noscript>'),
          card('<img src="/img/pixel-tracker.gif" width="1" height="1"><noscript><img src="/img/h.jpg"></noscript>'),
          card('<img data-src="//cdn.shop.example/files/i_{width}x.jpg" data-widths="[180,360,720]" src="data:,">'),
          card('<img src="/img/empty-placeholder.png" data-srcset="data:image/gif;base64,AAAA 1x">'),
        ].join(''),
      ),
    ).toEqual([
      ['https://sur.example/img/a.jpg'],
      ['https://sur.example/img/b.jpg'],
      ['https://sur.example/img/c-1024x.jpg'],
      ['https://sur.example/img/d-1024.jpg'],
      ['https://res.example/w_960,h_1200/e.jpg'],
      ['https://sur.example/img/f@2x.webp'],
      ['https://sur.example/img/g.jpg'],
      ['https://sur.example/img/h.jpg'],
      ['https://cdn.shop.example/files/i_720x.jpg'],
      // Only stand-ins: a product without a photo, imported hidden until it has one.
      [],
    ]);
  });

  it('takes a noscript image from inside the item only, never a neighbour’s', () => {
    const html = `<div class="grid"><div class="card"><a class="link" href="/p/1"></a><h3 class="name">Saco</h3><span class="price">$ 1</span></div><noscript><img src="/img/other.jpg"></noscript></div>`;
    expect(imagesOf(html)).toEqual([[]]);
    // By a selector naming the image, its noscript beside it inside the card counts.
    const beside = card('<img class="photo" src="data:,"><noscript><img src="/img/j.jpg"></noscript>');
    expect(read(beside, cardConfig({ image: { selector: 'img.photo', attribute: null } }))[0]?.item?.images).toEqual(['https://sur.example/img/j.jpg']);
  });
});

describe('nested prices', () => {
  it('reads a price split into spans, with the mark the amount does not use for thousands when cents sit apart', () => {
    expect(
      pricesOf(
        [
          card('<img src="/a.jpg">', '<span class="price"><span class="currency">$</span><span class="int">42.000</span><span class="dec">,00</span></span>'),
          card(
            '<img src="/b.jpg">',
            '<span class="price">\n  <span class="currency">$</span>\n  <span class="int">42.000</span>\n  <span class="dec">,50</span>\n</span>',
          ),
          card('<img src="/c.jpg">', '<span class="price">$ 42.000<sup>00</sup></span>'),
          card('<img src="/d.jpg">', '<span class="price">US$ 45<span class="cents">50</span></span>'),
          // VTEX's selling price, each part in its span.
          card(
            '<img src="/e.jpg">',
            '<span class="price"><span class="vtex-product-price-1-x-currencyCode">R$</span><span class="vtex-product-price-1-x-currencyLiteral"> </span><span class="vtex-product-price-1-x-currencyInteger">1</span><span class="vtex-product-price-1-x-currencyGroup">.</span><span class="vtex-product-price-1-x-currencyInteger">299</span><span class="vtex-product-price-1-x-currencyDecimal">,</span><span class="vtex-product-price-1-x-currencyFraction">90</span></span>',
          ),
        ].join(''),
      ),
    ).toEqual([42_000, 42_000.5, 42_000, 45.5, 1_299.9]);
  });

  it('reads the price to pay on a sale as the sale’s, the one before it as the regular price, not the words for screen readers', () => {
    const woo = (regular: string, sale: string) =>
      `<span class="price"><del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${regular}</bdi></span></del> <span class="screen-reader-text">Original price was: $${regular}.</span><ins aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${sale}</bdi></span></ins><span class="screen-reader-text">Current price is: $${sale}.</span></span>`;
    expect(
      salesOf(
        [
          card('<img src="/a.jpg">', woo('50.000', '42.000')),
          // PrestaShop: the regular price and the discount come first.
          card(
            '<img src="/b.jpg">',
            '<div class="price"><span class="regular-price" aria-label="Regular price">€35.90</span><span class="discount-percentage">-20%</span><span class="price" aria-label="Price">€28.72</span></div>',
          ),
          // Magento: the special price, then the old one.
          card(
            '<img src="/c.jpg">',
            '<div class="price"><span class="special-price"><span class="price-label">Special Price</span><span class="price">$42.00</span></span><span class="old-price"><span class="price-label">Regular Price</span><span class="price">$50.00</span></span></div>',
          ),
          // Tiendanube: the compare-at price before, hidden when there is no sale.
          card(
            '<img src="/d.jpg">',
            '<div class="price"><span class="js-compare-price-display price-compare" style="display:none;"></span><span class="js-price-display">$19.990</span></div>',
          ),
          card(
            '<img src="/e.jpg">',
            '<div class="price"><span class="js-compare-price-display price-compare" style="display:inline-block;">$25.000</span><span class="js-price-display">$19.990</span></div>',
          ),
          // Shopify's Dawn on sale: the compare-at price struck through, labels visually hidden.
          card(
            '<img src="/f.jpg">',
            '<div class="price"><div class="price__sale"><span class="visually-hidden">Regular price</span><span><s class="price-item price-item--regular">€60,00</s></span><span class="visually-hidden">Sale price</span><span class="price-item price-item--sale">€48,00 EUR</span></div></div>',
          ),
        ].join(''),
      ),
    ).toEqual([
      [50_000, 42_000],
      [35.9, 28.72],
      [50, 42],
      [19_990, null],
      [25_000, 19_990],
      [60, 48],
    ]);
  });

  it('reads Magento’s amounts by their price type, its hidden old price too, whichever comes first', () => {
    const box = (final: number, old: number | null, oldFirst = false) => {
      const finalPart = `<span class="special-price"><span data-price-amount="${final}" data-price-type="finalPrice" class="price-wrapper"><span class="price">$${final}.00</span></span></span>`;
      const oldPart =
        old === null
          ? ''
          : `<span class="old-price sly-old-price no-display"><span data-price-amount="${old}" data-price-type="oldPrice" class="price-wrapper"><span class="price">$${old}.00</span></span></span>`;
      return `<div class="price-box">${oldFirst ? oldPart + finalPart : finalPart + oldPart}</div>`;
    };
    const config = cardConfig({ price: { selector: '.price', attribute: null, regex: null } });
    expect(
      salesOf(
        [card('<img src="/a.jpg">', box(42, 50)), card('<img src="/b.jpg">', box(42, 50, true)), card('<img src="/c.jpg">', box(57, null))].join(''),
        config,
      ),
    ).toEqual([
      [50, 42],
      [50, 42],
      [57, null],
    ]);
  });

  it('reads no sale where the price before it is not above the price paid', () => {
    expect(salesOf(card('<img src="/a.jpg">', '<div class="price"><span class="regular-price">€28,72</span><span class="price">€28,72</span></div>'))).toEqual([
      [28.72, null],
    ]);
  });
});

describe('the currency', () => {
  it('is the one a price writes, else the one the page states, else the config’s', () => {
    const cards = card('<img src="/a.jpg">', '<span class="price">$ 81.00</span>') + card('<img src="/b.jpg">', '<span class="price">€ 81,00</span>');
    const stated = `<html><head><meta property="product:price:currency" content="USD"></head><body>${cards}</body></html>`;
    expect(read(stated).map((result) => result.item?.currency)).toEqual(['USD', 'EUR']);
    const magento = `<script type="text/x-magento-init">{"*":{"Magento_Catalog/js/product/view/provider":{"data":{"items":{"1":{"currency_code":"USD"}}}}}}</script>${cards}`;
    expect(read(magento).map((result) => result.item?.currency)).toEqual(['USD', 'EUR']);
    expect(read(cards).map((result) => result.item?.currency)).toEqual(['ARS', 'EUR']);
  });
});

describe('the stored link', () => {
  it('is the canonical link: tracking and variant parameters and fragment gone, the rest as the shop wrote it', () => {
    const html = `<div class="card"><a class="link" href="/productos/Remera/?utm_source=ig&id=7&color=azul&fbclid=x#reviews"><img src="/a.jpg"></a><h3 class="name">Remera</h3><span class="price">$ 1</span></div>`;
    expect(read(html)[0]?.item).toMatchObject({ key: 'url:https://sur.example/productos/Remera?id=7', url: 'https://sur.example/productos/Remera/?id=7' });
  });
});

describe('JSON in an element inside the item', () => {
  it('reads WooCommerce’s JSON from a button inside each product', () => {
    const product = (id: number, name: string) =>
      `<li class="product"><a href="/producto/${id}/"><img src="/i/${id}.jpg"></a><h2>${name}</h2><button type="button" class="quick-view" data-product='${JSON.stringify({ id, name, price: `${id}000`, permalink: `https://tienda.example/producto/${id}/?utm_medium=qv`, image: `/i/${id}-big.jpg`, sku: `S-${id}` })}'>Ver</button></li>`;
    const config = cardConfig({
      item: { tag: 'li', class: 'product' },
      json: {
        mode: 'attribute',
        attribute: 'data-product',
        selector: 'button.quick-view',
        paths: { name: 'name', price: 'price', link: 'permalink', image: 'image', sku: 'sku' },
      },
    });
    expect(read(`<ul>${product(41, 'Vestido Lila')}${product(42, 'Falda')}<li class="product"><h2>Sin botón</h2></li></ul>`, config)).toEqual([
      {
        index: 0,
        item: {
          key: 'sku:S-41',
          name: 'Vestido Lila',
          description: null,
          price: 41_000,
          salePrice: null,
          currency: 'ARS',
          url: 'https://tienda.example/producto/41/',
          images: ['https://sur.example/i/41-big.jpg'],
          tags: [],
          sizes: [],
          colors: [],
          materials: [],
          sku: 'S-41',
        },
      },
      expect.objectContaining({ index: 1, item: expect.objectContaining({ key: 'sku:S-42', price: 42_000 }) }),
      { index: 2, name: null, errors: [{ field: 'json', code: 'MISSING', found: null }] },
    ]);
  });

  it('reads Tiendanube’s variants as one product (its lowest price, every image), and what they lack by the card’s selectors', () => {
    const variants = JSON.stringify([
      {
        product_id: 77,
        price_short: '$25.000',
        price_number: 25_000,
        image_url: '//acdn.example/stores/1/products/remera-negra-1024-1024.jpg',
        option0: 'S',
        sku: null,
      },
      {
        product_id: 77,
        price_short: '$19.990',
        price_number: 19_990,
        image_url: '//acdn.example/stores/1/products/remera-blanca-1024-1024.jpg',
        option0: 'M',
        sku: null,
      },
    ]).replace(/"/g, '&quot;');
    const html = `<div class="js-item-product"><div class="js-product-container" data-variants="${variants}"><a href="/productos/remera/"><img src="/e.png"></a><div class="js-item-name item-name">Remera lisa</div><span class="js-price-display">$19.990</span></div></div>`;
    const config = cardConfig({
      item: { tag: 'div', class: 'js-item-product' },
      name: { selector: '.item-name', attribute: null },
      link: { selector: 'a', attribute: 'href' },
      json: {
        mode: 'attribute',
        attribute: 'data-variants',
        selector: '.js-product-container',
        paths: { price: 'price_number', image: 'image_url', sku: 'product_id' },
      },
    });
    expect(read(html, config)).toEqual([
      {
        index: 0,
        item: expect.objectContaining({
          key: 'sku:77',
          name: 'Remera lisa',
          price: 19_990,
          url: 'https://sur.example/productos/remera/',
          images: ['https://acdn.example/stores/1/products/remera-negra-1024-1024.jpg', 'https://acdn.example/stores/1/products/remera-blanca-1024-1024.jpg'],
        }),
      },
    ]);
    // A config that names no selector for a field the JSON lacks keeps reporting it missing, as before.
    expect(read(html, { ...config, name: { selector: '', attribute: null } })).toEqual([
      { index: 0, name: null, errors: [{ field: 'name', code: 'MISSING', found: null }] },
    ]);
  });

  it('keeps reading configs saved before the selector existed, and checks the selector when there is one', () => {
    const saved = { ...jsonLdConfig(), json: { mode: 'attribute', attribute: 'data-product', paths: {} } };
    expect(ImporterConfig.safeParse(saved).success).toBe(true);
    expect(ImporterConfig.safeParse({ ...saved, json: { ...saved.json, selector: 'button[data-product]' } }).success).toBe(true);
    expect(configProblems(jsonLdConfig({ json: { mode: 'attribute', attribute: 'data-product', selector: 'button[', paths: {} } }))).toEqual([
      { field: 'json.selector', code: 'NOT_A_SELECTOR', message: expect.stringContaining('not a CSS selector') },
    ]);
  });
});

describe('a page built to be slow', () => {
  it('reads items nested thousands deep once each, without a recursive read', () => {
    // cheerio's own text read overflows the stack from about 3,000 levels.
    const depth = 3_000;
    const html = `${'<div class="card">'.repeat(depth)}<a class="link" href="/p/1"><img src="/a.jpg"></a><h3 class="name">Saco</h3><span class="price">$ 100</span>${'</div>'.repeat(depth)}`;
    const items = read(html);
    expect(items).toHaveLength(1);
    expect(items[0]?.item).toMatchObject({ name: 'Saco', price: 100 });
    expect(textOf(load(html).root()[0]!)).toBe('Saco$ 100');
  });
});
