import type { Page } from '@playwright/test';
import { brandWithClothes, clothesToFilter, expect, filterOption as option, inEnglish, openUntilListed, test, uniqueWord } from './support';

test.beforeEach(async ({ page }) => inEnglish(page));

/** The statuses of the searches the page asked the api for, in order. */
function searchesAnswered(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/search') statuses.push(response.status());
  });
  return statuses;
}

/** Does `act` and waits until the address has changed: the refinement shown, from the api or the page's memory. */
async function refine(page: Page, act: () => Promise<unknown>): Promise<void> {
  const before = page.url();
  await act();
  await expect(page).not.toHaveURL(before);
}

// The e2e server allows guests 3 searches a day (FREE_SEARCH_LIMIT in playwright.config.ts): twelve refinements of
// one search would have spent them four times over.
for (const width of [390, 1280]) {
  test(`a guest refines one search twelve times without being asked to log in, at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const word = uniqueWord('zr');
    await brandWithClothes(
      request,
      'refina',
      { name: 'Refina S.A.', brand: 'Refina', description: 'Ropa', location: 'Córdoba' },
      '#7a5b6c',
      clothesToFilter(word),
    );

    const answered = searchesAnswered(page);
    const results = page.getByRole('list', { name: 'Results' }).getByRole('article');
    // The one search: loaded again until the index has the clothes, which is the same search and free too.
    await openUntilListed(page, `/search?q=${word}&type=1`, results, 4);

    const sort = page.getByLabel('Sort by');
    for (const order of ['price_asc', 'price_desc', 'newest', 'favourites']) await refine(page, () => sort.selectOption(order));
    await expect(results).toHaveCount(4);

    // On a phone the filters are in a drawer, opened by its button; at 1280 px they are beside the results.
    if (width === 390) await page.getByRole('button', { name: /^Filters \(\d+\)$/ }).click();
    const panel = width === 390 ? page.getByRole('dialog', { name: 'Filters' }) : page.getByRole('complementary', { name: 'Filters' });
    await refine(page, () => option(panel, 'Gender', 'Women').click());
    await refine(page, () => option(panel, 'Categories', 'Dresses').click());
    await refine(page, () => option(panel, 'Categories', 'Dresses').click());
    await refine(page, () => option(panel, 'Categories', 'Skirts').click());
    await refine(page, () => option(panel, 'Categories', 'Skirts').click());
    await refine(page, () => option(panel, 'Gender', 'Women').click());
    await expect(page).toHaveURL(/sort=favourites/);
    if (width === 390) await panel.getByRole('button', { name: 'Show 4 clothes' }).click();

    // Going back to the search as it was before two refinements: answered from the page's memory or afresh, free.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/categories=faldas&gender=mujer&sort=favourites$/);
    await expect(results).toHaveCount(1);
    await expect(page).not.toHaveURL(/\/login/);
    // Most refinements were new to the page, so asked of the api (how many the page answers from its memory depends
    // on timing): more than the 3 searches a guest has, every one answered.
    await expect.poll(() => answered.filter((status) => status === 200).length).toBeGreaterThan(3);
    expect(answered.filter((status) => status !== 200)).toEqual([]);
  });
}
