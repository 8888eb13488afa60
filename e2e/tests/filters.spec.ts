import type { Locator, Page } from '@playwright/test';
import { expect, inEnglish, test, uniqueAccount } from './support';
import sharp from 'sharp';
import { solveAltcha } from '@vitrina/infra/captcha/altcha-solver';

test.beforeEach(async ({ page }) => inEnglish(page));

const WRITE = { 'X-Requested-With': 'vitrina' };

/** A value of a filter group as the panel shows it: its checkbox, labelled with its name. */
const option = (panel: Locator, group: string, name: string) => panel.getByRole('group', { name: group }).getByRole('checkbox', { name: new RegExp(`^${name}`) });
/** A value reads with its count, as a screen reader hears it: "Women (4)". */
const expectCount = (panel: Locator, group: string, name: string, count: number) => expect(option(panel, group, name)).toHaveAccessibleName(`${name} (${count})`);

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('filters and their counts change together, and the address keeps them', async ({ page, request }) => {
  // A brand with five clothes that share a made-up word, so this search sees only them.
  const account = uniqueAccount('filtros');
  const word = `zq${account.username.slice(-8)}`;
  const challenge = await (await request.get('/api/auth/captcha')).json();
  const registered = await request.post('/api/auth/register', {
    headers: WRITE,
    data: {
      type: 'BRAND',
      ...account,
      acceptedTerms: true,
      brand: { name: 'Filtros S.A.', brand: `Filtros ${account.username}`, description: 'Ropa', location: 'Rosario' },
      subscription: { tier: 'BASIC', billingCycle: 'MONTHLY' },
      token: solveAltcha(challenge.challenge),
    },
  });
  expect(registered.status()).toBe(201);
  expect((await request.post('/api/auth/login', { headers: WRITE, data: { email: account.email, password: account.password } })).status()).toBe(200);
  const photo = await sharp({ create: { width: 500, height: 800, channels: 3, background: '#5a6b7c' } }).png().toBuffer();
  const image = await (await request.post('/api/admin/images', { headers: { ...WRITE, 'Content-Type': 'image/png' }, data: photo })).json();
  const clothes = [
    { name: 'Vestido', categoryId: 'vestidos', gender: 'mujer', price: 30_000 },
    { name: 'Vestido largo', categoryId: 'vestidos', gender: 'mujer', price: 45_000 },
    { name: 'Falda', categoryId: 'faldas', gender: 'mujer', price: 20_000 },
    { name: 'Camisa', categoryId: 'camisas', gender: 'hombre', price: 25_000 },
    { name: 'Camisa lisa', categoryId: 'camisas', gender: 'mujer', price: 28_000 },
  ];
  for (const cloth of clothes) {
    const created = await request.post('/api/admin/clothes', {
      headers: WRITE,
      data: { names: { es: `${cloth.name} ${word}` }, typeId: '1', categoryId: cloth.categoryId, gender: cloth.gender, price: cloth.price, images: [{ name: image.name, thumb: image.thumb }] },
    });
    expect(created.status()).toBe(201);
  }

  await signIn(page, account.email, account.password);
  const panel = page.getByRole('complementary', { name: 'Filters' });
  const results = page.getByRole('list', { name: 'Results' }).getByRole('article');
  await expect(async () => {
    await page.goto(`/search?q=${word}&type=1`);
    await expect(results).toHaveCount(5, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
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
