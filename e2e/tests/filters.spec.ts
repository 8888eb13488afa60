import type { Locator } from '@playwright/test';
import { brandWithClothes, clothesToFilter, expect, filterOption as option, inEnglish, openUntilListed, signIn, test, uniqueWord } from './support';

test.beforeEach(async ({ page }) => inEnglish(page));

/** A value reads with its count, as a screen reader hears it: "Women (4)". */
const expectCount = (panel: Locator, group: string, name: string, count: number) =>
  expect(option(panel, group, name)).toHaveAccessibleName(`${name} (${count})`);

test('filters and their counts change together, and the address keeps them', async ({ page, request }) => {
  // A brand with five clothes that share a made-up word, so this search sees only them: a woman's shirt besides the
  // dresses, the skirt and the man's shirt.
  const word = uniqueWord('zq');
  const { account } = await brandWithClothes(
    request,
    'filtros',
    { name: 'Filtros S.A.', brand: 'Filtros', description: 'Ropa', location: 'Rosario' },
    '#5a6b7c',
    [...clothesToFilter(word), { names: { es: `Camisa lisa ${word}` }, categoryId: 'camisas', gender: 'mujer', price: 28_000 }],
  );

  await signIn(page, account);
  const panel = page.getByRole('complementary', { name: 'Filters' });
  const results = page.getByRole('list', { name: 'Results' }).getByRole('article');
  await openUntilListed(page, `/search?q=${word}&type=1`, results, 5);
  await expect(page.getByText('5 clothes')).toBeVisible();
  await expectCount(panel, 'Gender', 'Women', 4);
  await expectCount(panel, 'Gender', 'Men', 1);
  await expectCount(panel, 'Categories', 'Dresses', 2);
  await expectCount(panel, 'Categories', 'Shirts', 2);

  // Men: one result; the categories now count men's clothes only, and the genders keep counting all of them
  // (a filter's own counts ignore itself, so the other value stays one click away).
  await option(panel, 'Gender', 'Men').click();
  await expect(option(panel, 'Gender', 'Men')).toBeChecked();
  await expect(results).toHaveCount(1);
  await expect(page).toHaveURL(/gender=hombre/);
  await expectCount(panel, 'Categories', 'Shirts', 1);
  // Values that would find nothing are not offered.
  await expect(option(panel, 'Categories', 'Dresses')).toHaveCount(0);
  await expectCount(panel, 'Gender', 'Women', 4);

  // Women too (OR within a filter), then shirts (AND across filters): the gender counts follow the category.
  await option(panel, 'Gender', 'Women').click();
  await expect(option(panel, 'Gender', 'Women')).toBeChecked();
  await expect(results).toHaveCount(5);
  await option(panel, 'Categories', 'Shirts').click();
  await expect(option(panel, 'Categories', 'Shirts')).toBeChecked();
  await expect(results).toHaveCount(2);
  await expectCount(panel, 'Gender', 'Women', 1);
  await expectCount(panel, 'Gender', 'Men', 1);
  await expectCount(panel, 'Categories', 'Dresses', 2);

  // The address holds the whole state: a reload shows the same.
  await page.reload();
  await expect(results).toHaveCount(2);
  await expect(option(panel, 'Categories', 'Shirts')).toBeChecked();

  // Removing the applied category from its chip restores results and counts.
  await page.getByRole('button', { name: 'Remove the filter Shirts' }).click();
  await expect(results).toHaveCount(5);
  await expectCount(panel, 'Gender', 'Women', 4);
  await expect(page).not.toHaveURL(/categories=/);
});
