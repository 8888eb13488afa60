import { request as requests } from '@playwright/test';
import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { addCloth, expect, inEnglish, registerBrand, signIn, test, uploadPhoto } from './support';

test.beforeEach(async ({ page }) => inEnglish(page));

/** Adds a shirt (type 1, category camisas) with the given photos, as the brand signed in on `request`. */
async function addShirt(request: APIRequestContext, name: string, price: number, colours: string[], extra: Record<string, unknown> = {}): Promise<string> {
  const images = [];
  for (const colour of colours) {
    const { name: file, thumb } = await uploadPhoto(request, colour);
    images.push({ name: file, thumb });
  }
  return (await addCloth(request, { names: { es: name, en: name }, categoryId: 'camisas', price, images, ...extra })).id;
}

/** Nothing wider than the window, and the cloth's name and price inside the first screen. */
async function expectFirstScreen(page: Page, name: string, price: RegExp) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const height = page.viewportSize()!.height;
  for (const box of [
    await page.getByRole('heading', { level: 1, name }).boundingBox(),
    await page.getByRole('article').getByText(price).first().boundingBox(),
  ]) {
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(height);
  }
}

test('a brand uploads its logo; its page shows its name and logo, and a cloth page shows the gallery, more from the brand and similar clothes', async ({
  page,
  request,
  baseURL,
}) => {
  const { account, brandName } = await registerBrand(request, 'logo', {
    name: 'Lienzo Textil S.R.L.',
    brand: 'Lienzo',
    description: 'Camisas de lino',
    location: 'Mendoza',
  });
  const description = { es: 'Lino lavado, fresco y liviano.', en: 'Washed linen, cool and light.' };
  const shirt = await addShirt(request, 'Camisa lienzo', 100, ['#d8cbb0', '#4a5d6e'], { colors: ['rojo', 'azul-marino'], style: 'elegante', description });
  await addShirt(request, 'Camisa rayada', 140, ['#203040']);
  const brandId = (await (await request.get('/api/admin/brand')).json()).id as string;

  // Another brand's shirt at a nearby price: similar, though not from this brand.
  const other = await requests.newContext({ baseURL });
  const { brandName: otherName } = await registerBrand(other, 'otra', { name: 'Otra Marca S.A.', brand: 'Otra', description: '', location: '' });
  await addShirt(other, 'Camisa vecina', 105, ['#a04030']);
  await other.dispose();

  // The brand uploads its logo in the brands tab of the admin area.
  await signIn(page, account, '/admin/brands');
  const logoField = page.getByRole('group', { name: 'Logo' });
  const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 20, g: 60, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();
  await logoField.getByLabel('Upload logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(logoField.getByRole('img', { name: `${brandName} logo` })).toBeVisible();

  // Its public page: headed by the brand name (not the legal name), with the logo.
  await page.goto(`/brand/${brandId}`);
  await expect(page.getByRole('heading', { level: 1, name: brandName })).toBeVisible();
  await expect(page.getByText('Lienzo Textil S.R.L.')).toHaveCount(0);
  const pageLogo = page.getByRole('img', { name: `${brandName} logo` });
  await expect(pageLogo).toBeVisible();
  // Visible is not loaded: wait for the picture itself.
  await expect.poll(() => pageLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);

  // The cloth page: two photos with thumbnails and a zoom, the brand's logo by its name, more from it, similar.
  await page.goto(`/cloth/${shirt}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Camisa lienzo' })).toBeVisible();
  await expect(page.getByRole('link', { name: `${brandName} logo ${brandName}` })).toBeVisible();
  // Colours and style are taxonomy terms, named in the reader's language; the description too.
  const facts = page.getByRole('article').locator('dl');
  await expect(facts.getByText('Red, Navy')).toBeVisible();
  await expect(facts.getByText('Elegant', { exact: true })).toBeVisible();
  await expect(page.getByText('Washed linen, cool and light.')).toBeVisible();
  await page.getByRole('button', { name: 'Show image 2 of 2' }).click();
  await expect(page.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('region', { name: 'Images' }).press('ArrowLeft');
  await expect(page.getByRole('button', { name: 'Show image 1 of 2' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Zoom into image 1 of 2' }).click();
  const zoom = page.getByRole('dialog', { name: 'Camisa lienzo, image 1' });
  await expect(zoom).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  const more = page.getByRole('list', { name: `More from ${brandName}` });
  await expect(more.getByRole('link', { name: 'Camisa rayada' })).toBeVisible();
  await expect(more.getByRole('link', { name: 'Camisa lienzo' })).toHaveCount(0);
  const similar = page.getByRole('list', { name: 'Similar clothes' });
  await expect(similar.getByRole('article').first()).toHaveAccessibleName('Camisa vecina');
  await expect(similar.getByText(otherName)).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expectFirstScreen(page, 'Camisa lienzo', /ARS\s100\b/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Camisa lienzo' })).toBeVisible();
  await expectFirstScreen(page, 'Camisa lienzo', /ARS\s100\b/);
  await page.goto(`/brand/${brandId}`);
  await expect(page.getByRole('heading', { level: 1, name: brandName })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
