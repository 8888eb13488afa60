import type { APIRequestContext } from '@playwright/test';
import { addStory, brandWithClothes, expect, fillLogin, inEnglish, newPerson, test, uniqueWord } from './support';

/** A brand (signed in on `request`) with one cloth sold in its shop, and a story featuring it. */
async function brandWithStory(request: APIRequestContext) {
  const word = uniqueWord('');
  const english = `Linen dress ${word}`;
  const spanish = `Vestido de lino ${word}`;
  const brand = { name: 'Hallada S.R.L.', brand: 'Hallada', description: 'Prendas de lino', location: 'Mendoza' };
  const { brandName, image, clothIds } = await brandWithClothes(request, 'hallada', brand, '#7a8f6a', [
    {
      names: { es: spanish, en: english },
      categoryId: 'vestidos',
      price: 98_000,
      discountEnabled: true,
      discountedPrice: 68_600,
      url: 'https://hallada.example/vestido',
    },
  ]);
  const storyId = await addStory(request, {
    descriptions: { es: `Lino ${word}\n\nUna colección fresca para los días largos.`, en: `Linen ${word}\n\nA fresh collection for long days.` },
    media: image.name,
    url: null,
    clothIds,
  });
  return { brandName, clothId: clothIds[0]!, english, spanish, storyId, storyTitle: `Linen ${word}` };
}

for (const width of [390, 1280]) {
  test(`a cloth's address in English reads in English, and the language chosen moves the address (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
    const { clothId, english, spanish } = await brandWithStory(request);
    await page.goto(`/en/cloth/${clothId}`);
    await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The app keeps the address's language once it starts, which is after the server's page has painted.
    await expect.poll(() => page.evaluate('localStorage.getItem("user-lang")')).toBe('en');
    await page.getByLabel('Language').selectOption('es');
    // Spanish has no prefix: the address moves once the Spanish page is there.
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/cloth/${clothId}`);
    await expect(page.getByRole('heading', { level: 1, name: spanish })).toBeVisible();
    await page.getByLabel('Idioma').selectOption('it');
    await expect(page).toHaveURL(new RegExp(`/it/cloth/${clothId}$`));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });

  test(`a guest taps a heart, logs in, and finds the cloth saved (${width} px)`, async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await inEnglish(page);
    const { clothId, english } = await brandWithStory(request);
    const shopper = await newPerson(request, 'corazon', { firstName: 'Ana', lastName: 'Sol', dateOfBirth: '1990-05-05', confirmed: true });
    await page.goto(`/cloth/${clothId}`);
    await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
    await page.getByRole('link', { name: `Log in to add ${english} to your favourites` }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await fillLogin(page, shopper);
    await expect(page).toHaveURL(new RegExp(`/cloth/${clothId}$`));
    await expect(page.getByRole('button', { name: `Remove ${english} from favourites` })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Done: we saved it to your favourites, as you asked before signing in.')).toBeVisible();
    // Kept by the server, not only on this page.
    await page.reload();
    await expect(page.getByRole('button', { name: `Remove ${english} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  });

  test(`a story has its own page, shared from its button, and a cloth's way to the shop stays in reach on a phone (${width} px)`, async ({
    page,
    request,
    context,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      localStorage.setItem('user-lang', 'en');
      localStorage.setItem('cookie-consent', 'accepted');
      // Chromium on a desktop has no share sheet: the copy is what a reader gets there.
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    const { clothId, english, storyId, storyTitle } = await brandWithStory(request);
    await page.goto('/magazine');
    await page.getByRole('link', { name: storyTitle, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/magazine/${storyId}$`));
    await expect(page.getByRole('heading', { level: 1, name: storyTitle })).toBeVisible();
    await expect(page.getByText('A fresh collection for long days.')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${storyTitle} · Hallada`));
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied: paste it wherever you want to share it.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await page.getByRole('link', { name: english, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
    const bar = page.getByTestId('shop-bar');
    if (width === 390) {
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('link', { name: /^View at Hallada/ })).toHaveAttribute('href', `/api/clothes/${clothId}/out`);
      // It steps aside at the page's end, over the footer.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(bar).toBeHidden();
    } else {
      await expect(bar).toBeHidden();
    }
  });
}

for (const width of [390, 1280]) {
  test(`the header's menu leads to a category and a brand, and the profile reads in tabs on a phone (${width} px)`, async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      localStorage.setItem('user-lang', 'en');
      localStorage.setItem('cookie-consent', 'accepted');
    });
    const { english, brandName } = await brandWithStory(request);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Browse' }).click();
    const menu = page.getByRole('dialog', { name: 'Browse Vitrina' });
    await menu.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Dresses' }).first().click();
    await expect(menu).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/search\?type=1&categories=vestidos$/);
    await expect(page.getByRole('link', { name: english, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Browse' }).click();
    await page
      .getByRole('dialog', { name: 'Browse Vitrina' })
      .getByRole('link', { name: new RegExp(`^${brandName} \\(`) })
      .click();
    await expect(page).toHaveURL(/\/en\/search\?type=1&brand=/);
    await expect(page.getByRole('link', { name: english, exact: true })).toBeVisible();

    const shopper = await newPerson(request, 'pestanas', { firstName: 'Eva', lastName: 'Río', dateOfBirth: '1992-02-02' });
    await page.goto(`/login?next=${encodeURIComponent('/profile')}`);
    await fillLogin(page, shopper);
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    const history = page.getByRole('heading', { level: 2, name: 'Recently viewed' });
    const favourites = page.getByRole('heading', { level: 2, name: 'Your favourites' });
    const settings = page.getByRole('heading', { level: 2, name: 'Settings' });
    if (width === 390) {
      await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
      await expect(history).toBeVisible();
      await expect(favourites).toBeHidden();
      await page.getByRole('tab', { name: 'Settings' }).click();
      await expect(settings).toBeVisible();
      await expect(history).toBeHidden();
      // The tab is in the address: a reload comes back to it.
      await page.reload();
      await expect(settings).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    } else {
      await expect(page.getByRole('tablist')).toBeHidden();
      for (const heading of [history, favourites, settings]) await expect(heading).toBeVisible();
    }
  });
}
