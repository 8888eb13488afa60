import { fixtureShop, itemListScript, readShop, runImport, saveDefaults } from './fixture-shop';
import { expect, inEnglish, registerBrand, signIn, test, uniqueWord } from './support';

/** A small shop: a JSON-LD list of three clothes, slow pictures (so the run's progress can be watched). */
function listingShop(names: string[]) {
  const colours = ['#b5651d', '#556b2f', '#4682b4'];
  return fixtureShop((url, reply) => {
    if (url.pathname === '/coleccion') {
      const products = names.map((name, i) => ({
        '@type': 'Product',
        name,
        sku: `FX-${i}`,
        url: `/productos/${i}`,
        image: `/img/${i}.png`,
        offers: { '@type': 'Offer', price: String(25_000 + i * 1_000), priceCurrency: 'ARS' },
      }));
      return reply.html('', itemListScript(products));
    }
    const picture = url.pathname.match(/^\/img\/(\d)\.png$/);
    return picture ? reply.photo(colours[Number(picture[1])]!, 700) : false;
  });
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
  const shop = await listingShop(names);
  try {
    await inEnglish(page);
    await signIn(page, account, '/admin/importer');
    const preview = await readShop(page, `${shop.origin}/coleccion`);
    // The first read starts the parsing threads; on a two-core CI machine running two journeys that can take seconds.
    for (const name of names) await expect(preview.getByText(name)).toBeVisible({ timeout: 30_000 });
    await expect(preview.getByRole('status')).toHaveText('3 items ready, 0 with problems');
    await saveDefaults(page, { type: '1', category: 'camisas', gender: 'mujer' });

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

/** A Shopify-shaped shop: its /products.json (two sizes, one sold out for each product), /meta.json and pictures. */
function shopifyShop(names: string[]) {
  return fixtureShop(
    (url, reply, req) => {
      if (url.pathname === '/products.json') {
        const page = Number(url.searchParams.get('page') ?? 1);
        const products =
          page > 1
            ? []
            : names.map((title, i) => ({
                id: 9_000 + i,
                title,
                handle: `prenda-${i}`,
                body_html: `<p>${title}, de algodón.</p>`,
                product_type: 'Remeras',
                tags: [],
                options: [{ name: 'Talle', position: 1, values: ['S', 'M'] }],
                variants: ['S', 'M'].map((size, v) => ({
                  id: 90_000 + i * 10 + v,
                  title: size,
                  option1: size,
                  option2: null,
                  option3: null,
                  sku: `SH-${i}-${size}`,
                  price: `${20_000 + i * 1_000}.00`,
                  available: size === 'S',
                })),
                images: [{ id: i, src: `http://${req.headers.host}/img/${i}.png`, position: 1 }],
              }));
        return reply.json({ products });
      }
      if (url.pathname === '/meta.json') return reply.json({ published_products_count: names.length, currency: 'ARS' });
      return false;
    },
    ['#8b4513', '#2f4f4f', '#b22222'],
  );
}

for (const width of [390, 1280]) {
  test(`a brand pastes its Shopify shop's address, sees its catalogue named and counted, imports it, and finds the clothes with their sizes (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const { account } = await registerBrand(request, 'shopi', { name: 'Shopi S.A.', brand: 'Shopi', description: 'Tienda', location: 'Córdoba' });
    const tag = uniqueWord('sh');
    const names = [`Remera ${tag}`, `Buzo ${tag}`, `Campera ${tag}`];
    const shop = await shopifyShop(names);
    try {
      await inEnglish(page);
      await signIn(page, account, '/admin/importer');
      const preview = await readShop(page, `${shop.origin}/`);
      await expect(preview.getByText('Shopify catalogue, 3 products')).toBeVisible();
      for (const name of names) await expect(preview.getByText(name)).toBeVisible();
      await expect(preview.getByText(/S, M \(sold out\)/).first()).toBeVisible();
      await expect(page.getByLabel('Read the clothes from')).toHaveValue('shopify');

      await saveDefaults(page, { type: '1', category: 'camisetas', gender: 'unisex' });
      await runImport(page);
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
