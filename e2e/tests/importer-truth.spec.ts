import { fixtureShop, itemListScript, readShop, runImport, saveDefaults } from './fixture-shop';
import { expect, inEnglish, registerBrand, signIn, test, uniqueWord } from './support';

/**
 * A shop as it is (issue 43): a JSON-LD listing of two pages whose second page can fail, one product on sale (a
 * strikethrough price beside the one paid, schema.org's UnitPriceSpecification), and a page with no products in its
 * HTML at all, as shops that build them with JavaScript serve.
 */
async function shopOnSale(names: string[]) {
  let pageTwoFails = false;
  const product = (name: string, i: number) => ({
    '@type': 'Product',
    name,
    sku: `SALE-${i}`,
    url: `/productos/${i}`,
    image: `/img/${i}.png`,
    offers:
      i === 0
        ? {
            '@type': 'Offer',
            price: '30000',
            priceCurrency: 'ARS',
            priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: '40000', priceCurrency: 'ARS' },
          }
        : { '@type': 'Offer', price: String(25_000 + i * 1_000), priceCurrency: 'ARS' },
  });
  const shop = await fixtureShop((url, reply) => {
    if (url.pathname === '/coleccion') {
      const page = Number(url.searchParams.get('page') ?? 1);
      if (page === 2 && pageTwoFails) return reply.status(500, 'down');
      const shown = names.slice((page - 1) * 2, page * 2).map((name, i) => product(name, (page - 1) * 2 + i));
      const next = page * 2 < names.length ? `<a rel="next" href="/coleccion?page=${page + 1}">Next</a>` : '';
      return reply.html(next, itemListScript(shown));
    }
    if (url.pathname === '/app') return reply.html('<div id="root"></div><script src="/bundle.js"></script>');
    return false;
  });
  return { ...shop, failPageTwo: () => (pageTwoFails = true) };
}

test("a brand's shop as it is: a sale shows its badge, a page the shop fails makes the run partial and is named, and a page without products clears the form and says why", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { account } = await registerBrand(request, 'oferta', { name: 'Oferta S.A.', brand: 'Oferta', description: 'Tienda', location: 'Mendoza' });
  const tag = uniqueWord('zo');
  const names = [`Campera ${tag}`, `Pollera ${tag}`, `Remera ${tag}`];
  const shop = await shopOnSale(names);
  try {
    await inEnglish(page);
    await signIn(page, account, '/admin/importer');
    const preview = await readShop(page, `${shop.origin}/coleccion`);
    for (const name of names.slice(0, 2)) await expect(preview.getByText(name)).toBeVisible({ timeout: 30_000 });
    await saveDefaults(page, { type: '1', category: 'camisas', gender: 'mujer' });
    const runs = await runImport(page);

    // The sale came in as the cloth's discount: search shows "−25 %" over it.
    await page.goto(`/search?q=${encodeURIComponent(names[0]!)}`);
    const card = page.getByRole('article').filter({ hasText: names[0]! }).first();
    await expect(card.getByText('−25%')).toBeVisible({ timeout: 15_000 });

    // The shop's second page fails on every try: the run is partial, names the page, and hides nothing.
    shop.failPageTwo();
    await page.goto('/admin/importer');
    await page.getByRole('button', { name: 'Run now' }).click();
    await expect(runs.getByText('Partial')).toBeVisible({ timeout: 45_000 });
    await expect(runs.getByText(`${shop.origin}/coleccion?page=2`)).toBeVisible();
    await expect(runs.getByText('the shop answered with error 500')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A page that builds its products with JavaScript: the form forgets the shop it read before, and says why.
    await readShop(page, `${shop.origin}/app`);
    await expect(page.getByText(/This page has no products in its HTML: it probably builds them with JavaScript/)).toBeVisible({ timeout: 30_000 });
    await expect(preview.getByText(names[0]!)).toHaveCount(0);
  } finally {
    await shop.close();
  }
});

/** A shop of three products on one JSON-LD page: one with its photo, one without any, one with only its platform's "no photo" picture. */
function shopWithoutPhotos(names: [string, string, string]) {
  const images = [`/img/0.png`, null, `/assets/img/no-foto.png`];
  return fixtureShop(
    (url, reply) => {
      if (url.pathname === '/coleccion') {
        const items = names.map((name, i) => ({
          '@type': 'Product',
          name,
          sku: `FOTO-${i}`,
          url: `/productos/${i}`,
          ...(images[i] ? { image: images[i] } : {}),
          offers: { '@type': 'Offer', price: String(20_000 + i * 1_000), priceCurrency: 'ARS' },
        }));
        return reply.html('', itemListScript(items));
      }
      return url.pathname === '/assets/img/no-foto.png' ? reply.photo('#8b4513') : false;
    },
    ['#8b4513'],
  );
}

test('a product without a photo comes in hidden, and the brand sees it needs one, in the run and under Clothes, at 1280 and 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { account } = await registerBrand(request, 'sinfoto', { name: 'Sin Foto S.A.', brand: 'Sin Foto', description: 'Tienda', location: 'Salta' });
  const tag = uniqueWord('fo');
  const names: [string, string, string] = [`Vestido ${tag}`, `Remera ${tag}`, `Saco ${tag}`];
  const shop = await shopWithoutPhotos(names);
  try {
    await inEnglish(page);
    await signIn(page, account, '/admin/importer');
    const preview = await readShop(page, `${shop.origin}/coleccion`);
    await expect(preview.getByText(names[0])).toBeVisible({ timeout: 30_000 });
    await expect(preview.getByText('no photo: comes in hidden')).toHaveCount(2);
    await saveDefaults(page, { type: '1', category: 'camisas', gender: 'mujer' });
    const runs = await runImport(page);
    await expect(runs.getByText('2 clothes need a photo')).toBeVisible();
    // Listed under it (their names tell nothing of what they are, so they are listed to review besides, folded).
    const needing = runs.getByText('2 clothes need a photo').locator('..');
    for (const name of names.slice(1)) await expect(needing.getByText(new RegExp(`^${name} — `))).toBeVisible();

    await page.goto('/admin/clothes');
    const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const name of names.slice(1)) {
        await expect(row(name).getByText('Needs a photo')).toBeVisible();
        await expect(row(name).getByRole('switch')).not.toBeChecked();
      }
      await expect(row(names[0]).getByText('Needs a photo')).toHaveCount(0);
      await expect(row(names[0]).getByRole('switch')).toBeChecked();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    // Shown by hand, it is refused, and the list says why.
    await row(names[1]).getByRole('switch').click();
    await expect(page.getByText(`“${names[1]}” has no photo: add one to show it.`)).toBeVisible();
    await expect(row(names[1]).getByRole('switch')).not.toBeChecked();
  } finally {
    await shop.close();
  }
});
