import type { APIRequestContext, Page } from '@playwright/test';
import { blockingAxeFindings, brandWithClothes, expect, inEnglish, openUntilListed, test, uniqueWord } from './support';

/**
 * A phone's first screen (issue 45, item 6): a compact header and a banner strip, so a cloth's photo starts within
 * 250 px; the filters drawer with a close button and its apply button always in view; the filter button counting
 * what the query was read as. At 1280 px the same pages keep their desktop layout.
 */
test.beforeEach(async ({ page }) => inEnglish(page));

/** Six clothes sharing a made-up word, in enough colours, sizes, seasons and materials to make a long filters list. */
async function brandWithVariedClothes(request: APIRequestContext): Promise<{ word: string; clothId: string; name: string }> {
  const word = uniqueWord('zt');
  const clothes = [
    // Named as other journeys' red dresses are (search-understanding.spec.ts holds every red dress to its names).
    {
      name: 'Vestido rojo',
      en: 'Red dress',
      categoryId: 'vestidos',
      colors: ['rojo', 'negro'],
      sizes: ['xs', 's'],
      seasons: ['verano'],
      materials: ['lino'],
      eventIds: ['boda'],
    },
    { name: 'Falda', categoryId: 'faldas', colors: ['azul', 'blanco'], sizes: ['m'], seasons: ['primavera'], materials: ['algodon'], eventIds: ['fiesta'] },
    { name: 'Camisa', categoryId: 'camisas', colors: ['verde', 'gris'], sizes: ['l'], seasons: ['otono'], materials: ['seda'], eventIds: ['oficina'] },
    { name: 'Abrigo', categoryId: 'abrigos', colors: ['camel', 'marron'], sizes: ['xl'], seasons: ['invierno'], materials: ['lana'], eventIds: ['viaje'] },
    { name: 'Chaqueta', categoryId: 'chaquetas', colors: ['beige', 'rosa'], sizes: ['38'], seasons: ['otono'], materials: ['cuero'], eventIds: ['casual'] },
    { name: 'Jersey', categoryId: 'jerseis', colors: ['amarillo', 'violeta'], sizes: ['40'], seasons: ['invierno'], materials: ['punto'], eventIds: ['gala'] },
  ];
  const { clothIds } = await brandWithClothes(
    request,
    'telefono',
    { name: 'Teléfono S.A.', brand: 'Movil', description: 'Ropa', location: 'Tucumán' },
    '#6c5b4a',
    (clothes as Array<(typeof clothes)[number] & { en?: string }>).map(({ name, en, ...cloth }) => ({
      ...cloth,
      names: { es: `${name} ${word}`, ...(en ? { en: `${en} ${word}` } : {}) },
      price: 30_000,
    })),
  );
  // The red dress comes first; the page is read in English: its English name.
  return { word, clothId: clothIds[0]!, name: `Red dress ${word}` };
}

const top = async (page: Page, locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.y ?? Number.NaN;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: a cloth's photo near the top, and filters that close, apply in view and count what the query read`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const phone = viewport.width < 768;
    const { word, clothId, name } = await brandWithVariedClothes(request);

    await page.goto(`/cloth/${clothId}`);
    const main = page.getByRole('main');
    const photo = main.getByRole('region', { name: 'Images' }).getByRole('img').first();
    await expect(photo).toBeVisible();
    expect(await top(page, photo), "the photo's top").toBeLessThanOrEqual(250);
    // The name and the price still in the first screen, under the photo on a phone.
    for (const shown of [main.getByRole('heading', { level: 1, name }), main.getByText(/30[.,]000/).first()]) {
      const box = await shown.boundingBox();
      expect(box && box.y + box.height, 'within the first screen').toBeLessThanOrEqual(viewport.height);
    }
    expect(await blockingAxeFindings(page)).toEqual([]);

    // "Vestido rojo" is read as two filters (the category and the colour), shown as chips and counted on the button.
    const results = page.getByRole('list', { name: 'Results' }).getByRole('article');
    await openUntilListed(page, `/search?q=${encodeURIComponent(`vestido rojo ${word}`)}&type=1&season=verano`, results, 1);
    await expect(page.getByRole('button', { name: /^Remove the filter Red/ })).toBeVisible();
    const open = page.getByRole('button', { name: /^Filters \(\d+\)$/ });
    if (!phone) {
      // Beside the results on a desktop, no drawer to open.
      await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
      await expect(open).toBeHidden();
      return;
    }
    await expect(open).toHaveText('Filters (3)');

    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();

    await open.click();
    await expect(drawer.getByRole('group', { name: 'Colour' })).toBeVisible();
    // The list is longer than the screen, and the apply button is on it without scrolling.
    const scroller = drawer.locator('.overflow-y-auto');
    expect(await scroller.evaluate((element) => element.scrollHeight > element.clientHeight), 'a list longer than the screen').toBe(true);
    const apply = drawer.getByRole('button', { name: 'Show 1 cloth' });
    const box = await apply.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= viewport.height, 'the apply button in the first screen of the drawer').toBe(true);
    expect(await blockingAxeFindings(page)).toEqual([]);
    await apply.click();
    await expect(drawer).toBeHidden();
  });
}
