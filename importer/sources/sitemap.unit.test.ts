import { describe, expect, it } from 'vitest';
import type { SourceContext } from './port';
import { parseSitemap, productSitemaps, productUrls, robotsSitemaps, sitemapSource } from './sitemap';

describe('sitemaps', () => {
  it('reads an index’s sitemaps and a set’s URLs, absolute, image entries left aside', () => {
    expect(
      parseSitemap(
        '<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc> https://t.example/sitemap-productos-1.xml </loc></sitemap></sitemapindex>',
        'https://t.example/sitemap.xml',
      ),
    ).toEqual({
      kind: 'index',
      sitemaps: ['https://t.example/sitemap-productos-1.xml'],
    });
    const set = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
      <url><loc>https://t.example/products/remera?a=1&amp;b=2</loc><image:image><image:loc>https://cdn.example/remera.jpg</image:loc></image:image></url>
    </urlset>`;
    expect(parseSitemap(set, 'https://t.example/sitemap.xml')).toEqual({ kind: 'urlset', urls: ['https://t.example/products/remera?a=1&b=2'] });
  });

  it('is not a sitemap when it is HTML, another XML or text', () => {
    expect(parseSitemap('<!doctype html><html><body>404</body></html>', 'https://t.example/sitemap.xml')).toBeNull();
    expect(parseSitemap('<rss><channel></channel></rss>', 'https://t.example/sitemap.xml')).toBeNull();
    expect(parseSitemap('not found', 'https://t.example/sitemap.xml')).toBeNull();
  });

  it('reads robots.txt’s Sitemap lines, whatever their case', () => {
    expect(
      robotsSitemaps(
        'User-agent: *\nDisallow: /cart\nSitemap: https://t.example/sitemap.xml\r\nsitemap:/sitemap_products_1.xml\n',
        'https://t.example/robots.txt',
      ),
    ).toEqual(['https://t.example/sitemap.xml', 'https://t.example/sitemap_products_1.xml']);
  });

  it('prefers the sitemaps named for products, else takes them all', () => {
    const shopify = [
      'https://t.example/sitemap_products_1.xml?from=1&to=99',
      'https://t.example/sitemap_pages_1.xml',
      'https://t.example/sitemap_collections_1.xml',
    ];
    expect(productSitemaps(shopify)).toEqual([shopify[0]]);
    expect(productSitemaps(['https://t.example/product-sitemap.xml', 'https://t.example/page-sitemap.xml'])).toEqual(['https://t.example/product-sitemap.xml']);
    expect(productSitemaps(['https://t.example/sitemap-1.xml', 'https://t.example/sitemap-2.xml'])).toHaveLength(2);
  });

  it('keeps the URLs whose path says product page, else every page but the home page', () => {
    const urls = [
      'https://t.example/',
      'https://t.example/productos/',
      'https://t.example/productos/remera-lisa',
      'https://t.example/producto/jean-mom/',
      'https://t.example/products/buzo',
      'https://t.example/p/123',
      'https://t.example/remera-blanca/p',
      'https://t.example/nosotros',
    ];
    expect(productUrls(urls)).toEqual([
      'https://t.example/productos/remera-lisa',
      'https://t.example/producto/jean-mom/',
      'https://t.example/products/buzo',
      'https://t.example/p/123',
      'https://t.example/remera-blanca/p',
    ]);
    expect(productUrls(['https://t.example/', 'https://t.example/remera-lisa.html', 'https://t.example/jean.html'])).toEqual([
      'https://t.example/remera-lisa.html',
      'https://t.example/jean.html',
    ]);
  });
});

describe('the sitemap source', () => {
  /** A shop of documents by URL; any other answers as a 404 would (the fetcher throws). */
  const shop = (documents: Record<string, string>, requests: string[] = []): SourceContext => ({
    limit: 100,
    currency: 'ARS',
    document: async (url) => {
      requests.push(url);
      const text = documents[url];
      if (text === undefined) throw new Error('HTTP_ERROR');
      return { url, mediaType: url.endsWith('.txt') ? 'text/plain' : url.endsWith('.xml') ? 'application/xml' : 'text/html', text, headers: {} };
    },
  });
  const product = (sku: string, availability = 'InStock') =>
    `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: `Remera ${sku}`, sku, image: `https://t.example/${sku}.jpg`, offers: { price: '100', priceCurrency: 'ARS', availability: `https://schema.org/${availability}` } })}</script>`;
  const urlset = (...paths: string[]) => `<urlset>${paths.map((path) => `<url><loc>https://t.example${path}</loc></url>`).join('')}</urlset>`;

  it('reads the sitemaps robots.txt names when /sitemap.xml is missing, a products one first', async () => {
    const requests: string[] = [];
    const context = shop(
      {
        'https://t.example/robots.txt':
          'User-agent: *\nSitemap: https://t.example/wp-sitemap-pages.xml\nSitemap: https://t.example/wp-sitemap-posts-product-1.xml\n',
        'https://t.example/wp-sitemap-posts-product-1.xml': urlset('/producto/a/', '/producto/b/'),
        'https://t.example/producto/a/': product('A'),
      },
      requests,
    );
    const found = await sitemapSource.probe('https://t.example/', context);
    expect(found).toEqual({ kind: 'sitemap', url: 'https://t.example/wp-sitemap-posts-product-1.xml', total: 2 });
    // Its first product page, to see it gives a product.
    expect(requests).toEqual([
      'https://t.example/sitemap.xml',
      'https://t.example/robots.txt',
      'https://t.example/wp-sitemap-posts-product-1.xml',
      'https://t.example/producto/a/',
    ]);
  });

  it('leaves a sitemap whose first pages give no JSON-LD product to the sources after it, and takes one whose second does', async () => {
    const card = '<html><body><article class="product-item"><a href="/a.html">Remera</a><span class="price">$ 100</span></article></body></html>';
    const pages = (second: string) =>
      shop({
        'https://t.example/sitemap.xml': urlset('/mujer.html', '/a.html', '/b.html'),
        'https://t.example/mujer.html': card,
        'https://t.example/a.html': second,
        'https://t.example/b.html': product('B'),
      });
    expect(await sitemapSource.probe('https://t.example/', pages(card))).toBeNull();
    expect(await sitemapSource.probe('https://t.example/', pages(product('A')))).toEqual({ kind: 'sitemap', url: 'https://t.example/sitemap.xml', total: 3 });
  });

  it('finds nothing where there is no sitemap', async () => {
    expect(await sitemapSource.probe('https://t.example/', shop({ 'https://t.example/robots.txt': 'User-agent: *\nDisallow:\n' }))).toBeNull();
  });

  it('reads each product page once, says which pages hold no product or do not answer, and stops at the limit', async () => {
    const documents = {
      'https://t.example/sitemap.xml': urlset('/products/a', '/products/a-vieja', '/products/sin-datos', '/products/borrada', '/products/b'),
      'https://t.example/products/a': product('A'),
      'https://t.example/products/a-vieja': product('A'),
      'https://t.example/products/sin-datos': '<html><body><h1>Remera</h1></body></html>',
      'https://t.example/products/b': product('B', 'OutOfStock'),
    };
    const results = [];
    for await (const batch of sitemapSource.read({ kind: 'sitemap', url: 'https://t.example/sitemap.xml', total: 5 }, shop(documents))) {
      expect(batch.total).toBe(5);
      results.push(...batch.items);
    }
    expect(results.map((result) => result.item?.key ?? result.errors)).toEqual([
      'sku:A',
      [{ field: 'json', code: 'MISSING', found: 'https://t.example/products/sin-datos' }],
      [{ field: 'link', code: 'UNREADABLE', found: 'https://t.example/products/borrada' }],
      'sku:B',
    ]);
    expect(results.map((result) => result.index)).toEqual([0, 1, 2, 3]);
    expect(results[0]!.item!.url).toBe('https://t.example/products/a');
    expect(results[3]!.item!.available).toBe(false);

    const limited = [];
    for await (const batch of sitemapSource.read({ kind: 'sitemap', url: 'https://t.example/sitemap.xml', total: 5 }, { ...shop(documents), limit: 1 }))
      limited.push(...batch.items);
    expect(limited).toHaveLength(1);
  });
});
