import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { brandWithClothes, expect, inEnglish, newPerson, registerBrand, signIn, test, uniqueWord, untilIndexed } from './support';

test.beforeEach(async ({ page }) => inEnglish(page));

/** The slide names in the admin table, first to last. */
const tableOrder = (page: Page) => page.getByRole('table').getByRole('rowheader');
/** The carousel's dots name its slides in the order it shows them. */
const dotLabels = (carousel: Locator) =>
  carousel
    .getByRole('list', { name: 'Choose a slide' })
    .getByRole('button')
    .evaluateAll((dots) => dots.map((dot) => dot.getAttribute('aria-label')));

test('an admin creates news slides, reorders them by keyboard and by drag, hides one, and the /home carousel follows', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A brand with three clothes whose names share a made-up word, so the cloth picker finds only them.
  const word = uniqueWord('zx');
  const names = ['Abrigo', 'Bufanda', 'Chaleco'].map((name) => `${name} ${word}`);
  const [coat, scarf, vest] = names as [string, string, string];
  const clothes = names.map((name) => ({ names: { es: name }, categoryId: 'chaquetas', price: 52_000 }));
  await brandWithClothes(request, 'novedades', { name: 'Novedades S.A.', brand: 'Novedades', description: 'Abrigos', location: 'Mendoza' }, '#6b4f3a', clothes);
  // The picker searches the index, which follows the catalogue within moments.
  await untilIndexed(request, word, 3);

  // The admin is made the way an operator makes the first one.
  const admin = await newPerson(request, 'jefa', { firstName: 'Julia', lastName: 'Paz', dateOfBirth: '1990-05-04', type: 'ADMIN' });
  await signIn(page, admin, '/admin/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

  const slideImage = await sharp({ create: { width: 864, height: 1376, channels: 3, background: '#c9b8a4' } })
    .jpeg()
    .toBuffer();
  for (const name of names) {
    await page.getByRole('button', { name: 'New slide' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox', { name: 'Search a cloth by name' }).fill(word);
    await dialog
      .getByRole('list', { name: 'Clothes found' })
      .getByRole('button', { name: new RegExp(name) })
      .click();
    await expect(dialog.getByText(`Chosen: ${name}`)).toBeVisible();
    await dialog.getByLabel('Image', { exact: true }).setInputFiles({ name: 'slide.jpg', mimeType: 'image/jpeg', buffer: slideImage });
    await expect(dialog.getByRole('img', { name: "The slide's image" })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Slide of ${name} saved.`)).toBeVisible();
  }
  await expect(tableOrder(page)).toHaveText([new RegExp(coat), new RegExp(scarf), new RegExp(vest)]);

  // From the keyboard: the focus stays on the button of the row that moved, and its new place is announced.
  await page.getByRole('button', { name: `Move ${vest} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(tableOrder(page)).toHaveText([new RegExp(coat), new RegExp(vest), new RegExp(scarf)]);
  await expect(page.getByRole('button', { name: `Move ${vest} up` })).toBeFocused();
  await expect(page.getByText(`${vest} moved to position 2 of 3.`)).toBeAttached();
  await page.getByRole('button', { name: `Move ${coat} down` }).focus();
  await page.keyboard.press('Enter');
  await expect(tableOrder(page)).toHaveText([new RegExp(vest), new RegExp(coat), new RegExp(scarf)]);
  await expect(page.getByRole('button', { name: `Move ${coat} down` })).toBeFocused();

  // With a pointer: the scarf's row dragged onto the first one.
  const rows = page.getByRole('table').getByRole('row');
  await rows.filter({ hasText: scarf }).dragTo(rows.filter({ hasText: vest }));
  await expect(tableOrder(page)).toHaveText([new RegExp(scarf), new RegExp(vest), new RegExp(coat)]);

  // The order is the server's: it survives a reload.
  await page.reload();
  await expect(tableOrder(page)).toHaveText([new RegExp(scarf), new RegExp(vest), new RegExp(coat)]);

  await page.goto('/home');
  const carousel = page.getByRole('region', { name: 'News' });
  await expect.poll(() => dotLabels(carousel)).toEqual([`Show 1: ${scarf}`, `Show 2: ${vest}`, `Show 3: ${coat}`]);

  // Hiding a slide takes it out of the carousel; the one left in front leads to its cloth.
  await page.goto('/admin/news');
  await page.getByRole('switch', { name: `${scarf} visible` }).click();
  await expect(page.getByRole('switch', { name: `${scarf} visible` })).not.toBeChecked();
  await page.goto('/home');
  await expect.poll(() => dotLabels(carousel)).toEqual([`Show 1: ${vest}`, `Show 2: ${coat}`]);
  await carousel.getByRole('button', { name: 'Pause' }).click();
  await carousel.getByRole('link', { name: vest }).click();
  await expect(page).toHaveURL(/\/cloth\//);
  await expect(page.getByRole('heading', { level: 1, name: vest })).toBeVisible();

  // Deleting asks first; the slides leave the table (and no other journey's /home keeps them).
  await page.goto('/admin/news');
  for (const name of [scarf, vest, coat]) {
    await page.getByRole('button', { name: `Delete the slide of ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Slide of ${name} deleted.`)).toBeVisible();
  }
  await expect(tableOrder(page)).toHaveCount(0);
});

/** A brand registered and signed in, both in the browser and in `request`. */
async function brandSignedIn(page: Page, request: APIRequestContext) {
  const { account: brand, brandName } = await registerBrand(request, 'revista', {
    name: 'Revista S.A.',
    brand: 'Revista',
    description: 'Moda',
    location: 'Salta',
  });
  await signIn(page, brand, '/admin/magazine');
  await expect(page.getByRole('heading', { level: 1, name: 'Magazine' })).toBeVisible();
  return { brand, brandName };
}

// The smallest MP4 the server accepts: an `ftyp` box, which is what it checks.
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypisom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isom', 'latin1')]);

test('a brand publishes magazine entries, and readers see them newest first with a safe link out to the brand', async ({ page, request }) => {
  const { brand, brandName } = await brandSignedIn(page, request);
  const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#8a9a5b' } })
    .jpeg()
    .toBuffer();
  for (const [spanish, english] of [
    ['Lino de verano', 'Summer linen'],
    ['Lana de invierno', 'Winter wool'],
  ]) {
    await page.getByRole('button', { name: 'New entry' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Description in Spanish').fill(`${spanish} ${brand.username}`);
    await dialog.getByLabel('Description in English').fill(`${english} ${brand.username}`);
    await dialog.getByLabel('Upload image').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(dialog.getByRole('img', { name: 'Chosen image' })).toBeVisible();
    await dialog.getByLabel('Brand link').fill('https://example.com/temporada');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Entry “${english} ${brand.username}” saved.`)).toBeVisible();
  }

  await page.goto('/magazine');
  const ours = page.getByRole('feed', { name: 'Magazine entries' }).getByRole('article', { name: brandName });
  await expect(ours).toHaveCount(2);
  await expect(ours.first()).toContainText(`Winter wool ${brand.username}`);
  await expect(ours.nth(1)).toContainText(`Summer linen ${brand.username}`);
  await expect(ours.first().locator('img')).toHaveAttribute('src', /^\/images\//);
  const out = ours.first().getByRole('link', { name: `Visit ${brandName} (opens in a new tab)` });
  await expect(out).toHaveAttribute('href', 'https://example.com/temporada');
  await expect(out).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(out).toHaveAttribute('target', '_blank');
  await expect(ours.first().getByRole('link', { name: brandName, exact: true })).toHaveAttribute('href', /^\/en\/brand\//);
});

test('a brand publishes a video entry, which readers play inline, muted and only when they ask', async ({ page, request }) => {
  const { brand, brandName } = await brandSignedIn(page, request);

  await page.getByRole('button', { name: 'New entry' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Description in Spanish').fill(`Detrás de escena ${brand.username}`);
  await dialog.getByRole('radio', { name: 'Video' }).check();
  await dialog.getByLabel('Upload video').setInputFiles({ name: 'escena.mp4', mimeType: 'video/mp4', buffer: MP4 });
  await expect(dialog.getByLabel('Chosen video')).toBeAttached();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Entry “Detrás de escena ${brand.username}” saved.`)).toBeVisible();

  await page.goto('/magazine');
  const entry = page.getByRole('feed', { name: 'Magazine entries' }).getByRole('article', { name: brandName });
  const video = entry.locator('video');
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('playsinline', '');
  await expect(video).toHaveAttribute('preload', 'metadata');
  expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.autoplay, element.paused])).toEqual([true, false, true]);
});
