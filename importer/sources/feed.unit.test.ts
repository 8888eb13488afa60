import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feedAvailable, feedItems, feedPrice, feedRecords, parseTsv } from './feed';
import { SHOPS_DIR } from './fixture-shops';

const fixture = (path: string) => readFileSync(new URL(path, SHOPS_DIR), 'utf8').replaceAll('{{origin}}', 'https://olivo.example');

describe('feed prices', () => {
  it('reads the specification’s form, the amount then its ISO code', () => {
    expect(feedPrice('42000.00 ARS')).toEqual({ amount: 42000, currency: 'ARS' });
    expect(feedPrice('39.95 EUR')).toEqual({ amount: 39.95, currency: 'EUR' });
    expect(feedPrice('15 USD')).toEqual({ amount: 15, currency: 'USD' });
    expect(feedPrice('ARS 18500.50')).toEqual({ amount: 18500.5, currency: 'ARS' });
  });

  it('reads a price as a shop writes it when the feed strays from the specification', () => {
    expect(feedPrice('1.299,00 EUR')).toEqual({ amount: 1299, currency: 'EUR' });
    expect(feedPrice('12.990,00 ARS')).toEqual({ amount: 12990, currency: 'ARS' });
    expect(feedPrice('1,299.00 CLP')).toEqual({ amount: 1299, currency: 'CLP' });
    expect(feedPrice('$ 42.000')).toEqual({ amount: 42000, currency: null });
  });

  it('gives nothing for an empty, free or unreadable price', () => {
    expect(feedPrice(undefined)).toBeNull();
    expect(feedPrice('  ')).toBeNull();
    expect(feedPrice('0.00 ARS')).toBeNull();
    expect(feedPrice('Consultar')).toBeNull();
  });
});

describe('feed availability', () => {
  it('takes orders in stock, on preorder and on backorder', () => {
    for (const value of ['in_stock', 'in stock', 'preorder', 'backorder', 'IN_STOCK', 'https://schema.org/InStock', 'available for order'])
      expect(feedAvailable(value), value).toBe(true);
  });

  it('does not when out of stock', () => {
    for (const value of ['out_of_stock', 'out of stock', 'Out-Of-Stock', 'https://schema.org/OutOfStock', 'sold_out', 'agotado'])
      expect(feedAvailable(value), value).toBe(false);
  });

  it('reads a line that says nothing as available', () => {
    expect(feedAvailable(undefined)).toBe(true);
    expect(feedAvailable('')).toBe(true);
  });
});

describe('TSV', () => {
  it('splits rows on tabs and line ends, CRLF included, leaving empty lines out', () => {
    expect(parseTsv('\ufeffid\ttitle\r\nA1\tRemera\r\n\r\nA2\t\n')).toEqual([
      ['id', 'title'],
      ['A1', 'Remera'],
      ['A2', ''],
    ]);
  });

  it('keeps tabs, newlines and doubled quotes inside a quoted field', () => {
    expect(parseTsv('id\tdescription\nA1\t"Suave ""como una nube"".\tLavar\na mano."\tx\n')).toEqual([
      ['id', 'description'],
      ['A1', 'Suave "como una nube".\tLavar\na mano.', 'x'],
    ]);
  });

  it('leaves a quote inside an unquoted field as written', () => {
    expect(parseTsv('id\ttitle\nA1\tJean 30" largo\n')).toEqual([
      ['id', 'title'],
      ['A1', 'Jean 30" largo'],
    ]);
  });

  it('reads a header’s names as the fields, with or without g: and with spaces', () => {
    const [record] = feedRecords('g:id\tTitle\timage link\tprice\nA1\tRemera\thttps://x.example/a.jpg\t100.00 ARS\n');
    expect(Object.fromEntries(record!)).toEqual({ id: ['A1'], title: ['Remera'], image_link: ['https://x.example/a.jpg'], price: ['100.00 ARS'] });
  });
});

describe('feed records and products', () => {
  it('reads a blog’s RSS as no products', () => {
    expect(feedRecords(fixture('feed-xml/blog/feed.xml'))).toEqual([]);
  });

  it('groups variants by item_group_id into one product with their sizes, colours and stock', () => {
    const results = feedItems(feedRecords(fixture('feed-xml/feeds/google-merchant.xml')), 'https://olivo.example/feeds/google-merchant.xml', 'ARS');
    expect(results).toHaveLength(8);
    const dress = results.find((result) => result.item?.key === 'feed:VM04')!.item!;
    // Its rose lines are on sale: the product's prices those of the line paid least for, regular and sale together.
    expect(dress).toMatchObject({
      name: 'Vestido Midi Floral',
      price: 54000,
      salePrice: 48600,
      currency: 'ARS',
      sizes: ['S', 'M'],
      colors: ['Verde', 'Rosa'],
      materials: ['viscosa'],
      tags: ['Mujer', 'Vestidos'],
      available: true,
      sku: 'VM04',
    });
    expect(dress.variants).toEqual([
      { size: 'S', color: 'Verde', available: true, sku: 'VM04-VER-S', price: 54000, salePrice: null },
      { size: 'M', color: 'Verde', available: true, sku: 'VM04-VER-M', price: 54000, salePrice: null },
      { size: 'S', color: 'Rosa', available: false, sku: 'VM04-ROS-S', price: 54000, salePrice: 48600 },
      { size: 'M', color: 'Rosa', available: true, sku: 'VM04-ROS-M', price: 54000, salePrice: 48600 },
    ]);
    const jean = results.find((result) => result.item?.key === 'feed:JM02')!.item!;
    expect(jean.description).toBe('Jean rígido de tiro alto y pierna recta.');
    expect(jean.materials).toEqual(['algodón', 'elastano']);
    const shirt = results.find((result) => result.item?.key === 'feed:RL01')!.item!;
    expect(shirt.tags).toEqual(['Mujer', 'Remeras', 'Shirts & Tops']);
  });

  it('reads RSS’s own title and link when a line lacks the g: ones, CDATA included', () => {
    const results = feedItems(feedRecords(fixture('feed-xml/feeds/google-merchant.xml')), 'https://olivo.example/feeds/google-merchant.xml', 'ARS');
    expect(results.find((result) => result.item?.key === 'feed:CL03')!.item).toMatchObject({
      name: 'Camisa de Lino Manga Larga',
      description: 'Camisa de lino 100% con botones de nácar & bolsillo.',
      url: 'https://olivo.example/productos/camisa-de-lino-manga-larga',
    });
  });

  it('reads a TSV description with its quoted tab and newline', () => {
    const results = feedItems(feedRecords(fixture('feed-tsv/feeds/google-shopping.tsv')), 'https://olivo.example/feeds/google-shopping.tsv', 'ARS');
    expect(results.find((result) => result.item?.key === 'feed:SW20')!.item!.description).toBe(
      'Sweater tejido en hilado merino. Suave "como una nube".\nLavar a mano en agua fría.',
    );
  });

  it('reads sale_price below price as the sale, and one at or above it, or alone, as no sale', () => {
    const feed = (price: string, sale: string) =>
      feedItems(
        feedRecords(`id\ttitle\tprice\tsale_price\timage_link\nA1\tSaco\t${price}\t${sale}\thttps://olivo.example/a.jpg\n`),
        'https://olivo.example/feed.tsv',
        'XTS',
      )[0]!.item!;
    expect(feed('72500.00 ARS', '65250.00 ARS')).toMatchObject({ price: 72500, salePrice: 65250, currency: 'ARS' });
    expect(feed('18900.00 ARS', '18900.00 ARS')).toMatchObject({ price: 18900, salePrice: null });
    expect(feed('18900.00 ARS', '19900.00 ARS')).toMatchObject({ price: 19900, salePrice: null });
    expect(feed('', '15.00 USD')).toMatchObject({ price: 15, salePrice: null, currency: 'USD' });
  });

  it('says which fields a line lacks instead of inventing them', () => {
    const [result] = feedItems(feedRecords('id\ttitle\tprice\nA1\t\tConsultar\n'), 'https://olivo.example/feed.tsv', 'ARS');
    expect(result).toEqual({
      index: 0,
      name: null,
      errors: [
        { field: 'name', code: 'MISSING', found: null },
        { field: 'price', code: 'UNREADABLE', found: 'Consultar' },
      ],
    });
  });

  it('reads a line without a photo, or with only its platform’s placeholder, as a product without images', () => {
    const tsv =
      'id\ttitle\tprice\timage_link\nA1\tRemera\t100.00 ARS\t\nB2\tSaco\t200.00 ARS\thttps://cdn.shopify.com/s/assets/no-image-2048-5e88c1b20e087fb7bbe9a3771824e743.gif\n';
    expect(feedItems(feedRecords(tsv), 'https://x.example/feed.tsv', 'ARS').map((result) => [result.item?.key, result.item?.images])).toEqual([
      ['feed:A1', []],
      ['feed:B2', []],
    ]);
  });

  it('takes a price without a currency in the config’s', () => {
    const [result] = feedItems(
      feedRecords('id\ttitle\tprice\timage_link\nA1\tRemera\t$ 12.500\thttps://x.example/a.jpg\n'),
      'https://olivo.example/feed.tsv',
      'ARS',
    );
    expect(result!.item).toMatchObject({
      key: 'feed:A1',
      price: 12500,
      currency: 'ARS',
      url: null,
      available: true,
      variants: [{ size: null, color: null, available: true, sku: 'A1', price: 12500 }],
    });
  });

  it('links a product to its page as the shop wrote it, tracking and fragment dropped, the variant’s own link losing to it', () => {
    const tsv =
      'id\titem_group_id\ttitle\tprice\timage_link\tlink\nA1-S\tA1\tRemera\t100.00 ARS\thttps://x.example/a.jpg\thttps://X.example/productos/remera/?variant=11&utm_source=google#m\nA1-M\tA1\tRemera\t100.00 ARS\thttps://x.example/a.jpg\thttps://x.example/productos/remera/?utm_source=google\n';
    const [result] = feedItems(feedRecords(tsv), 'https://x.example/feed.tsv', 'ARS');
    expect(result!.item!.url).toBe('https://x.example/productos/remera/');
  });
});
