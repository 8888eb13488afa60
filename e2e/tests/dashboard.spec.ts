import { readFile } from 'node:fs/promises';
import { brandWithClothes, expect, inEnglish, newPerson, signIn, test } from './support';

/**
 * The brand dashboard: a brand's cloth is viewed by a guest and its link out followed; the brand sees the figures and
 * the day-by-day series, changes the period, downloads the series as CSV, and looking at yesterday sees nothing yet;
 * an admin switches to that brand.
 */
test('a brand reads its figures, changes the period, exports the CSV and looks back; an admin switches brand', async ({ page, request, browser }) => {
  test.setTimeout(60_000);
  const brand = { name: 'Cifras S.A.', brand: 'Cifras', description: 'Lino', location: 'Salta' };
  const { account, brandName, clothIds } = await brandWithClothes(request, 'cifras', brand, '#c2a27c', [
    { names: { es: 'Camisa cifrada', en: 'Counted shirt' }, categoryId: 'camisas', price: 38_000, url: 'https://cifras.example/camisa' },
  ]);
  const clothId = clothIds[0]!;

  // A guest opens the cloth and follows its link out to the shop (Vitrina counts it and redirects to the stored URL).
  const guest = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.18.250.7' } });
  const visitor = await guest.request.get(`/api/clothes/${clothId}`, { headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' } });
  expect(visitor.status()).toBe(200);
  const out = await guest.request.get(`/api/clothes/${clothId}/out`, {
    maxRedirects: 0,
    headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' },
  });
  expect([out.status(), out.headers().location]).toEqual([302, 'https://cifras.example/camisa']);
  await guest.close();

  await inEnglish(page);
  await signIn(page, account, '/admin/dashboard');
  const figures = page
    .getByRole('region', { name: 'Brand figures' })
    .or(page.locator('section', { has: page.getByRole('heading', { name: 'Brand figures' }) }));
  await expect(figures.getByText('Total clothes')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Views, day by day' })).toBeAttached();

  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 7 days' });
  await expect(page).toHaveURL(/period=7d/);
  const rows = page.getByRole('table', { name: 'Views, day by day' }).locator('tbody tr');
  await expect(rows).toHaveCount(7);
  // Today's row: the guest's one view, and nothing on the same day of the week before.
  await expect(rows.last().locator('td')).toHaveText(['1', '0']);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download series (CSV)' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('day,views,clickOuts,favourites,brandClicks,recommendations,followers');
  expect(lines).toHaveLength(8);
  expect(lines.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},1,1,/);

  // As of yesterday, nothing had happened yet.
  const yesterday = await page.evaluate(() => new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }));
  await page.getByLabel('As of').fill(yesterday);
  await expect(page).toHaveURL(new RegExp(`as_of=${yesterday}`));
  await expect(rows).toHaveCount(7);
  await expect(rows.last().locator('td')).toHaveText(['0', '0']);
  // On a phone nothing of the figures (their charts' hidden tables included) widens the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  const admin = await newPerson(request, 'cifradmin', { type: 'ADMIN' });
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await inEnglish(adminPage);
  await signIn(adminPage, admin, '/admin/dashboard');
  await adminPage.getByRole('combobox', { name: 'Brand' }).selectOption({ label: brandName });
  await expect(adminPage.getByText('Total clothes')).toBeVisible();
  await expect(adminPage.getByRole('table', { name: 'Views, day by day' })).toBeAttached();
  await adminContext.close();
});
