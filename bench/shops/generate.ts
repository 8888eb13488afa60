import { mkdirSync, writeFileSync } from 'node:fs';
import { arShopifyProducts } from './ar-shopify';
import { euWooCommerceProducts } from './eu-woocommerce';
import { seeded } from './random';
import type { Truth } from './truth';

/**
 * Writes the two real-shop catalogues of the relevance suite (issue 44, item 6) from fixed seeds: each shop's
 * documents as its platform serves them (serve.ts pages the listings as the platform does) and its truth.json apart.
 * Run `npx tsx bench/shops/generate.ts` after changing a catalogue; the suite reads the committed files.
 */
const TAXONOMY = {
  source: 'Shopify Standard Product Taxonomy, github.com/Shopify/product-taxonomy (dist/en/categories.txt)',
  licence: 'MIT',
  release: '2024-07',
};
const folder = (name: string) => new URL(`./${name}/`, import.meta.url);
const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

function write(name: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    const url = new URL(file, folder(name));
    mkdirSync(new URL('./', url), { recursive: true });
    writeFileSync(url, text);
  }
}

function arShopify(): void {
  const products = arShopifyProducts(seeded(44_601));
  const truth: Truth = {
    shop: 'Pampa Tienda',
    platform: 'shopify',
    language: 'es',
    currency: 'ARS',
    entry: '/',
    taxonomy: TAXONOMY,
    products: products.map((entry) => entry.truth),
  };
  write('ar-shopify', {
    'products.json': json({ products: products.map((entry) => entry.product) }),
    'meta.json': json({
      id: 71_234_567_890,
      name: 'Pampa Tienda',
      city: 'Ciudad Autónoma de Buenos Aires',
      province: 'Buenos Aires',
      country: 'AR',
      currency: 'ARS',
      domain: 'pampatienda.example',
      url: 'https://pampatienda.example',
      myshopify_domain: 'pampa-tienda.myshopify.com',
      description: 'Ropa, calzado y accesorios. Envíos a todo el país.',
      ships_to_countries: ['AR'],
      money_format: '${{amount_no_decimals_with_comma_separator}}',
      published_collections_count: 14,
      published_products_count: products.length,
    }),
    'index.html': SHOPIFY_HOME,
    'robots.txt': SHOPIFY_ROBOTS,
    'truth.json': json(truth),
  });
}

function euWooCommerce(): void {
  const products = euWooCommerceProducts(seeded(44_602));
  const truth: Truth = {
    shop: 'Linnea & Co',
    platform: 'woocommerce',
    language: 'en',
    currency: 'EUR',
    entry: '/shop/',
    taxonomy: TAXONOMY,
    products: products.map((entry) => entry.truth),
  };
  write('eu-woocommerce', {
    'wp-json/wc/store/v1/products.json': json(products.map((entry) => entry.product)),
    'wp-json/wc/store/v1/variations.json': json(products.flatMap((entry) => entry.variations)),
    'shop/index.html': WOOCOMMERCE_SHOP,
    'robots.txt': WOOCOMMERCE_ROBOTS,
    'truth.json': json(truth),
  });
}

const SHOPIFY_HOME = `<!doctype html>
<html lang="es-AR">
<head>
  <meta charset="utf-8">
  <title>Pampa Tienda · Ropa, calzado y accesorios</title>
  <link rel="canonical" href="{{origin}}/">
  <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
  <meta property="og:site_name" content="Pampa Tienda">
  <script>var Shopify = Shopify || {};
Shopify.shop = "pampa-tienda.myshopify.com";
Shopify.locale = "es";
Shopify.currency = {"active":"ARS","rate":"1.0"};
Shopify.country = "AR";</script>
</head>
<body>
  <div id="shopify-section-header" class="shopify-section"><a href="/">Pampa Tienda</a> <a href="/collections/all">Tienda</a> <a href="/collections/sale">SALE</a></div>
  <main><h1>Nueva temporada</h1></main>
</body>
</html>
`;
const SHOPIFY_ROBOTS = `# we use Shopify as our ecommerce platform

User-agent: *
Disallow: /admin
Disallow: /cart
Disallow: /checkout
Disallow: /account
Disallow: /search
Allow: /products.json

Sitemap: {{origin}}/sitemap.xml
`;
const WOOCOMMERCE_SHOP = `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="UTF-8">
  <title>Shop – Linnea &amp; Co</title>
  <link rel="https://api.w.org/" href="{{origin}}/wp-json/">
  <link rel="stylesheet" id="woocommerce-general-css" href="{{origin}}/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=9.3.3" media="all">
  <meta name="generator" content="WooCommerce 9.3.3">
</head>
<body class="archive post-type-archive post-type-archive-product woocommerce woocommerce-page">
  <h1 class="woocommerce-products-header__title page-title">Shop</h1>
</body>
</html>
`;
const WOOCOMMERCE_ROBOTS = `User-agent: *
Disallow: /wp-admin/
Allow: /wp-admin/admin-ajax.php
Disallow: /basket/
Disallow: /checkout/
Disallow: /my-account/

Sitemap: {{origin}}/wp-sitemap.xml
`;

arShopify();
euWooCommerce();
