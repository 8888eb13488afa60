import type { APIRequestContext, Page } from '@playwright/test';
import { WRITE, addCloth, blockingAxeFindings, expect, inEnglish, mailTo, newPerson, registerBrand, signIn, test, uniqueWord, uploadPhoto } from './support';

test.beforeEach(async ({ page }) => inEnglish(page));

/** No serious or critical WCAG 2.1 A/AA finding by axe (as e2e/tests/a11y.spec.ts checks the main pages). */
async function accessible(page: Page, what: string) {
  expect(await blockingAxeFindings(page), what).toEqual([]);
}

/** A brand (signed in on `request`) with a size chart for dresses and a dress in 38, 40 and 42, its 42 sold out. */
async function brandWithDress(request: APIRequestContext) {
  const { account, brandName } = await registerBrand(request, 'tallesmarca', {
    name: 'Talles S.R.L.',
    brand: 'Talles',
    description: 'Vestidos de seda',
    location: 'Mendoza',
  });
  const own = await (await request.get('/api/admin/brand')).json();
  const chart = {
    kind: 'women-clothing',
    system: 'AR',
    rows: [
      { size: '38', measures: { bust: 88, waist: 68, hips: 94 }, equivalents: {} },
      { size: '40', measures: { bust: 92, waist: 72, hips: 98 }, equivalents: {} },
      { size: '42', measures: { bust: 96, waist: 76, hips: 102 }, equivalents: {} },
    ],
  };
  const set = await request.put(`/api/admin/brands/${own.id}/size-charts/vestidos`, { headers: WRITE, data: chart });
  expect(set.status(), await set.text()).toBe(200);
  const image = await uploadPhoto(request, '#8a2040');
  const name = `Silk dress ${uniqueWord('')}`;
  const dress = {
    names: { es: `Vestido de seda ${name.slice(11)}`, en: name },
    typeId: '1',
    categoryId: 'vestidos',
    gender: 'mujer',
    price: 89_000,
    sizes: ['38', '40', '42'],
    images: [{ name: image.name, thumb: image.thumb }],
  };
  const { id, revision } = await addCloth(request, { ...dress, stock: { soldOut: false, soldOutSizes: ['42'] } });
  return { account, brandName, clothId: id, revision, name, dress };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: sizes in the reader's system, the brand's size guide, and notify me on a sold-out size`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const { brandName, clothId, revision, name, dress } = await brandWithDress(request);

    // A guest sees the sizes and the guide, and is asked to sign in to be notified.
    await page.goto(`/cloth/${clothId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const sizes = page.getByRole('list', { name: 'Choose your size' });
    // English reads US sizes: AR 38, 40, 42 are US 4, 6, 8.
    await expect(page.getByRole('combobox', { name: 'Sizes in' })).toHaveValue('US');
    await expect(sizes.getByRole('button')).toHaveText([/^4\s*38$/, /^6\s*40$/, /^8\s*42$/]);
    await sizes.getByRole('button', { name: 'Size 8 (the brand calls it 42), sold out: notify me when it is back' }).click();
    await expect(page.getByText('Size 8 is sold out.')).toBeVisible();
    await accessible(page, 'the cloth page with its sizes');
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', `/en/login?next=${encodeURIComponent(`/cloth/${clothId}`)}`);

    await page.getByRole('button', { name: 'Size guide' }).click();
    const guide = page.getByRole('dialog', { name: `Size guide · ${brandName}` });
    await expect(guide).toBeVisible();
    await expect(guide).toContainText(`${brandName}’s sizes for Dresses`);
    await expect(guide.getByRole('row').nth(1)).toContainText('88');
    await expect(guide.getByRole('row').nth(1).getByRole('cell')).toHaveText(['88', '68', '94', '36', '4', '8', '42', '38', 'S']);
    const panel = await guide.locator('div.bg-paper').first().boundingBox();
    if (viewport.width < 640) {
      // Full screen on a phone.
      expect(panel).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    } else expect(panel!.width).toBeLessThan(viewport.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await accessible(page, 'the size guide');
    await guide.getByRole('button', { name: 'Close' }).click();
    await expect(guide).toBeHidden();

    // Another system, kept on the next visit.
    await page.getByRole('combobox', { name: 'Sizes in' }).selectOption('IT');
    await expect(sizes.getByRole('button').first()).toHaveAccessibleName('Size 42 (the brand calls it 38)');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sizes in' })).toHaveValue('IT');
    await page.getByRole('combobox', { name: 'Sizes in' }).selectOption('US');

    // A confirmed shopper asks to be told of the 42; the alert comes when the brand has it again.
    const shopperContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
    const shopper = await newPerson(shopperContext.request, 'tallesusuaria', { language: 'en', confirmed: true });
    await signIn(page, shopper, `/cloth/${clothId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Size 8 (the brand calls it 42), sold out: notify me when it is back' }).click();
    await page.getByRole('button', { name: 'Notify me when it is back', exact: true }).click();
    await expect(page.getByText('We will email you when size 8 is back.')).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Size 8 (the brand calls it 42), sold out: notify me when it is back' }).click();
    await expect(page.getByText('We will email you when size 8 is back.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    const back = await request.put(`/api/admin/clothes/${clothId}`, {
      headers: { ...WRITE, 'If-Match': `"${revision}"` },
      data: { ...dress, stock: { soldOut: false, soldOutSizes: [] } },
    });
    expect(back.status(), await back.text()).toBe(200);
    const mail = await mailTo(shopper.email, /back in stock/);
    expect(mail.text).toContain(`As you asked: ${name}`);
    expect(mail.text).toContain('size 42');
    await shopperContext.close();
  });
}
