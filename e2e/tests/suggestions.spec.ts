import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { blockingAxeFindings, brandWithClothes, expect, inBoth, readIn, test, uniqueWord, untilIndexed } from './support';

/**
 * Suggestions as you type (issue 45, item 1), in the browser at 390 and 1280 px: the header's search box is a
 * combobox that from "vest" suggests the dresses' category and a few clothes with thumbnails; the arrow keys move
 * through them and Enter opens the one moved to, Enter with none searches the words, Escape closes the list; on a
 * phone the box in use is a full-screen sheet that closes. Asked as a guest: suggestions spend no free search.
 */

/** Two dresses of a brand of this journey's, named as the other journeys' red and black dresses are. */
async function addDresses(request: APIRequestContext): Promise<string> {
  const word = uniqueWord('zs');
  const dress = (es: string, en: string, color: string) => ({
    names: inBoth(word, es, en),
    categoryId: 'vestidos',
    colors: [color],
    price: 42_000,
  });
  await brandWithClothes(request, 'sugiere', { name: 'Sugiere S.A.', brand: 'Sugiere', description: 'Ropa', location: 'Mendoza' }, '#7a2331', [
    dress('Vestido rojo', 'Red dress', 'rojo'),
    dress('Vestido negro', 'Black dress', 'negro'),
  ]);
  await untilIndexed(request, word, 2);
  return word;
}

/** Presses ArrowDown until the option named so is the active one (aria-activedescendant), at most `tries` times. */
async function arrowDownTo(page: Page, input: Locator, option: Locator, tries = 12): Promise<void> {
  const id = await option.getAttribute('id');
  for (let i = 0; i < tries; i++) {
    await page.keyboard.press('ArrowDown');
    if ((await input.getAttribute('aria-activedescendant')) === id) return;
  }
  throw new Error(`never reached the option ${id}`);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await readIn(page, 'es');
    });

    test('typing "vest" suggests the dresses and clothes with thumbnails; arrows and Enter open one, Escape closes, Enter alone searches the words', async ({
      page,
      request,
    }) => {
      await addDresses(request);
      await page.goto('/home');
      const box = page.getByRole('search', { name: 'Buscar en Vitrina' });
      const input = box.getByRole('combobox', { name: 'Qué buscas' });
      await input.click();
      if (width === 390) {
        // The box in use is a sheet over the whole screen, with its close button.
        await expect(box.getByRole('button', { name: 'Cerrar' })).toBeVisible();
        await expect.poll(async () => box.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
      } else {
        await expect(box.getByRole('button', { name: 'Cerrar' })).toHaveCount(0);
      }
      await input.pressSequentially('vest', { delay: 40 });
      const list = page.getByRole('listbox', { name: 'Sugerencias' });
      await expect(list).toBeVisible();
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      const dresses = list.getByRole('group', { name: 'Categorías' }).getByRole('option', { name: /^Vestidos \d+ prendas$/ });
      await expect(dresses).toBeVisible();
      const clothes = list.getByRole('group', { name: 'Prendas' }).getByRole('option');
      await expect(clothes.first()).toBeVisible();
      await expect(clothes.first().locator('img')).toHaveAttribute('src', /^\/images\/.+/);
      if (width === 390) {
        const shown = await list.boundingBox();
        expect(shown && { x: shown.x, width: shown.width, bottom: Math.round(shown.y + shown.height) }).toEqual({ x: 0, width: 390, bottom: 844 });
      }
      expect(await blockingAxeFindings(page)).toEqual([]);

      // The arrows move through the suggestions; Enter opens the one moved to.
      await arrowDownTo(page, input, dresses);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?type=1&categories=vestidos$/);
      await expect(list).toBeHidden();

      // Escape closes the list and goes nowhere; on a phone the sheet closes with it.
      const again = page.getByRole('search', { name: 'Buscar en Vitrina' }).getByRole('combobox', { name: 'Qué buscas' });
      await again.click();
      await again.pressSequentially('vest', { delay: 40 });
      await expect(list).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(again).toHaveAttribute('aria-expanded', 'false');
      await expect(page).toHaveURL(/\/search\?type=1&categories=vestidos$/);
      if (width === 390) {
        await expect(box.getByRole('button', { name: 'Cerrar' })).toHaveCount(0);
        expect((await box.boundingBox())!.height).toBeLessThan(100);
      }

      // Enter with nothing moved to searches the words as typed.
      await again.fill('vestido rojo');
      await expect(list).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=vestido\+rojo&type=1$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Resultados para «vestido rojo»' })).toBeVisible();
    });

    if (width === 390) {
      test('on a phone the sheet opens full screen from the header and its close button closes it', async ({ page }) => {
        await page.goto('/home');
        const box = page.getByRole('search', { name: 'Buscar en Vitrina' });
        const before = (await box.boundingBox())!;
        expect(before.height).toBeLessThan(100);
        await box.getByRole('combobox', { name: 'Qué buscas' }).click();
        await expect.poll(async () => box.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
        // The page under it does not scroll.
        expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
        await box.getByRole('button', { name: 'Cerrar' }).click();
        await expect(box.getByRole('button', { name: 'Cerrar' })).toHaveCount(0);
        expect((await box.boundingBox())!.height).toBeLessThan(100);
        expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
      });
    }
  });
}
