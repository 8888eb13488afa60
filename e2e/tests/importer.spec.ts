import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { expect, inEnglish, registerBrand, signIn, test, uniqueWord } from './support';

/** A small shop on 127.0.0.1 (the journeys' server may fetch it): a JSON-LD list of three clothes, slow pictures. */
async function fixtureShop(names: string[]): Promise<{ url: string; close: () => Promise<void> }> {
  const colours = ['#b5651d', '#556b2f', '#4682b4'];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://shop');
    if (url.pathname === '/coleccion') {
      const list = {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: names.map((name, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          item: { '@type': 'Product', name, sku: `FX-${i}`, url: `/productos/${i}`, image: `/img/${i}.png`, offers: { '@type': 'Offer', price: String(25_000 + i * 1_000), priceCurrency: 'ARS' } },
        })),
      };
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(list)}</script></head><body></body></html>`);
      return;
    }
    const picture = url.pathname.match(/^\/img\/(\d)\.png$/);
    if (picture) {
      // Slow on purpose, so the run's progress can be watched.
      setTimeout(() => {
        void sharp({ create: { width: 400, height: 640, channels: 3, background: colours[Number(picture[1])]! } })
          .png()
          .toBuffer()
          .then((bytes) => res.writeHead(200, { 'content-type': 'image/png' }).end(bytes));
      }, 700);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/coleccion`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The importer: a brand owner enters the shop's page, sees what would be imported, saves the settings with the
 * defaults for new clothes, runs it, watches the progress, and finds the imported clothes in search.
 */
test('a brand imports its shop: preview, save, run, progress, and the clothes in search', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { account } = await registerBrand(request, 'importa', { name: 'Importa S.A.', brand: 'Importa', description: 'Tienda', location: 'Rosario' });
  const tag = uniqueWord('zi');
  const names = [`Chaqueta ${tag}`, `Falda ${tag}`, `Blusa ${tag}`];
  const shop = await fixtureShop(names);
  try {
    await inEnglish(page);
    await signIn(page, account, '/admin/importer');
    await page.getByLabel("Your shop's address").fill(shop.url);
    await page.getByRole('button', { name: 'Read the shop' }).click();
    const preview = page.getByRole('region', { name: 'What would be imported' });
    // The first read starts the parsing threads; on a two-core CI machine running two journeys that can take seconds.
    for (const name of names) await expect(preview.getByText(name)).toBeVisible({ timeout: 30_000 });
    await expect(preview.getByRole('status')).toHaveText('3 items ready, 0 with problems');

    const defaults = page.getByRole('group', { name: 'For what the page does not say' });
    await defaults.getByLabel('Type').selectOption('1');
    await defaults.getByLabel('Category').selectOption('camisas');
    await defaults.getByLabel('Gender').selectOption('mujer');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText("The importer's settings are saved.")).toBeVisible();

    await page.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByRole('heading', { name: /Import (under way|waiting to start)/ })).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeVisible();
    const runs = page.getByRole('table', { name: "The importer's runs, newest first" });
    await expect(runs.getByText('Completed')).toBeVisible({ timeout: 30_000 });
    await expect(runs.locator('dd').nth(1)).toHaveText('3');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(`/search?q=${encodeURIComponent(names[0]!)}`);
    await expect(page.getByText(names[0]!).first()).toBeVisible({ timeout: 15_000 });
  } finally {
    await shop.close();
  }
});

/** A Shopify-shaped shop on 127.0.0.1: its /products.json (two sizes, one sold out for each product), /meta.json and pictures. */
async function shopifyShop(names: string[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://shop');
    if (url.pathname === '/products.json') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const products = page > 1 ? [] : names.map((title, i) => ({
        id: 9_000 + i,
        title,
        handle: `prenda-${i}`,
        body_html: `<p>${title}, de algodón.</p>`,
        product_type: 'Remeras',
        tags: [],
        options: [{ name: 'Talle', position: 1, values: ['S', 'M'] }],
        variants: ['S', 'M'].map((size, v) => ({ id: 90_000 + i * 10 + v, title: size, option1: size, option2: null, option3: null, sku: `SH-${i}-${size}`, price: `${20_000 + i * 1_000}.00`, available: size === 'S' })),
        images: [{ id: i, src: `http://${req.headers.host}/img/${i}.png`, position: 1 }],
      }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ products }));
      return;
    }
    if (url.pathname === '/meta.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ published_products_count: names.length, currency: 'ARS' }));
      return;
    }
    const picture = url.pathname.match(/^\/img\/(\d)\.png$/);
    if (picture) {
      void sharp({ create: { width: 400, height: 640, channels: 3, background: ['#8b4513', '#2f4f4f', '#b22222'][Number(picture[1])]! } })
        .png()
        .toBuffer()
        .then((bytes) => res.writeHead(200, { 'content-type': 'image/png' }).end(bytes));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

for (const width of [390, 1280]) {
  test(`a brand pastes its Shopify shop's address, sees its catalogue named and counted, imports it, and finds the clothes with their sizes (${width} px)`, async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const { account } = await registerBrand(request, 'shopi', { name: 'Shopi S.A.', brand: 'Shopi', description: 'Tienda', location: 'Córdoba' });
    const tag = uniqueWord('sh');
    const names = [`Remera ${tag}`, `Buzo ${tag}`, `Campera ${tag}`];
    const shop = await shopifyShop(names);
    try {
      await inEnglish(page);
      await signIn(page, account, '/admin/importer');
      await page.getByLabel("Your shop's address").fill(shop.url);
      await page.getByRole('button', { name: 'Read the shop' }).click();
      const preview = page.getByRole('region', { name: 'What would be imported' });
      await expect(preview.getByText('Shopify catalogue, 3 products')).toBeVisible();
      for (const name of names) await expect(preview.getByText(name)).toBeVisible();
      await expect(preview.getByText(/S, M \(sold out\)/).first()).toBeVisible();
      await expect(page.getByLabel('Read the clothes from')).toHaveValue('shopify');

      const defaults = page.getByRole('group', { name: 'For what the page does not say' });
      await defaults.getByLabel('Type').selectOption('1');
      await defaults.getByLabel('Category').selectOption('camisetas');
      await defaults.getByLabel('Gender').selectOption('unisex');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText("The importer's settings are saved.")).toBeVisible();
      await page.getByRole('button', { name: 'Run now' }).click();
      const runs = page.getByRole('table', { name: "The importer's runs, newest first" });
      await expect(runs.getByText('Completed')).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.goto(`/search?q=${encodeURIComponent(tag)}`);
      const first = page.getByRole('link', { name: new RegExp(names[0]!) }).first();
      await expect(first).toBeVisible({ timeout: 15_000 });
      await first.click();
      await expect(page.getByRole('heading', { level: 1, name: names[0]! })).toBeVisible();
      // Its sizes from the shop's variants, in the cloth page's size picker: S can be bought, M is sold out (said so).
      const sizes = page.getByRole('list', { name: 'Choose your size' }).getByRole('button');
      await expect(sizes).toHaveCount(2);
      await expect(sizes.nth(0)).toHaveAccessibleName(/^Size S\b(?!.*sold out)/);
      await expect(sizes.nth(1)).toHaveAccessibleName(/^Size M\b.*sold out/);
    } finally {
      await shop.close();
    }
  });
}

