import { WRITE, expect, inEnglish, registerBrand, test, uniqueWord, uploadPhoto } from './support';

/**
 * Result cards load the stored thumbnail where it is wide enough (issue 45, item 10): their `sizes` say how wide a
 * card is beside the filters, so at 1280 px (224 px cards) and on a 390 px phone (165 px cards, at 1×) the browser
 * takes the 288 px thumbnail from the srcset, never the 864 px photo.
 */
test.beforeEach(async ({ page }) => inEnglish(page));

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: search results load the thumbnail, not the full photo`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await registerBrand(request, 'miniatura', { name: 'Miniatura S.A.', brand: 'Mini', description: 'Ropa', location: 'Mendoza' });
    const word = uniqueWord('ci');
    const image = await uploadPhoto(request, '#5a6b3c');
    for (let n = 1; n <= 4; n++) {
      const created = await request.post('/api/admin/clothes', {
        headers: WRITE,
        data: { names: { es: `Camisa ${word} ${n}` }, typeId: '1', categoryId: 'camisas', gender: 'mujer', price: 20_000, images: [{ name: image.name, thumb: image.thumb }] },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
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
