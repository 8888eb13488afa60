import { expect, fillLogin, inEnglish, newPerson, test } from './support';

test.beforeEach(async ({ page }) => inEnglish(page));

test('a guest searches until the free limit, is asked to log in, and comes back to the same search', async ({ page, request }) => {
  const account = await newPerson(request, 'busca', { firstName: 'Inés', lastName: 'Sosa', dateOfBirth: '1992-03-09' });

  // The e2e server allows guests 3 searches a day (FREE_SEARCH_LIMIT in playwright.config.ts).
  for (const q of ['abrigo', 'camisa', 'vestido']) {
    // Wait for the search itself: navigating on before the page has sent it would leave it uncounted.
    const answered = page.waitForResponse((response) => response.url().includes(`/api/search?q=${q}`));
    await page.goto(`/search?q=${q}&type=1`);
    expect((await answered).status()).toBe(200);
  }
  await page.goto('/search?q=lino&type=1');
  await expect(page).toHaveURL(/\/login\?next=.*search.*&reason=search_limit/);
  await expect(page.getByText("You've reached the free search limit. Please login or register to continue exploring.")).toBeVisible();

  await fillLogin(page, account);
  await expect(page).toHaveURL(/\/search\?q=lino&type=1$/);
});
