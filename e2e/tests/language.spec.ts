import { expect, test } from './support';

test('switching the language changes the texts and survives a reload', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // The cookie dialog greets a first visit, in Spanish; accepting it is remembered.
  const consent = page.getByRole('dialog', { name: 'Usamos cookies' });
  await expect(consent.getByRole('heading', { name: 'Usamos cookies' })).toBeVisible();
  await consent.getByRole('button', { name: 'Aceptar' }).click();
  await expect(consent).toHaveCount(0);

  await expect(page.getByText('Descubre prendas, marcas y las historias que las visten.')).toBeVisible();
  await page.getByLabel('Idioma').selectOption('it');
  await expect(page.getByText('Scopri capi, marchi e le storie che li vestono.')).toBeVisible();
  await expect(page.getByLabel('Lingua')).toHaveValue('it');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  expect(await page.evaluate('localStorage.getItem("user-lang")')).toBe('it');

  await page.reload();
  await expect(page.getByText('Scopri capi, marchi e le storie che li vestono.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByLabel('Lingua').selectOption('fr');
  await expect(page.getByText('Découvrez des vêtements, des marques et les histoires qui les habillent.')).toBeVisible();
});

test('the api is ready and the site answers client-side routes', async ({ page, request }) => {
  const ready = await request.get('/api/ready');
  expect(ready.status()).toBe(200);
  expect((await ready.json()).status).toBe('ready');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile/);
});

test('the banner the api names is an image the site serves', async ({ request }) => {
  const { banner } = await (await request.get('/api/resources/get-images/')).json();
  const image = await request.get(banner.url);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
});
