import type { APIRequestContext, Page } from '@playwright/test';
import { addStory, brandWithClothes, confirmationLink, expect, inEnglish, newPerson, signIn, test, uniqueWord } from './support';

test.beforeEach(async ({ page }) => inEnglish(page));

/** A brand (signed in on `request`) with one cloth, named in Spanish and English, and its photo. */
async function brandWithCloth(request: APIRequestContext, english: string) {
  const brand = { name: 'Favoritas S.R.L.', brand: 'Favoritas', description: 'Prendas de lino', location: 'Rosario' };
  const cloth = { names: { es: `Prenda ${english}`, en: english }, categoryId: 'chaquetas', price: 64_000 };
  const { image, clothIds } = await brandWithClothes(request, 'favmarca', brand, '#a08062', [cloth]);
  return { image, clothId: clothIds[0]! };
}

/** Opens the header's favourites popover and answers it. */
async function openFavourites(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Favourites', exact: true }).click();
  const popover = page.getByLabel('Your favourites');
  await expect(popover.getByRole('tablist')).toBeVisible();
  return popover;
}

test('a shopper favourites a cloth and a magazine entry, finds both in the popover tabs and removes one', async ({ page, request }) => {
  test.setTimeout(60_000);
  const cloth = `Linen skirt ${uniqueWord('')}`;
  const { clothId, image } = await brandWithCloth(request, cloth);
  const story = `Behind the linen ${clothId.slice(0, 8)}: how a summer skirt is cut`;
  await addStory(request, { descriptions: { es: `Detrás del lino ${clothId.slice(0, 8)}`, en: story }, media: image.name, url: null });
  const shopper = await newPerson(request, 'favusuaria', { firstName: 'Marta', lastName: 'Gil', dateOfBirth: '1994-11-02' });

  await signIn(page, shopper, `/cloth/${clothId}`);
  await expect(page.getByRole('heading', { level: 1, name: cloth })).toBeVisible();
  // Signed in before confirming the email: the shell says what waits for it, and so does the heart.
  const notice = page.getByRole('region', { name: 'Confirm your email' });
  await expect(notice).toContainText(`Confirm your email to save favourites: open the link we sent to ${shopper.email}.`);
  await page.getByRole('button', { name: `Add ${cloth} to favourites` }).click();
  await expect(page.getByText('Confirm your email to save favourites.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send the link again' }).last().click();
  await expect(page.getByText(`We sent a new link to ${shopper.email}.`)).toBeVisible();
  // The newest link confirms it (the one sent at registration no longer does).
  await page.goto(await confirmationLink(shopper.email, 2));
  await expect(page.getByText('Your email is verified. Welcome to Vitrina!')).toBeVisible();

  await page.goto(`/cloth/${clothId}`);
  await expect(page.getByRole('heading', { level: 1, name: cloth })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: `Add ${cloth} to favourites` }).click();
  await expect(page.getByRole('button', { name: `Remove ${cloth} from favourites` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/magazine');
  const entry = page.getByRole('article').filter({ hasText: story });
  await entry.getByRole('button', { name: /^Add .* to favourites$/ }).click();
  await expect(entry.getByRole('button', { name: /^Remove .* from favourites$/ })).toHaveAttribute('aria-pressed', 'true');

  let popover = await openFavourites(page);
  await expect(popover.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
  // A shopper who is not an influencer has no Recommended tab.
  await expect(popover.getByRole('tab')).toHaveText(['Favourites', 'Magazine']);
  await expect(popover.getByRole('tabpanel').getByRole('link', { name: cloth })).toBeVisible();
  await expect(popover.getByRole('tabpanel').getByText('ARS 64,000')).toBeVisible();
  await popover.getByRole('tab', { name: 'Magazine' }).click();
  await expect(popover.getByRole('tabpanel').getByText(story)).toBeVisible();

  await popover.getByRole('tab', { name: 'Favourites' }).click();
  await popover.getByRole('button', { name: `Remove ${cloth} from favourites` }).click();
  await expect(popover.getByText('No favourite clothes yet. Tap the heart on any cloth to keep it here.')).toBeVisible();

  // The server agrees: after a reload the cloth is gone and the entry stays.
  await page.reload();
  popover = await openFavourites(page);
  await expect(popover.getByText('No favourite clothes yet. Tap the heart on any cloth to keep it here.')).toBeVisible();
  await popover.getByRole('tab', { name: 'Magazine' }).click();
  await expect(popover.getByRole('tabpanel').getByText(story)).toBeVisible();
});

test('an influencer recommends a favourite cloth with a review, finds it in Recommended and on /home, then stops after confirming', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const cloth = `Wool coat ${uniqueWord('')}`;
  const { clothId } = await brandWithCloth(request, cloth);
  const influencer = await newPerson(request, 'favinfluencer', {
    firstName: 'Lola',
    lastName: 'Paz',
    dateOfBirth: '1994-11-02',
    confirmed: true,
    type: 'INFLUENCER',
  });

  await signIn(page, influencer, `/cloth/${clothId}`);
  await page.getByRole('button', { name: `Add ${cloth} to favourites` }).click();
  await expect(page.getByRole('button', { name: `Remove ${cloth} from favourites` })).toHaveAttribute('aria-pressed', 'true');

  let popover = await openFavourites(page);
  await expect(popover.getByRole('tab')).toHaveText(['Favourites', 'Magazine', 'Recommended']);
  await popover.getByRole('button', { name: `Recommend ${cloth}` }).click();
  const form = popover.getByRole('form', { name: `Review of ${cloth}` });
  await form.getByRole('button', { name: 'Publish recommendation' }).click();
  await expect(form.getByText('Write a review before recommending.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Your review' }).fill('Warm without the weight; I wear it over everything.');
  await form.getByRole('button', { name: 'Publish recommendation' }).click();
  // What an influencer recommends leaves their Favourites tab for the Recommended one.
  await expect(popover.getByRole('tabpanel').getByRole('link', { name: cloth })).toHaveCount(0);
  await popover.getByRole('tab', { name: 'Recommended' }).click();
  const recommended = popover.getByRole('tabpanel').getByRole('listitem').filter({ hasText: cloth });
  await expect(recommended).toContainText('“Warm without the weight; I wear it over everything.”');

  await page.goto('/home');
  const wear = page.getByRole('list', { name: 'What influencers wear' }).getByRole('listitem').filter({ hasText: cloth });
  await expect(wear).toContainText('“Warm without the weight; I wear it over everything.”');
  await expect(wear).toContainText('Worn by Lola Paz');
  await expect(wear.getByRole('link', { name: cloth })).toHaveAttribute('href', `/en/cloth/${clothId}`);

  popover = await openFavourites(page);
  await popover.getByRole('tab', { name: 'Recommended' }).click();
  await popover.getByRole('button', { name: `Stop recommending ${cloth}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Stop recommending?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  // Nothing changed, and the popover is back on the Recommended tab.
  await expect(popover.getByRole('tab', { name: 'Recommended' })).toHaveAttribute('aria-selected', 'true');
  await popover.getByRole('button', { name: `Stop recommending ${cloth}` }).click();
  dialog = page.getByRole('dialog', { name: 'Stop recommending?' });
  await expect(dialog).toContainText(`“${cloth}” will leave your recommendations`);
  await dialog.getByRole('button', { name: 'Stop recommending' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(popover.getByText(/You are not recommending anything yet/)).toBeVisible();
  await popover.getByRole('tab', { name: 'Favourites' }).click();
  await expect(popover.getByRole('tabpanel').getByRole('link', { name: cloth })).toBeVisible();

  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: cloth }).filter({ hasText: 'Worn by' })).toHaveCount(0);
});
