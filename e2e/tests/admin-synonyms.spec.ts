import { expect, inEnglish, newPerson, signIn, test } from './support';

test.beforeEach(async ({ page }) => inEnglish(page));

/**
 * Issue 28, item 4: an admin keeps the words shoppers use for a term besides its names, per language, under Admin →
 * Categories → Synonyms. The e2e server starts without the demo data, so the admin is an account promoted the way an
 * operator makes the first one; the taxonomy's defaults (Rojo among the colours) are there from the first start.
 * Both journeys may run at once and add the same word to the same colour, so each adds it only where it is missing.
 */
for (const width of [390, 1280]) {
  test(`an admin adds the Spanish synonym “carmesí” to the colour Red and finds it kept after a reload (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const admin = await newPerson(request, 'sinonimos', { confirmed: true, type: 'ADMIN' });

    await signIn(page, admin, '/admin/categories/types');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Synonyms' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Synonyms' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Which terms' }).selectOption({ label: 'Colours' });
    await expect(page).toHaveURL(/\/admin\/categories\/synonyms\?kind=color$/);

    const red = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Red', exact: true }) });
    await red.getByRole('button', { name: 'Edit the synonyms of Red' }).click();
    const dialog = page.getByRole('dialog', { name: 'Synonyms of “Red”' });
    const spanish = dialog.getByRole('textbox', { name: 'Synonyms in Spanish' });
    await expect(spanish).toBeVisible();
    const words = await spanish.inputValue();
    if (!words.split(',').some((word) => word.trim() === 'carmesí')) await spanish.fill(words.trim() ? `${words}, carmesí` : 'carmesí');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Synonyms of “Red” saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(red).toContainText(/ES:\s*(.*, )?carmesí/);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Which terms' })).toHaveValue('color');
    await expect(red).toContainText(/ES:\s*(.*, )?carmesí/);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
