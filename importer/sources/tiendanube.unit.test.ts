import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { FetchedDocument } from '../fetcher';
import type { SourceContext } from './port';
import { listingCards, tiendanubeSource } from './tiendanube';

const attr = (value: unknown) => JSON.stringify(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const variant = (option0: string | null, option1: string | null, available: boolean, extra: Record<string, unknown> = {}) => ({
  product_id: 1,
  option0,
  option1,
  option2: null,
  available,
  price_number: 1000,
  sku: null,
  ...extra,
});

describe('a Tiendanube listing card as a source reads it', () => {
  it('names the options by the card’s selects, in whatever order, and keeps each variant’s stock', () => {
    const html = `<div class="js-item-product" data-product-id="1"><div data-variants="${attr([variant('Azul', '40', true), variant('Azul', '42', false, { price_number: 900 }), variant('Verde', '40', true, { price_number: 1100 })])}">
      <a href="/productos/camisa/?variant=3&amp;utm_source=ig#x"><img src="/placeholder.png" data-srcset="//cdn.example/a-240.jpg 240w, //cdn.example/a-480.jpg 480w"></a>
      <label for="v1">Cor</label><select id="v1" name="variation[0]"></select><label for="v2">Tamanho</label><select id="v2" name="variation[1]"></select>
      <div class="js-item-name">Camisa &amp; cia</div></div></div>`;
    const [card] = listingCards(load(html), 'https://loja.example/produtos/', 'BRL');
    expect(card!.result.item).toMatchObject({
      key: 'tiendanube:1',
      name: 'Camisa & cia',
      url: 'https://loja.example/productos/camisa/',
      images: ['https://cdn.example/a-480.jpg'],
      sizes: ['40', '42'],
      colors: ['Azul', 'Verde'],
      // 900 is the 42 that cannot be bought.
      price: 1000,
      currency: 'BRL',
      available: true,
    });
    expect(card!.result.item!.variants[1]).toEqual({ size: '42', color: 'Azul', available: false, sku: null, price: 900, salePrice: null });
  });

  it('reads a sale from the variants’ compare-at prices, or the card’s compare-at price beside its price', () => {
    const onSale = (price: number, compare: number | null) => ({
      price_number: price,
      price_short: `$${price}`,
      compare_at_price_number: compare,
      compare_at_price_short: compare === null ? null : `$${compare}`,
    });
    const html = `<div data-product-id="6" data-variants="${attr([variant('S', null, true, onSale(36_000, 45_000)), variant('M', null, true, onSale(40_500, 45_000))])}"><div class="js-item-name">Vestido</div><a href="/productos/vestido/">x</a><img src="/img/v.jpg"></div>
      <div data-product-id="7" data-variants="${attr([variant('U', null, true, onSale(22_000, 22_000))])}"><div class="js-item-name">Bolso</div><a href="/productos/bolso/">x</a><img src="/img/b.jpg"></div>
      <div data-product-id="8" data-variants="[]"><div class="js-item-name">Gorro</div><span class="js-compare-price-display price-compare" style="display:inline-block;">$ 9.900</span><span class="js-price-display">$ 7.900</span><a href="/productos/gorro/">x</a><img src="/img/g.jpg"></div>`;
    const cards = listingCards(load(html), 'https://tienda.example/productos/', 'ARS');
    expect(cards.map((card) => [card.result.item?.price, card.result.item?.salePrice])).toEqual([
      [45_000, 36_000],
      // A compare-at price left at the price: the sale ended.
      [22_000, null],
      [9_900, 7_900],
    ]);
    expect(cards[0]!.result.item!.variants.map((one) => [one.size, one.price, one.salePrice])).toEqual([
      ['S', 45_000, 36_000],
      ['M', 45_000, 40_500],
    ]);
  });

  it('guesses unlabelled options from their values: sizes, then colours', () => {
    const html = `<div data-product-id="2" data-variants="${attr([variant('S', 'Negro', true), variant('XL', 'Blanco', false), variant('Único', 'Rosa viejo', true)])}"><span class="item-name">Top</span><a href="/productos/top/">ver</a><img data-src="/img/top.jpg"></div>`;
    const [card] = listingCards(load(html), 'https://tienda.example/productos/', 'ARS');
    expect(card!.result.item).toMatchObject({
      sizes: ['S', 'XL', 'Único'],
      colors: ['Negro', 'Blanco', 'Rosa viejo'],
      images: ['https://tienda.example/img/top.jpg'],
    });
  });

  it('reads a price from price_number_raw (cents) or the shown price, and the currency from the page', () => {
    const html = `<script>LS.currency = { code : "UYU", display_short: "$" };</script>
      <div data-product-id="3" data-variants="${attr([{ product_id: 3, option0: null, available: true, price_number_raw: 125050 }])}"><div class="js-item-name">Gorra</div><a href="/productos/gorra/">x</a><img src="/img/gorra.jpg"></div>
      <div data-product-id="4" data-variants="not json"><div class="js-item-name">Media</div><span class="js-price-display">$ 1.500,00</span><a href="/productos/media/">x</a><img src="/img/media.jpg"></div>`;
    const cards = listingCards(load(html), 'https://tienda.example/productos/', 'ARS');
    expect(cards.map((card) => [card.result.item?.price, card.result.item?.currency, card.result.item?.sizes])).toEqual([
      [1250.5, 'UYU', []],
      [1500, 'UYU', []],
    ]);
  });

  it('says which fields failed for a card without name or price', () => {
    const html = `<div data-product-id="5" data-variants="${attr([{ product_id: 5, available: true }])}"><a href="/productos/x/">x</a></div>`;
    expect(listingCards(load(html), 'https://tienda.example/productos/', 'ARS')[0]!.result).toMatchObject({ errors: [{ field: 'name' }, { field: 'price' }] });
  });
});

describe('finding a Tiendanube store', () => {
  const asked: string[] = [];
  const context: SourceContext = {
    limit: 100,
    currency: 'ARS',
    document: async (url) => {
      asked.push(url);
      throw new Error('not asked in these tests');
    },
  };
  const page = (text: string, url = 'https://loja.example/'): FetchedDocument => ({ url, mediaType: 'text/html', text, headers: {} });

  it('knows a store by LS.store or its CDN, and reads the listing its page links to, or its language’s', async () => {
    expect(await tiendanubeSource.probe('https://loja.example/', context, page('<html lang="pt-BR"><script>LS.store = { id: 1 };</script></html>'))).toEqual({
      kind: 'tiendanube',
      url: 'https://loja.example/produtos/',
      total: null,
    });
    expect(
      await tiendanubeSource.probe(
        'https://tienda.example/',
        context,
        page('<img src="https://d2r9epyceweg5n.cloudfront.net/stores/1/logo.png"><a href="/productos?utm_source=x">Todo</a>', 'https://tienda.example/'),
      ),
    ).toEqual({ kind: 'tiendanube', url: 'https://tienda.example/productos/', total: null });
    expect(
      await tiendanubeSource.probe('https://tienda.example/', context, page('<html><body>Shopify.shop = "x"; tiendanube fan page</body></html>')),
    ).toBeNull();
    expect(asked).toEqual([]);
    expect(await tiendanubeSource.probe('https://tienda.example/', context)).toBeNull();
  });
});
