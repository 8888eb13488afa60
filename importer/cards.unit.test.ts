import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { CANDIDATES, findCards, nextPageSelector, SAMPLE, type CardStats } from './cards';
import { extractPage } from './extract';
import { importerConfig, SELECTORS_LAZY_CARDS } from './testing';

const listing = (name: string) => readFileSync(new URL(`./fixtures/listings/${name}`, import.meta.url), 'utf8');

/** A listing page of a platform's default theme, and what a shopper sees of each of its products. */
interface Listing {
  file: string;
  url: string;
  currency: string;
  next: string;
  /** Name, price a shopper pays, link and first image of each product, in page order. */
  products: Array<[string, number, string, string]>;
  /** The products on sale: their regular price and the sale's, by name (the others have no sale price). */
  sales: Record<string, [number, number]>;
}

const dawn = (handle: string, name: string, price: number, image: string): Listing['products'][number] => [
  name,
  price,
  `https://lua.example/collections/mujer/products/${handle}`,
  `https://lua.example/cdn/shop/${image}`,
];
const woo = (slug: string, name: string, price: number): Listing['products'][number] => [
  name,
  price,
  `https://paloma.example/producto/${slug}/`,
  `https://paloma.example/wp-content/uploads/2026/03/${slug}-768x768.jpg`,
];
const presta = (path: string, name: string, price: number, image: string): Listing['products'][number] => [
  name,
  price,
  `https://atelier.example/es/mujer/${path}.html`,
  `https://atelier.example/${image}`,
];
const luma = (slug: string, name: string, price: number, image: string): Listing['products'][number] => [
  name,
  price,
  `https://luma.example/${slug}.html`,
  `https://luma.example/media/catalog/product/cache/7c4c1ed835fbbf2269f24539582c6d44/${image}`,
];
const vtex = (slug: string, name: string, price: number, image: string): Listing['products'][number] => [
  name,
  price,
  `https://brisa.example/${slug}/p`,
  `https://brisa.vtexassets.com/arquivos/ids/${image}&height=auto&aspect=true`,
];
const nube = (slug: string, name: string, price: number, image: string): Listing['products'][number] => [
  name,
  price,
  `https://mora.example/productos/${slug}/`,
  `https://acdn.mitiendanube.example/stores/001/234/567/products/${image}-1024-1024.webp`,
];

const LISTINGS: Listing[] = [
  {
    // Dawn's card-product: native lazy loading with a srcset up to the original, a sale's compare-at price struck
    // through beside visually hidden labels, the next page only named by its aria-label.
    file: 'shopify-dawn.html',
    url: 'https://lua.example/collections/mujer',
    currency: 'EUR',
    next: 'https://lua.example/collections/mujer?page=2',
    products: [
      dawn('vestido-lino-arena', 'Vestido de lino arena', 89, 'files/vestido-lino-arena.jpg?v=171200'),
      dawn('camisa-popelin-blanca', 'Camisa de popelín blanca', 49, 'files/camisa-popelin.jpg?v=171201'),
      dawn('pantalon-wide-leg', 'Pantalón wide leg', 59.9, 'products/pantalon-wide-leg.jpg?v=171202'),
      dawn('falda-midi-plisada', 'Falda midi plisada', 45, 'files/falda-midi.jpg?v=171203'),
      dawn('jersey-punto-merino', 'Jersey de punto merino', 75, 'files/jersey-merino.jpg?v=171204'),
      dawn('chaqueta-tweed', 'Chaqueta de tweed', 129, 'files/chaqueta-tweed.jpg?v=171205'),
      dawn('top-satinado', 'Top satinado', 29.95, 'files/top-satinado.jpg?v=171206'),
      dawn('vaquero-recto', 'Vaquero recto azul', 69, 'files/vaquero-recto.jpg?v=171207'),
      dawn('blazer-oversize', 'Blazer oversize', 99, 'files/blazer-oversize.jpg?v=171208'),
      dawn('bolso-rafia', 'Bolso de rafia', 35, 'files/bolso-rafia.jpg?v=171209'),
    ],
    sales: { 'Camisa de popelín blanca': [65, 49], 'Falda midi plisada': [60, 45], 'Top satinado': [39.95, 29.95] },
  },
  {
    // Storefront's loop with a quick-view button carrying the product's JSON; the page's own images lazy in three ways.
    file: 'woocommerce-storefront.html',
    url: 'https://paloma.example/tienda/',
    currency: 'ARS',
    next: 'https://paloma.example/tienda/page/2/',
    products: [
      woo('vestido-lila', 'Vestido Lila', 42_000),
      woo('camisa-lino-cruda', 'Camisa de lino cruda', 38_500),
      woo('pantalon-sastrero', 'Pantalón sastrero', 45_990),
      woo('sweater-trenzado', 'Sweater trenzado', 52_000),
      woo('remera-basica-negra', 'Remera básica negra', 15_900),
      woo('pollera-jean', 'Pollera de jean', 29_990),
      woo('campera-puffer', 'Campera puffer', 89_000),
      woo('top-crochet', 'Top de crochet', 19_500),
      woo('kimono-estampado', 'Kimono estampado', 33_000),
      woo('short-lino', 'Short de lino', 21_000),
      woo('chaleco-tejido', 'Chaleco tejido', 27_500),
      woo('musculosa-rib', 'Musculosa rib', 12_900),
    ],
    sales: { 'Vestido Lila': [50_000, 42_000], 'Sweater trenzado': [61_000, 52_000], 'Campera puffer': [99_000, 89_000], 'Short de lino': [26_000, 21_000] },
  },
  {
    // The classic theme's product-miniature: the regular price and the discount before the price, links with a
    // combination's fragment, images in a picture, lazy behind a loader gif, or native.
    file: 'prestashop-classic.html',
    url: 'https://atelier.example/es/3-mujer',
    currency: 'EUR',
    next: 'https://atelier.example/es/3-mujer?page=2',
    products: [
      presta('1-11-blusa-seda', 'Blusa de seda', 28.72, '4-home_default/blusa-seda.webp'),
      presta('2-21-vestido-camisero', 'Vestido camisero', 54, '7-home_default/vestido-camisero.jpg'),
      presta('3-31-pantalon-pinzas', 'Pantalón con pinzas', 46.5, '10-home_default/pantalon-pinzas.jpg'),
      presta('4-41-chaqueta-lana', 'Chaqueta de lana', 89.1, '13-home_default/chaqueta-lana.webp'),
      presta('5-51-camiseta-algodon', 'Camiseta de algodón orgánico', 19.9, '16-home_default/camiseta-algodon.jpg'),
      presta('6-61-falda-lapiz', 'Falda lápiz', 39, '19-home_default/falda-lapiz.jpg'),
      presta('7-71-cardigan-mohair', 'Cárdigan de mohair', 72, '22-home_default/cardigan-mohair.webp'),
      presta('8-81-gabardina-clasica', 'Gabardina clásica', 119, '25-home_default/gabardina-clasica.jpg'),
      presta('9-91-top-punto', 'Top de punto', 24.95, '28-home_default/top-punto.jpg'),
    ],
    sales: { 'Blusa de seda': [35.9, 28.72], 'Chaqueta de lana': [99, 89.1], 'Gabardina clásica': [149, 119] },
  },
  {
    // Luma's product-item: a special price before the old one, wishlist and compare links with JSON of their own,
    // some images behind a lazy-load module's pixel.
    file: 'magento-luma.html',
    url: 'https://luma.example/mujer/tops-mujer.html',
    currency: 'EUR',
    next: 'https://luma.example/mujer/tops-mujer.html?p=2',
    products: [
      luma('chaqueta-olivia', 'Chaqueta Olivia', 42, 'w/j/wj12-blue_main.jpg'),
      luma('sudadera-juno', 'Sudadera Juno', 57, 'w/h/wh05-orange_main.jpg'),
      luma('camiseta-desiree', 'Camiseta Desiree', 29, 'w/s/ws05-yellow_main.jpg'),
      luma('pantalon-ida', 'Pantalón de yoga Ida', 48, 'w/p/wp12-blue_main.jpg'),
      luma('top-bella', 'Top Bella', 25.6, 'w/t/wt01-black_main.jpg'),
      luma('chaqueta-nadia', 'Chaqueta elástica Nadia', 69, 'w/j/wj09-gray_main.jpg'),
      luma('short-fiona', 'Short Fiona', 29, 'w/s/wsh12-green_main.jpg'),
      luma('sudadera-helena', 'Sudadera Helena', 55, 'w/h/wh09-red_main.jpg'),
      luma('camiseta-gwyn', 'Camiseta Gwyn', 24, 'w/s/ws12-orange_main.jpg'),
      luma('sujetador-electra', 'Sujetador Electra', 39, 'w/b/wb04-blue_main.jpg'),
      luma('chaqueta-ingrid', 'Chaqueta Ingrid', 84, 'w/j/wj04-white_main.jpg'),
    ],
    sales: { 'Chaqueta Olivia': [50, 42], 'Top Bella': [32, 25.6] },
  },
  {
    // The store framework's product-summary: each part of a price in its own span, the list price struck before the
    // selling one, instalments after it, the next page only in the head.
    file: 'vtex-store-framework.html',
    url: 'https://brisa.example/feminino',
    currency: 'BRL',
    next: 'https://brisa.example/feminino?page=2',
    products: [
      vtex('vestido-brisa', 'Vestido Brisa', 249.9, '155401-800-auto?v=638120&width=800'),
      vtex('camisa-linho-off-white', 'Camisa de linho off-white', 189.9, '155402-500-auto?v=638121&width=500'),
      vtex('calca-pantalona', 'Calça pantalona', 219, '155403-800-auto?v=638122&width=800'),
      vtex('blusa-tricot', 'Blusa de tricô', 139.9, '155404-500-auto?v=638123&width=500'),
      vtex('saia-midi-cetim', 'Saia midi de cetim', 159.9, '155405-800-auto?v=638124&width=800'),
      vtex('jaqueta-jeans', 'Jaqueta jeans', 1_299, '155406-500-auto?v=638125&width=500'),
      vtex('regata-canelada', 'Regata canelada', 59.9, '155407-800-auto?v=638126&width=800'),
      vtex('macacao-viscose', 'Macacão de viscose', 279.9, '155408-500-auto?v=638127&width=500'),
      vtex('cardiga-trico', 'Cardigã de tricô', 199, '155409-800-auto?v=638128&width=800'),
      vtex('shorts-alfaiataria', 'Shorts de alfaiataria', 129.9, '155410-500-auto?v=638129&width=500'),
    ],
    sales: { 'Vestido Brisa': [299.9, 249.9], 'Blusa de tricô': [169.9, 139.9], 'Macacão de viscose': [349.9, 279.9] },
  },
  {
    // A Tiendanube theme's js-item-product: lazysizes data-srcset behind a data: gif, the variants' JSON in
    // data-variants on an element inside the item, the compare-at price hidden or struck, instalments below.
    file: 'tiendanube-amazonas.html',
    url: 'https://mora.example/productos/',
    currency: 'ARS',
    next: 'https://mora.example/productos/page/2/',
    products: [
      nube('remera-lisa', 'Remera lisa', 19_990, 'remera-lisa-blanca'),
      nube('vestido-midi-flores', 'Vestido midi flores', 45_500, 'vestido-midi-flores'),
      nube('jean-mom', 'Jean mom', 38_900, 'jean-mom'),
      nube('buzo-canguro', 'Buzo canguro', 32_000, 'buzo-canguro-gris'),
      nube('camisa-oversize', 'Camisa oversize rayada', 29_500, 'camisa-oversize'),
      nube('pollera-tableada', 'Pollera tableada', 24_990, 'pollera-tableada'),
      nube('campera-cuero', 'Campera de cuero eco', 79_900, 'campera-cuero'),
      nube('top-lurex', 'Top lurex', 15_500, 'top-lurex'),
      nube('palazzo-lino', 'Palazzo de lino', 34_990, 'palazzo-lino-crudo'),
      nube('cardigan-angora', 'Cárdigan angora', 41_000, 'cardigan-angora'),
    ],
    sales: { 'Remera lisa': [25_000, 19_990], 'Buzo canguro': [40_000, 32_000], 'Campera de cuero eco': [95_000, 79_900] },
  },
];

/** What auto-detect would propose for a page, as a whole config, and what reading the page with it gives. */
function proposeAndRead(file: string, url: string) {
  const html = listing(file);
  const $ = load(html);
  const found = findCards($);
  const config = importerConfig({ url, ...found!.config, nextPage: nextPageSelector($), tags: null });
  return { found, config, html, ...extractPage(html, url, config) };
}

describe('auto-detect on the listings of six platforms’ default themes', () => {
  it.each(LISTINGS)(
    '$file: the proposed config reads every product’s name, price and sale, link and image, and the next page',
    ({ file, url, currency, next, products, sales }) => {
      const { found, items, nextPage } = proposeAndRead(file, url);
      expect(found?.items).toBe(products.length);
      expect(items.filter((result) => result.errors)).toEqual([]);
      expect(items.map((result) => [result.item!.name, result.item!.salePrice ?? result.item!.price, result.item!.url, result.item!.images[0]])).toEqual(
        products,
      );
      const onSale = items
        .filter((result) => result.item!.salePrice !== null)
        .map((result) => [result.item!.name, [result.item!.price, result.item!.salePrice]]);
      expect(Object.fromEntries(onSale)).toEqual(sales);
      expect(new Set(items.map((result) => result.item!.currency))).toEqual(new Set([currency]));
      expect(nextPage).toBe(next);
    },
  );

  it('WooCommerce: reads the JSON of the button inside each product, keyed by its SKU', () => {
    const { found, items } = proposeAndRead('woocommerce-storefront.html', 'https://paloma.example/tienda/');
    expect(found?.config).toMatchObject({
      item: { tag: 'li', class: 'product' },
      price: { selector: 'span.price' },
      json: {
        mode: 'attribute',
        attribute: 'data-product',
        selector: 'button[data-product]',
        paths: { name: 'name', price: 'price', link: 'permalink', image: 'image', sku: 'sku' },
      },
    });
    expect(items.map((result) => result.item?.key)).toEqual(Array.from({ length: 12 }, (_, i) => `sku:PAL-${101 + i}`));
  });

  it('WooCommerce without its JSON: the sale price in <ins> and the regular one in <del>, images lazy behind an SVG, a blank gif or loading="lazy"', () => {
    const { config, html } = proposeAndRead('woocommerce-storefront.html', 'https://paloma.example/tienda/');
    const { items } = extractPage(html, 'https://paloma.example/tienda/', { ...config, json: { mode: 'none' } });
    const image = (slug: string, size = '') => `https://paloma.example/wp-content/uploads/2026/03/${slug}${size}.jpg`;
    expect(items.slice(0, 4).map((result) => [result.item?.price, result.item?.salePrice, result.item?.images])).toEqual([
      // WP Rocket: data-lazy-src, its noscript beside it.
      [50_000, 42_000, [image('vestido-lila', '-324x324')]],
      // WordPress: the largest of the srcset.
      [38_500, null, [image('camisa-lino-cruda')]],
      // lazysizes: the largest of data-srcset, not the 1x1 gif.
      [45_990, null, [image('pantalon-sastrero')]],
      [61_000, 52_000, [image('sweater-trenzado', '-324x324')]],
    ]);
    expect(items.every((result) => result.item)).toBe(true);
  });

  it('Tiendanube: reads the variants’ JSON inside each item (the lowest price, every variant’s image, the product id), the name and link from the card', () => {
    const { found, items } = proposeAndRead('tiendanube-amazonas.html', 'https://mora.example/productos/');
    expect(found?.config).toMatchObject({
      item: { tag: 'div', class: 'item-product' },
      name: { selector: 'div.js-item-name' },
      json: {
        mode: 'attribute',
        attribute: 'data-variants',
        selector: 'div[data-variants]',
        paths: { price: 'price_number', image: 'image_url', sku: 'product_id' },
      },
    });
    expect(items[0]?.item).toMatchObject({
      key: 'sku:112233',
      name: 'Remera lisa',
      // Its variants' compare-at price beside their price.
      price: 25_000,
      salePrice: 19_990,
      images: [
        'https://acdn.mitiendanube.example/stores/001/234/567/products/remera-lisa-blanca-1024-1024.webp',
        'https://acdn.mitiendanube.example/stores/001/234/567/products/remera-lisa-negra-1024-1024.webp',
      ],
    });
    // Without the JSON, the card's own lazy image and price read the same.
    const { config, html } = proposeAndRead('tiendanube-amazonas.html', 'https://mora.example/productos/');
    const page = extractPage(html, 'https://mora.example/productos/', { ...config, json: { mode: 'none' } });
    expect(page.items.map((result) => [result.item?.price, result.item?.salePrice, result.item?.images[0]])).toEqual(
      items.map((result) => [result.item?.price, result.item?.salePrice, result.item?.images[0]]),
    );
  });

  it('Magento and VTEX: the price to pay, not the old or list price; JSON that is not a product’s (wishlist links) is not proposed', () => {
    expect(proposeAndRead('magento-luma.html', 'https://luma.example/mujer/tops-mujer.html').found?.config).toMatchObject({
      item: { tag: 'li', class: 'product' },
      json: { mode: 'none' },
    });
    expect(proposeAndRead('vtex-store-framework.html', 'https://brisa.example/feminino').found?.config.price.selector).toBe(
      'div.vtex-product-price-1-x-sellingPrice',
    );
  });

  it('finds the cards of the importer’s first fixture as before', () => {
    const found = findCards(load(readFileSync(new URL('./fixtures/selectors-lazy.html', import.meta.url), 'utf8')));
    expect(found).toEqual({ items: 5, config: SELECTORS_LAZY_CARDS });
  });

  it('finds nothing where nothing is for sale: a page of words, a blog’s repeated posts', () => {
    expect(findCards(load('<html><body><p>Hola</p><ul><li>a</li><li>b</li><li>c</li></ul></body></html>'))).toBeNull();
    const post = (i: number) =>
      `<article class="post"><a href="/blog/${i}"><img src="/blog/${i}.jpg"></a><h2>Nota ${i}: cómo combinar el lino</h2><p>Publicado el 3 de marzo</p></article>`;
    expect(findCards(load(`<main>${[1, 2, 3, 4].map(post).join('')}</main>`))).toBeNull();
  });
});

describe('the next page', () => {
  it('is a rel="next" link, a link whose class says next, or one labelled next; never the previous page', () => {
    const page2 = `<nav class="pagination"><a href="/c?page=1" class="pagination__item pagination__item--next pagination__item-arrow" aria-label="Página anterior"></a><a href="/c?page=3" class="pagination__item pagination__item--prev pagination__item-arrow" aria-label="Página siguiente"></a></nav>`;
    expect(nextPageSelector(load(page2))).toEqual({ selector: 'a[aria-label*="siguiente" i]', attribute: 'href' });
    expect(nextPageSelector(load('<head><link rel="next" href="/p/2"></head><body></body>'))).toEqual({ selector: 'link[rel~="next"]', attribute: 'href' });
    expect(nextPageSelector(load('<ul><li><a class="next page-numbers" href="/page/2/">→</a></li></ul>'))).toEqual({ selector: 'a.next', attribute: 'href' });
    expect(nextPageSelector(load('<a rel="next" href="#">Más</a><a class="load-more">Mostrar más</a>'))).toBeNull();
  });
});

describe('a page built to be slow', () => {
  const card = (i: number) =>
    `<div class="card"><a href="/p/${i}"><img src="/i/${i}.jpg"></a><h3>Saco ${i}</h3><span class="price">$ ${i + 1}.000</span></div>`;

  it('groups each element once and reads only a bounded sample of a list of 8,000 cards', () => {
    const stats: CardStats = { elements: 0, weighed: 0, cardsRead: 0 };
    const found = findCards(load(`<html><body>${Array.from({ length: 8_000 }, (_, i) => card(i)).join('')}</body></html>`), stats);
    expect(found).toMatchObject({ items: 8_000, config: { item: { tag: 'div', class: 'card' }, price: { selector: 'span.price' } } });
    expect(stats.elements).toBe(40_001);
    expect(stats.weighed).toBeLessThanOrEqual(CANDIDATES);
    expect(stats.cardsRead).toBeLessThanOrEqual(CANDIDATES * SAMPLE);
  });

  it('walks a page nested thousands deep without recursion, and a card nested in a card is not one of its own', () => {
    const deep = `<html><body>${'<div class="x">'.repeat(3_000)}${card(1)}${card(2)}${card(3)}${'</div>'.repeat(3_000)}</body></html>`;
    expect(findCards(load(deep))).toMatchObject({ items: 3, config: { item: { tag: 'div', class: 'card' } } });
    const nested = `<html><body>${'<div class="card"><a href="/p"><img src="/i.jpg"></a><h3>Saco</h3><span>$ 1.000</span>'.repeat(3_000)}${'</div>'.repeat(3_000)}</body></html>`;
    expect(findCards(load(nested))).toBeNull();
  });
});
