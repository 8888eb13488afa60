import type { APIRequestContext, Page } from '@playwright/test';
import { brandWithClothes, expect, inBoth, inEnglish, newPerson, signIn, test, uniqueWord } from './support';

/**
 * Recently viewed (issue 45, item 5): a guest's browser remembers the clothes opened, which the home page shows and
 * each cloth page shows at its foot, less that cloth; at 390 and 1280 px, the page no wider than the window.
 */
test.beforeEach(async ({ page }) => inEnglish(page));

const widerThanWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A brand's clothes named with one made-up word, in Spanish and English, each with a photo. */
async function clothesNamed(request: APIRequestContext, names: ReadonlyArray<readonly [string, string]>) {
  const word = uniqueWord('rv');
  const clothes = names.map(([es, en]) => ({ names: inBoth(word, es, en), categoryId: 'camisas', price: 41_900 }));
  const { clothIds } = await brandWithClothes(
    request,
    'visto',
    { name: 'Vista S.R.L.', brand: 'Mirada', description: 'Ropa', location: 'Rosario' },
    '#7a4b5c',
    clothes,
  );
  return { word, ids: clothIds };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: a guest's two clothes viewed, on the home page and at the foot of each other's page`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const { word, ids } = await clothesNamed(request, [
      ['Blusa', 'Blouse'],
      ['Pantalón', 'Trousers'],
      ['Chaleco', 'Waistcoat'],
    ]);
    const [blouse, trousers] = ids as [string, string];

    // Nothing viewed yet: no row at all.
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Suggestions for you' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);

    await page.goto(`/cloth/${blouse}`);
    await expect(page.getByRole('heading', { level: 1, name: `Blouse ${word}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
    await page.goto(`/cloth/${trousers}`);
    await expect(page.getByRole('heading', { level: 1, name: `Trousers ${word}` })).toBeVisible();
    // The trousers' foot: the blouse, not the trousers themselves.
    const foot = page.getByRole('list', { name: 'Recently viewed' });
    await expect(foot.getByRole('article')).toHaveText([new RegExp(`Blouse ${word}`)]);
    await expect(foot.getByRole('article', { name: `Trousers ${word}` })).toHaveCount(0);
    expect(await widerThanWindow(page)).toBeLessThanOrEqual(0);

    await page.goto('/home');
    const row = page.getByRole('list', { name: 'Recently viewed' });
    await expect(row.getByRole('article')).toHaveText([new RegExp(`Trousers ${word}`), new RegExp(`Blouse ${word}`)]);
    await expect(row.getByRole('article').first()).toContainText('ARS 41,900');
    expect(await widerThanWindow(page)).toBeLessThanOrEqual(0);

    // From the home row back to the blouse, whose foot now shows the trousers.
    await row.getByRole('link', { name: `Blouse ${word}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Blouse ${word}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recently viewed' }).getByRole('article')).toHaveText([new RegExp(`Trousers ${word}`)]);
  });
}

test("a member's recently viewed come from their history, in another browser too", async ({ browser, page, request }) => {
  const { word, ids } = await clothesNamed(request, [
    ['Falda', 'Skirt'],
    ['Abrigo', 'Coat'],
  ]);
  const [skirt, coat] = ids as [string, string];
  const shopper = await newPerson(request, 'vistos');
  await signIn(page, shopper, `/cloth/${skirt}`);
  await expect(page.getByRole('heading', { level: 1, name: `Skirt ${word}` })).toBeVisible();
  await page.goto(`/cloth/${coat}`);
  await expect(page.getByRole('heading', { level: 1, name: `Coat ${word}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recently viewed' }).getByRole('article')).toHaveText([new RegExp(`Skirt ${word}`)]);

  // Another browser, nothing in its storage: the same row, from the history the profile lists.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await inEnglish(elsewhere);
  await signIn(elsewhere, shopper, '/home');
  await expect(elsewhere.getByRole('list', { name: 'Recently viewed' }).getByRole('article')).toHaveText([
    new RegExp(`Coat ${word}`),
    new RegExp(`Skirt ${word}`),
  ]);
  expect(await elsewhere.evaluate(() => localStorage.getItem('recently-viewed'))).toBeNull();
  await other.close();
});
