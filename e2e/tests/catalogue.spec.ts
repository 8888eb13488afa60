import sharp from 'sharp';
import { expect, inEnglish, registerBrand, signIn, test } from './support';

test.beforeEach(async ({ page }) => inEnglish(page));

test('a brand creates a cloth through the wizard with an uploaded image, finds it by a misspelt word in another language, and its brand page lists it', async ({
  page,
  request,
}) => {
  const { account, brandName } = await registerBrand(request, 'marca', {
    name: 'Pana y Paño S.A.',
    brand: 'Pana',
    description: 'Pana y paño',
    location: 'Córdoba',
  });

  await signIn(page, account, '/admin/clothes');

  await page.getByRole('button', { name: 'New cloth' }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByLabel('Name in Spanish').fill('Chaqueta de pana');
  await wizard.getByLabel('Name in English').fill('Corduroy jacket');
  await wizard.getByLabel('Type').selectOption('1');
  await wizard.getByLabel('Category').selectOption('chaquetas');
  await wizard.getByLabel('Gender').selectOption('mujer');
  await wizard.getByLabel('Price', { exact: true }).fill('89000');
  await wizard.getByRole('button', { name: 'Next' }).click();

  await expect(wizard.getByText('Recommended 864 × 1376 (5:8)')).toBeVisible();
  const photo = await sharp({ create: { width: 500, height: 800, channels: 3, background: '#7b5236' } })
    .jpeg()
    .toBuffer();
  await wizard.getByLabel('Upload images').setInputFiles({ name: 'chaqueta.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(wizard.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  // The preview shows the cloth as an English reader will see it.
  await expect(wizard.getByRole('heading', { name: 'Corduroy jacket' }).first()).toBeVisible();
  await wizard.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('“Corduroy jacket” saved.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Corduroy jacket' })).toBeVisible();

  // An English reader misspells "jacket"; the index follows the catalogue within moments.
  await expect(async () => {
    await page.goto('/search?q=corduroy%20jaket&type=1');
    await expect(page.getByRole('link', { name: /Corduroy jacket/ }).first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });

  // From the result to the cloth's page, and from its brand link to the brand page, which lists it.
  await page
    .getByRole('link', { name: /Corduroy jacket/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Corduroy jacket' }).first()).toBeVisible();
  await page.getByRole('link', { name: brandName }).first().click();
  await expect(page).toHaveURL(/\/brand\//);
  await expect(page.getByText('Corduroy jacket').first()).toBeVisible();
});

test('a new brand sees its first steps, and types a price the way Spanish writes it, at 1280 and 390 px', async ({ page, request }) => {
  const { account } = await registerBrand(request, 'precio', {
    name: 'Precio Justo S.R.L.',
    brand: 'Precio Justo',
    description: 'Prendas',
    location: 'Rosario',
  });
  await signIn(page, account, '/admin/dashboard');
  await page.evaluate(() => localStorage.setItem('user-lang', 'es'));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/dashboard');
    const steps = page.getByRole('region', { name: 'Tus primeros pasos' });
    await expect(steps.getByText('0 de 4 hechos')).toBeVisible();
    await expect(steps.getByRole('link', { name: 'Leer mi tienda' })).toHaveAttribute('href', '/admin/importer');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.goto('/admin/clothes');
    await page.getByRole('button', { name: 'Nueva prenda' }).click();
    const wizard = page.getByRole('dialog');
    const price = wizard.getByLabel('Precio', { exact: true });
    await price.fill('45.900');
    await expect(wizard.getByText(/^Se guardará como \$\s45\.900\.$/)).toBeVisible();
    // Written the English way in Spanish, it could be read two ways: it is asked for, never guessed.
    await price.fill('45,900');
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await expect(wizard.getByText('Ese importe se puede leer de dos maneras: escríbelo como 45.900 o 45.900,50.')).toBeVisible();
    await wizard.getByRole('button', { name: 'Cancelar' }).click();
  }
});
