import { fixtureShop, readShop, runImport, saveDefaults } from './fixture-shop';
import { expect, inEnglish, registerBrand, signIn, test, uniqueWord } from './support';

/**
 * A real brand's shop understood (issue 44): a Shopify-shaped shop (its /products.json and /meta.json as shopify.dev
 * documents them) whose products say what they are only in Spanish titles, product types and tags. The brand reads
 * it, sees its own categories with a proposal each and every product as it will come in, saves and runs; a shopper
 * reading in English then finds a Spanish-named cloth by an English word. A size guide in a description becomes the
 * brand's chart.
 */
const SIZE_GUIDE =
  '<p>Guía de talles (cm)</p><table><tr><th>Talle</th><th>Busto</th><th>Cintura</th></tr><tr><td>S</td><td>86-90</td><td>68</td></tr><tr><td>M</td><td>90-94</td><td>72</td></tr></table>';

function shopifyShop(tag: string) {
  const products = [
    { id: 1, title: `Campera Eco Cuero Negra ${tag}`, product_type: 'Camperas', tags: ['HOMBRE', 'invierno'] },
    { id: 2, title: `Vestido Midi Plisado ${tag}`, product_type: 'Vestidos de fiesta', tags: ['fiesta'] },
  ].map((product) => ({
    ...product,
    handle: `p-${product.id}`,
    // The dress's description carries the size guide its theme's editor writes: it comes in as the brand's chart.
    body_html: product.id === 2 ? `<p>Hecho en Buenos Aires.</p>${SIZE_GUIDE}` : '<p>Hecho en Buenos Aires.</p>',
    options: [{ name: 'Talle', position: 1, values: ['S', 'M'] }],
    variants: ['S', 'M'].map((size, i) => ({
      id: product.id * 10 + i,
      title: size,
      option1: size,
      option2: null,
      option3: null,
      sku: `${tag}-${product.id}-${size}`,
      price: '59900.00',
      compare_at_price: null,
      available: true,
    })),
    images: [{ id: product.id * 100, src: `/img/${product.id}.png`, position: 1 }],
  }));
  return fixtureShop((url, reply) => {
    if (url.pathname === '/robots.txt') return reply.status(200, 'User-agent: *\nAllow: /\n');
    if (url.pathname === '/') return reply.html('', '<script>Shopify.shop = "sur.myshopify.com";</script>');
    if (url.pathname === '/meta.json') return reply.json({ currency: 'ARS', published_products_count: products.length });
    if (url.pathname === '/products.json') return reply.json({ products: Number(url.searchParams.get('page') ?? 1) === 1 ? products : [] });
    return url.pathname.startsWith('/img/') ? reply.photo('#3b2f2f') : false;
  });
}

test("a brand's Spanish shop is read for what each product is, its own categories mapped, at 1280 and 390 px; an English shopper finds it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { account } = await registerBrand(request, 'clasifica', { name: 'Clasifica S.A.', brand: 'Clasifica', description: 'Tienda', location: 'Mendoza' });
  const tag = uniqueWord('cl');
  const shop = await shopifyShop(tag);
  try {
    await inEnglish(page);
    await signIn(page, account, '/admin/importer');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const preview = await readShop(page, `${shop.origin}/`);
      await expect(preview.getByText(`Campera Eco Cuero Negra ${tag}`)).toBeVisible({ timeout: 30_000 });
      await expect(preview.getByText('Comes in as: Jackets · Men · Black · Faux leather')).toBeVisible();
      const map = page.getByRole('group', { name: "Your shop's categories" });
      await expect(map.getByLabel(/^Camperas/)).toHaveValue('chaquetas');
      await expect(map.getByLabel(/^Vestidos de fiesta/)).toHaveValue('vestidos');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await saveDefaults(page, { type: '1', category: 'camisas', gender: 'mujer' });
    await runImport(page, 'Completed', 60_000);

    // The dress's size guide is the brand's chart for dresses, marked as read from the shop.
    await page.goto('/admin/brands');
    const guides = page.getByRole('region', { name: 'Size guides' });
    await expect(guides.getByText('Dresses', { exact: true })).toBeVisible();
    await expect(guides.getByText('Read from your shop: it follows each import until you edit or remove it.')).toBeVisible();

    // An English reader's word finds the cloth its shop named in Spanish.
    await expect(async () => {
      await page.goto(`/search?q=${encodeURIComponent(`jacket ${tag}`)}`);
      await expect(page.getByRole('link', { name: new RegExp(`Campera Eco Cuero Negra ${tag}`) }).first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
  } finally {
    await shop.close();
  }
});
