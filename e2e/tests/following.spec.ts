import type { APIRequestContext } from '@playwright/test';
import { addCloth, enqueueJob, expect, inEnglish, mailTo, newPerson, registerBrand, signIn, test, uniqueWord, uploadPhoto } from './support';

test.beforeEach(async ({ page }) => inEnglish(page));

/** A jacket added by the brand signed in on `request`, named in Spanish and English, with a photo of its own. */
async function addJacket(request: APIRequestContext, english: string, colour: string) {
  const image = await uploadPhoto(request, colour);
  const cloth = { names: { es: `Prenda ${english}`, en: english }, categoryId: 'chaquetas', price: 58_000, images: [{ name: image.name, thumb: image.thumb }] };
  return (await addCloth(request, cloth)).id;
}

for (const width of [1280, 390]) {
  test(`at ${width} px a shopper follows a brand and saves a search; 'New for you', the bell and the digest tell of what comes next, and the digest's link unsubscribes`, async ({
    page,
    request,
    playwright,
    browser,
  }) => {
    test.setTimeout(120_000);
    const started = new Date().toISOString();
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const { brandName } = await registerBrand(request, 'sigomarca', {
      name: 'Seguida S.R.L.',
      brand: 'Seguida',
      description: 'Chaquetas de lino',
      location: 'Mendoza',
    });
    const first = `Linen jacket ${uniqueWord('')}`;
    const firstId = await addJacket(request, first, '#8a6f52');

    const people = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': `198.19.${width % 250}.7` },
    });
    const shopper = await newPerson(people, 'sigue', { language: 'en', confirmed: true });
    await signIn(page, shopper, `/cloth/${firstId}`);

    // Follow the brand from the cloth's page: the button says so and counts the follower.
    await page.getByRole('button', { name: `Follow ${brandName}` }).click();
    await expect(page.getByRole('button', { name: `Following ${brandName}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('follow-count').first()).toHaveText('1 follower');

    // Save a search for a word the brand's next cloth will carry.
    const word = uniqueWord('vela');
    await page.goto(`/search?q=${word}`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect(page.getByTestId('search-saved')).toContainText('Search saved');

    // The brand adds two clothes: one any follower hears of, one that also matches the saved search.
    const fromBrand = `Wool coat ${uniqueWord('')}`;
    const fromBrandId = await addJacket(request, fromBrand, '#4a4a58');
    const matching = `Sail jacket ${word}`;
    await addJacket(request, matching, '#c9b48f');

    // 'New for you' on /home, newest first, each saying why it is there.
    await page.goto('/home');
    const shelf = page.getByTestId('feed-shelf');
    await expect(shelf.getByTestId('feed-item').first()).toContainText(matching);
    await expect(shelf.getByTestId('feed-item').filter({ hasText: fromBrand })).toContainText(`New from ${brandName}`);
    await expect(shelf.getByTestId('feed-item').filter({ hasText: first })).toBeVisible();

    // The bell rings for what came after the follow and the save (not the cloth that was there before), then is read.
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
    await bell.click();
    const list = page.getByTestId('notification-list');
    await expect(list.getByTestId('notification-item')).toHaveCount(2);
    await expect(list.getByTestId('notification-item').filter({ hasText: fromBrand })).toContainText(`New from ${brandName}`);
    await expect(list.getByTestId('notification-item').filter({ hasText: first })).toHaveCount(0);
    await list.getByTestId('notification-item').filter({ hasText: fromBrand }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/cloth/${fromBrandId}$`));
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');

    // The profile lists the follow and the saved search, which counts its new cloth until it is opened.
    // On a phone one tab at a time; wider, every section at once.
    await page.goto('/profile#following');
    if (width === 390) await page.getByRole('tab', { name: 'Following' }).click();
    await expect(page.getByTestId('followed-brands')).toContainText(brandName);
    if (width === 390) await page.getByRole('tab', { name: 'Searches' }).click();
    const saved = page.getByTestId('saved-search').filter({ hasText: word });
    await expect(saved).toContainText('1');
    await saved.getByRole('link', { name: new RegExp(word) }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(word);

    // A daily digest, chosen in the profile; the worker builds the day's digests (here: asked for at once).
    await page.goto('/profile#settings');
    if (width === 390) await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('radio', { name: 'Daily' }).click();
    await expect(page.getByRole('radio', { name: 'Daily' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Email preferences saved.')).toBeVisible();
    const period = { kind: 'daily', key: `daily:e2e-${word}`, from: started, to: new Date(Date.now() + 60_000).toISOString() };
    enqueueJob('digest-builds', 'build', `digests:${period.key}`, { period });
    const digest = await mailTo(shopper.email, /New for you on Vitrina/);
    expect(digest.text).toContain(matching);
    expect(digest.text).toContain(fromBrand);
    expect(digest.text).toContain(`New from ${brandName}`);
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Its unsubscribe link, opened where nobody is signed in, asks once and turns digests off.
    const link = new URL(digest.links.find((href) => new URL(href).pathname.endsWith('/unsubscribe'))!);
    const stranger = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
    await inEnglish(stranger);
    await stranger.goto(`${link.pathname}${link.search}`);
    await expect(stranger.getByText('Stop getting the digest of what is new for you?')).toBeVisible();
    await stranger.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(stranger.getByText('Done: you will no longer get the digest of what is new for you.')).toBeVisible();
    await stranger.close();
    const profile = await page.request.get('/api/profile');
    expect((await profile.json()).emailPreferences).toMatchObject({ digest: 'off', backInStock: true });

    // Search results offer the follow beside each card's brand: stopping from a card holds after a reload.
    await page.goto(`/search?q=${word}`);
    const card = page.getByRole('article', { name: matching });
    await card.getByRole('button', { name: `Following ${brandName}` }).click();
    await expect(card.getByRole('button', { name: `Follow ${brandName}` })).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.getByRole('article', { name: matching }).getByRole('button', { name: `Follow ${brandName}` })).toBeEnabled();
    await people.dispose();
  });
}
