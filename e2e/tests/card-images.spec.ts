import type { APIRequestContext } from '@playwright/test';
import { addCloth, expect, inEnglish, registerBrand, test, uniqueWord, uploadPhoto } from './support';

/**
 * Result cards load the stored thumbnail where it is wide enough (issue 45, item 10): their `sizes` say how wide a
 * card is beside the filters, so at 1280 px (224 px cards) and on a 390 px phone (165 px cards, at 1×) the browser
 * takes the 288 px thumbnail from the srcset, never the 864 px photo. On a 1.75× phone's screen they take the
 * 432 px middle size (issue 47, item 3).
 */
test.beforeEach(async ({ page }) => inEnglish(page));

/** A brand signed in on `request`, who may upload photos and add clothes. */
const aBrand = (request: APIRequestContext) =>
  registerBrand(request, 'miniatura', { name: 'Miniatura S.A.', brand: 'Mini', description: 'Ropa', location: 'Mendoza' });

/** Four clothes of one photo under a word no other test uses, their images named as `images` says (by the brand signed in). */
async function fourClothes(request: APIRequestContext, images: Array<Record<string, string>>): Promise<string> {
  const word = uniqueWord('ci');
  for (let n = 1; n <= 4; n++) await addCloth(request, { names: { es: `Camisa ${word} ${n}` }, categoryId: 'camisas', price: 20_000, images });
  return word;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: search results load the thumbnail, not the full photo`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await aBrand(request);
    const image = await uploadPhoto(request, '#5a6b3c');
    const word = await fourClothes(request, [{ name: image.name, thumb: image.thumb }]);
    const fullPhotos: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === `/images/${image.name}`) fullPhotos.push(sent.url());
    });

    await page.goto(`/search?q=${word}`);
    const results = page.getByRole('list', { name: 'Results' });
    await expect(results.getByRole('article')).toHaveCount(4);
    const pictures = results.locator('article img');
    await expect.poll(() => pictures.evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete))).toBe(true);
    const loaded = await pictures.evaluateAll((images) => images.map((img) => new URL((img as HTMLImageElement).currentSrc).pathname));
    expect(loaded).toEqual(Array(4).fill(`/images/${image.thumb}`));
    expect(fullPhotos).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

// Chromium takes the first candidate at least as dense as the screen: at 1.75× (Lighthouse's phone, many Androids)
// a 165 px card wants 289 px, the 288 px thumbnail falls short, and without the middle size the 864 px photo came.
test.describe('on a 390 px phone at 1.75×', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75 });

  test('search results load the middle size (165 px cards want 289 px), not the full photo', async ({ page, request }) => {
    await aBrand(request);
    const image = (await uploadPhoto(request, '#3c5a6b')) as { name: string; middle: string; thumb: string };
    const word = await fourClothes(request, [{ name: image.name, middle: image.middle, thumb: image.thumb }]);
    await page.goto(`/search?q=${word}`);
    const pictures = page.getByRole('list', { name: 'Results' }).locator('article img');
    await expect(pictures).toHaveCount(4);
    await expect.poll(() => pictures.evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete))).toBe(true);
    const loaded = await pictures.evaluateAll((images) => images.map((img) => new URL((img as HTMLImageElement).currentSrc).pathname));
    expect(loaded).toEqual(Array(4).fill(`/images/${image.middle}`));
  });
});
